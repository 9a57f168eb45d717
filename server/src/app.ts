// Builds the Fastify app; main.ts listens with it and tests call app.inject on it.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerAuthentication } from './http/authenticate.js';
import { registerErrorHandling } from './http/errors.js';
import { healthRoutes } from './modules/health/health.routes.js';

export interface BuildAppOptions {
  logger?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: ctx.config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    // Ids in logs are random, so a request cannot be guessed from another.
    genReqId: () => crypto.randomUUID(),
  });

  registerErrorHandling(app);
  registerAuthentication(app, { tokens: ctx.tokens, users: ctx.users });

  await app.register(
    async (api) => {
      await healthRoutes(api, ctx);
    },
    { prefix: '/api' },
  );

  return app;
}
