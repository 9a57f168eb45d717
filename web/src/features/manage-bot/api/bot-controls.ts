// Issue 10 bot controls: PATCH /api/bots/{id}, DELETE /api/bots/{id}/files, DELETE /api/bots/{id}.
import type { BotDto, FilesResetResponse, UpdateBotInput } from '@edubot/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, api } from '@/lib/api-client';
import { botKey } from './get-bot';

const botPath = (id: string) => `/api/bots/${encodeURIComponent(id)}`;

/** Saves any subset of the bot's settings; the answer (the whole bot) replaces the cached one. */
export function useUpdateBot(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateBotInput) =>
      apiRequest<BotDto>(botPath(botId), { method: 'PATCH', json: changes }),
    onSuccess: (bot) => {
      queryClient.setQueryData(botKey(botId), bot);
      void queryClient.invalidateQueries({ queryKey: ['bots'] });
    },
  });
}

export function useResetBotFiles(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<FilesResetResponse>(`${botPath(botId)}/files`),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

export function useDeleteBot(botId: string) {
  return useMutation({ mutationFn: () => api.delete<void>(botPath(botId)) });
}
