import { FileArchive, FileImage, FileText, X } from 'lucide-react';
import { FileName } from '@/components/ui/file-name';
import { formatBytes } from '@/lib/study-files';
import { useTranslation } from '@/lib/i18n';

function iconFor(type: string) {
  if (type.startsWith('image/')) return FileImage;
  if (type.includes('zip')) return FileArchive;
  return FileText;
}

export function SelectedFilesList({
  files,
  onRemove,
  disabled,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('bots');
  if (files.length === 0) return null;
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      aria-label={t('upload.chosen')}
    >
      {files.map((f, i) => {
        const Icon = iconFor(f.type);
        return (
          <li key={`${f.name}-${f.size}-${i}`} className="flex items-center gap-3 px-4 py-3">
            <Icon className="h-5 w-5 shrink-0 text-indigo-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <FileName name={f.name} className="text-sm font-medium text-slate-800" />
              <p className="text-xs text-slate-500">{formatBytes(f.size)}</p>
            </div>
            <button
              type="button"
              onClick={() => onRemove(i)}
              disabled={disabled}
              aria-label={t('upload.remove', { name: f.name })}
              className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
