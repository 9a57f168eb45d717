// Table cells that wrap, in lines read from glyphs (right-to-left and mixed pages: pdf-bidi-lines.ts).
// Office tools set a wrapped cell's next line under the cell, inside its column, one line height
// below the row: read line by line, "الفم | ميكانيكي وكيميائي | اللعاب | مضغ الطعام وبدء هضم"
// lost "النشا" to a line of its own, and a chunk could end between the two. A line set so under a
// row of cells, each of its cells inside one of the row's, goes on with those cells. Cells are
// drawn one after another, so a row's later cell can come after an earlier cell's wrapped line:
// a line on the row's own baseline, beside its cells, is more cells of the row.
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

/** A cell's next line sits at most this many font sizes under the line before (rows sit further). */
const WRAP_LINE_SIZES = 1.4;
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

/** The row's cells that each of `line`'s cells goes on, or null when `line` is not wrapped text. */
function wrappedInto(line: CellLine, row: CellLine): number[] | null {
  if (row.y - line.y < 0.5 * row.size || row.bottom - line.y > WRAP_LINE_SIZES * row.size)
    return null;
  if (Math.abs(line.size - row.size) > 0.2 * row.size) return null;
  if (line.cells.length > row.cells.length) return null;
  const targets = line.extents.map((extent) => cellHolding(row, extent));
  if (targets.some((t) => t === -1) || new Set(targets).size !== targets.length) return null;
  return targets;
}

const joined = (a: LogicalUnits, b: LogicalUnits): LogicalUnits => ({
  units: [...a.units, ' ', ...b.units],
  rightToLeft: [...a.rightToLeft, a.rightToLeft.at(-1) ?? false, ...b.rightToLeft],
});

/** Whether `line` stands on the row's baseline beside all of the row's cells. */
function besideRow(line: CellLine, row: CellLine): boolean {
  if (Math.abs(line.y - row.y) > 0.2 * row.size) return false;
  return line.extents.every((e) => row.extents.every((cell) => e.x1 < cell.x0 || e.x0 > cell.x1));
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
  const out: T[] = [];
  let row: T | null = null;
  let wrapped = 0;
  for (const line of lines) {
    if (row && besideRow(line, row)) {
      addCells(row, line);
      continue;
    }
    const targets = row && wrapped < MAX_WRAPPED_LINES ? wrappedInto(line, row) : null;
    if (row && targets) {
      wrapped++;
      targets.forEach((target, i) => {
        row!.cells[target] = joined(row!.cells[target]!, line.cells[i]!);
      });
      row.bottom = Math.min(row.bottom, line.y);
      continue;
    }
    const copy = { ...line, cells: [...line.cells], extents: [...line.extents] };
    out.push(copy);
    row = copy.cells.length >= 2 ? copy : null;
    wrapped = 0;
  }
  return out;
}
