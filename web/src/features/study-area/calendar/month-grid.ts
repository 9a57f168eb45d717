// Month calendar of the Study Area (docs/product.md Calendar). Weeks start on Sunday, as en-US readers expect.

export interface MonthView {
  year: number;
  /** 0..11 */
  month: number;
}

/** Weeks of the month, each 7 cells; days outside the month are null. */
export function monthGrid({ year, month }: MonthView): (number | null)[][] {
  const firstWeekday = new Date(year, month, 1).getDay();
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const cells: (number | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function shiftMonth({ year, month }: MonthView, delta: number): MonthView {
  const d = new Date(year, month + delta, 1);
  return { year: d.getFullYear(), month: d.getMonth() };
}

export function sameDay(a: Date, year: number, month: number, day: number): boolean {
  return a.getFullYear() === year && a.getMonth() === month && a.getDate() === day;
}
