import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CookingModal } from '@/components/ui/cooking-modal';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { InlineMessage } from '@/components/ui/inline-message';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { statusOf } from '@/lib/api-client';
import { removeUploadedFileIds, STUDY_FILE_ACCEPT } from '@/lib/study-files';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { useStudyFileUpload } from '@/lib/use-study-file-upload';
import { useDeleteFile } from '../api/delete-file';
import type { BotFile } from '../api/list-files';
import { deleteFileErrorMessage } from '../delete-file-errors';
import { useLiveFiles } from '../hooks/use-live-files';
import { FilesList } from './files-list';
import { useTranslation } from '@/lib/i18n';

export function FilesTab({ botId }: { botId: string }) {
  const { t } = useTranslation(['bots', 'common']);
  const navigate = useNavigate();
  const { query, files, polling } = useLiveFiles(botId);
  const { notice, error, pick, send, busy } = useStudyFileUpload();
  const del = useDeleteFile();
  const [pending, setPending] = useState<File[]>([]);
  const [toDelete, setToDelete] = useState<BotFile | null>(null);
  const [cooking, setCooking] = useState(false);
  const toastTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(toastTimer.current), []);
  useEffect(() => {
    if (query.error)
      toast.error(statusOf(query.error) === 401 ? AUTH_FAILED() : t('files.loadFailed'), {
        id: 'files-load',
      });
  }, [query.error, t]);

  function choose(chosen: File[]) {
    const accepted = pick(chosen);
    if (accepted.length) setPending(accepted);
  }

  async function confirmUpload() {
    const list = pending;
    setPending([]);
    const ok = await send(botId, list);
    void query.refetch();
    if (!ok) return;
    setCooking(true);
    // docs/product.md: the Files tab confirms with a toast one second after the upload.
    toastTimer.current = window.setTimeout(
      () => toast.success(t('files.uploaded')),
      1000,
    );
  }

  async function confirmDelete() {
    const file = toDelete;
    setToDelete(null);
    if (!botId) return void toast.error(t('files.botIdMissing'));
    if (!file?.id) return void toast.error(t('files.fileIdMissing'));
    try {
      await del.mutateAsync({ fileId: file.id, botId });
      removeUploadedFileIds(botId, [file.id]);
      toast.success(t('files.deleted'));
      void query.refetch();
    } catch (err) {
      toast.error(deleteFileErrorMessage(err));
    }
  }

  return (
    <div className="space-y-5">
      <FileDropZone
        onFiles={choose}
        accept={STUDY_FILE_ACCEPT}
        disabled={busy}
        title={t('files.dropTitle')}
        hint={t('files.dropHint')}
      />
      {busy && (
        <p className="flex items-center gap-2 text-sm text-indigo-700" role="status">
          <Spinner size="sm" label="" /> {t('upload.submitting')}
        </p>
      )}
      {notice && <InlineMessage tone="notice">{notice}</InlineMessage>}
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <div>
        <div className="mb-3 flex items-center justify-between">
          <h3 className="text-sm font-semibold text-slate-900">{t('files.list')}</h3>
          {polling && (
            <span className="flex items-center gap-1.5 text-xs text-amber-700">
              <Spinner size="sm" label="" /> {t('files.processing')}
            </span>
          )}
        </div>
        {query.isPending ? (
          <p className="py-6 text-center text-sm text-slate-500">{t('files.loading')}</p>
        ) : files.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-200 py-8 text-center text-sm text-slate-500">
            {t('files.empty')}
          </p>
        ) : (
          <FilesList files={files} onDelete={setToDelete} />
        )}
      </div>
      <Modal
        open={pending.length > 0}
        onClose={() => setPending([])}
        title={t('files.uploadTitle')}
        description={`${pending.length} file${pending.length === 1 ? '' : 's'} will be added to this bot and processed.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setPending([])}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void confirmUpload()}>{t('files.upload')}</Button>
          </>
        }
      >
        <ul className="max-h-48 space-y-1 overflow-auto text-sm text-slate-700">
          {pending.map((f, i) => (
            <li key={`${f.name}-${i}`} className="truncate text-start">
              • <bdi dir="auto">{f.name}</bdi>
            </li>
          ))}
        </ul>
      </Modal>
      <Modal
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('files.deleteTitle')}
        description={toDelete ? t('files.deleteBody', { name: toDelete.name }) : undefined}
        alert
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setToDelete(null)} data-autofocus>
              {t('files.noCancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()}>
              {t('files.yesDelete')}
            </Button>
          </>
        }
      />
      <CookingModal
        open={cooking}
        onClose={() => setCooking(false)}
        onGoToDashboard={() => navigate('/teacher-page')}
      />
    </div>
  );
}
