// Renaming, deleting and searching my chats with a bot (issue 11). After a change the History
// list is fetched again.
import type { ChatDetailsDto, ChatSearchHitDto } from '@edubot/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myChatsKey } from './get-my-chats';

const chatPath = (botId: string, chatId: string) =>
  `/api/bots/${encodeURIComponent(botId)}/chat/${encodeURIComponent(chatId)}`;

export function useRenameChat(botId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, title }: { chatId: string; title: string }) =>
      api.patch<ChatDetailsDto>(chatPath(botId!, chatId), { title }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['chats'] }),
  });
}

export function useDeleteChat(botId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => api.delete<void>(chatPath(botId!, chatId)),
    onSuccess: () => client.invalidateQueries({ queryKey: myChatsKey(botId) }),
  });
}

export function useChatSearch(botId: string | null, query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['chats', 'search', botId, q],
    queryFn: ({ signal }) =>
      api.get<ChatSearchHitDto[]>(
        `/api/bots/${encodeURIComponent(botId!)}/chat/search?q=${encodeURIComponent(q)}`,
        signal,
      ),
    enabled: Boolean(botId) && q.length > 0,
    staleTime: 10_000,
  });
}
