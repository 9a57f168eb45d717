import { CheckCircle2, FileArchive, FileImage, FileText, X, XCircle } from 'lucide-react';
import { FileName } from '@/components/ui/file-name';
import { Spinner } from '@/components/ui/spinner';
import { formatBytes } from '@/lib/study-files';
import type { UploadEntry } from '@/lib/use-upload-batch';
import { useTranslation } from '@/lib/i18n';

function iconFor(type: string) {
  if (type.startsWith('image/')) return FileImage;
  if (type.includes('zip')) return FileArchive;
  return FileText;
}

/** The chosen files, each with its own upload result (issue 11: the server's reason for a refusal). */
export function SelectedFilesList({
  entries,
  onRemove,
  disabled,
}: {
  entries: readonly UploadEntry[];
  onRemove: (key: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('bots');
  if (entries.length === 0) return null;
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      aria-label={t('upload.chosen')}
    >
      {entries.map(({ key, file: f, state, reason }) => {
        const Icon = iconFor(f.type);
        return (
          <li key={key} className="flex items-center gap-3 px-4 py-3" data-upload-state={state}>
            <Icon className="h-5 w-5 shrink-0 text-indigo-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <FileName name={f.name} className="text-sm font-medium text-slate-800" />
              <p className="text-xs text-slate-500">{formatBytes(f.size)}</p>
              {state === 'uploading' && (
                <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
                  <Spinner size="sm" label="" /> {t('upload.state.uploading')}
                </p>
              )}
              {state === 'uploaded' && (
                <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-emerald-800">
                  <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />{' '}
                  {t('upload.state.uploaded')}
                </p>
              )}
              {state === 'failed' && (
                <p className="mt-1 flex items-start gap-1.5 text-xs font-medium text-red-700">
                  <XCircle className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  <span>{t('upload.state.failed', { reason })}</span>
                </p>
              )}
            </div>
            {state === 'waiting' || state === 'failed' ? (
              <button
                type="button"
                onClick={() => onRemove(key)}
                disabled={disabled}
                aria-label={t('upload.remove', { name: f.name })}
                className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
