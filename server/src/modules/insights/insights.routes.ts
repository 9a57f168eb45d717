// Teacher insight calls (issue 10): the bot's owner only; students 403, other teachers 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  gapDtoSchema,
  insightChatDetailDtoSchema,
  insightChatDtoSchema,
  insightsSummaryDtoSchema,
  insightsSummaryQuerySchema,
} from '@edubot/common';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import { errorAnswers, idParams, noQuery } from '../../http/contract/route-schemas.js';
import type { InsightsService } from './insights.service.js';

export async function insightsRoutes(
  fastify: FastifyInstance,
  ctx: { insights: InsightsService },
): Promise<void> {
  const app = typed(fastify);
  const teacher = app.requireAuth('teacher');
  const botParams = idParams('botId');

  app.get(
    '/bots/:botId/insights/chats',
    {
      onRequest: teacher,
      schema: {
        params: botParams,
        querystring: noQuery,
        response: { 200: z.array(insightChatDtoSchema), ...errorAnswers },
      },
    },
    async (request) => ctx.insights.chats(currentUser(request).id, request.params.botId),
  );

  app.get(
    '/bots/:botId/insights/chats/:chatId',
    {
      onRequest: teacher,
      schema: {
        params: idParams('botId', 'chatId'),
        querystring: noQuery,
        response: { 200: insightChatDetailDtoSchema, ...errorAnswers },
      },
    },
    async (request) =>
      ctx.insights.chat(currentUser(request).id, request.params.botId, request.params.chatId),
  );

  app.get(
    '/bots/:botId/insights/gaps',
    {
      onRequest: teacher,
      schema: {
        params: botParams,
        querystring: noQuery,
        response: { 200: z.array(gapDtoSchema).describe('Most frequent first'), ...errorAnswers },
      },
    },
    async (request) => ctx.insights.gaps(currentUser(request).id, request.params.botId),
  );

  app.get(
    '/bots/:botId/insights/summary',
    {
      onRequest: teacher,
      schema: {
        params: botParams,
        querystring: insightsSummaryQuerySchema,
        response: { 200: insightsSummaryDtoSchema, ...errorAnswers },
      },
    },
    async (request) =>
      ctx.insights.summary(currentUser(request).id, request.params.botId, request.query.days),
  );
}
