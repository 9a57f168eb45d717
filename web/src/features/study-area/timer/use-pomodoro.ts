import { useEffect, useReducer, useRef } from 'react';
import { recordSession } from '../stats/activity';
import { initialTimer, timerReducer, type TimerState } from './timer.reducer';

/** docs/product.md: the timer ticks every second while running. */
export function usePomodoro() {
  const [state, dispatch] = useReducer(timerReducer, undefined, () => initialTimer());

  useEffect(() => {
    if (state.status !== 'running') return;
    const id = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(id);
  }, [state.status]);

  // A session that ran to zero is recorded for the stats (issue 10); a reset one is not.
  const previous = useRef<TimerState>(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before.status === 'running' && before.remainingSeconds === 1 && state.status === 'idle')
      recordSession(before.durationMinutes);
  }, [state]);

  return { state, dispatch };
}
