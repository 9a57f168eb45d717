// POST /api/auth/register and /api/auth/login: the only calls without a token.
import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '@edubot/common';
import { HttpError, parseInput } from '../../http/errors.js';
import { AccountLimiter } from '../../http/rate-limit-accounts.js';
import {
  LOGIN_IP_LIMIT,
  REGISTER_IP_LIMIT,
  ipRateLimit,
  tooManyAttempts,
} from '../../http/rate-limit.js';
import { SMALL_JSON_BODY_LIMIT, requireJsonBody } from '../../http/security.js';
import type { AppContext } from '../../context.js';

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

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const loginLimiter = new AccountLimiter({
    perPair: 5,
    perAccount: 50,
    windowMs: FIFTEEN_MINUTES,
  });
  // Every registration attempt for an email counts: it slows probing which emails exist.
  const registerLimiter = new AccountLimiter({
    perPair: 5,
    perAccount: 20,
    windowMs: FIFTEEN_MINUTES,
  });

  app.post(
    '/auth/register',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      preValidation: requireJsonBody,
      config: ipRateLimit(REGISTER_IP_LIMIT),
    },
    async (request, reply) => {
      const input = parseInput(registerBody, request.body, 'body');
      const wait = registerLimiter.retryAfter(input.email, request.ip);
      if (wait !== undefined) {
        reply.header('retry-after', wait);
        throw tooManyAttempts(wait);
      }
      registerLimiter.recordFailure(input.email, request.ip);
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
    },
    async (request, reply) => {
      const input = parseInput(loginSchema, request.body, 'body');
      const wait = loginLimiter.retryAfter(input.email, request.ip);
      if (wait !== undefined) {
        reply.header('retry-after', wait);
        throw tooManyAttempts(wait);
      }
      try {
        const answer = await ctx.auth.login(input.email, input.password);
        loginLimiter.recordSuccess(input.email, request.ip);
        return answer;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) {
          loginLimiter.recordFailure(input.email, request.ip);
        }
        throw err;
      }
    },
  );
}
