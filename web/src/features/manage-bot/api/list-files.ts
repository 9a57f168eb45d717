// GET /api/files/files/{botId}: the bot's files; 404 means none (docs/product.md Files tab).
import type { FileDto, FileStatus } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export interface BotFile {
  id: string;
  name: string;
  status: FileStatus;
  size: number;
  createdAt: string;
  error: string | null;
}

export function toBotFile(file: FileDto): BotFile {
  return {
    id: file.file_id,
    name: file.filename,
    status: file.status,
    size: file.size,
    createdAt: file.created_at,
    error: file.error ?? null,
  };
}

export const botFilesKey = (botId: string | null) => ['files', 'bot', botId] as const;

export async function fetchBotFiles(botId: string, signal?: AbortSignal): Promise<BotFile[]> {
  try {
    const list = await api.get<FileDto[]>(`/api/files/files/${encodeURIComponent(botId)}`, signal);
    return list.map(toBotFile);
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
