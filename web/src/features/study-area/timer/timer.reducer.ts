// Pomodoro timer of docs/product.md (idle, running, paused) and the setting rule of docs/product.md.

export const DEFAULT_MINUTES = 25;
export const MIN_MINUTES = 1;
export const MAX_MINUTES = 120;

export type TimerStatus = 'idle' | 'running' | 'paused';

export interface TimerState {
  status: TimerStatus;
  durationMinutes: number;
  remainingSeconds: number;
}

export type TimerAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'reset' }
  | { type: 'tick' }
  | { type: 'setDuration'; minutes: number };

export function initialTimer(minutes = DEFAULT_MINUTES): TimerState {
  return { status: 'idle', durationMinutes: minutes, remainingSeconds: minutes * 60 };
}

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'start':
      return state.status === 'running' ? state : { ...state, status: 'running' };
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'reset':
      return initialTimer(state.durationMinutes);
    case 'tick': {
      if (state.status !== 'running') return state;
      const remaining = state.remainingSeconds - 1;
      // At zero the timer stops and is ready again with the full duration.
      if (remaining <= 0) return initialTimer(state.durationMinutes);
      return { ...state, remainingSeconds: remaining };
    }
    case 'setDuration':
      if (!Number.isInteger(action.minutes) || action.minutes < MIN_MINUTES || action.minutes > MAX_MINUTES) {
        return state;
      }
      return initialTimer(action.minutes);
  }
}

/**
 * docs/product.md: empty or non-numeric input becomes 1; a number outside 1..120 is ignored (null).
 * Decimals are cut to whole minutes, as a number field's integer reading would.
 */
export function parseTimerMinutes(input: string): number | null {
  const value = Number.parseInt(input.trim(), 10);
  if (Number.isNaN(value)) return MIN_MINUTES;
  if (value < MIN_MINUTES || value > MAX_MINUTES) return null;
  return value;
}

/** mm:ss, with minutes past 59 kept as minutes (a 120-minute session shows 120:00). */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
