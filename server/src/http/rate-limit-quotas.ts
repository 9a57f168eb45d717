// Per-user quotas (issue 8): a burst limit and a daily quota on chat messages, a daily upload
// count for teachers. Checked in an onRequest hook right after the token, so a refused request
// costs no body parsing, search or tutor work and a flooding student cannot slow a classmate.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { TooManyRequestsError, unauthorized } from './errors.js';
import { WindowCounters } from './rate-limit-windows.js';

export interface QuotaRule {
  /** Uses allowed per window. */
  max: number;
  windowMs: number;
  /** The 429 detail, given the wait in words ("45 seconds", "3 hours"). */
  detail: (wait: string) => string;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** "1 second", "45 seconds", "2 minutes", "3 hours": a wait rounded up to a readable unit. */
export function waitInWords(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

export class UserQuota {
  private readonly counters: WindowCounters;

  constructor(
    private readonly rules: readonly QuotaRule[],
    now: () => number = Date.now,
  ) {
    this.counters = new WindowCounters(now);
  }

  /** Counts one use when every rule allows it; otherwise throws 429 and counts nothing. */
  take(userId: string): void {
    for (const [i, rule] of this.rules.entries()) {
      const used = this.counters.get(`${i}\u0000${userId}`);
      if (used && used.count >= rule.max) {
        const seconds = this.counters.secondsLeft(used.windowEnd);
        throw new TooManyRequestsError(seconds, rule.detail(waitInWords(seconds)));
      }
    }
    for (const [i, rule] of this.rules.entries()) {
      this.counters.bump(`${i}\u0000${userId}`, rule.windowMs);
    }
  }

  /** onRequest hook for routes behind requireAuth (listed after it): one use per request. */
  hook(): onRequestAsyncHookHandler {
    return async (request: FastifyRequest) => {
      if (!request.authUser) throw unauthorized('Not authenticated');
      this.take(request.authUser.id);
    };
  }
}
