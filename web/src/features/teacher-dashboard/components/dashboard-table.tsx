import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Body cell look shared by the dashboard's wide tables. */
export const tdClass = 'px-4 py-3 text-sm text-slate-700 align-middle';
const thClass = 'px-4 py-3 text-start text-xs font-semibold uppercase tracking-wide text-slate-500';

/**
 * The wide-screen table of a dashboard card: one header cell per column, then an unlabeled
 * (screen-reader only) Actions column; `children` are the body rows.
 */
export function DashboardTable({
  columns,
  minWidthClass,
  nowrapHeaders,
  children,
}: {
  columns: readonly string[];
  /** Tailwind min-width class, written out in full at the call site so Tailwind sees it. */
  minWidthClass: string;
  nowrapHeaders?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('teacher');
  const th = nowrapHeaders ? `whitespace-nowrap ${thClass}` : thClass;
  return (
    <div className="overflow-x-auto">
      <table className={`${minWidthClass} w-full divide-y divide-slate-100`}>
        <thead className="bg-slate-50/70">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{t('dashboard.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
