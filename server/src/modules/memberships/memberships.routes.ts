// Spec §7 membership calls: students request and list their own; the bot's owner decides.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../http/authenticate.js';
import { parseInput } from '../../http/errors.js';
import { requireJsonBody } from '../../http/security.js';
import type { AppContext } from '../../context.js';

const idParam = (name: string) => z.object({ [name]: z.string().trim().min(1).max(64) });
const codeOrIdParams = idParam('code_or_id');
const botIdCamelParams = idParam('botId');
const requestIdParams = idParam('id');
// These calls carry no payload (spec §7 "empty"); anything sent is ignored, never read.
const emptyBody = { bodyLimit: 1024, preValidation: requireJsonBody };

export async function membershipsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const student = app.requireAuth('student');
  const teacher = app.requireAuth('teacher');
  const anyone = app.requireAuth();

  app.post(
    '/memberships/request/:code_or_id',
    { ...emptyBody, onRequest: student },
    async (request, reply) => {
      // A join code (any case) or the bot's id.
      const params = parseInput(codeOrIdParams, request.params, 'path');
      const created = await ctx.memberships.request(
        currentUser(request).id,
        String(params.code_or_id),
      );
      return reply.code(201).send(created);
    },
  );

  app.get('/memberships/bot/:botId', { onRequest: teacher }, async (request) => {
    const params = parseInput(botIdCamelParams, request.params, 'path');
    return ctx.memberships.listForBot(currentUser(request).id, String(params.botId));
  });

  app.post('/memberships/accept/:id', { ...emptyBody, onRequest: teacher }, async (request) => {
    const params = parseInput(requestIdParams, request.params, 'path');
    return ctx.memberships.accept(currentUser(request).id, String(params.id));
  });

  app.post('/memberships/reject/:id', { ...emptyBody, onRequest: teacher }, async (request) => {
    const params = parseInput(requestIdParams, request.params, 'path');
    return ctx.memberships.reject(currentUser(request).id, String(params.id));
  });

  // Any signed-in user: a teacher simply has no memberships.
  app.get('/memberships/my', { onRequest: anyone }, async (request) => {
    return ctx.memberships.mine(currentUser(request).id);
  });
}
