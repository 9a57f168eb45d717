import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './month-grid';

describe('month calendar', () => {
  it('lays out a month from Sunday with blanks around it', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthGrid({ year: 2026, month: 10 });
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks.at(-1)).toEqual([29, 30, null, null, null, null, null]);
    // July 2026 starts on a Wednesday.
    expect(monthGrid({ year: 2026, month: 6 })[0]).toEqual([null, null, null, 1, 2, 3, 4]);
  });

  it('moves across year boundaries', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });
});
