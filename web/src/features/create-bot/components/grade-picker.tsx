import { GRADE_SYSTEMS } from '@edubot/common';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError, inputClass, inputStateClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useGradeLabels } from '@/lib/grade-label';
import { useTranslation } from '@/lib/i18n';

/** Two-level grade picker: a system first, then a grade, with a back link (docs/product.md). */
export function GradePicker({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (grade: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const { t } = useTranslation('bots');
  const label = useGradeLabels();
  const [open, setOpen] = useState(false);
  const [system, setSystem] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Closing from inside the panel hands focus back to the trigger, not to a removed button.
  function close() {
    setOpen(false);
    onBlur?.();
    triggerRef.current?.focus();
  }
  const id = useId();
  const current = GRADE_SYSTEMS.find((s) => s.name === system);
  const owner = GRADE_SYSTEMS.find((s) => s.grades.includes(value));

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [open, system]);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) {
        setOpen(false);
        onBlur?.();
      }
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open, onBlur]);

  const item =
    'flex w-full items-center justify-between rounded-lg px-3 py-2 text-start text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-700 focus:bg-indigo-50 focus:outline-none';

  return (
    <div ref={rootRef} className="relative">
      <label id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('create.grade')}
      </label>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => {
          setOpen((o) => !o);
          setSystem(owner?.name ?? null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        className={cn(
          inputClass,
          inputStateClass(Boolean(error)),
          'flex items-center justify-between text-start',
        )}
      >
        <span id={`${id}-value`} className={value ? 'text-slate-900' : 'text-slate-500'}>
          {value
            ? `${owner ? label.system(owner.name) : ''} · ${label.grade(value)}`
            : t('create.selectGrade')}
        </span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={panelRef}
          className="absolute z-20 mt-2 max-h-72 w-full overflow-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          {!current ? (
            <ul aria-label={t('create.gradeSystems')}>
              {GRADE_SYSTEMS.map((s) => (
                <li key={s.name}>
                  <button type="button" className={item} onClick={() => setSystem(s.name)}>
                    {label.system(s.name)}
                    <ChevronRight
                      className="h-4 w-4 text-slate-500 rtl:-scale-x-100"
                      aria-hidden="true"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div>
              <button
                type="button"
                onClick={() => setSystem(null)}
                className="mb-1 flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-indigo-600 hover:bg-indigo-50"
              >
                <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />{' '}
                {t('create.backToSystems')}
              </button>
              <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {label.system(current.name)}
              </p>
              <ul aria-label={label.system(current.name)}>
                {current.grades.map((g) => (
                  <li key={g}>
                    <button
                      type="button"
                      aria-pressed={g === value}
                      className={cn(
                        item,
                        g === value && 'bg-indigo-50 font-semibold text-indigo-700',
                      )}
                      onClick={() => {
                        onChange(g);
                        close();
                      }}
                    >
                      {label.grade(g)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
