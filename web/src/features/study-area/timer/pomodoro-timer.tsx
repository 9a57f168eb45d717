import { Pause, Play, RotateCcw, Settings, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, Card, CardHeader } from '@/components/ui';
import { formatClock, MAX_MINUTES, MIN_MINUTES, parseTimerMinutes } from './timer.reducer';
import { usePomodoro } from './use-pomodoro';
import { useTranslation } from '@/lib/i18n';

const RADIUS = 54;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function PomodoroTimer() {
  const { t } = useTranslation('study');
  const { state, dispatch } = usePomodoro();
  const [showSettings, setShowSettings] = useState(false);
  const [minutesInput, setMinutesInput] = useState(String(state.durationMinutes));
  const inputId = useId();
  const total = state.durationMinutes * 60;
  const progress = total > 0 ? 1 - state.remainingSeconds / total : 0;
  const statusText =
    state.status === 'running' ? t('timer.focus') : state.status === 'paused' ? t('timer.paused') : t('timer.ready');

  function onMinutesChange(value: string) {
    setMinutesInput(value);
    const minutes = parseTimerMinutes(value);
    if (minutes !== null) dispatch({ type: 'setDuration', minutes });
  }

  return (
    <Card>
      <CardHeader
        title={t('timer.title')}
        description={t('timer.session', { minutes: state.durationMinutes, count: state.durationMinutes })}
        icon={<Timer className="h-5 w-5 text-rose-500" aria-hidden="true" />}
        action={
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showSettings}
            aria-controls={`${inputId}-panel`}
            onClick={() => setShowSettings((s) => !s)}
            aria-label={t('timer.settings')}
          >
            <Settings className="h-4 w-4" aria-hidden="true" />
          </Button>
        }
      />
      <div className="flex flex-col items-center gap-4 px-5 py-5">
        {showSettings && (
          <div id={`${inputId}-panel`} className="w-full rounded-lg bg-slate-50 px-4 py-3">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
              {t('timer.length')}
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={MIN_MINUTES}
              max={MAX_MINUTES}
              value={minutesInput}
              disabled={state.status === 'running'}
              onChange={(e) => onMinutesChange(e.target.value)}
              onBlur={() => setMinutesInput(String(state.durationMinutes))}
              className="mt-1 block w-28 rounded-lg border border-slate-300 px-3 py-1.5 text-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:bg-slate-100"
            />
            <p className="mt-1 text-xs text-slate-500">
              Between {MIN_MINUTES} and {MAX_MINUTES} minutes{state.status === 'running' ? ' (pause to change)' : ''}.
            </p>
          </div>
        )}
        <div className="relative h-40 w-40">
          <svg viewBox="0 0 120 120" className="h-full w-full -rotate-90" aria-hidden="true">
            <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="8" className="stroke-slate-100" />
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              strokeWidth="8"
              strokeLinecap="round"
              className="stroke-rose-500 transition-[stroke-dashoffset] duration-1000 ease-linear"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
            />
          </svg>
          <div className="absolute inset-0 flex flex-col items-center justify-center">
            <span role="timer" aria-label={t('timer.timeLeft')} className="text-3xl font-bold tabular-nums text-slate-900">
              {formatClock(state.remainingSeconds)}
            </span>
            <span className="text-xs font-medium uppercase tracking-wide text-slate-500">{statusText}</span>
          </div>
        </div>
        <div className="flex gap-2">
          {state.status === 'running' ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'pause' })}>
              <Pause className="h-4 w-4" aria-hidden="true" />
              {t('timer.pause')}
            </Button>
          ) : (
            <Button onClick={() => dispatch({ type: 'start' })}>
              <Play className="h-4 w-4" aria-hidden="true" />
              {state.status === 'paused' ? t('timer.resume') : t('timer.start')}
            </Button>
          )}
          <Button variant="outline" onClick={() => dispatch({ type: 'reset' })} aria-label={t('timer.resetLabel')}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('timer.reset')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
