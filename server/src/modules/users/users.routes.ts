// GET|PUT /api/users/me: any signed-in user, own profile only.
import type { FastifyInstance } from 'fastify';
import { profileUpdateResponseSchema, profileUpdateSchema, userDtoSchema } from '@edubot/common';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import { errorAnswers, noQuery } from '../../http/contract/route-schemas.js';
import { SMALL_JSON_BODY_LIMIT, requireJsonBody } from '../../http/security.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(
  fastify: FastifyInstance,
  ctx: { users: Pick<UsersService, 'me' | 'updateMe'> },
): Promise<void> {
  const app = typed(fastify);
  const signedIn = app.requireAuth();

  const getSchema = { querystring: noQuery, response: { 200: userDtoSchema, ...errorAnswers } };
  app.get('/users/me', { onRequest: signedIn, schema: getSchema }, async (request) => {
    return ctx.users.me(currentUser(request).id);
  });

  app.put(
    '/users/me',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      preValidation: requireJsonBody,
      onRequest: signedIn,
      schema: {
        querystring: noQuery,
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      return ctx.users.updateMe(currentUser(request).id, request.body);
    },
  );
}
