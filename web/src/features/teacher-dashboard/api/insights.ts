// Issue 10 insight calls for the selected bot: summary, gaps, students' chats, safety alerts;
// and the two request actions: approve all pending, remove a student.
import type {
  AcceptAllResponse,
  GapDto,
  InsightChatDetailDto,
  InsightChatDto,
  InsightsSummaryDto,
  SafetyAlertDto,
} from '@edubot/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const bot = (id: string) => `/api/bots/${encodeURIComponent(id)}`;
export const insightsKey = (botId: string | null) => ['insights', botId] as const;

export function useInsightsSummary(botId: string | null, days: number) {
  return useQuery({
    queryKey: [...insightsKey(botId), 'summary', days],
    queryFn: ({ signal }) =>
      api.get<InsightsSummaryDto>(`${bot(botId!)}/insights/summary?days=${days}`, signal),
    enabled: Boolean(botId),
  });
}

export function useGaps(botId: string | null) {
  return useQuery({
    queryKey: [...insightsKey(botId), 'gaps'],
    queryFn: ({ signal }) => api.get<GapDto[]>(`${bot(botId!)}/insights/gaps`, signal),
    enabled: Boolean(botId),
  });
}

export function useInsightChats(botId: string | null) {
  return useQuery({
    queryKey: [...insightsKey(botId), 'chats'],
    queryFn: ({ signal }) => api.get<InsightChatDto[]>(`${bot(botId!)}/insights/chats`, signal),
    enabled: Boolean(botId),
  });
}

export function useInsightChat(botId: string | null, chatId: string | null) {
  return useQuery({
    queryKey: [...insightsKey(botId), 'chat', chatId],
    queryFn: ({ signal }) =>
      api.get<InsightChatDetailDto>(
        `${bot(botId!)}/insights/chats/${encodeURIComponent(chatId!)}`,
        signal,
      ),
    enabled: Boolean(botId && chatId),
  });
}

export function useAlerts(botId: string | null) {
  return useQuery({
    queryKey: [...insightsKey(botId), 'alerts'],
    queryFn: ({ signal }) => api.get<SafetyAlertDto[]>(`${bot(botId!)}/alerts`, signal),
    enabled: Boolean(botId),
  });
}

export function useResolveAlert(botId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) =>
      api.post<SafetyAlertDto>(`/api/alerts/${encodeURIComponent(alertId)}/resolve`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: insightsKey(botId) }),
  });
}

export function useAcceptAll() {
  return useMutation({
    mutationFn: (botId: string) =>
      api.post<AcceptAllResponse>(`/api/memberships/bot/${encodeURIComponent(botId)}/accept-all`),
  });
}

export function useRemoveMembership() {
  return useMutation({
    mutationFn: (membershipId: string) =>
      api.delete<void>(`/api/memberships/${encodeURIComponent(membershipId)}`),
  });
}
