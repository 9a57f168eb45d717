// GET /api/files/files/{botId}: the bot's files; 404 means none (spec §8 Files tab).
import type { FileStatus } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export interface BotFile {
  id: string;
  name: string;
  status: FileStatus | null;
  size: number | null;
  createdAt: string | null;
  error: string | null;
}

type RawFile = {
  file_id?: unknown;
  id?: unknown;
  _id?: unknown;
  fileId?: unknown;
  filename?: unknown;
  name?: unknown;
  status?: unknown;
  size?: unknown;
  created_at?: unknown;
  error?: unknown;
};

function statusOfRaw(s: unknown): FileStatus | null {
  const v = String(s ?? '').toUpperCase();
  return v === 'PROCESSING' || v === 'COMPLETED' || v === 'FAILED' ? v : null;
}

export function normalizeFile(raw: RawFile): BotFile {
  const id = raw.file_id ?? raw.id ?? raw._id ?? raw.fileId;
  return {
    id: id == null ? '' : String(id),
    name: String(raw.filename ?? raw.name ?? 'Untitled file'),
    status: statusOfRaw(raw.status),
    size: typeof raw.size === 'number' ? raw.size : null,
    createdAt: typeof raw.created_at === 'string' ? raw.created_at : null,
    error: typeof raw.error === 'string' ? raw.error : null,
  };
}

export const botFilesKey = (botId: string | null) => ['files', 'bot', botId] as const;

export async function fetchBotFiles(botId: string, signal?: AbortSignal): Promise<BotFile[]> {
  try {
    const list = await api.get<RawFile[]>(`/api/files/files/${encodeURIComponent(botId)}`, signal);
    return Array.isArray(list) ? list.map(normalizeFile) : [];
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export function useBotFiles(botId: string | null) {
  return useQuery({
    queryKey: botFilesKey(botId),
    queryFn: ({ signal }) => fetchBotFiles(botId!, signal),
    enabled: Boolean(botId),
  });
}
