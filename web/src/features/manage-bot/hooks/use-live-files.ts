import { POLL_FILES_TAB_MS, type FileStatus } from '@edubot/common';
import { useEffect, useMemo } from 'react';
import { useFileStatuses } from '@/lib/file-statuses';
import { useBotFiles, type BotFile } from '../api/list-files';

/**
 * The Files tab's list: while any file is PROCESSING its status is asked every 5 s; once none is
 * left processing, the list is read again (docs/product.md, File processing).
 */
export function useLiveFiles(botId: string, intervalMs = POLL_FILES_TAB_MS) {
  const query = useBotFiles(botId);
  const listed = query.data;
  const known = useMemo(() => {
    const out: Record<string, FileStatus> = {};
    for (const f of listed ?? []) if (f.status === 'PROCESSING') out[f.id] = f.status;
    return out;
  }, [listed]);
  const processingIds = Object.keys(known);
  const { probes, polling } = useFileStatuses(processingIds, { intervalMs, known });

  const files: BotFile[] = (listed ?? []).map((f) => {
    const probe = probes[f.id];
    return probe?.kind === 'status' ? { ...f, status: probe.status } : f;
  });

  const { refetch } = query;
  const listedProcessing = processingIds.length > 0;
  useEffect(() => {
    if (listedProcessing && !polling) void refetch();
  }, [listedProcessing, polling, refetch]);

  return { query, files, polling };
}
