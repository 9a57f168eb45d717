import type { FileStatus } from '@edubot/common';
import { FileText, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { FileName } from '@/components/ui/file-name';
import { formatShortDate } from '@/lib/dates';
import { formatBytes } from '@/lib/study-files';
import type { BotFile } from '../api/list-files';

const TONE: Record<FileStatus, BadgeTone> = {
  PROCESSING: 'yellow',
  COMPLETED: 'green',
  FAILED: 'red',
};
const LABEL: Record<FileStatus, string> = {
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

export function FilesList({
  files,
  onDelete,
}: {
  files: readonly BotFile[];
  onDelete: (f: BotFile) => void;
}) {
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
      aria-label="Uploaded files"
    >
      {files.map((f) => (
        <li key={f.id || f.name} className="flex items-center gap-3 px-4 py-3">
          <FileText className="h-5 w-5 shrink-0 text-indigo-500" aria-hidden="true" />
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
              {LABEL[f.status]}
            </Badge>
          )}
          <button
            type="button"
            onClick={() => onDelete(f)}
            aria-label={`Delete ${f.name}`}
            className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
