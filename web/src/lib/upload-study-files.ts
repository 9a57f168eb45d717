// POST /api/files/upload?bot_id={botId}: multipart with one field `file`, one request per file.
import type { UploadResponse } from '@edubot/common';
import { api } from './api-client';

export function uploadStudyFile(botId: string, file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<UploadResponse>(`/api/files/upload?bot_id=${encodeURIComponent(botId)}`, form);
}

export interface UploadBatch {
  botId: string;
  files: readonly File[];
  /** Called after each file, so ids of files already sent are kept even if a later one fails. */
  onUploaded?: (fileId: string) => void;
}

/** Uploads the files one after another; resolves with the new file ids in order. */
export async function uploadStudyFiles({
  botId,
  files,
  onUploaded,
}: UploadBatch): Promise<string[]> {
  const ids: string[] = [];
  for (const f of files) {
    const { file_id: id } = await uploadStudyFile(botId, f);
    ids.push(id);
    onUploaded?.(id);
  }
  return ids;
}
