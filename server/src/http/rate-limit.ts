// Per-IP request limits (via @fastify/rate-limit) for the routes that need no token. Limits
// are generous enough for a whole class behind one school NAT, and tight enough to make
// password spraying from one address slow. Per-account limits are in rate-limit-accounts.ts.
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, TooManyRequestsError } from './errors.js';
import type { LimitState } from './limit-state.js';
import { waitInWords } from './rate-limit-quotas.js';

export interface IpLimit {
  max: number;
  timeWindowMs: number;
}

export const LOGIN_IP_LIMIT: IpLimit = { max: 120, timeWindowMs: 5 * 60_000 };
export const REGISTER_IP_LIMIT: IpLimit = { max: 60, timeWindowMs: 10 * 60_000 };

/**
 * Registers the plugin without a global limit; routes opt in with `ipRateLimit(...)`. Counts
 * stay in the plugin's memory unless a shared state is given (several API processes).
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  shared?: LimitState,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: sharedIpStore(shared) } : {}),
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

/** @fastify/rate-limit's store interface over a LimitState, one key space per route. */
function sharedIpStore(state: LimitState): FastifyRateLimitStoreCtor {
  class SharedIpStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      state.bump(`${this.prefix}${key}`, timeWindow).then(
        (w) => callback(null, { current: w.count, ttl: Math.max(0, w.windowEnd - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, whose routeInfo names the route.
      const merged = options as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = merged.routeInfo ?? {};
      return new SharedIpStore(`${String(route.method)} ${String(route.url)}\u0000`);
    }
  }
  return SharedIpStore as unknown as FastifyRateLimitStoreCtor;
}
