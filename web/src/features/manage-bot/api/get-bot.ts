// GET /api/bots/{id}.
import type { BotDto } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const botKey = (id: string | null) => ['bots', 'one', id] as const;

export function fetchBot(id: string, signal?: AbortSignal): Promise<BotDto> {
  return api.get<BotDto>(`/api/bots/${encodeURIComponent(id)}`, signal);
}

export function useBot(id: string | null) {
  return useQuery({
    queryKey: botKey(id),
    queryFn: ({ signal }) => fetchBot(id!, signal),
    enabled: Boolean(id),
  });
}
