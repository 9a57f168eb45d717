// GET /api/files/{fileId}/status. The dashboard reads any HTTP answer (spec §7): a 404 means the
// file is gone, any other failure just leaves the status unknown for this round.
import type { FileStatus } from '@edubot/common';
import { ApiError, api } from '@/lib/api-client';

export type StatusProbe =
  { kind: 'status'; status: FileStatus } | { kind: 'gone' } | { kind: 'unknown' };

export async function probeFileStatus(fileId: string, signal?: AbortSignal): Promise<StatusProbe> {
  try {
    const body = await api.get<{ status?: string }>(
      `/api/files/${encodeURIComponent(fileId)}/status`,
      signal,
    );
    const s = String(body?.status ?? '').toUpperCase();
    if (s === 'PROCESSING' || s === 'COMPLETED' || s === 'FAILED')
      return { kind: 'status', status: s };
    return { kind: 'unknown' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { kind: 'gone' };
    return { kind: 'unknown' };
  }
}
