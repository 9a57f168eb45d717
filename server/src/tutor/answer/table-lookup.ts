// Questions about a table (issue 7 §2, "into table cells"). A table question names a ROW KEY
// (an entity of the first column: "kerosene", "large chips", "غراهام بيل") and usually a COLUMN
// (a header word: "boiling range", "energy", "year", "90 s"). Neither the row nor the header
// holds the whole question: "Kerosene | 10–16 | 150–250 | jet fuel" lacks "boiling range",
// and the header line "Fraction | Carbon atoms | Boiling range (°C) | Main use" lacks
// "kerosene". The answer is the row, read under its header, and, when the row's cells line up
// with the header's, the cell at the named column stated first ("Large chips, Time (s) 90: 42").
import { analyze } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { arabicFamilyLights } from '../colloquial/arabic-root-forms.js';

/**
 * Whether a table row's header line counts for the row: when the header itself names the
 * question's key word (a column asked about for every record), or when the row holds it (the
 * row asked about: its header then says which of its numbers the question means).
 */
export function headerCountsForRow(
  role: string,
  headerNamesKey: boolean,
  rowHoldsKey: boolean,
): boolean {
  return headerNamesKey || (role === 'row' && rowHoldsKey);
}

/**
 * "vitamin D", "فيتامين د", "test tube B", "group 2": a name and a one-letter or number tag. The
 * analyzer drops one-letter words, so the tag is read from the question's text.
 */
const TAGGED = /(\p{L}{3,})\s+(\p{L}ـ?\p{N}{0,2}|\p{N}{1,2})(?=[\s?؟.!,،]|$)/gu;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Whether the question names something by a tag at all (most do not: no row is compared). */
export const namesTag = (query: string): boolean => query.toLowerCase().match(TAGGED) !== null;

export type TagMatch = 'same' | 'other' | 'none';

/**
 * Whether the table's rows are named like the question's tagged name: one row's first cell is
 * it ('same'), rows name others of its kind ("فيتامين أ" ... "فيتامين ك" for "فيتامين هـ":
 * 'other'), or no row is named so ('none').
 */
export function tagMatch(query: string, rows: readonly string[]): TagMatch {
  let found: TagMatch = 'none';
  for (const [, word, tag] of query.toLowerCase().matchAll(TAGGED)) {
    const kind = new RegExp(`^${escapeRegExp(word!)}\\s+(\\S{1,4})$`, 'u');
    for (const row of rows) {
      const first = row.split(SEPARATOR)[0]!.trim().toLowerCase();
      const named = kind.exec(first);
      if (!named) continue;
      if (named[1] === tag) return 'same';
      found = 'other';
    }
  }
  return found;
}

export interface MissingRowEvidence {
  /** The question's key word is in none of the bot's files (answer/coverage-gate.ts). */
  keyMissing: boolean;
  /** A table header of the passage holds a subject word of the question (a column is named). */
  namesColumn: boolean;
  /** Rows of that table holding a subject word of the question its header does not hold. */
  namedRows: number;
  tag: TagMatch;
}

/**
 * The question asks for a row the table lacks: its tagged name is not among the rows named
 * like it ("vitamin E" beside vitamins A to K), or it names a column with a key word no file
 * holds, and no single row answers to its other words ("boiling range of lubricating oil":
 * "oil" is in two rows). The header and the text around the table share its words, but
 * nothing there answers it.
 */
export function asksMissingRow(evidence: MissingRowEvidence): boolean {
  if (evidence.tag !== 'none') return evidence.tag === 'other';
  return evidence.keyMissing && evidence.namesColumn && evidence.namedRows !== 1;
}

const SEPARATOR = /\s\|\s/u;
const SEPARATORS = /\s\|\s/gu;
/** A cell that is a number or a range of numbers: "42", "−162", "150–250", "0.0588", "1,538". */
const NUMERIC_CELL = /^[-−–+]?\p{N}+(?:[.,]\p{N}+)*(?:\s*[-–—]\s*\p{N}+(?:[.,]\p{N}+)*)?%?$/u;
const QUESTION_NUMBER = /\p{N}+(?:[.,]\p{N}+)*/gu;

/** The cells of a line: between " | " separators, or, without them, a label and its numbers. */
function cellsOf(line: string): string[] | null {
  if (SEPARATOR.test(line)) return line.split(SEPARATOR).map((c) => c.trim());
  // "Large chips 0 15 28 42 51": words first, then one number per cell.
  const tokens = line.trim().split(/\s+/u);
  let first = tokens.length;
  while (first > 0 && NUMERIC_CELL.test(tokens[first - 1]!)) first--;
  if (first === 0 || tokens.length - first < 2) return null;
  return [tokens.slice(0, first).join(' '), ...tokens.slice(first)];
}

/**
 * The name of a numeric header's variable: its first cell, without a caption the extraction put
 * on the same line ("Results: volume of gas collected (cm³) Time (s)" -> "Time (s)"): from its
 * last capitalised word when the cell is longer than a name.
 */
function variableName(cell: string): string {
  const words = cell.split(/\s+/u);
  if (words.length <= 3) return cell;
  for (let i = words.length - 1; i > 0; i--)
    if (/^\p{Lu}/u.test(words[i]!)) return words.slice(i).join(' ');
  return cell;
}

/** Analyzed stems of a text, for matching question words against a header cell. */
function stems(text: string, languages: readonly LanguageCode[]): Set<string> {
  return new Set(analyze(text, languages).map((t) => t.stem));
}

export interface NamedCell {
  /** The row's label (its first cell). */
  row: string;
  /** The column's header text ("Boiling range (°C)", "Time (s) 90"). */
  column: string;
  value: string;
}

/**
 * The cell the question names in `row` under `header` (one header line), or null when the
 * column is not named unambiguously or the row's cells do not line up with the header's.
 */
export function namedCell(
  query: string,
  row: string,
  header: string,
  languages: readonly LanguageCode[],
): NamedCell | null {
  let rowCells = cellsOf(row);
  let headerCells = cellsOf(header);
  // A header one cell short of its rows ("Mitosis | Meiosis" over "Where it happens | body cells
  // | testes and ovaries": the corner cell is empty; "العنصر الرمز | وظيفته" where two names
  // were read as one): its last cells are the rows' last cells. Lined up from the right.
  if (
    rowCells &&
    headerCells &&
    SEPARATOR.test(header) &&
    SEPARATOR.test(row) &&
    rowCells.length === headerCells.length + 1
  )
    headerCells = ['', ...headerCells];
  // Numbers set close together come out without separators in one line and with them in the
  // next ("Time (s) 0 30 60 90" over "Large chips 0 15 28 | 42"): line them up as words.
  if (rowCells?.length !== headerCells?.length) {
    rowCells = cellsOf(row.replace(SEPARATORS, ' '));
    headerCells = cellsOf(header.replace(SEPARATORS, ' '));
  }
  if (!rowCells || !headerCells || rowCells.length !== headerCells.length) return null;
  if (rowCells.length < 2) return null;
  // A numeric header ("Time (s) | 0 | 30 | 60 | 90"): the column is the number the question names.
  const numbers = new Set(query.match(QUESTION_NUMBER) ?? []);
  const byNumber = headerCells
    .map((cell, i) => (i > 0 && NUMERIC_CELL.test(cell) && numbers.has(cell) ? i : -1))
    .filter((i) => i > 0);
  let column = -1;
  if (byNumber.length === 1) column = byNumber[0]!;
  else if (byNumber.length === 0) {
    // A header of words: the one cell (not the row label's) holding most of the question's words
    // that the row does not hold itself ("boiling range" of "Kerosene | 10–16 | 150–250").
    // An Arabic word names a column headed by another word of its root too ("متى يزرع" of
    // "موعد الزراعة", colloquial/arabic-root-forms.ts).
    const asked = stems(query, languages);
    for (const s of stems(row, languages)) asked.delete(s);
    const family = new Set<string>();
    for (const t of analyze(query, languages))
      for (const light of arabicFamilyLights(t.light, languages) ?? []) family.add(light);
    for (const t of analyze(row, languages)) family.delete(t.light);
    let best = 0;
    let tie = false;
    headerCells.forEach((cell, i) => {
      if (i === 0) return;
      const matched = new Set<string>();
      for (const t of analyze(cell, languages))
        if (asked.has(t.stem) || family.has(t.light)) matched.add(t.stem);
      const held = matched.size;
      if (held > best) {
        best = held;
        column = i;
        tie = false;
      } else if (held === best && held > 0) tie = true;
    });
    if (tie || best === 0) column = -1;
  }
  if (column <= 0) return null;
  const value = rowCells[column]!;
  if (!value) return null;
  const label = NUMERIC_CELL.test(headerCells[column]!)
    ? `${variableName(headerCells[0]!)} ${headerCells[column]}`
    : headerCells[column]!;
  // A record keyed by a number ("40 | 33 | 0.0303") is named with its header: "Temperature (°C) 40".
  const key = rowCells[0]!;
  const rowLabel = NUMERIC_CELL.test(key) ? `${variableName(headerCells[0]!)} ${key}` : key;
  return { row: rowLabel, column: label, value };
}

/** The line stating a named cell, in the question's language. */
export function cellLine(cell: NamedCell, arabic: boolean): string {
  return arabic
    ? `${cell.row} - ${cell.column}: ${cell.value}`
    : `${cell.row}, ${cell.column}: ${cell.value}`;
}

/**
 * The row holds what the question asks for, not what it gives: the question names the table's
 * last column ("ما ناتج هضم عديدات الببتيد": "الناتج") and the row holds the question's words
 * only in that column ("الببسين | ... | عديدات الببتيد": polypeptides are pepsin's product), so
 * the question names that value to ask about the row that digests it. The last cells of a row
 * and of its header line up even when the extraction lost a separator between earlier cells.
 */
export function holdsOnlyAskedValue(
  query: string,
  row: string,
  header: string,
  languages: readonly LanguageCode[],
): boolean {
  if (!SEPARATOR.test(row) || !SEPARATOR.test(header)) return false;
  const asked = stems(query, languages);
  const rowCells = row.split(SEPARATOR);
  const inRow = stems(row, languages);
  const lastColumn = stems(header.split(SEPARATOR).at(-1)!, languages);
  const namesLast = [...lastColumn].some((s) => asked.has(s) && !inRow.has(s));
  if (!namesLast) return false;
  const inLast = stems(rowCells.at(-1)!, languages);
  const inOthers = stems(rowCells.slice(0, -1).join(' '), languages);
  const held = [...asked].filter((s) => inRow.has(s));
  return held.length > 0 && held.every((s) => inLast.has(s) && !inOthers.has(s));
}
