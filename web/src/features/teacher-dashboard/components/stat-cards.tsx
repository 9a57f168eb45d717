import { Activity, Bot, CalendarClock, Users, type LucideIcon } from 'lucide-react';
import { formatNumber, useTranslation } from '@/lib/i18n';

interface Stat {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tint: string;
}

export function StatCards({
  totalStudents,
  activeBots,
  requestsToday,
  uptime,
}: {
  totalStudents: number;
  activeBots: number;
  requestsToday: number;
  /** Share of the last 24 h the server was up, measured (issue 10), or '—' before any figure. */
  uptime: string;
}) {
  const { t } = useTranslation('teacher');
  const stats: Stat[] = [
    {
      label: t('stats.totalStudents'),
      value: formatNumber(totalStudents),
      note: t('stats.approvedRequests'),
      icon: Users,
      tint: 'bg-indigo-100 text-indigo-700',
    },
    {
      label: t('stats.activeBots'),
      value: formatNumber(activeBots),
      note: t('stats.yourBots'),
      icon: Bot,
      tint: 'bg-emerald-100 text-emerald-700',
    },
    {
      label: t('stats.uptime'),
      value: uptime,
      note: t('stats.past24h'),
      icon: Activity,
      tint: 'bg-sky-100 text-sky-700',
    },
    {
      label: t('stats.requestsToday'),
      value: String(requestsToday),
      note: t('stats.newRequests'),
      icon: CalendarClock,
      tint: 'bg-amber-100 text-amber-700',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {stats.map(({ label, value, note, icon: Icon, tint }) => (
        <li
          key={label}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            <span
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg ${tint}`}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
          </div>
          <p
            className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl"
            data-testid={`stat-${label}`}
          >
            {value}
          </p>
          <p className="mt-1 text-xs text-slate-500">{note}</p>
        </li>
      ))}
    </ul>
  );
}
