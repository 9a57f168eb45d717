// Dashboard 'File Uploaded' badge (docs/product.md File processing).
import type { FileStatus } from '@edubot/common';

export type FileBadge = 'Processing' | 'Completed';

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
