// The create-bot wizard's file list (issue 11): every chosen file keeps its own result, so a
// partly failed upload says which file failed and why (the server's `detail`), and a retry sends
// only the files that are not on the server yet (never a second copy of one that was uploaded).
import { useRef, useState } from 'react';
import { ApiError } from './api-client';
import { addUploadedFileIds, REJECTED_FILES_MESSAGE, splitStudyFiles } from './study-files';
import { serverReason } from './upload-errors';
import { uploadStudyFile } from './upload-study-files';
import { t } from './i18n';

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface UploadEntry {
  key: number;
  file: File;
  state: UploadState;
  /** Why the server (or the network) refused the file; set when state is 'failed'. */
  reason?: string;
}

export interface BatchResult {
  uploaded: number;
  failed: number;
  /** True when the session was refused: the loop stopped, the rest still waits. */
  signedOut: boolean;
}

const needsSending = (e: UploadEntry) => e.state === 'waiting' || e.state === 'failed';

export function useUploadBatch() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);

  function patch(key: number, change: Partial<UploadEntry>) {
    setEntries((prev) => prev.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }

  /** Adds the study files of a pick or drop; says so when some were left out. */
  function add(chosen: File[]) {
    const { accepted, rejected } = splitStudyFiles(chosen);
    setNotice(rejected.length ? REJECTED_FILES_MESSAGE() : null);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => ({
      key: nextKey.current++,
      file,
      state: 'waiting' as const,
    }));
    setEntries((prev) => [...prev, ...added]);
  }

  /** A file that is on the server stays in the list: removing it there is the Files tab's job. */
  function remove(key: number) {
    setEntries((prev) => prev.filter((e) => e.key !== key || e.state === 'uploaded'));
  }

  /** Sends, one after another, every file not uploaded yet (new or failed before). */
  async function send(botId: string): Promise<BatchResult> {
    const todo = entries.filter(needsSending);
    const result: BatchResult = { uploaded: 0, failed: 0, signedOut: false };
    setBusy(true);
    try {
      for (const entry of todo) {
        patch(entry.key, { state: 'uploading', reason: undefined });
        try {
          const { file_id: id } = await uploadStudyFile(botId, entry.file);
          addUploadedFileIds(botId, [id]);
          patch(entry.key, { state: 'uploaded' });
          result.uploaded += 1;
        } catch (err) {
          const reason = serverReason(err) ?? t('common:upload.failed');
          patch(entry.key, { state: 'failed', reason });
          result.failed += 1;
          if (err instanceof ApiError && err.status === 401) {
            result.signedOut = true;
            break; // every other file would be refused the same way
          }
        }
      }
    } finally {
      setBusy(false);
    }
    if (result.failed === 0) setNotice(null);
    return result;
  }

  const count = (state: UploadState) => entries.filter((e) => e.state === state).length;
  return {
    entries,
    notice,
    busy,
    add,
    remove,
    send,
    uploaded: count('uploaded'),
    failed: count('failed'),
    pending: entries.filter(needsSending).length,
  };
}
