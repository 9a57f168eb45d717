// Spec §7 bot calls. Creating, listing and deleting are for teachers; reading a bot is for its
// owner or an accepted student (the chat screen shows the bot's name).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createBotSchema } from '@edubot/common';
import { currentUser } from '../../http/authenticate.js';
import { parseInput } from '../../http/errors.js';
import { SMALL_JSON_BODY_LIMIT, requireJsonBody } from '../../http/security.js';
import type { AppContext } from '../../context.js';

const botIdParams = z.object({ id: z.string().min(1).max(64) });

export async function botsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const teacher = app.requireAuth('teacher');
  const anyone = app.requireAuth();

  app.get('/bots/teacher/me', { onRequest: teacher }, async (request) => {
    return ctx.bots.listOwn(currentUser(request).id);
  });

  app.post(
    '/bots',
    { bodyLimit: SMALL_JSON_BODY_LIMIT, preValidation: requireJsonBody, onRequest: teacher },
    async (request, reply) => {
      const user = currentUser(request);
      const input = parseInput(createBotSchema, request.body, 'body');
      const id = await ctx.bots.create(user.id, input);
      // The spec's client expects the bare id as a JSON string.
      return reply.code(201).type('application/json; charset=utf-8').send(JSON.stringify(id));
    },
  );

  app.get('/bots/:id', { onRequest: anyone }, async (request) => {
    const { id } = parseInput(botIdParams, request.params, 'path');
    return ctx.bots.get(currentUser(request), id);
  });

  app.delete('/bots/:id', { onRequest: teacher }, async (request, reply) => {
    const { id } = parseInput(botIdParams, request.params, 'path');
    await ctx.bots.delete(currentUser(request).id, id);
    return reply.code(204).send();
  });
}
