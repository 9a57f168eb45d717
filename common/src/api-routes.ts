// Every API route with the JSON it reads and the answers it gives, in one table keyed
// "METHOD /api/path/:param". The server declares the same schemas on its routes (its
// route-contract test fails when a route and this table disagree, or when a route is missing
// here); the web's test double for fetch checks every request and answer against this table, so
// a web test fails when the server's contract changes under it (docs/decisions/016).
import { z } from 'zod';
import {
  acceptAllResponseSchema,
  botDtoSchema,
  botMembershipsResponseSchema,
  chatDetailsDtoSchema,
  chatListItemDtoSchema,
  chatMessageDtoSchema,
  chatReplyDtoSchema,
  chatSearchHitDtoSchema,
  fileDeletedResponseSchema,
  fileDtoSchema,
  filesResetResponseSchema,
  fileStatusDtoSchema,
  gapDtoSchema,
  healthResponseSchema,
  insightChatDetailDtoSchema,
  insightChatDtoSchema,
  insightsSummaryDtoSchema,
  loginResponseSchema,
  messageFeedbackDtoSchema,
  myMembershipsResponseSchema,
  profileUpdateResponseSchema,
  safetyAlertDtoSchema,
  studentMembershipDtoSchema,
  teacherMembershipDtoSchema,
  uploadResponseSchema,
  userDtoSchema,
} from './api-types.js';
import { loginSchema, registerSchema } from './schemas/auth.js';
import { createBotSchema, updateBotSchema } from './schemas/bots.js';
import { chatRenameSchema, chatSendSchema, messageFeedbackSchema } from './schemas/chat.js';
import { profileUpdateSchema } from './schemas/users.js';

/**
 * What one route reads and answers. `body`: the JSON payload (absent: none is read; a multipart
 * upload's parts are checked by the server while they stream). `answers`: per success status, the
 * JSON schema, `'empty'` (204) or `'raw'` (bytes or an event stream, documented in the OpenAPI
 * document rather than checked).
 */
export interface ApiRoute {
  body?: z.ZodType;
  answers: Partial<Record<200 | 201 | 204, z.ZodType | 'empty' | 'raw'>>;
}

export const apiRoutes = {
  'GET /api/health': { answers: { 200: healthResponseSchema } },

  'POST /api/auth/register': { body: registerSchema, answers: { 201: userDtoSchema } },
  'POST /api/auth/login': { body: loginSchema, answers: { 200: loginResponseSchema } },
  'POST /api/auth/logout': { answers: { 204: 'empty' } },
  'GET /api/users/me': { answers: { 200: userDtoSchema } },
  'PUT /api/users/me': { body: profileUpdateSchema, answers: { 200: profileUpdateResponseSchema } },

  'GET /api/bots/teacher/me': { answers: { 200: z.array(botDtoSchema) } },
  'POST /api/bots': { body: createBotSchema, answers: { 201: z.string() } },
  'GET /api/bots/:id': { answers: { 200: botDtoSchema } },
  'PATCH /api/bots/:id': { body: updateBotSchema, answers: { 200: botDtoSchema } },
  'DELETE /api/bots/:id': { answers: { 204: 'empty' } },

  'POST /api/memberships/request/:code_or_id': { answers: { 201: studentMembershipDtoSchema } },
  'GET /api/memberships/bot/:botId': { answers: { 200: botMembershipsResponseSchema } },
  'POST /api/memberships/accept/:id': { answers: { 200: teacherMembershipDtoSchema } },
  'POST /api/memberships/reject/:id': { answers: { 200: teacherMembershipDtoSchema } },
  'POST /api/memberships/bot/:botId/accept-all': { answers: { 200: acceptAllResponseSchema } },
  'DELETE /api/memberships/:id': { answers: { 204: 'empty' } },
  'GET /api/memberships/my': { answers: { 200: myMembershipsResponseSchema } },

  'GET /api/bots/:botId/chat/my_chats': { answers: { 200: z.array(chatListItemDtoSchema) } },
  'GET /api/bots/:botId/chat/history/:chatId': { answers: { 200: z.array(chatMessageDtoSchema) } },
  'GET /api/bots/:botId/chat/search': { answers: { 200: z.array(chatSearchHitDtoSchema) } },
  'GET /api/bots/:botId/chat/:chatId': { answers: { 200: chatDetailsDtoSchema } },
  'PATCH /api/bots/:botId/chat/:chatId': {
    body: chatRenameSchema,
    answers: { 200: chatDetailsDtoSchema },
  },
  'DELETE /api/bots/:botId/chat/:chatId': { answers: { 204: 'empty' } },
  'POST /api/bots/:botId/chat/:chatId/messages/:messageId/feedback': {
    body: messageFeedbackSchema,
    answers: { 200: messageFeedbackDtoSchema },
  },
  'POST /api/bots/:botId/chat/': { body: chatSendSchema, answers: { 200: chatReplyDtoSchema } },
  'POST /api/bots/:botId/chat': { body: chatSendSchema, answers: { 200: chatReplyDtoSchema } },
  'POST /api/bots/:botId/chat/stream': { body: chatSendSchema, answers: { 200: 'raw' } },
  'GET /api/chat-images/:token': { answers: { 200: 'raw' } },

  'POST /api/files/upload': { answers: { 201: uploadResponseSchema } },
  'GET /api/files/:fileId/status': { answers: { 200: fileStatusDtoSchema } },
  'GET /api/files/files/:botId': { answers: { 200: z.array(fileDtoSchema) } },
  'DELETE /api/bots/:botId/files': { answers: { 200: filesResetResponseSchema } },
  'DELETE /api/files/delete/:fileId/bot/:botId': { answers: { 200: fileDeletedResponseSchema } },
  'GET /api/bots/:botId/files/:fileId/pages/:page/image': { answers: { 200: 'raw' } },

  'GET /api/bots/:botId/insights/chats': { answers: { 200: z.array(insightChatDtoSchema) } },
  'GET /api/bots/:botId/insights/chats/:chatId': { answers: { 200: insightChatDetailDtoSchema } },
  'GET /api/bots/:botId/insights/gaps': { answers: { 200: z.array(gapDtoSchema) } },
  'GET /api/bots/:botId/insights/summary': { answers: { 200: insightsSummaryDtoSchema } },
  'GET /api/bots/:botId/alerts': { answers: { 200: z.array(safetyAlertDtoSchema) } },
  'POST /api/alerts/:alertId/resolve': { answers: { 200: safetyAlertDtoSchema } },
} satisfies Record<string, ApiRoute>;

export type ApiRouteKey = keyof typeof apiRoutes;

/**
 * The table entry for a call, by method and concrete path ("/api/bots/b1/chat?x=1"), or
 * undefined when the server has no such route. A literal segment wins over a parameter
 * ("/chat/search" is not the chat called "search"), as Fastify's router decides.
 */
export function findApiRoute(
  method: string,
  path: string,
): { key: string; route: ApiRoute } | undefined {
  const segments = path.split('?')[0]!.split('/');
  let best: { key: string; route: ApiRoute; literals: number } | undefined;
  for (const [key, route] of Object.entries(apiRoutes) as [string, ApiRoute][]) {
    const [m, pattern] = key.split(' ') as [string, string];
    if (m !== method.toUpperCase()) continue;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    let literals = 0;
    const fits = parts.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== '';
      literals += 1;
      return part === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { key, route, literals };
  }
  return best && { key: best.key, route: best.route };
}
