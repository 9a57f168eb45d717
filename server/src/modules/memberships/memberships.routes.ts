// Membership calls: students request and list their own; the bot's owner decides.
import type { FastifyInstance } from 'fastify';
import {
  acceptAllResponseSchema,
  botMembershipsResponseSchema,
  myMembershipsResponseSchema,
  studentMembershipDtoSchema,
  teacherMembershipDtoSchema,
} from '@edubot/common';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import { errorAnswers, idParams, noBody, noContent, noQuery } from '../../http/contract/route-schemas.js';
import { requireJsonBody } from '../../http/security.js';
import type { MembershipsService } from './memberships.service.js';

// These calls carry no payload; anything sent is ignored, never read.
const emptyBody = { bodyLimit: 1024, preValidation: requireJsonBody };

export async function membershipsRoutes(
  fastify: FastifyInstance,
  ctx: { memberships: MembershipsService },
): Promise<void> {
  const app = typed(fastify);
  const student = app.requireAuth('student');
  const teacher = app.requireAuth('teacher');
  const anyone = app.requireAuth();

  app.post(
    '/memberships/request/:code_or_id',
    {
      ...emptyBody,
      onRequest: student,
      schema: {
        params: idParams('code_or_id'),
        querystring: noQuery,
        body: noBody,
        response: { 201: studentMembershipDtoSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      // A join code (any case) or the bot's id.
      const created = await ctx.memberships.request(currentUser(request).id, request.params.code_or_id);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/memberships/bot/:botId',
    {
      onRequest: teacher,
      schema: {
        params: idParams('botId'),
        querystring: noQuery,
        response: { 200: botMembershipsResponseSchema, ...errorAnswers },
      },
    },
    async (request) => ctx.memberships.listForBot(currentUser(request).id, request.params.botId),
  );

  const decision = {
    ...emptyBody,
    onRequest: teacher,
    schema: {
      params: idParams('id'),
      querystring: noQuery,
      body: noBody,
      response: { 200: teacherMembershipDtoSchema, ...errorAnswers },
    },
  };
  app.post('/memberships/accept/:id', decision, async (request) =>
    ctx.memberships.accept(currentUser(request).id, request.params.id),
  );
  app.post('/memberships/reject/:id', decision, async (request) =>
    ctx.memberships.reject(currentUser(request).id, request.params.id),
  );

  // Issue 10: approve a whole class at once; remove a student (any status) from the bot.
  app.post(
    '/memberships/bot/:botId/accept-all',
    {
      ...emptyBody,
      onRequest: teacher,
      schema: {
        params: idParams('botId'),
        querystring: noQuery,
        body: noBody,
        response: { 200: acceptAllResponseSchema, ...errorAnswers },
      },
    },
    async (request) => ctx.memberships.acceptAll(currentUser(request).id, request.params.botId),
  );

  app.delete(
    '/memberships/:id',
    {
      onRequest: teacher,
      schema: {
        params: idParams('id'),
        querystring: noQuery,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await ctx.memberships.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Any signed-in user: a teacher simply has no memberships.
  app.get(
    '/memberships/my',
    {
      onRequest: anyone,
      schema: { querystring: noQuery, response: { 200: myMembershipsResponseSchema, ...errorAnswers } },
    },
    async (request) => ctx.memberships.mine(currentUser(request).id),
  );
}
