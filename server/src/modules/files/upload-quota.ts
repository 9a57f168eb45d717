// Study file uploads per teacher per day (issue 8); the storage quota is checked by the service.
import type { AbuseLimits } from '../../config.js';
import type { LimitState } from '../../http/limit-state.js';
import { DAY_MS, UserQuota } from '../../http/rate-limit-quotas.js';

export const uploadDailyLimit = (max: number, wait: string) =>
  `You have reached the daily limit of ${max} file uploads. Please try again in ${wait}.`;

/** `state`: where the counts live (context.ts limitState: memory, or shared on PostgreSQL). */
export function uploadQuota(
  limits: Pick<AbuseLimits, 'uploadsPerDay'>,
  state?: LimitState,
): UserQuota {
  return new UserQuota(
    [
      {
        max: limits.uploadsPerDay,
        windowMs: DAY_MS,
        detail: (wait) => uploadDailyLimit(limits.uploadsPerDay, wait),
      },
    ],
    state,
  );
}
