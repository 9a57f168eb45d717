// POST /api/files/upload?bot_id={botId}: multipart, one field `file`, one request per file.
import type { UploadResponse } from '@edubot/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function uploadFiles({
  botId,
  files,
  onUploaded,
}: {
  botId: string;
  files: readonly File[];
  onUploaded?: (fileId: string) => void;
}): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await api.upload<UploadResponse>(
      `/api/files/upload?bot_id=${encodeURIComponent(botId)}`,
      form,
    );
    if (res?.file_id) {
      ids.push(res.file_id);
      onUploaded?.(res.file_id);
    }
  }
  return ids;
}

export function useUploadFiles() {
  return useMutation({ mutationFn: uploadFiles });
}
