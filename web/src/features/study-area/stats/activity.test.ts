import { beforeEach, describe, expect, it } from 'vitest';
import { loadActivity, recordSession, recordTaskDone, summarize } from './activity';

const at = (day: number, hour = 10) => new Date(2026, 4, day, hour);

describe('study activity', () => {
  beforeEach(() => localStorage.clear());

  it('starts at zero for a new student', () => {
    expect(summarize(loadActivity(), at(10))).toEqual({
      minutesToday: 0,
      sessionsToday: 0,
      streakDays: 0,
      activeDaysThisWeek: 0,
    });
  });

  it('counts finished sessions today, the streak of days and the active days of the week', () => {
    recordSession(25, at(7));
    recordTaskDone(at(8));
    recordSession(25, at(9));
    recordSession(50, at(10, 9));
    recordSession(25, at(10, 11));
    expect(summarize(loadActivity(), at(10, 20))).toEqual({
      minutesToday: 75,
      sessionsToday: 2,
      streakDays: 4,
      activeDaysThisWeek: 4,
    });
    // A day without study breaks the streak; yesterday's streak still counts this morning.
    expect(summarize(loadActivity(), at(11, 8)).streakDays).toBe(4);
    expect(summarize(loadActivity(), at(12, 8)).streakDays).toBe(0);
  });
});
