// Chats grouped by their last activity (issue 11): two chats with the same title are told apart
// by when they happened. Groups in order: today, yesterday, the last 7 days, older.
import type { ChatSummaryDto } from '@edubot/common';

export type DateGroup = 'today' | 'yesterday' | 'week' | 'older';
export const DATE_GROUPS: readonly DateGroup[] = ['today', 'yesterday', 'week', 'older'];

const DAY_MS = 86_400_000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

export function dateGroupOf(iso: string | undefined, now: Date): DateGroup {
  const t = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(t)) return 'older';
  const today = startOfDay(now);
  if (t >= today) return 'today';
  if (t >= today - DAY_MS) return 'yesterday';
  if (t >= today - 7 * DAY_MS) return 'week';
  return 'older';
}

/** Non-empty groups in order, chats keeping the server's order (newest first) inside each. */
export function groupChatsByDate(
  chats: readonly ChatSummaryDto[],
  now = new Date(),
): { group: DateGroup; chats: ChatSummaryDto[] }[] {
  const byGroup = new Map<DateGroup, ChatSummaryDto[]>();
  for (const chat of chats) {
    const group = dateGroupOf(chat.updated_at ?? chat.created_at, now);
    byGroup.set(group, [...(byGroup.get(group) ?? []), chat]);
  }
  return DATE_GROUPS.filter((g) => byGroup.has(g)).map((group) => ({
    group,
    chats: byGroup.get(group)!,
  }));
}
