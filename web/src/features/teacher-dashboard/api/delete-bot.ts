// DELETE /api/bots/{id}.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteBot(botId: string): Promise<unknown> {
  return api.delete(`/api/bots/${encodeURIComponent(botId)}`);
}

export function useDeleteBot() {
  return useMutation({ mutationFn: deleteBot });
}
