// Chat messages per student (issue 8): a burst limit per minute and a daily quota, both set in
// the environment. Defaults sit far above a lesson's use (docs/decisions/009-abuse-limits.md).
import type { AbuseLimits } from '../../config.js';
import type { LimitState } from '../../http/limit-state.js';
import { DAY_MS, MINUTE_MS, UserQuota } from '../../http/rate-limit-quotas.js';

export const chatTooFast = (wait: string) =>
  `You are sending messages too quickly. Please wait ${wait} and try again.`;
export const chatDailyLimit = (max: number, wait: string) =>
  `You have reached the daily limit of ${max} messages. Please try again in ${wait}.`;

/** `state`: where the counts live (context.ts limitState: memory, or shared on PostgreSQL). */
export function chatQuota(
  limits: Pick<AbuseLimits, 'chatPerMinute' | 'chatPerDay'>,
  state?: LimitState,
): UserQuota {
  return new UserQuota(
    [
      { max: limits.chatPerMinute, windowMs: MINUTE_MS, detail: chatTooFast },
      {
        max: limits.chatPerDay,
        windowMs: DAY_MS,
        detail: (wait) => chatDailyLimit(limits.chatPerDay, wait),
      },
    ],
    state,
  );
}
