import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { translateMessage, useTranslation } from '@/lib/i18n';

export const inputClass =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'transition-colors focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:bg-slate-50';

export function inputStateClass(invalid: boolean): string {
  return invalid
    ? 'border-red-400 focus:border-red-500'
    : 'border-slate-300 focus:border-indigo-500';
}

/**
 * Error text tied to a field; role=alert so screen readers announce it when it appears.
 * A shared validation text (MSG) shows in the interface language.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  useTranslation(); // re-render when the language changes
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-600">
      {translateMessage(message)}
    </p>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the input box on the right (e.g. a show/hide toggle). */
  trailing?: ReactNode;
  leading?: ReactNode;
}

/** Labelled input with accessible error wiring; accepts react-hook-form's register() spread. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, leading, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        {leading && (
          <span className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-slate-500">
            {leading}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            inputClass,
            inputStateClass(Boolean(error)),
            leading ? 'ps-10' : null,
            trailing ? 'pe-11' : null,
          )}
          {...rest}
        />
        {trailing && (
          <span className="absolute inset-y-0 end-0 flex items-center pe-1.5">{trailing}</span>
        )}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
});
