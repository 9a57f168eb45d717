import { MonthCalendar } from './calendar/month-calendar';
import { SoundPlayer } from './sound/sound-player';
import { StudyStats, StudyStreak } from './stats/study-stats';
import { PomodoroTimer } from './timer/pomodoro-timer';
import { TodoList } from './todos/todo-list';
import { useTodos } from './todos/use-todos';
import { useTranslation } from '@/lib/i18n';

function greeting(now: Date): 'morning' | 'afternoon' | 'evening' {
  const h = now.getHours();
  if (h < 12) return 'morning';
  if (h < 18) return 'afternoon';
  return 'evening';
}

/** Study Area tab of the student shell (docs/product.md): everything here is local to the browser. */
export function StudyArea({ userName }: { userName?: string | null }) {
  const { t } = useTranslation('study');
  const { todos, add, toggle, remove, clearAll, reset } = useTodos();
  const name = userName?.trim() || t('defaultName');
  const done = todos.filter((t) => t.completed).length;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          {t('greeting.line', { greeting: t(`greeting.${greeting(new Date())}`) })}
          <bdi>{name}</bdi>!
        </h1>
        <p className="mt-1 text-sm text-slate-500">{t('subtitle')}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TodoList todos={todos} onAdd={add} onToggle={toggle} onDelete={remove} onClearAll={clearAll} onReset={reset} />
            <PomodoroTimer />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <MonthCalendar />
            <SoundPlayer />
          </div>
        </div>
        <div className="space-y-6">
          <StudyStats tasksDone={done} tasksTotal={todos.length} />
          <StudyStreak />
        </div>
      </div>
    </div>
  );
}
