import { POLL_FILES_TAB_MS, type FileStatus } from '@edubot/common';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchFileStatus } from '../api/file-status';
import type { BotFile } from '../api/list-files';

/**
 * While any file is PROCESSING, asks for each such file's status every 5 s; once none is left
 * processing, reloads the file list (spec §4 File processing).
 */
export function useFilesPolling(
  files: readonly BotFile[] | undefined,
  reload: () => void,
  intervalMs = POLL_FILES_TAB_MS,
) {
  const [live, setLive] = useState<Record<string, FileStatus>>({});
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  const merged = useMemo(
    () => (files ?? []).map((f) => (live[f.id] ? { ...f, status: live[f.id]! } : f)),
    [files, live],
  );
  const processing = merged.filter((f) => f.status === 'PROCESSING' && f.id).map((f) => f.id);
  const key = processing.join('|');

  useEffect(() => {
    if (!key) return;
    const ids = key.split('|');
    let cancelled = false;
    const timer = window.setInterval(async () => {
      const results = await Promise.all(
        ids.map(async (id) => {
          try {
            const s = await fetchFileStatus(id);
            return [id, String(s?.status ?? '').toUpperCase()] as const;
          } catch {
            return [id, null] as const;
          }
        }),
      );
      if (cancelled) return;
      const next: Record<string, FileStatus> = {};
      for (const [id, s] of results) {
        if (s === 'PROCESSING' || s === 'COMPLETED' || s === 'FAILED') next[id] = s;
      }
      const stillProcessing = ids.some((id) => (next[id] ?? 'PROCESSING') === 'PROCESSING');
      if (stillProcessing) setLive((prev) => ({ ...prev, ...next }));
      else {
        setLive({});
        reloadRef.current();
      }
    }, intervalMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [key, intervalMs]);

  return { files: merged, polling: processing.length > 0 };
}
