import { UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Drag-and-drop area with a real file input behind a 'Choose files' button. */
export function FileDropZone({
  onFiles,
  accept,
  multiple = true,
  disabled = false,
  hint,
  title,
}: {
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  title?: ReactNode;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length) onFiles(files);
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50/60',
        disabled && 'opacity-60',
      )}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-600">
        <UploadCloud className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-3 text-sm font-semibold text-slate-800">{title ?? t('dropZone.title')}</p>
      <p className="mt-1 text-sm text-slate-500">{t('dropZone.or')}</p>
      <button
        type="button"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        aria-describedby={hint ? hintId : undefined}
        className="mt-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-slate-300 hover:bg-indigo-50 disabled:cursor-not-allowed"
      >
        {t('actions.chooseFiles')}
      </button>
      {hint && (
        <p id={hintId} className="mt-3 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="file-input"
        accept={accept}
        multiple={multiple}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
