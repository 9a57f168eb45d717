// POST /api/auth/register and /api/auth/login (the only calls without a token), and
// POST /api/auth/logout.
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { loginResponseSchema, loginSchema, registerSchema, userDtoSchema } from '@edubot/common';
import { bearerToken } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import { errorAnswers, noBody, noContent, noQuery } from '../../http/contract/route-schemas.js';
import { HttpError } from '../../http/errors.js';
import { AccountLimiter } from '../../http/rate-limit-accounts.js';
import {
  LOGIN_IP_LIMIT,
  REGISTER_IP_LIMIT,
  ipRateLimit,
  tooManyAttempts,
} from '../../http/rate-limit.js';
import { SMALL_JSON_BODY_LIMIT, requireJsonBody } from '../../http/security.js';
import type { AbuseLimits } from '../../config.js';
import type { LimitState } from '../../http/limit-state.js';
import type { AuthService } from './auth.service.js';
import type { RevokedTokens } from './revoked-tokens.js';
import type { TokenService } from './token.service.js';

export interface AuthRoutesDeps {
  auth: Pick<AuthService, 'register' | 'login'>;
  tokens: Pick<TokenService, 'verify'>;
  revokedTokens: Pick<RevokedTokens, 'revoke'>;
  config: { limits: Pick<AbuseLimits, 'signInSlowdownMs'> };
  limitState(namespace: string): LimitState;
}

const FIFTEEN_MINUTES = 15 * 60_000;

// A student cannot gain a teacher profile by sending one.
const registerBody = registerSchema.superRefine((value, ctx) => {
  if (value.role !== 'teacher' && value.teacher_profile !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['teacher_profile'],
      message: 'Only teachers have a teacher profile',
    });
  }
});

export async function authRoutes(fastify: FastifyInstance, ctx: AuthRoutesDeps): Promise<void> {
  const app = typed(fastify);
  // Throttle per (account, address), slow down per account, never lock the owner's address out
  // (docs/decisions/009-abuse-limits.md).
  const slowdownMs = ctx.config.limits.signInSlowdownMs;
  const loginLimiter = new AccountLimiter(
    {
      perPair: 5,
      windowMs: FIFTEEN_MINUTES,
      slowAfter: 10,
      slowIntervalMs: slowdownMs,
      maxWaitMs: 3 * slowdownMs,
    },
    ctx.limitState('login'),
  );
  // Every registration attempt for an email counts: it slows probing which emails exist.
  const registerLimiter = new AccountLimiter(
    { perPair: 5, perAccount: 20, windowMs: FIFTEEN_MINUTES },
    ctx.limitState('register'),
  );

  app.post(
    '/auth/register',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      preValidation: requireJsonBody,
      config: ipRateLimit(REGISTER_IP_LIMIT),
      schema: {
        querystring: noQuery,
        body: registerBody,
        response: { 201: userDtoSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const wait = await registerLimiter.retryAfter(input.email, request.ip);
      if (wait !== undefined) throw tooManyAttempts(wait);
      await registerLimiter.recordFailure(input.email, request.ip);
      const user = await ctx.auth.register(input);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/auth/login',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      preValidation: requireJsonBody,
      config: ipRateLimit(LOGIN_IP_LIMIT),
      schema: {
        querystring: noQuery,
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const input = request.body;
      const wait = await loginLimiter.retryAfter(input.email, request.ip);
      if (wait !== undefined) throw tooManyAttempts(wait);
      const pace = await loginLimiter.pace(input.email, request.ip);
      if ('retryAfterSeconds' in pace) throw tooManyAttempts(pace.retryAfterSeconds);
      if (pace.waitMs > 0) await setTimeout(pace.waitMs);
      try {
        const answer = await ctx.auth.login(input.email, input.password);
        await loginLimiter.recordSuccess(input.email, request.ip);
        return answer;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) {
          await loginLimiter.recordFailure(input.email, request.ip);
        }
        throw err;
      }
    },
  );

  // Ends the session it is called with (issue 8); other devices stay signed in.
  const logoutSchema = {
    querystring: noQuery,
    body: noBody,
    response: { 204: noContent, ...errorAnswers },
  };
  app.post('/auth/logout', { onRequest: app.requireAuth(), schema: logoutSchema }, async (request, reply) => {
    const token = bearerToken(request)!;
    const claims = await ctx.tokens.verify(token);
    if (claims) await ctx.revokedTokens.revoke(token, claims.expiresAt);
    return reply.code(204).send(null);
  });
}
