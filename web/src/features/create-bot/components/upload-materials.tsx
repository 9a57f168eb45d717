import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { CookingModal } from '@/components/ui/cooking-modal';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { InlineMessage } from '@/components/ui/inline-message';
import { getStored, removeStored, type CurrentBotData } from '@/lib/storage-keys';
import { MISSING_BOT_ID_MESSAGE, NO_FILES_MESSAGE, STUDY_FILE_ACCEPT } from '@/lib/study-files';
import { useTeacherBots } from '@/lib/teacher-bots';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { UPLOAD_FAILED_TOAST } from '@/lib/upload-errors';
import { useUploadBatch } from '@/lib/use-upload-batch';
import { SelectedFilesList } from './selected-files-list';
import { useTranslation } from '@/lib/i18n';
import { useGradeLabels } from '@/lib/grade-label';

/**
 * Step 2 'Upload Study Materials' (docs/product.md Upload flow, Study file selection). Each file
 * keeps its own result; the button sends only what is not on the server yet (issue 11).
 */
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
  const gradeLabel = useGradeLabels();
  const [bot] = useState<CurrentBotData | null>(() => botData ?? getStored('currentBotData'));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const batch = useUploadBatch();
  const bots = useTeacherBots(Boolean(bot?.botId));
  const summary = bots.data?.find((b) => b._id === bot?.botId)?.files;
  // Files this bot got before this visit (a resumed wizard): enough to finish without new ones.
  const onServer = summary?.total ?? 0;

  function finish() {
    removeStored('currentBotData');
    void bots.refetch();
    setDone(true);
  }

  async function save() {
    setError(null);
    const botId = bot?.botId;
    if (!botId) {
      setError(MISSING_BOT_ID_MESSAGE());
      return;
    }
    if (batch.pending === 0) {
      if (batch.uploaded > 0 || onServer > 0) finish();
      else setError(NO_FILES_MESSAGE());
      return;
    }
    const result = await batch.send(botId);
    if (result.signedOut) {
      setError(AUTH_FAILED());
      toast.error(UPLOAD_FAILED_TOAST());
    } else if (result.failed > 0) {
      setError(t('upload.partly', { count: result.failed }));
      toast.error(UPLOAD_FAILED_TOAST());
    } else {
      finish();
    }
  }

  const label = batch.busy
    ? t('upload.submitting')
    : batch.failed > 0
      ? t('upload.retry', { count: batch.failed })
      : batch.pending === 0 && (batch.uploaded > 0 || onServer > 0)
        ? t('upload.finish')
        : t('upload.submit');

  return (
    <div className="space-y-5">
      {bot ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <span>
            <span className="text-indigo-700">{t('upload.bot')}</span>{' '}
            <strong dir="auto">{bot.botName}</strong>
          </span>
          <span>
            <span className="text-indigo-700">{t('upload.subject')}</span>{' '}
            <span dir="auto">{bot.subject}</span>
          </span>
          <span>
            <span className="text-indigo-700">{t('upload.grade')}</span>{' '}
            {gradeLabel.grade(bot.grade)}
          </span>
          {onServer > 0 && <span>{t('upload.onServer', { count: onServer })}</span>}
        </div>
      ) : null}
      <FileDropZone
        onFiles={(chosen) => {
          setError(null);
          batch.add(chosen);
        }}
        accept={STUDY_FILE_ACCEPT}
        disabled={batch.busy}
        title={t('upload.dropTitle')}
        hint={t('upload.dropHint')}
      />
      {batch.notice && <InlineMessage tone="notice">{batch.notice}</InlineMessage>}
      <SelectedFilesList entries={batch.entries} disabled={batch.busy} onRemove={batch.remove} />
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <div className="flex justify-end">
        <Button
          size="lg"
          onClick={() => void save()}
          loading={batch.busy}
          className="w-full sm:w-auto"
        >
          {label}
        </Button>
      </div>
      <CookingModal
        open={done}
        progress={summary}
        onGoToDashboard={onGoToDashboard}
        onClose={inTab ? () => setDone(false) : undefined}
      />
    </div>
  );
}
