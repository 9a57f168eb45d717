import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Card, CardHeader } from '@/components/ui';
import { cn } from '@/lib/cn';
import { monthGrid, sameDay, shiftMonth, type MonthView } from './month-grid';
import { formatDateWith, useTranslation } from '@/lib/i18n';

// 2023-01-01 was a Sunday: the seven days from it give the weekday names in the interface language.
const WEEKDAY_DATES = Array.from({ length: 7 }, (_, i) => new Date(2023, 0, 1 + i));

export function MonthCalendar({ today = new Date() }: { today?: Date }) {
  const [view, setView] = useState<MonthView>({ year: today.getFullYear(), month: today.getMonth() });
  const [selected, setSelected] = useState<Date | null>(null);
  const { t } = useTranslation('study');
  const title = formatDateWith(new Date(view.year, view.month, 1), { month: 'long', year: 'numeric' });
  const weekdays = WEEKDAY_DATES.map((d) => formatDateWith(d, { weekday: 'short' }));

  return (
    <Card>
      <CardHeader
        title={t('calendar.title')}
        icon={<CalendarDays className="h-5 w-5 text-sky-600" aria-hidden="true" />}
        action={
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-label={t('calendar.previous')}
              onClick={() => setView((v) => shiftMonth(v, -1))}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <span className="min-w-32 text-center text-sm font-medium text-slate-700" aria-live="polite">
              {title}
            </span>
            <button
              type="button"
              aria-label={t('calendar.next')}
              onClick={() => setView((v) => shiftMonth(v, 1))}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </div>
        }
      />
      <table className="mx-auto my-3 w-full max-w-sm table-fixed text-center text-sm" aria-label={title}>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col" className="pb-2 text-xs font-medium text-slate-500">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(view).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (day === null) return <td key={j} />;
                const isToday = sameDay(today, view.year, view.month, day);
                const isSelected = selected !== null && sameDay(selected, view.year, view.month, day);
                return (
                  <td key={j} className="p-0.5">
                    <button
                      type="button"
                      onClick={() => setSelected(new Date(view.year, view.month, day))}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={formatDateWith(new Date(view.year, view.month, day), { dateStyle: 'full' })}
                      className={cn(
                        'mx-auto flex h-9 w-9 items-center justify-center rounded-full tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
                        isSelected
                          ? 'bg-indigo-600 font-semibold text-white'
                          : isToday
                            ? 'bg-indigo-50 font-semibold text-indigo-700 ring-1 ring-indigo-300'
                            : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
