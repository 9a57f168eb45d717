import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Ready means the database answers, not merely that the port is open.
  app.get('/health', async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' };
  });
}
