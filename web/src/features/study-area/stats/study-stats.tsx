import { BarChart3, CheckSquare, Clock, Flame, Target, Timer } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui';
import { formatNumber, useTranslation } from '@/lib/i18n';
import { ACTIVITY_EVENT, loadActivity, summarize, type StudySummary } from './activity';

// Issue 10: every figure comes from the student's own record (stats/activity.ts), from zero.
const WEEKLY_GOAL_TOTAL = 7;

function useStudySummary(): StudySummary {
  const [summary, setSummary] = useState(() => summarize(loadActivity()));
  useEffect(() => {
    const refresh = () => setSummary(summarize(loadActivity()));
    window.addEventListener(ACTIVITY_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(ACTIVITY_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return summary;
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <div className="flex items-center gap-2 text-xs font-medium text-slate-500">
        {icon}
        {label}
      </div>
      <p className="mt-1 text-xl font-bold text-slate-900">{value}</p>
    </div>
  );
}

export function StudyStats({ tasksDone, tasksTotal }: { tasksDone: number; tasksTotal: number }) {
  const { t } = useTranslation('study');
  const s = useStudySummary();
  const hours = s.minutesToday / 60;
  const hoursText = formatNumber(hours, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card>
      <CardHeader
        title={t('stats.title')}
        icon={<BarChart3 className="h-5 w-5 text-emerald-600" aria-hidden="true" />}
      />
      <div className="grid grid-cols-2 gap-3 px-5 py-4">
        <Stat
          icon={<Clock className="h-4 w-4" aria-hidden="true" />}
          label={t('stats.hoursToday')}
          value={t('stats.hours', { count: hours, value: hoursText })}
        />
        <Stat
          icon={<Timer className="h-4 w-4" aria-hidden="true" />}
          label={t('stats.pomodoros')}
          value={formatNumber(s.sessionsToday)}
        />
        <Stat
          icon={<Target className="h-4 w-4" aria-hidden="true" />}
          label={t('stats.focusMinutes')}
          value={formatNumber(s.minutesToday)}
        />
        <Stat
          icon={<CheckSquare className="h-4 w-4" aria-hidden="true" />}
          label={t('stats.tasksDone')}
          value={`${formatNumber(tasksDone)}/${formatNumber(tasksTotal)}`}
        />
      </div>
    </Card>
  );
}

export function StudyStreak() {
  const { t } = useTranslation('study');
  const s = useStudySummary();
  const STREAK_DAYS = s.streakDays;
  const WEEKLY_GOAL_DONE = s.activeDaysThisWeek;
  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-amber-400 to-orange-500 px-5 py-4 text-white">
        <div className="flex items-center gap-2 text-sm font-medium">
          <Flame className="h-5 w-5" aria-hidden="true" />
          {t('stats.streak')}
        </div>
        <p className="mt-1 text-3xl font-bold">{t('stats.days', { count: STREAK_DAYS })}</p>
      </div>
      <div className="px-5 py-4">
        <div className="flex items-center justify-between text-sm">
          <span className="text-slate-600">{t('stats.weeklyGoal')}</span>
          <span className="font-semibold text-slate-900">
            {t('stats.weekDays', {
              done: formatNumber(WEEKLY_GOAL_DONE),
              total: formatNumber(WEEKLY_GOAL_TOTAL),
            })}
          </span>
        </div>
        <div className="mt-2 flex gap-1.5" aria-hidden="true">
          {Array.from({ length: WEEKLY_GOAL_TOTAL }, (_, i) => (
            <span
              key={i}
              className={`h-2 flex-1 rounded-full ${i < WEEKLY_GOAL_DONE ? 'bg-orange-500' : 'bg-slate-200'}`}
            />
          ))}
        </div>
      </div>
    </Card>
  );
}
