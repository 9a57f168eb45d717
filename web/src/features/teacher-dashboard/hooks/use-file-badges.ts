import { POLL_DASHBOARD_MS, type FileStatus } from '@edubot/common';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFileStatuses } from '@/lib/file-statuses';
import { getUploadedFileIds, removeUploadedFileIds } from '@/lib/study-files';
import { fileBadgeFor, type FileBadge } from '../file-badge';

/**
 * The dashboard's 'File Uploaded' badge per bot, from the file ids uploaded in this browser: their
 * statuses are asked every second until final (docs/product.md, File processing). Ids answering
 * 404 leave the stored map; a bot whose ids are all gone leaves it too.
 */
export function useFileBadges(botIds: readonly string[], intervalMs = POLL_DASHBOARD_MS) {
  const [uploaded, setUploaded] = useState<Record<string, string[]>>(getUploadedFileIds);
  const botKey = botIds.join('|');
  useEffect(() => setUploaded(getUploadedFileIds()), [botKey]);

  const ids = botIds.flatMap((b) => uploaded[b] ?? []);
  const { probes, polling } = useFileStatuses(ids, { intervalMs });

  const goneKey = ids.filter((id) => probes[id]?.kind === 'gone').join('|');
  useEffect(() => {
    if (!goneKey) return;
    const gone = new Set(goneKey.split('|'));
    const map = getUploadedFileIds();
    for (const [botId, list] of Object.entries(map)) {
      const drop = list.filter((id) => gone.has(id));
      if (drop.length) removeUploadedFileIds(botId, drop);
    }
    setUploaded(getUploadedFileIds());
  }, [goneKey]);

  const statusKey = ids.map((id) => `${id}:${JSON.stringify(probes[id] ?? null)}`).join('|');
  const statuses = useMemo(() => {
    const out: Record<string, FileStatus> = {};
    for (const [id, probe] of Object.entries(probes)) if (probe?.kind === 'status') out[id] = probe.status;
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- statusKey stands for probes' content
  }, [statusKey]);
  const badgeFor = useCallback(
    (botId: string): FileBadge => fileBadgeFor(botId, uploaded, statuses),
    [uploaded, statuses],
  );
  return { badgeFor, polling };
}
