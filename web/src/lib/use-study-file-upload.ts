import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { addUploadedFileIds, REJECTED_FILES_MESSAGE, splitStudyFiles } from './study-files';
import { UPLOAD_FAILED_TOAST, uploadErrorMessage } from './upload-errors';
import { uploadStudyFiles } from './upload-study-files';

/**
 * Study file picking and uploading as both upload screens do it (docs/product.md Upload flow, Study
 * file selection): the rejected-files notice, the inline upload error, uploadedFileIds bookkeeping
 * and the failure toast. What to do with accepted files and after success is up to the screen.
 */
export function useStudyFileUpload() {
  const upload = useMutation({ mutationFn: uploadStudyFiles });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Keeps the study files of a pick or drop (returned) and says whether some were left out. */
  function pick(chosen: File[]): File[] {
    const { accepted, rejected } = splitStudyFiles(chosen);
    setNotice(rejected.length ? REJECTED_FILES_MESSAGE() : null);
    setError(null);
    return accepted;
  }

  /** Uploads one file after another; resolves true on success, false after showing the failure. */
  async function send(botId: string, files: readonly File[]): Promise<boolean> {
    try {
      await upload.mutateAsync({
        botId,
        files,
        onUploaded: (id) => addUploadedFileIds(botId, [id]),
      });
      setNotice(null);
      return true;
    } catch (err) {
      setError(uploadErrorMessage(err));
      toast.error(UPLOAD_FAILED_TOAST());
      return false;
    }
  }

  return { notice, error, setError, pick, send, busy: upload.isPending };
}
