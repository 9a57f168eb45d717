// GET|PUT /api/users/me: any signed-in user, own profile only.
import type { FastifyInstance } from 'fastify';
import { profileUpdateSchema } from '@edubot/common';
import { currentUser } from '../../http/authenticate.js';
import { parseInput } from '../../http/errors.js';
import { SMALL_JSON_BODY_LIMIT, requireJsonBody } from '../../http/security.js';
import type { AppContext } from '../../context.js';

export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = app.requireAuth();

  app.get('/users/me', { onRequest: signedIn }, async (request) => {
    return ctx.usersService.me(currentUser(request).id);
  });

  app.put(
    '/users/me',
    { bodyLimit: SMALL_JSON_BODY_LIMIT, preValidation: requireJsonBody, onRequest: signedIn },
    async (request) => {
      const user = currentUser(request);
      const input = parseInput(profileUpdateSchema, request.body, 'body');
      return ctx.usersService.updateMe(user.id, input);
    },
  );
}
