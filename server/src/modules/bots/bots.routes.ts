// Bot calls. Creating, listing and deleting are for teachers; reading a bot is for its owner or an
// accepted student (the chat screen shows the bot's name).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { botDtoSchema, createBotSchema, updateBotSchema } from '@edubot/common';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import {
  errorAnswers,
  idParams,
  noContent,
  noQuery,
} from '../../http/contract/route-schemas.js';
import { SMALL_JSON_BODY_LIMIT, requireJsonBody } from '../../http/security.js';
import type { BotsService } from './bots.service.js';

const botIdParams = idParams('id');

export async function botsRoutes(
  fastify: FastifyInstance,
  ctx: { bots: Pick<BotsService, 'listOwn' | 'create' | 'get' | 'update' | 'delete'> },
): Promise<void> {
  const app = typed(fastify);
  const teacher = app.requireAuth('teacher');
  const anyone = app.requireAuth();

  app.get(
    '/bots/teacher/me',
    {
      onRequest: teacher,
      schema: { querystring: noQuery, response: { 200: z.array(botDtoSchema), ...errorAnswers } },
    },
    async (request) => ctx.bots.listOwn(currentUser(request).id),
  );

  app.post(
    '/bots',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      preValidation: requireJsonBody,
      onRequest: teacher,
      schema: {
        querystring: noQuery,
        body: createBotSchema,
        response: { 201: z.string().describe('The new bot id'), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const id = await ctx.bots.create(currentUser(request).id, request.body);
      // The client expects the bare id as a JSON string (a plain string would go out as text).
      return reply.code(201).type('application/json; charset=utf-8').send(reply.serialize(id) as string);
    },
  );

  app.get(
    '/bots/:id',
    {
      onRequest: anyone,
      schema: { params: botIdParams, querystring: noQuery, response: { 200: botDtoSchema, ...errorAnswers } },
    },
    async (request) => ctx.bots.get(currentUser(request), request.params.id),
  );

  // Bot Info and Settings (issue 10): any subset of the bot's settings, by its owner.
  app.patch(
    '/bots/:id',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      preValidation: requireJsonBody,
      onRequest: teacher,
      schema: {
        params: botIdParams,
        querystring: noQuery,
        body: updateBotSchema,
        response: { 200: botDtoSchema, ...errorAnswers },
      },
    },
    async (request) => ctx.bots.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/bots/:id',
    {
      onRequest: teacher,
      schema: { params: botIdParams, querystring: noQuery, response: { 204: noContent, ...errorAnswers } },
    },
    async (request, reply) => {
      await ctx.bots.delete(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
