import { AlertCircle, Info } from 'lucide-react';

const LOOK = {
  notice: {
    role: 'status',
    className: 'flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800',
    Icon: Info,
  },
  error: {
    role: 'alert',
    className: 'flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700',
    Icon: AlertCircle,
  },
} as const;

/** A one-line notice (amber, role=status) or error (red, role=alert) shown inside a form. */
export function InlineMessage({ tone, children }: { tone: keyof typeof LOOK; children: string }) {
  const { role, className, Icon } = LOOK[tone];
  return (
    <p className={className} role={role}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
