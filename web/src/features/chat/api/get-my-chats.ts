// GET /api/bots/{bot_id}/chat/my_chats: the History Chats list. Errors are silent (docs/product.md).
import type { ChatSummaryDto } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myChatsKey = (botId: string | null) => ['chats', 'my', botId] as const;

export async function fetchMyChats(botId: string, signal?: AbortSignal): Promise<ChatSummaryDto[]> {
  try {
    return await api.get<ChatSummaryDto[]>(
      `/api/bots/${encodeURIComponent(botId)}/chat/my_chats`,
      signal,
    );
  } catch {
    return [];
  }
}

export function useMyChats(botId: string | null) {
  return useQuery({
    queryKey: myChatsKey(botId),
    queryFn: ({ signal }) => fetchMyChats(botId!, signal),
    enabled: Boolean(botId),
  });
}
