import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { healthResponseSchema } from '@edubot/common';
import type { Db } from '../../db/database.js';
import { typed } from '../../http/contract/typed.js';
import { errorAnswers, noQuery } from '../../http/contract/route-schemas.js';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  // Ready means the database answers, not merely that the port is open.
  typed(app).get(
    '/health',
    { schema: { querystring: noQuery, response: { 200: healthResponseSchema, ...errorAnswers } } },
    async () => {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok' as const };
    },
  );
}
