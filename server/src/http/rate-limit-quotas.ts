// Per-user quotas (issue 8): a burst limit and a daily quota on chat messages, a daily upload
// count for teachers. Checked in an onRequest hook right after the token, so a refused request
// costs no body parsing, search or tutor work and a flooding student cannot slow a classmate.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { NOT_AUTHENTICATED } from './authenticate.js';
import { TooManyRequestsError, unauthorized } from './errors.js';
import { MemoryLimitState, type LimitState } from './limit-state.js';

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
  constructor(
    private readonly rules: readonly QuotaRule[],
    /** This process's memory by default; shared by API processes on PostgreSQL (context.ts). */
    private readonly state: LimitState = new MemoryLimitState(),
  ) {}

  /** Counts one use when every rule allows it; otherwise throws 429 and counts nothing. */
  async take(userId: string): Promise<void> {
    const taken: string[] = [];
    for (const [i, rule] of this.rules.entries()) {
      const key = `${i}\u0000${userId}`;
      const { fullUntil } = await this.state.take(key, rule.windowMs, rule.max);
      if (fullUntil !== undefined) {
        for (const k of taken) await this.state.giveBack(k);
        const seconds = this.state.secondsLeft(fullUntil);
        throw new TooManyRequestsError(seconds, rule.detail(waitInWords(seconds)));
      }
      taken.push(key);
    }
  }

  /** onRequest hook for routes behind requireAuth (listed after it): one use per request. */
  hook(): onRequestAsyncHookHandler {
    return async (request: FastifyRequest) => {
      if (!request.authUser) throw unauthorized(NOT_AUTHENTICATED);
      await this.take(request.authUser.id);
    };
  }
}
