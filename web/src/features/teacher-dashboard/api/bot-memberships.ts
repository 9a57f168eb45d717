// GET /api/memberships/bot/{botId}: requests for one bot, grouped pending/accepted/expired.
import type { BotMembershipsResponse } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const botMembershipsKey = (botId: string | null) => ['memberships', 'bot', botId] as const;

export function fetchBotMemberships(
  botId: string,
  signal?: AbortSignal,
): Promise<BotMembershipsResponse> {
  return api.get<BotMembershipsResponse>(
    `/api/memberships/bot/${encodeURIComponent(botId)}`,
    signal,
  );
}

export function useBotMemberships(botId: string | null) {
  return useQuery({
    queryKey: botMembershipsKey(botId),
    queryFn: ({ signal }) => fetchBotMemberships(botId!, signal),
    enabled: Boolean(botId),
  });
}
