import { useEffect, useReducer } from 'react';
import { initialTimer, timerReducer } from './timer.reducer';

/** docs/product.md: the timer ticks every second while running. */
export function usePomodoro() {
  const [state, dispatch] = useReducer(timerReducer, undefined, () => initialTimer());

  useEffect(() => {
    if (state.status !== 'running') return;
    const id = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(id);
  }, [state.status]);

  return { state, dispatch };
}
