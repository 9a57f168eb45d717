import { z } from 'zod';

export const MAX_SUMMARY_DAYS = 90;

/** GET /api/bots/{bot_id}/insights/summary?days=N */
export const insightsSummaryQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_SUMMARY_DAYS, `days must be at most ${MAX_SUMMARY_DAYS}`)
    .default(7),
});
export type InsightsSummaryQuery = z.infer<typeof insightsSummaryQuerySchema>;
