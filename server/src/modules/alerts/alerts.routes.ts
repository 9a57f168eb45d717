// Safety alert calls (issue 10): the bot's owner only; anyone else's bot or alert is 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { safetyAlertDtoSchema } from '@edubot/common';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import { errorAnswers, idParams, noBody, noQuery } from '../../http/contract/route-schemas.js';
import { requireJsonBody } from '../../http/security.js';
import type { AlertsService } from './alerts.service.js';

export async function alertsRoutes(
  fastify: FastifyInstance,
  ctx: { alerts: Pick<AlertsService, 'listForBot' | 'resolve'> },
): Promise<void> {
  const app = typed(fastify);
  const teacher = app.requireAuth('teacher');

  app.get(
    '/bots/:botId/alerts',
    {
      onRequest: teacher,
      schema: {
        params: idParams('botId'),
        querystring: noQuery,
        response: {
          200: z.array(safetyAlertDtoSchema).describe('Unresolved first, newest first'),
          ...errorAnswers,
        },
      },
    },
    async (request) => ctx.alerts.listForBot(currentUser(request).id, request.params.botId),
  );

  app.post(
    '/alerts/:alertId/resolve',
    {
      onRequest: teacher,
      bodyLimit: 1024,
      preValidation: requireJsonBody,
      schema: {
        params: idParams('alertId'),
        querystring: noQuery,
        body: noBody,
        response: { 200: safetyAlertDtoSchema, ...errorAnswers },
      },
    },
    async (request) => ctx.alerts.resolve(currentUser(request).id, request.params.alertId),
  );
}
