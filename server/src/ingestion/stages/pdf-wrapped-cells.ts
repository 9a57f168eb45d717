// Table cells that wrap, in lines read from glyphs (right-to-left and mixed pages: pdf-bidi-lines.ts).
// Office tools set a wrapped cell's next line under the cell, inside its column, one line height
// below the row: read line by line, "الفم | ميكانيكي وكيميائي | اللعاب | مضغ الطعام وبدء هضم"
// lost "النشا" to a line of its own, and a chunk could end between the two. A line set so under a
// row of cells, each of its cells inside one of the row's, goes on with those cells. Cells are
// drawn one after another, so a row's later cell can come after an earlier cell's wrapped line:
// a line on the row's own baseline, beside its cells, is more cells of the row.
import { BULLET_CHARS } from './list-bullets.js';
import type { LogicalUnits } from './unicode-bidi.js';

export interface CellExtent {
  x0: number;
  x1: number;
}

export interface CellLine {
  y: number;
  size: number;
  /** Cells in reading order, each as units in logical order. */
  cells: LogicalUnits[];
  /** Each cell's left and right ink edges, in the order of `cells`. */
  extents: CellExtent[];
  /** Baseline of the line's lowest wrapped continuation (its own y when none). */
  bottom: number;
  rtl: boolean;
}

/**
 * A cell's next line sits at most this many font sizes under the line before (rows sit further),
 * or a little more than the page's own line pitch: fonts differ in line height, and LibreOffice
 * sets Arabic text 1.7 sizes apart, so a fixed 1.4 took every wrapped Arabic cell for a new row.
 */
const WRAP_LINE_SIZES = 1.4;
/** How far past the page's line pitch a wrapped line may sit (a row's padding is more). */
const PITCH_SLACK = 1.12;
/** Gaps (in font sizes) between lines of one paragraph fall in this range. */
const MIN_PITCH_SIZES = 1;
const MAX_PITCH_SIZES = 2.2;
/** At most this many wrapped lines go on one row (two columns of prose are not a table). */
const MAX_WRAPPED_LINES = 8;
/** A wrapped line's ink may stand this far (font sizes) outside its cell's first line. */
const CELL_TOLERANCE_SIZES = 0.5;

/**
 * The row's cell a wrapped line's piece goes on: inside the cell's first line, or starting or
 * ending where it does (a wrapped line can be longer than the cell's first), and crossing no other
 * cell of the row.
 */
function cellHolding(row: CellLine, extent: CellExtent): number {
  const tolerance = CELL_TOLERANCE_SIZES * row.size;
  const crosses = (cell: CellExtent) =>
    Math.min(extent.x1, cell.x1) - Math.max(extent.x0, cell.x0) > tolerance;
  const found = row.extents.findIndex(
    (cell) =>
      (extent.x0 >= cell.x0 - tolerance && extent.x1 <= cell.x1 + tolerance) ||
      (crosses(cell) &&
        (Math.abs(extent.x0 - cell.x0) <= tolerance || Math.abs(extent.x1 - cell.x1) <= tolerance)),
  );
  if (found === -1) return -1;
  return row.extents.some((cell, i) => i !== found && crosses(cell)) ? -1 : found;
}

/** Whether none of `line`'s cells stands over or under one of `row`'s. */
const disjoint = (line: CellLine, row: CellLine) =>
  line.extents.every((e) => row.extents.every((cell) => e.x1 < cell.x0 || e.x0 > cell.x1));

/**
 * The page's line pitch in font sizes: the lower quartile of the gaps between consecutive lines of
 * one paragraph (one cell each, one size, one above the other). Lines of two cells or more are left
 * out: a table's rows can sit as close as a paragraph's lines, and wrapped lines must not take
 * the next row for one of theirs.
 */
export function linePitchSizes(lines: readonly CellLine[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [above, below] = [lines[i - 1]!, lines[i]!];
    if (above.cells.length !== 1 || below.cells.length !== 1) continue;
    if (Math.abs(above.size - below.size) > 0.05 * above.size || disjoint(above, below)) continue;
    const gap = (above.y - below.y) / above.size;
    if (gap >= MIN_PITCH_SIZES && gap <= MAX_PITCH_SIZES) gaps.push(gap);
  }
  if (gaps.length === 0) return 0;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor((gaps.length - 1) / 4)]!;
}

/** Baseline of each cell's last line so far, for cells that began above their row's baseline. */
type CellBottoms = ReadonlyMap<CellExtent, number>;

/** Whether `line` sits one wrapped line under a cell whose last line so far stands at `bottom`. */
const underBottom = (line: CellLine, bottom: number, size: number, wrapSizes: number) =>
  bottom - line.y >= 0.5 * size && bottom - line.y <= wrapSizes * size;

/**
 * The row's cells that each of `line`'s cells goes on, or null when `line` is not wrapped text.
 * A wrapped line sits under the row's lowest line so far, or under the last line of each cell it
 * goes on when those cells began above the row's baseline (a cell centred on its row: its lines
 * run from above the row's baseline to below it).
 */
function wrappedInto(
  line: CellLine,
  row: CellLine,
  wrapSizes: number,
  bottoms: CellBottoms = new Map(),
): number[] | null {
  if (Math.abs(line.size - row.size) > 0.2 * row.size) return null;
  if (line.cells.length > row.cells.length) return null;
  const targets = line.extents.map((extent) => cellHolding(row, extent));
  if (targets.some((t) => t === -1) || new Set(targets).size !== targets.length) return null;
  if (row.y - line.y >= 0.5 * row.size && row.bottom - line.y <= wrapSizes * row.size)
    return targets;
  const own = targets.map((t) => bottoms.get(row.extents[t]!));
  if (own.every((b) => b !== undefined && underBottom(line, b, row.size, wrapSizes)))
    return targets;
  return null;
}

const joined = (a: LogicalUnits, b: LogicalUnits): LogicalUnits => ({
  units: [...a.units, ' ', ...b.units],
  rightToLeft: [...a.rightToLeft, a.rightToLeft.at(-1) ?? false, ...b.rightToLeft],
});

/** Whether `line` stands on the row's baseline beside all of the row's cells. */
function besideRow(line: CellLine, row: CellLine): boolean {
  return Math.abs(line.y - row.y) <= 0.2 * row.size && disjoint(line, row);
}

/** Without a pitch read off the page, lines of one paragraph sit this many font sizes apart. */
const DEFAULT_PITCH_SIZES = 1.2;
/** A vertically centred cell of three lines starts one pitch above its row's baseline. */
const MAX_RAISE_PITCHES = 1.05;
/** How many lines after a raised cell's line the rest of its row may be drawn. */
const ROW_LOOKAHEAD = 6;

/**
 * Whether `line` is the first line of a cell centred vertically in `row` (Word's and browsers'
 * "middle" alignment): a cell of two or three lines starts half a pitch or a pitch above the
 * baseline of the row's one-line cells, beside them.
 */
function raisedBeside(line: CellLine, row: CellLine, pitchSizes: number): boolean {
  const raise = line.y - row.y;
  if (raise <= 0.2 * row.size || raise > MAX_RAISE_PITCHES * pitchSizes * row.size) return false;
  return sameSizeApart(line, row);
}

/** Whether `line` could be another cell of `row`: the same type size, in other columns. */
function sameSizeApart(line: CellLine, row: CellLine): boolean {
  return Math.abs(line.size - row.size) <= 0.2 * row.size && disjoint(line, row);
}

/**
 * A one-cell line is a row's first cell when a later line of the next few stands on its baseline
 * beside it and beside the raised `line` (the row's other one-line cells, drawn after).
 */
function rowGoesOn(lines: readonly CellLine[], at: number, first: CellLine, raised: CellLine) {
  return lines
    .slice(at + 1, at + 1 + ROW_LOOKAHEAD)
    .some(
      (later) =>
        Math.abs(later.y - first.y) <= 0.2 * first.size &&
        disjoint(later, first) &&
        disjoint(later, raised),
    );
}

const BULLETED = new RegExp(`^\\s*[${BULLET_CHARS}]`, 'u');

/** Whether a line is a list item: an item starts a line of its own, it goes on no cell. */
const isListItem = (line: CellLine) => BULLETED.test(line.cells[0]?.units.join('') ?? '');

/** Whether a later line of the next few stands on `first`'s baseline beside it: more cells of its row. */
function rowBegunBy(lines: readonly CellLine[], at: number, first: CellLine): boolean {
  return lines
    .slice(at + 1, at + 1 + ROW_LOOKAHEAD)
    .some((later) => Math.abs(later.y - first.y) <= 0.2 * first.size && disjoint(later, first));
}

/**
 * Whether `line` is a one-line cell centred vertically in a row whose other cells wrap (the
 * mirror of raisedBeside): it stands beside the row's cells, below their first line and above
 * the lowest line they wrap to, already joined or drawn in the next few lines.
 */
function loweredBeside(
  lines: readonly CellLine[],
  at: number,
  line: CellLine,
  row: CellLine,
  pitchSizes: number,
  wrapSizes: number,
): boolean {
  const drop = row.y - line.y;
  if (drop <= 0.2 * row.size || drop > MAX_RAISE_PITCHES * pitchSizes * row.size) return false;
  if (!sameSizeApart(line, row)) return false;
  if (row.bottom < line.y - 0.2 * row.size) return true;
  return lines
    .slice(at + 1, at + 1 + ROW_LOOKAHEAD)
    .some(
      (later) => later.y < line.y - 0.2 * row.size && wrappedInto(later, row, wrapSizes) !== null,
    );
}

/**
 * Whether the raised `line` wraps to a line below `first`'s baseline within the next few lines:
 * a two-line cell centred beside a one-line cell spans its baseline, as a row's cells do.
 */
function spansBaseline(
  lines: readonly CellLine[],
  at: number,
  first: CellLine,
  raised: CellLine,
  wrapSizes: number,
): boolean {
  const cell = { ...raised, bottom: raised.y };
  return lines
    .slice(at + 1, at + 1 + ROW_LOOKAHEAD)
    .some(
      (later) =>
        later.y < first.y - 0.2 * first.size &&
        disjoint(later, first) &&
        wrappedInto(later, cell, wrapSizes) !== null,
    );
}

/**
 * Whether `line` is the first line of a cell of four lines or more centred vertically on `row`'s
 * baseline (LibreOffice's default for an HTML table cell): it stands beside the row's cells, and
 * the lines it wraps to, drawn right after it, end as far below the baseline as it starts above.
 */
function centredTallCell(
  lines: readonly CellLine[],
  at: number,
  line: CellLine,
  row: CellLine,
  pitchSizes: number,
  wrapSizes: number,
): boolean {
  const raise = line.y - row.y;
  if (raise <= MAX_RAISE_PITCHES * pitchSizes * row.size) return false;
  if (raise > (MAX_WRAPPED_LINES / 2) * pitchSizes * row.size) return false;
  if (!sameSizeApart(line, row)) return false;
  const cell = { ...line, bottom: line.y };
  for (const later of lines.slice(at + 1, at + 1 + MAX_WRAPPED_LINES)) {
    if (later.cells.length !== 1 || wrappedInto(later, cell, wrapSizes) === null) break;
    cell.bottom = later.y;
  }
  return Math.abs((line.y + cell.bottom) / 2 - row.y) <= CENTRED_SIZES * row.size;
}

/** How far (font sizes) a centred cell's middle may be from its row's baseline. */
const CENTRED_SIZES = 0.3;

/**
 * How much closer (font sizes) than the rows around a line of several cells must sit under a row
 * to be its wrapped line.
 */
const ROW_PITCH_MARGIN_SIZES = 0.2;

/** The gap (points) from `row` up to the closest line above it that overlaps it, if any. */
function gapAbove(lines: readonly CellLine[], row: CellLine): number | undefined {
  const [x0, x1] = [
    Math.min(...row.extents.map((e) => e.x0)),
    Math.max(...row.extents.map((e) => e.x1)),
  ];
  const gaps = lines
    .filter((l) => l.y > row.y + 0.2 * row.size && l.extents.some((e) => e.x0 < x1 && e.x1 > x0))
    .map((l) => l.y - row.y);
  return gaps.length > 0 ? Math.min(...gaps) : undefined;
}

/** A cell of prose runs at least this share of the widest line of its column. */
const FULL_CELL_SHARE = 0.85;
/** A line of prose holds at least this many words. */
const PROSE_WORDS = 3;

const wordCount = (cell: LogicalUnits) => cell.units.filter((unit) => unit === ' ').length + 1;

/**
 * Whether `row` and `line` are lines of wrapped prose in columns: every cell of both holds words
 * enough, and each of the row's is nearly as wide as the widest line of its column among the
 * lines around with as many cells. Two columns of text drawn line by line across the page are
 * evenly spaced too; a table's cells are short.
 */
function proseColumns(
  lines: readonly CellLine[],
  at: number,
  line: CellLine,
  row: CellLine,
): boolean {
  if (![...row.cells, ...line.cells].every((cell) => wordCount(cell) >= PROSE_WORDS)) return false;
  const around = lines
    .slice(Math.max(0, at - ROW_LOOKAHEAD), at + ROW_LOOKAHEAD + 1)
    .filter((l) => l.extents.length === row.extents.length);
  return row.extents.every((cell, i) => {
    const widest = Math.max(...around.map((l) => l.extents[i]!.x1 - l.extents[i]!.x0));
    return cell.x1 - cell.x0 >= FULL_CELL_SHARE * widest;
  });
}

/**
 * Whether `line`, of two cells or more, each under one of `row`'s, is the next row rather than
 * a wrapped line of each: it sits under the row no closer than the row sits under the line above
 * it, or than the next line of several cells sits under it. LibreOffice sets an HTML table's rows
 * with no padding, one line pitch apart, and draws a cell's wrapped lines cell by cell (so a
 * line of several cells under a row is rarely its wrap): read as wrapped lines, every row of a
 * textbook table went onto the first, column by column ("مصر المغرب الأردن | القاهرة الرباط
 * عمان"). A row whose every cell wraps, drawn line by line, has its lines closer than its rows.
 */
function nextRowAtRowPitch(
  lines: readonly CellLine[],
  at: number,
  line: CellLine,
  row: CellLine,
): boolean {
  if (line.cells.length < 2 || proseColumns(lines, at, line, row)) return false;
  const next = lines[at + 1];
  const below =
    next && next.cells.length >= 2 && next.y < line.y - 0.2 * row.size
      ? line.y - next.y
      : undefined;
  const references = [gapAbove(lines, row), below].filter((g) => g !== undefined);
  if (references.length === 0) return false;
  return row.bottom - line.y > Math.min(...references) - ROW_PITCH_MARGIN_SIZES * row.size;
}

/** The row with `line`'s cells put among its own in reading order. */
function addCells(row: CellLine, line: CellLine): void {
  const all = [...row.cells.keys()]
    .map((i) => ({ cell: row.cells[i]!, extent: row.extents[i]! }))
    .concat(
      [...line.cells.keys()].map((i) => ({ cell: line.cells[i]!, extent: line.extents[i]! })),
    );
  all.sort((a, b) => (row.rtl ? b.extent.x1 - a.extent.x1 : a.extent.x0 - b.extent.x0));
  row.cells = all.map((c) => c.cell);
  row.extents = all.map((c) => c.extent);
}

/** Lines with each wrapped cell line joined to the row above it; other lines unchanged. */
export function joinWrappedCells<T extends CellLine>(lines: readonly T[]): T[] {
  const pitchSizes = linePitchSizes(lines);
  const wrapSizes = Math.max(WRAP_LINE_SIZES, PITCH_SLACK * pitchSizes);
  const raisePitch = pitchSizes || DEFAULT_PITCH_SIZES;
  const out: T[] = [];
  let row: T | null = null;
  let wrapped = 0;
  // Cells that began above their row's baseline, by extent: their wrapped lines follow their own.
  const bottoms = new Map<CellExtent, number>();
  const raise = (into: T, line: CellLine) => {
    line.extents.forEach((extent) => bottoms.set(extent, line.y));
    addCells(into, line);
  };
  lines.forEach((line, at) => {
    const last = out.at(-1);
    if (row && besideRow(line, row)) {
      addCells(row, line);
      return;
    }
    if (
      last &&
      ((raisedBeside(line, last, raisePitch) &&
        (last.cells.length >= 2 ||
          rowGoesOn(lines, at, last, line) ||
          spansBaseline(lines, at, last, line, wrapSizes))) ||
        ((last.cells.length >= 2 || rowGoesOn(lines, at, last, line)) &&
          centredTallCell(lines, at, line, last, raisePitch, wrapSizes)))
    ) {
      // A row begun by a lone number ("2") takes its direction from its cells of words.
      if (last.cells.length === 1) last.rtl = line.rtl;
      raise(last, line);
      row = last;
      return;
    }
    if (row && loweredBeside(lines, at, line, row, raisePitch, wrapSizes)) {
      addCells(row, line);
      return;
    }
    // Slides draw two boxes side by side box after box: a box's heading is no cell whose
    // wrapped lines are the box's bullets.
    const lone = row !== null && row.cells.length === 1 && isListItem(line);
    const targets =
      row && !lone && wrapped < MAX_WRAPPED_LINES
        ? wrappedInto(line, row, wrapSizes, bottoms)
        : null;
    if (row && targets && !nextRowAtRowPitch(lines, at, line, row)) {
      wrapped++;
      targets.forEach((target, i) => {
        row!.cells[target] = joined(row!.cells[target]!, line.cells[i]!);
        const extent = row!.extents[target]!;
        if (bottoms.has(extent)) bottoms.set(extent, line.y);
      });
      row.bottom = Math.min(row.bottom, line.y);
      return;
    }
    const copy = { ...line, cells: [...line.cells], extents: [...line.extents] };
    out.push(copy);
    // A row drawn cell by cell starts as its first cell alone; its wrapped lines may come next.
    row =
      copy.cells.length >= 2 || (!isListItem(copy) && rowBegunBy(lines, at, copy)) ? copy : null;
    wrapped = 0;
  });
  return out;
}
