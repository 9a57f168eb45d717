// DELETE /api/files/delete/{fileId}/bot/{botId}.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteFile({ fileId, botId }: { fileId: string; botId: string }): Promise<unknown> {
  return api.delete(
    `/api/files/delete/${encodeURIComponent(fileId)}/bot/${encodeURIComponent(botId)}`,
  );
}

export function useDeleteFile() {
  return useMutation({ mutationFn: deleteFile });
}
