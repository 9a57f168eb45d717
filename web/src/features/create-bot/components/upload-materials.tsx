import { AlertCircle, Info } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { getStored, removeStored, type CurrentBotData } from '@/lib/storage-keys';
import {
  addUploadedFileIds,
  MISSING_BOT_ID_MESSAGE,
  NO_FILES_MESSAGE,
  REJECTED_FILES_MESSAGE,
  splitStudyFiles,
  STUDY_FILE_ACCEPT,
} from '@/lib/study-files';
import { UPLOAD_FAILED_TOAST, uploadErrorMessage } from '@/lib/upload-errors';
import { useUploadStudyFiles } from '../api/upload-study-file';
import { CookingModal } from '@/components/ui/cooking-modal';
import { SelectedFilesList } from './selected-files-list';

/** Step 2 'Upload Study Materials' (spec §2, §4 Upload flow, §5 Study file selection). */
export function UploadMaterials({
  botData,
  onGoToDashboard,
  inTab = false,
}: {
  /** Bot from the wizard; without it the stored currentBotData is used. */
  botData?: CurrentBotData | null;
  onGoToDashboard: () => void;
  inTab?: boolean;
}) {
  const [bot] = useState<CurrentBotData | null>(() => botData ?? getStored('currentBotData'));
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadStudyFiles();

  function addFiles(chosen: File[]) {
    const { accepted, rejected } = splitStudyFiles(chosen);
    setNotice(rejected.length ? REJECTED_FILES_MESSAGE : null);
    setError(null);
    if (accepted.length) setFiles((prev) => [...prev, ...accepted]);
  }

  async function save() {
    setError(null);
    const botId = bot?.botId;
    if (!botId) {
      setError(MISSING_BOT_ID_MESSAGE);
      return;
    }
    if (files.length === 0) {
      setError(NO_FILES_MESSAGE);
      return;
    }
    try {
      await upload.mutateAsync({
        botId,
        files,
        onUploaded: (id) => addUploadedFileIds(botId, [id]),
      });
      setFiles([]);
      setNotice(null);
      removeStored('currentBotData');
      setDone(true);
    } catch (err) {
      setError(uploadErrorMessage(err));
      toast.error(UPLOAD_FAILED_TOAST);
    }
  }

  const busy = upload.isPending;
  return (
    <div className="space-y-5">
      {bot ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <span>
            <span className="text-indigo-500">Bot:</span> <strong dir="auto">{bot.botName}</strong>
          </span>
          <span>
            <span className="text-indigo-500">Subject:</span> <span dir="auto">{bot.subject}</span>
          </span>
          <span>
            <span className="text-indigo-500">Grade:</span> {bot.grade}
          </span>
        </div>
      ) : null}
      <FileDropZone
        onFiles={addFiles}
        accept={STUDY_FILE_ACCEPT}
        disabled={busy}
        title="Drag and drop your study materials here"
        hint="Supported: PDF, PNG, JPEG, SVG, ZIP and FIG files. You can choose several files at once."
      />
      {notice && (
        <p
          className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800"
          role="status"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}
      <SelectedFilesList
        files={files}
        disabled={busy}
        onRemove={(i) => setFiles((prev) => prev.filter((_, j) => j !== i))}
      />
      {error && (
        <p
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700"
          role="alert"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button size="lg" onClick={() => void save()} loading={busy} className="w-full sm:w-auto">
          {busy ? 'Uploading...' : 'Upload & Save'}
        </Button>
      </div>
      <CookingModal
        open={done}
        onGoToDashboard={onGoToDashboard}
        onClose={inTab ? () => setDone(false) : undefined}
      />
    </div>
  );
}
