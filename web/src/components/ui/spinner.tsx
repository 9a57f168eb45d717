import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export function Spinner({
  size = 'md',
  className,
  label,
}: {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Announced to screen readers; pass '' when the surrounding text already says it. */
  label?: string;
}) {
  const { t } = useTranslation();
  const text = label ?? t('loadingLabel');
  const dim = size === 'sm' ? 'h-4 w-4' : size === 'lg' ? 'h-10 w-10' : 'h-6 w-6';
  return (
    <span role={text ? 'status' : undefined} className={cn('inline-flex', className)}>
      <svg className={cn('animate-spin', dim)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      {text && <span className="sr-only">{text}</span>}
    </span>
  );
}

/** Centered spinner for a whole page or section. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center text-indigo-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
