// GET /api/files/{fileId}/status.
import type { FileStatusDto } from '@edubot/common';
import { api } from '@/lib/api-client';

export function fetchFileStatus(fileId: string, signal?: AbortSignal): Promise<FileStatusDto> {
  return api.get<FileStatusDto>(`/api/files/${encodeURIComponent(fileId)}/status`, signal);
}
