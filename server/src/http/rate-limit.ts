// Per-IP request limits (via @fastify/rate-limit) for the routes that need no token. Limits
// are generous enough for a whole class behind one school NAT, and tight enough to make
// password spraying from one address slow. Per-account limits are in rate-limit-accounts.ts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, TooManyRequestsError } from './errors.js';
import { waitInWords } from './rate-limit-quotas.js';

export interface IpLimit {
  max: number;
  timeWindowMs: number;
}

export const LOGIN_IP_LIMIT: IpLimit = { max: 120, timeWindowMs: 5 * 60_000 };
export const REGISTER_IP_LIMIT: IpLimit = { max: 60, timeWindowMs: 10 * 60_000 };

/** Registers the plugin without a global limit; routes opt in with `ipRateLimit(...)`. */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
}

/** Route `config` that applies a per-IP limit. */
export const ipRateLimit = (limit: IpLimit) => ({
  rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
});

/** 429 with Retry-After for an account's sign-in or registration attempts. */
export function tooManyAttempts(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    retryAfterSeconds,
    `Too many attempts for this account. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  );
}
