// GET /api/bots/{bot_id}/chat/{chat_id}: the open chat's name for the header.
import type { ChatDetailsDto } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useChatDetails(botId: string | null, chatId: string | null) {
  return useQuery({
    queryKey: ['chats', 'details', botId, chatId],
    queryFn: ({ signal }) =>
      api.get<ChatDetailsDto>(`/api/bots/${encodeURIComponent(botId!)}/chat/${encodeURIComponent(chatId!)}`, signal),
    enabled: Boolean(botId && chatId),
    retry: false,
  });
}
