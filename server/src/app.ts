// Builds the Fastify app; main.ts listens with it and tests call app.inject on it.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerAuthentication } from './http/authenticate.js';
import { registerErrorHandling } from './http/errors.js';
import { registerDetailLocalization } from './http/i18n/localize-detail.js';
import { registerOpenApi } from './http/contract/openapi.js';
import { trackRouteContracts } from './http/contract/route-coverage.js';
import { registerZodCompilers } from './http/contract/zod-compilers.js';
import { registerRateLimiting } from './http/rate-limit.js';
import { noStoreApiAnswers, registerSecurity } from './http/security.js';
import { loggerOptions } from './http/log-redaction.js';
import { registerSpa } from './http/spa.js';
import { serverTimeoutOptions } from './http/timeouts.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { botsRoutes } from './modules/bots/bots.routes.js';
import { chatsRoutes } from './modules/chats/chats.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { sourcePagesRoutes } from './modules/files/source-pages.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { membershipsRoutes } from './modules/memberships/memberships.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';

export interface BuildAppOptions {
  logger?: boolean;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(ctx.config.logLevel, options.logStream) : false,
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(ctx.config.timeouts),
    // Ids in logs are random, so a request cannot be guessed from another.
    genReqId: () => crypto.randomUUID(),
    // Only a configured proxy's X-Forwarded-For is believed: anyone can send the header.
    ...(ctx.config.trustProxy ? { trustProxy: ctx.config.trustProxy } : {}),
  });

  registerErrorHandling(app);
  registerDetailLocalization(app);
  registerZodCompilers(app);
  trackRouteContracts(app);
  registerAuthentication(app, { tokens: ctx.tokens, users: ctx.usersRepository, revoked: ctx.revokedTokens });
  await registerSecurity(app);
  noStoreApiAnswers(app);
  await registerRateLimiting(app, ctx.ipLimitState);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await healthRoutes(api, ctx);
      await authRoutes(api, ctx);
      await usersRoutes(api, ctx);
      await botsRoutes(api, ctx);
      await membershipsRoutes(api, ctx);
      await chatsRoutes(api, ctx);
      await filesRoutes(api, ctx);
      await sourcePagesRoutes(api, ctx);
      await insightsRoutes(api, ctx);
      await alertsRoutes(api, ctx);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, ctx.config.webDist);

  return app;
}
