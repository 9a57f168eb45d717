import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CookingModal } from '@/components/ui/cooking-modal';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { InlineMessage } from '@/components/ui/inline-message';
import { getStored, removeStored, type CurrentBotData } from '@/lib/storage-keys';
import { MISSING_BOT_ID_MESSAGE, NO_FILES_MESSAGE, STUDY_FILE_ACCEPT } from '@/lib/study-files';
import { useStudyFileUpload } from '@/lib/use-study-file-upload';
import { SelectedFilesList } from './selected-files-list';
import { useTranslation } from '@/lib/i18n';

/** Step 2 'Upload Study Materials' (docs/product.md Upload flow, Study file selection). */
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
  const { t } = useTranslation('bots');
  const [bot] = useState<CurrentBotData | null>(() => botData ?? getStored('currentBotData'));
  const [files, setFiles] = useState<File[]>([]);
  const [done, setDone] = useState(false);
  const { notice, error, setError, pick, send, busy } = useStudyFileUpload();

  function addFiles(chosen: File[]) {
    const accepted = pick(chosen);
    if (accepted.length) setFiles((prev) => [...prev, ...accepted]);
  }

  async function save() {
    setError(null);
    const botId = bot?.botId;
    if (!botId) {
      setError(MISSING_BOT_ID_MESSAGE());
      return;
    }
    if (files.length === 0) {
      setError(NO_FILES_MESSAGE());
      return;
    }
    if (await send(botId, files)) {
      setFiles([]);
      removeStored('currentBotData');
      setDone(true);
    }
  }

  return (
    <div className="space-y-5">
      {bot ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <span>
            <span className="text-indigo-700">{t('upload.bot')}</span> <strong dir="auto">{bot.botName}</strong>
          </span>
          <span>
            <span className="text-indigo-700">{t('upload.subject')}</span> <span dir="auto">{bot.subject}</span>
          </span>
          <span>
            <span className="text-indigo-700">{t('upload.grade')}</span> {bot.grade}
          </span>
        </div>
      ) : null}
      <FileDropZone
        onFiles={addFiles}
        accept={STUDY_FILE_ACCEPT}
        disabled={busy}
        title={t('upload.dropTitle')}
        hint={t('upload.dropHint')}
      />
      {notice && <InlineMessage tone="notice">{notice}</InlineMessage>}
      <SelectedFilesList
        files={files}
        disabled={busy}
        onRemove={(i) => setFiles((prev) => prev.filter((_, j) => j !== i))}
      />
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <div className="flex justify-end">
        <Button size="lg" onClick={() => void save()} loading={busy} className="w-full sm:w-auto">
          {busy ? t('upload.submitting') : t('upload.submit')}
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
