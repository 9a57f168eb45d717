import { POLL_DASHBOARD_MS, type FileStatus } from '@edubot/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getUploadedFileIds, removeUploadedFileIds } from '@/lib/study-files';
import { probeFileStatus } from '../api/file-status';
import { fileBadgeFor, unfinishedIds, type FileBadge } from '../file-badge';

/**
 * Polls file statuses every second while any listed bot has unfinished files (spec §4).
 * Ids answering 404 leave the stored map; a bot whose ids are all gone leaves it too.
 */
export function useFileStatusPolling(botIds: readonly string[], intervalMs = POLL_DASHBOARD_MS) {
  const [uploaded, setUploaded] = useState<Record<string, string[]>>(getUploadedFileIds);
  const [statuses, setStatuses] = useState<Record<string, FileStatus>>({});
  const statusesRef = useRef(statuses);
  const botIdsRef = useRef(botIds);
  botIdsRef.current = botIds;
  const busy = useRef(false);
  const botKey = botIds.join('|');

  const tick = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const map = getUploadedFileIds();
      const pending = unfinishedIds(map, statusesRef.current, botIdsRef.current);
      if (pending.length) {
        const results = await Promise.all(
          pending.map(async (id) => [id, await probeFileStatus(id)] as const),
        );
        const next: Record<string, FileStatus> = {};
        const gone = new Set<string>();
        for (const [id, r] of results) {
          if (r.kind === 'status') next[id] = r.status;
          else if (r.kind === 'gone') gone.add(id);
        }
        for (const b of Object.keys(map)) {
          const drop = (map[b] ?? []).filter((id) => gone.has(id));
          if (drop.length) removeUploadedFileIds(b, drop);
        }
        if (Object.keys(next).length) {
          statusesRef.current = { ...statusesRef.current, ...next };
          setStatuses(statusesRef.current);
        }
      }
      setUploaded(getUploadedFileIds());
    } finally {
      busy.current = false;
    }
  }, []);

  const active = unfinishedIds(uploaded, statuses, botIds).length > 0;

  // One immediate look whenever the bot list changes, then a steady interval while needed.
  useEffect(() => {
    void tick();
  }, [tick, botKey]);

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => void tick(), intervalMs);
    return () => window.clearInterval(timer);
  }, [tick, active, intervalMs]);

  const badgeFor = useCallback(
    (botId: string): FileBadge => fileBadgeFor(botId, uploaded, statuses),
    [uploaded, statuses],
  );
  return { badgeFor, polling: active, recheck: tick };
}
