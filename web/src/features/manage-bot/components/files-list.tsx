import type { FileStatus } from '@edubot/common';
import { FileText, Image as ImageIcon, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { FileName } from '@/components/ui/file-name';
import { formatShortDate } from '@/lib/dates';
import { formatBytes } from '@/lib/study-files';
import type { BotFile } from '../api/list-files';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<FileStatus, BadgeTone> = {
  PROCESSING: 'yellow',
  COMPLETED: 'green',
  FAILED: 'red',
};
/** An image file shows an image icon, anything else a document (issue 11). */
function iconFor(name: string) {
  return /\.(png|jpe?g|svg|webp|gif)$/i.test(name) ? ImageIcon : FileText;
}

export function FilesList({
  files,
  onDelete,
}: {
  files: readonly BotFile[];
  onDelete: (f: BotFile) => void;
}) {
  const { t } = useTranslation('bots');
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      aria-label={t('files.list')}
    >
      {files.map((f) => {
        const Icon = iconFor(f.name);
        return (
          <li key={f.id || f.name} className="flex items-center gap-3 px-4 py-3">
            <Icon
              className="h-5 w-5 shrink-0 text-indigo-600"
              aria-hidden="true"
              data-icon={Icon === FileText ? 'document' : 'image'}
            />
            <div className="min-w-0 flex-1">
              <FileName name={f.name} className="text-sm font-medium text-slate-800" />
              <p className="text-xs text-slate-500">
                {[
                  f.size != null ? formatBytes(f.size) : null,
                  f.createdAt ? formatShortDate(f.createdAt) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {f.status === 'FAILED' && f.error ? (
                  <span className="text-red-600"> · {f.error}</span>
                ) : null}
              </p>
            </div>
            {f.status && (
              <Badge tone={TONE[f.status]} dot>
                {t(`files.status.${f.status}`)}
              </Badge>
            )}
            <button
              type="button"
              onClick={() => onDelete(f)}
              aria-label={t('files.delete', { name: f.name })}
              className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
