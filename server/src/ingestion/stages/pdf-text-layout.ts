// Rebuilds reading-order text from pdf.js text items. pdf.js gives each item's string in
// logical order already, but the ORDER of items follows the content stream, which for Arabic is
// often one word or one glyph at a time drawn right to left, or left to right.
// Items are grouped into lines in stream order (that keeps columns apart), then ordered by
// position following the line's direction, with left-to-right islands kept in an RTL line.
import { CELL_SEPARATOR } from '../clean/line-kinds.js';
import { countScripts } from './arabic-order.js';
import { BULLET_CHARS } from './list-bullets.js';
import { TABLE_GAP_HEIGHTS, tableRows, type RowLine, type TableRow } from './pdf-table-rows.js';
import { BARE_GAP_SIZES } from './pdf-bare-gaps.js';
import { continuesScript, isScriptOf, MAX_SCRIPT_SIZE_RATIO } from './pdf-baseline-scripts.js';

/**
 * A gap this many line heights wide between two items of one line separates table cells (or
 * side-by-side text boxes): word spaces, even in justified text, stay well under it.
 */
const CELL_GAP_HEIGHTS = 2;

export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Starts after a gap with no space drawn in it (pdf-bare-gaps.ts): maybe a narrow cell edge. */
  afterBareGap?: boolean;
}

interface Line {
  items: PositionedText[];
  y: number;
  height: number;
  /** Superscripts and subscripts of the line, each with the item it is attached to. */
  scripts: Map<PositionedText, PositionedText>;
}

function itemDirection(str: string): 'rtl' | 'ltr' | 'neutral' {
  const { arabic, latin } = countScripts(str);
  if (arabic > latin) return 'rtl';
  if (latin > 0 || /\p{Nd}/u.test(str)) return 'ltr';
  return 'neutral';
}

/** A smaller item beside a glyph with its baseline this far off (in its size) is a script. */
const MIN_SCRIPT_SHIFT_SIZES = 0.15;

const itemHeight = (item: PositionedText) => (item.height > 0 ? item.height : 10);
const isBlank = (item: PositionedText) => item.str.trim() === '';

const box = (i: PositionedText) => ({ x: i.x, y: i.y, width: i.width, size: itemHeight(i) });

/**
 * The item of the line that `item` is a superscript or subscript of, if any: a glyph it is drawn
 * beside, or the line's last item when that is a script `item` carries on.
 */
function scriptBase(item: PositionedText, line: Line): PositionedText | undefined {
  if (isBlank(item)) return undefined;
  const last = line.items.at(-1)!;
  if (line.scripts.has(last) && continuesScript(box(item), box(last))) return last;
  // No item of the line can be a base for an item nearly as tall as the line's tallest.
  if (itemHeight(item) > MAX_SCRIPT_SIZE_RATIO * line.height) return undefined;
  return line.items.find((base) => !isBlank(base) && isScriptOf(box(item), box(base)));
}

function groupLines(items: readonly PositionedText[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    if (item.str.length === 0) continue;
    const height = itemHeight(item);
    const sameLine =
      current !== null && Math.abs(item.y - current.y) <= 0.5 * Math.min(height, current.height);
    const base = current ? scriptBase(item, current) : undefined;
    if (current && sameLine) {
      // A script raised or lowered less than the tolerance is still written against its base.
      if (base && Math.abs(item.y - base.y) >= MIN_SCRIPT_SHIFT_SIZES * height)
        current.scripts.set(item, base);
      current.items.push(item);
      current.height = Math.max(current.height, height);
      continue;
    }
    const last = current?.items.at(-1);
    // A space drawn at a script's raised or lowered baseline, between it and the next word.
    const spaceAfterScript =
      last !== undefined &&
      current!.scripts.has(last) &&
      isBlank(item) &&
      Math.abs(item.y - last.y) <= 0.5 * Math.min(height, itemHeight(last));
    if (current && (base || spaceAfterScript)) {
      current.items.push(item);
      if (base) current.scripts.set(item, base);
    } else {
      current = { items: [item], y: item.y, height, scripts: new Map() };
      lines.push(current);
    }
  }
  return withoutNoteReferences(withNoteNumbers(lines));
}

/** A footnote's number or mark: "1", "12", "*", "†". */
const NOTE_MARK = /^(?:\p{Nd}{1,2}|[*†‡])$/u;

const inkedItems = (line: Line) => line.items.filter((i) => !isBlank(i));

/**
 * Footnotes as Word and Writer set them: the number raised and small at the start of the note's
 * first line, drawn before it, so it made a line of its own that the paragraph before the notes
 * took as its last word ("... evaporation is fastest. 1"). The number goes back in front of its
 * note, a space apart ("1 About 86% of ...").
 */
function withNoteNumbers(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const marks = inkedItems(line);
    const first = next ? inkedItems(next)[0] : undefined;
    const mark = marks.at(-1);
    if (
      next &&
      first &&
      mark &&
      NOTE_MARK.test(marks.map((m) => m.str.trim()).join('')) &&
      mark.y > first.y &&
      isScriptOf(box(mark), box(first))
    ) {
      const gap = { str: ' ', x: first.x, y: first.y, width: 0, height: 0 };
      out.push({ ...next, items: [...marks, gap, ...next.items] });
      i++;
    } else out.push(line);
  }
  return out;
}

/**
 * A raised footnote number after a word ("drives the cycle¹") read as part of it ("cycle1"),
 * dropped when the page holds the note it points to (a line opening with that number, see
 * withNoteNumbers): a raised number with no such note is an exponent ("side²", "10⁶") and stays.
 */
function withoutNoteReferences(lines: Line[]): Line[] {
  const notes = new Set(
    lines.flatMap((line) => {
      const [mark, gap] = line.items;
      return mark && gap?.str === ' ' && gap.width === 0 && NOTE_MARK.test(mark.str.trim())
        ? [mark.str.trim()]
        : [];
    }),
  );
  if (notes.size === 0) return lines;
  return lines.map((line) => {
    const references = [...line.scripts].filter(
      ([script, base]) =>
        notes.has(script.str.trim()) && script.y > base.y && /[\p{L}.,;:)]$/u.test(base.str),
    );
    if (references.length === 0) return line;
    // The word takes the number's place, so the text after it ("cycle¹, and") stays against it.
    const widened = new Map(
      references.map(([script, base]) => [
        base,
        { ...base, width: Math.max(base.width, script.x + script.width - base.x) },
      ]),
    );
    const dropped = new Set(references.map(([script]) => script));
    const swap = (i: PositionedText) => widened.get(i) ?? i;
    return {
      ...line,
      items: line.items.filter((i) => !dropped.has(i)).map(swap),
      scripts: new Map([...line.scripts].map(([script, base]) => [swap(script), swap(base)])),
    };
  });
}

/**
 * Bidi at item level: neutral items (spaces, punctuation) between two items of the same direction
 * take that direction, others take the line's; then each run against the line direction is reversed.
 */
function logicalOrder(ordered: PositionedText[], lineDir: 'rtl' | 'ltr'): PositionedText[] {
  const dirs = ordered.map((i) => itemDirection(i.str));
  const resolved = dirs.map((d, index) => {
    if (d !== 'neutral') return d;
    const before = dirs
      .slice(0, index)
      .reverse()
      .find((x) => x !== 'neutral');
    const after = dirs.slice(index + 1).find((x) => x !== 'neutral');
    return before && before === after ? before : lineDir;
  });
  const out: PositionedText[] = [];
  let run: PositionedText[] = [];
  ordered.forEach((item, index) => {
    if (resolved[index] !== lineDir) run.push(item);
    else {
      out.push(...run.reverse(), item);
      run = [];
    }
  });
  out.push(...run.reverse());
  return out;
}

/** Column starts (x) of a table row: a narrower gap before one of them separates cells. */
const COLUMN_TOLERANCE = 2.5;

function lineText(
  line: Line,
  columns: readonly number[] = [],
  edges: ReadonlySet<PositionedText> = new Set(),
): string {
  const visual = [...line.items].sort((a, b) => a.x - b.x);
  const { arabic, latin } = countScripts(visual.map((i) => i.str).join(''));
  const rtl = arabic > 0 && arabic >= latin;
  const logical = rtl ? logicalOrder([...visual].reverse(), 'rtl') : logicalOrder(visual, 'ltr');
  const inked = visual.filter((i) => i.str.trim() !== '');
  const visualIndex = new Map(inked.map((item, index) => [item, index]));
  let text = '';
  let previous: PositionedText | null = null;
  for (const item of logical) {
    // A space item spans the gap it fills: gaps are measured between the inked items around it.
    if (item.str.trim() === '') {
      if (text && !/\s$/.test(text)) text += ' ';
      continue;
    }
    if (previous) {
      const gap =
        item.x >= previous.x
          ? item.x - (previous.x + previous.width)
          : previous.x - (item.x + item.width);
      const spaced = /\s$/.test(text) || /^\s/.test(item.str);
      // Only side by side items can be cells: logical neighbours across a change of direction
      // (a Latin term inside an Arabic line) are not neighbours on the page.
      const adjacent = Math.abs(visualIndex.get(item)! - visualIndex.get(previous)!) === 1;
      // A superscript or subscript is written right after its base, with no space ("x2", "CO2").
      const attached = line.scripts.get(item) === previous || line.scripts.get(previous) === item;
      // A bullet and its text are one cell, however far apart they are set in a table.
      const column =
        !LIST_MARKER.test(previous.str.trim()) &&
        gap > TABLE_GAP_HEIGHTS * line.height &&
        columns.some((x) => Math.abs(x - item.x) <= COLUMN_TOLERANCE);
      if (adjacent && (column || edges.has(item) || gap > CELL_GAP_HEIGHTS * line.height))
        text = `${text.trimEnd()}${CELL_SEPARATOR}`;
      else if (!spaced && !attached && gap > 0.15 * line.height) text += ' ';
    }
    text += item.str;
    previous = item;
  }
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim()
    .replace(/^\|\s*|\s*\|$/g, '');
}

/** A bullet (list-bullets.ts) or a list number alone: "•", "-", "1.", "a)". */
const LIST_MARKER = new RegExp(`^(?:[${BULLET_CHARS}]|\\(?\\d{1,2}[.)]|\\(?[a-z][.)])$`, 'u');

/**
 * Whether the page's text items are single words (slides exported from HTML): it has lines of
 * six words or more, and no item holds four words. Word, LibreOffice, pdf-lib and skia draw a
 * run of prose as one item.
 */
function wordByWord(lines: readonly Line[]): boolean {
  let long = 0;
  for (const line of lines) {
    const inked = line.items.filter((i) => !isBlank(i));
    const counts = inked.map((i) => i.str.trim().split(/\s+/u).length);
    // A run of prose drawn as one item: the page is not drawn word by word.
    if (counts.some((n) => n >= 4)) return false;
    if (counts.reduce((a, b) => a + b, 0) >= 6) long++;
  }
  return long > 0;
}

/** The line as a table row needs it: its inked extent and where its groups of items start. */
function rowLine(line: Line): RowLine<Line> {
  const inked = line.items.filter((i) => !isBlank(i)).sort((a, b) => a.x - b.x);
  const starts: number[] = [];
  const ends: number[] = [];
  const wideStarts: number[] = [];
  let end = -Infinity;
  let marker = false;
  for (const item of inked) {
    if (item.x - end > TABLE_GAP_HEIGHTS * line.height && !marker) {
      if (starts.length > 0) ends.push(end);
      starts.push(item.x);
    }
    if (end > -Infinity && item.x - end > CELL_GAP_HEIGHTS * line.height) wideStarts.push(item.x);
    marker = LIST_MARKER.test(item.str.trim());
    // "above 500 " is drawn with its trailing space: the ink ends before it.
    const trimmed = item.str.trimEnd().length / item.str.length;
    end = Math.max(end, item.x + item.width * trimmed);
  }
  if (starts.length > 0) ends.push(end);
  const { arabic } = countScripts(inked.map((i) => i.str).join(''));
  return {
    markersOnly: inked.length > 0 && inked.every((i) => LIST_MARKER.test(i.str.trim())),
    x0: inked[0]?.x ?? 0,
    x1: end,
    y: line.y,
    height: line.height,
    starts,
    ends,
    wideStarts,
    rtl: arabic > 0,
    line,
  };
}

/** A row's text: its cells apart by the cell separator, each cell's lines joined by a space. */
function rowText(row: TableRow<Line>, edges: ReadonlySet<PositionedText>): string {
  return row.cells
    .map((cell) =>
      cell
        .map((l) => lineText(l.line, row.columns, edges))
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join(CELL_SEPARATOR);
}

/**
 * A line's inked items left to right after its first, each with where the ink before it ends;
 * an item after a bullet or a list number is left out (they are one cell, however far apart).
 */
function inkedWithGaps(
  line: Line,
): { item: PositionedText; before: number; previous: PositionedText }[] {
  const inked = line.items.filter((i) => !isBlank(i)).sort((a, b) => a.x - b.x);
  let end = -Infinity;
  return inked.flatMap((item, index) => {
    const before = end;
    // "above 500 " is drawn with its trailing space: the ink ends before it.
    end = Math.max(end, item.x + item.width * (item.str.trimEnd().length / item.str.length));
    const afterMarker = index > 0 && LIST_MARKER.test(inked[index - 1]!.str.trim());
    return index === 0 || afterMarker ? [] : [{ item, before, previous: inked[index - 1]! }];
  });
}

/** Left edges of a line's items after a bare gap or a gap as wide as cells'. */
function columnEdges(line: Line): number[] {
  return inkedWithGaps(line)
    .filter(({ item, before }) => {
      const gap = item.x - before;
      return (
        (item.afterBareGap && gap >= BARE_GAP_SIZES * line.height) ||
        gap > CELL_GAP_HEIGHTS * line.height
      );
    })
    .map(({ item }) => item.x);
}

/**
 * A cell holds a letter or a digit. Formulas drawn piece by piece ("β", "=", "2", "]") leave
 * bare gaps around their operators and brackets that line up with the fractions around.
 */
const WORDLIKE = /[\p{L}\p{Nd}]/u;

/** Lines this many line heights above or below a line are the rows around it. */
const AROUND_HEIGHTS = 4;

/**
 * Items after a bare gap (pdf-bare-gaps.ts) that start a cell: a line above or below, within a
 * few line heights, has a column edge in that gap or where the item starts. A table's columns
 * line up ("Mg" where "Na" and "Cl" start; a header cell centred over its column's cells); on a
 * page whose writer draws its word spaces, a bare gap at a column edge of the lines around is no
 * gap inside a sentence.
 */
function narrowCellEdges(lines: readonly Line[]): Set<PositionedText> {
  const edges = lines.map(columnEdges);
  const out = new Set<PositionedText>();
  lines.forEach((line, index) => {
    const candidates = inkedWithGaps(line).filter(
      ({ item, before, previous }) =>
        item.afterBareGap &&
        item.x - before >= BARE_GAP_SIZES * line.height &&
        WORDLIKE.test(item.str) &&
        WORDLIKE.test(previous.str),
    );
    if (candidates.length === 0) return;
    const around = lines.flatMap((other, j) => {
      const apart = Math.abs(other.y - line.y);
      return j !== index && apart >= 0.5 * line.height && apart <= AROUND_HEIGHTS * line.height
        ? edges[j]!
        : [];
    });
    for (const { item, before } of candidates)
      if (around.some((x) => x >= before - COLUMN_TOLERANCE && x <= item.x + COLUMN_TOLERANCE))
        out.add(item);
  });
  return out;
}

/**
 * The rows with a running header read first: Writer draws a page's text boxes (a "Did you know?"
 * side note) before its header, so the header came in the middle of the page's text, where the
 * running-line cleaner (clean/running-lines.ts) never looks for it. A row set above every other
 * row of the page by more than its own height is the page's top line, whatever the stream says.
 */
function runningHeaderFirst<T extends { cells: RowLine<Line>[][] }>(rows: readonly T[]): T[] {
  const top = (row: T) => Math.max(...row.cells.flat().map((l) => l.y));
  const bottom = (row: T) => Math.min(...row.cells.flat().map((l) => l.y));
  const height = (row: T) => Math.max(...row.cells.flat().map((l) => l.height));
  const highest = rows.reduce<T | null>(
    (best, row) => (!best || top(row) > top(best) ? row : best),
    null,
  );
  if (!highest || highest === rows[0]) return [...rows];
  const clear = rows.every(
    (row) => row === highest || bottom(highest) - top(row) > height(highest),
  );
  return clear ? [highest, ...rows.filter((row) => row !== highest)] : [...rows];
}

/** Lines of one page in reading order; an empty string marks a paragraph gap. */
export function layoutLines(items: readonly PositionedText[]): string[] {
  const out: string[] = [];
  let previousBottom: number | null = null;
  let previousHeight = 0;
  const lines = groupLines(items);
  // Table rows whose cells sit at different heights are put back together (pdf-table-rows.ts),
  // except on pages drawn a word at a time, where every word is set apart like a cell.
  const rows = wordByWord(lines)
    ? lines.map((line) => ({ cells: [[rowLine(line)]], tabular: false, columns: [] }))
    : tableRows(lines.map(rowLine));
  const edges = narrowCellEdges(lines);
  for (const row of runningHeaderFirst(rows)) {
    const text = rowText(row, edges);
    if (!text) continue;
    const parts = row.cells.flat();
    const top = Math.max(...parts.map((l) => l.y));
    const height = Math.max(...parts.map((l) => l.height));
    if (
      previousBottom !== null &&
      Math.abs(previousBottom - top) > 1.9 * Math.max(previousHeight, height)
    )
      out.push('');
    out.push(text);
    previousBottom = Math.min(...parts.map((l) => l.y));
    previousHeight = height;
  }
  return out;
}

/**
 * Whether a page's items may hold a table whose narrow cell edges pdf.js hid: two lines or more
 * with items set apart by at least a cell's padding (the rows pdf.js did not glue whole).
 */
export function mayHoldTable(items: readonly PositionedText[]): boolean {
  const apart = groupLines(items).filter((line) => {
    const inked = line.items.filter((i) => !isBlank(i)).sort((a, b) => a.x - b.x);
    return inked.some((item, index) => {
      const before = inked[index - 1];
      return (
        before !== undefined && item.x - (before.x + before.width) >= BARE_GAP_SIZES * line.height
      );
    });
  });
  return apart.length >= 2;
}
