// The student's bots: accepted items of GET /api/memberships/my, each completed by
// GET /api/bots/{id}; a failed detail falls back to bot_name or 'Bot ' + short id (docs/product.md).
import type { BotDto, MyMembershipsResponse } from '@edubot/common';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { shortId } from '@/lib/initials';
import { t } from '@/lib/i18n';

export interface ChatBot {
  id: string;
  name: string;
  subject?: string;
  grade?: string;
}

export const availableBotsKey = ['chat', 'available-bots'] as const;
export const botKey = (id: string) => ['bots', id] as const;

export function fetchBot(id: string, signal?: AbortSignal): Promise<BotDto> {
  return api.get<BotDto>(`/api/bots/${encodeURIComponent(id)}`, signal);
}

export async function fetchAvailableBots(client: QueryClient, signal?: AbortSignal): Promise<ChatBot[]> {
  const my = await api.get<Partial<MyMembershipsResponse>>('/api/memberships/my', signal);
  const accepted = Array.isArray(my?.accepted) ? my.accepted : [];
  const unique = accepted.filter((m, i) => m.bot_id && accepted.findIndex((x) => x.bot_id === m.bot_id) === i);
  return Promise.all(
    unique.map(async (m): Promise<ChatBot> => {
      const fallback = m.bot_name || t('chat:botFallback', { id: shortId(m.bot_id) });
      try {
        // Shared cache key, so the selected bot's own query does not ask again.
        const bot = await client.fetchQuery({ queryKey: botKey(m.bot_id), queryFn: () => fetchBot(m.bot_id, signal) });
        return { id: m.bot_id, name: bot?.name || fallback, subject: bot?.subject, grade: bot?.grade };
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) throw err;
        return { id: m.bot_id, name: fallback };
      }
    }),
  );
}

export function useAvailableBots(enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: availableBotsKey,
    queryFn: ({ signal }) => fetchAvailableBots(client, signal),
    enabled,
    retry: false,
  });
}

/** The selected bot's details; errors are reported by the caller with the docs/product.md rules. */
export function useBotDetails(id: string | null) {
  return useQuery({
    queryKey: botKey(id ?? ''),
    queryFn: ({ signal }) => fetchBot(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
}
