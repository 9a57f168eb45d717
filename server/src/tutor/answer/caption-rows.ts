// A table's caption ("Table 2: Market equilibrium for school notebooks", "جدول ٣: الطاقة في
// المستويات الغذائية") names the table; it answers nothing. When an answer would quote it as a
// line of its own, the record of its table that the question asks about is quoted instead (the
// caption then heads nothing: the row is read under the table's header), and the caption alone
// is dropped when no record is asked about (decision 105).
import { isTableCaption } from '../../ingestion/clean/line-kinds.js';

export interface CaptionLine {
  text: string;
  role: string;
  passage: number;
  index: number;
  score: number;
  ownCoverage: number;
}

/** "Table 2", "جدول ٣", "figure 4", "page 2": a number naming a part of the notes, not a record. */
const NAMING_NUMBER =
  /(?:^|[^\p{L}])(?:tables?|tab\.|figures?|fig\.|pages?|جدول|الجدول|شكل|الشكل|صفحة|الصفحة)\s*[([]?\s*(\p{N}+)/giu;

/** The numbers of a question that may name a record (not the number of a table or a page). */
export function recordNumbers(query: string): Set<string> {
  const named = new Set([...query.matchAll(NAMING_NUMBER)].map((m) => m[1]!));
  return new Set((query.match(/\p{N}+/gu) ?? []).filter((n) => !named.has(n)));
}

const CELL = /\s\|\s/u;
const RECORD_KEY = /^\p{N}+/u;

const isCaption = (c: CaptionLine) => !CELL.test(c.text) && isTableCaption(c.text);

/**
 * `chosen` with each quoted caption replaced by the row of its table the question asks about
 * (the record whose first cell is a number the question names, else the row holding most of the
 * question by its own words), or left out when no row is. `candidates` are every quotable line.
 */
export function captionsAsRows<T extends CaptionLine>(
  chosen: readonly T[],
  candidates: readonly T[],
  query: string,
): T[] {
  if (!chosen.some(isCaption)) return [...chosen];
  const numbers = recordNumbers(query);
  const out: T[] = [];
  for (const line of chosen) {
    if (!isCaption(line)) {
      if (!out.includes(line)) out.push(line);
      continue;
    }
    // The table's rows: the row lines after the caption, up to the next caption or prose line.
    const after = candidates
      .filter((c) => c.passage === line.passage && c.index > line.index)
      .sort((a, b) => a.index - b.index);
    const rows: T[] = [];
    for (const c of after) {
      if (c.role === 'row') rows.push(c);
      else if (rows.length > 0 || c.role === 'text') break;
    }
    const keyed = (c: T) => numbers.has(RECORD_KEY.exec(c.text)?.[0] ?? '');
    const asked = rows
      .filter((c) => keyed(c) || c.ownCoverage > 0)
      .sort(
        (a, b) =>
          Number(keyed(b)) - Number(keyed(a)) ||
          b.ownCoverage - a.ownCoverage ||
          b.score - a.score ||
          a.index - b.index,
      )[0];
    if (asked && !out.includes(asked) && !chosen.some((c) => c.role === 'row' && rows.includes(c)))
      out.push(asked);
  }
  // Nothing but a caption was chosen and no row is asked about: the answer as it was.
  return out.length > 0 ? out : [...chosen];
}
