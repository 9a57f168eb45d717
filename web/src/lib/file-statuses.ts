// File processing status, asked for per file (GET /api/files/{id}/status) through TanStack Query:
// each file's query repeats every `intervalMs` while the file is PROCESSING or its status unknown,
// and stops once it is COMPLETED, FAILED or gone (404). The dashboard asks every second and the
// Files tab every five (POLL_DASHBOARD_MS, POLL_FILES_TAB_MS); both share the cache per file.
import { FILE_STATUSES, type FileStatus, type FileStatusDto } from '@edubot/common';
import { useQueries } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/** What one look at a file's status found; 'unknown' (a failed call) is asked again next round. */
export type StatusProbe = { kind: 'status'; status: FileStatus } | { kind: 'gone' } | { kind: 'unknown' };

export const fileStatusKey = (fileId: string) => ['files', 'status', fileId] as const;

export async function probeFileStatus(fileId: string, signal?: AbortSignal): Promise<StatusProbe> {
  try {
    const body = await api.get<FileStatusDto>(`/api/files/${encodeURIComponent(fileId)}/status`, signal);
    return FILE_STATUSES.includes(body.status) ? { kind: 'status', status: body.status } : { kind: 'unknown' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { kind: 'gone' };
    return { kind: 'unknown' };
  }
}

const isFinal = (probe: StatusProbe | undefined) =>
  probe?.kind === 'gone' || (probe?.kind === 'status' && probe.status !== 'PROCESSING');

export interface FileStatusesOptions {
  intervalMs: number;
  /**
   * Statuses already known (from the file list): those files are asked about only after one
   * interval, not at once.
   */
  known?: Readonly<Record<string, FileStatus>>;
}

/** The latest look at each file (undefined before the first answer), by file id. */
export function useFileStatuses(
  fileIds: readonly string[],
  { intervalMs, known = {} }: FileStatusesOptions,
): { probes: Record<string, StatusProbe | undefined>; polling: boolean } {
  const ids = [...new Set(fileIds)];
  const results = useQueries({
    queries: ids.map((id) => {
      const seed = known[id];
      return {
        queryKey: fileStatusKey(id),
        queryFn: ({ signal }: { signal: AbortSignal }) => probeFileStatus(id, signal),
        ...(seed
          ? { initialData: { kind: 'status', status: seed } as StatusProbe, initialDataUpdatedAt: Date.now() }
          : {}),
        staleTime: seed ? intervalMs : 0,
        refetchInterval: (query: { state: { data?: StatusProbe } }) =>
          isFinal(query.state.data) ? false : intervalMs,
        refetchIntervalInBackground: true,
      };
    }),
  });
  const probes: Record<string, StatusProbe | undefined> = {};
  ids.forEach((id, i) => {
    probes[id] = results[i]?.data;
  });
  return { probes, polling: ids.some((id) => !isFinal(probes[id])) };
}
