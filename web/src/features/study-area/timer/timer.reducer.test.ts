import { describe, expect, it } from 'vitest';
import { formatClock, initialTimer, parseTimerMinutes, timerReducer, type TimerAction, type TimerState } from './timer.reducer';

const run = (state: TimerState, ...actions: TimerAction[]) => actions.reduce(timerReducer, state);

describe('pomodoro timer', () => {
  it('defaults to 25 minutes, idle', () => {
    expect(initialTimer()).toEqual({ status: 'idle', durationMinutes: 25, remainingSeconds: 1500 });
  });

  it('runs, pauses, resumes and resets to the full duration', () => {
    let s = run(initialTimer(), { type: 'start' }, { type: 'tick' }, { type: 'tick' });
    expect(s).toMatchObject({ status: 'running', remainingSeconds: 1498 });
    s = run(s, { type: 'pause' }, { type: 'tick' });
    expect(s).toMatchObject({ status: 'paused', remainingSeconds: 1498 });
    s = run(s, { type: 'start' }, { type: 'tick' });
    expect(s).toMatchObject({ status: 'running', remainingSeconds: 1497 });
    expect(run(s, { type: 'reset' })).toEqual(initialTimer());
  });

  it('does not tick while idle and ignores pause while idle', () => {
    expect(run(initialTimer(), { type: 'tick' }, { type: 'pause' })).toEqual(initialTimer());
  });

  it('stops at zero and restores the full duration', () => {
    const s = run(initialTimer(1), { type: 'start' }, ...Array.from({ length: 59 }, () => ({ type: 'tick' }) as const));
    expect(s).toMatchObject({ status: 'running', remainingSeconds: 1 });
    expect(run(s, { type: 'tick' })).toEqual({ status: 'idle', durationMinutes: 1, remainingSeconds: 60 });
  });

  it('applies a new duration only within 1..120', () => {
    expect(run(initialTimer(), { type: 'setDuration', minutes: 50 })).toEqual(initialTimer(50));
    const s = initialTimer(30);
    expect(run(s, { type: 'setDuration', minutes: 0 })).toBe(s);
    expect(run(s, { type: 'setDuration', minutes: 121 })).toBe(s);
    expect(run(s, { type: 'setDuration', minutes: 120 })).toEqual(initialTimer(120));
  });
});

describe('timer setting input (docs/product.md)', () => {
  it('turns empty or non-numeric input into 1', () => {
    expect(parseTimerMinutes('')).toBe(1);
    expect(parseTimerMinutes('abc')).toBe(1);
  });
  it('accepts 1..120 and ignores anything outside', () => {
    expect(parseTimerMinutes('1')).toBe(1);
    expect(parseTimerMinutes('45')).toBe(45);
    expect(parseTimerMinutes('120')).toBe(120);
    expect(parseTimerMinutes('0')).toBeNull();
    expect(parseTimerMinutes('121')).toBeNull();
    expect(parseTimerMinutes('-3')).toBeNull();
  });
  it('formats the clock', () => {
    expect(formatClock(1500)).toBe('25:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(7200)).toBe('120:00');
  });
});
