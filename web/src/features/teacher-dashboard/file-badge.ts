// Dashboard 'File Uploaded' badge (docs/product.md File processing).
import type { BotFilesSummary, FileStatus } from '@edubot/common';

export type FileBadge = 'Processing' | 'Completed' | 'None';

/**
 * The badge from the server's file states of the bot (GET /api/bots/teacher/me, issue 11): the
 * same on every device. No files yet: None; any file still processing: Processing.
 */
export function badgeFromSummary(files: BotFilesSummary | undefined): FileBadge | null {
  if (!files) return null;
  if (files.total === 0) return 'None';
  return files.processing > 0 ? 'Processing' : 'Completed';
}

/**
 * Processing when the bot has no stored file ids, when any of its ids has no fetched status yet,
 * or when any status is PROCESSING; otherwise Completed.
 */
export function fileBadgeFor(
  botId: string,
  uploaded: Record<string, readonly string[]>,
  statuses: Readonly<Record<string, FileStatus | undefined>>,
): FileBadge {
  const ids = uploaded[botId] ?? [];
  if (ids.length === 0) return 'Processing';
  for (const id of ids) {
    const s = statuses[id];
    if (!s || s === 'PROCESSING') return 'Processing';
  }
  return 'Completed';
}
