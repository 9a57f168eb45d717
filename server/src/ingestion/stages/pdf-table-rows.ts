// Table rows from a page's lines (issue 7 §1, "keep table rows together"). Word and LibreOffice
// exports draw a table cell by cell; a cell that wraps, or that is centred vertically in a taller
// row, puts its lines at other heights than the row's other cells, so reading line by line split
// "Kerosene | 10–16 | 150–250 | jet fuel for aircraft" over two lines and a three-line header
// cell ("Carbon / atoms per / molecule") over three, glued to the next cells. And cells set
// closer than the word-gap rule's two line heights ("150–250 jet fuel for aircraft") lost their
// separator. Rules, on the lines of pdf-text-layout.ts in stream order:
//   - a line that starts right of everything the current row holds, within a few line heights
//     of it, is the row's next cell; a line under the row's last cell, inside its column and
//     not in the row's first column, goes on with that cell;
//   - a row built so is kept only when a neighbouring row has a cell or item starting where
//     one of its cells (after the first) starts: the columns of a table line up, a text box
//     beside a paragraph does not;
//   - in a row whose neighbours line up with it, an item set more than half a line height after
//     the one before it starts a cell where a neighbouring row surely starts a column (a cell of
//     a row put together, or a gap of two line heights): a word of a slide drawn word by word is
//     set apart as far, and lines up with the next line's words by chance.

export interface RowLine<T> {
  /** Inked items of the line: left edge, right edge. */
  x0: number;
  x1: number;
  y: number;
  height: number;
  /** Left edges of the line's item groups set apart by more than `TABLE_GAP_HEIGHTS`. */
  starts: number[];
  /** Right edges of the ink of those groups, one for each start. */
  ends: number[];
  /** Those set apart as far as cells always are (pdf-text-layout.ts: two line heights). */
  wideStarts: number[];
  /** Holds right-to-left text: left to the line reader as before. */
  rtl: boolean;
  /**
   * Only bullets: slides set a bullet a little above its text, so it is a line of its own; it is
   * never a cell (each bullet point of an Impress slide became a row " | text").
   */
  markersOnly: boolean;
  line: T;
}

export interface TableRow<T> {
  /** Cells left to right, each its lines top to bottom. */
  cells: RowLine<T>[][];
  /** The row's columns line up with a neighbour's: a table row. */
  tabular: boolean;
  /** Left edges of its item groups that a neighbour's column starts line up with. */
  columns: number[];
}

/** Items apart by more than this many line heights are cells at a column start, inside a table. */
export const TABLE_GAP_HEIGHTS = 0.5;
/** A cell's first line may sit this many line heights above or below the row's others. */
const ROW_SPAN_HEIGHTS = 3;
/** Two left edges this close (points) start one column. */
const COLUMN_TOLERANCE = 2.5;

const cellX0 = (cell: readonly RowLine<unknown>[]) => Math.min(...cell.map((l) => l.x0));
const cellX1 = (cell: readonly RowLine<unknown>[]) => Math.max(...cell.map((l) => l.x1));

function joinsAsCell<T>(row: TableRow<T>, line: RowLine<T>): boolean {
  const all = row.cells.flat();
  const right = Math.max(...all.map((l) => l.x1));
  const near = all.some((l) => Math.abs(l.y - line.y) <= ROW_SPAN_HEIGHTS * line.height);
  return near && line.x0 > right + 0.3 * line.height;
}

function continuesCell<T>(row: TableRow<T>, line: RowLine<T>, next?: RowLine<T>): boolean {
  const cell = row.cells.at(-1)!;
  const last = cell.at(-1)!;
  const below = last.y - line.y;
  if (below < 0.5 * line.height || below > 2 * line.height) return false;
  const x0 = cellX0(cell);
  const x1 = cellX1(cell);
  // A row's first cell goes on only with a line set inside it (a centred "(°C)" under
  // "Temperature"): the next line of a paragraph starts where the paragraph starts. A line of
  // cells never goes on from a line of one (a table's header under its caption).
  if (row.cells.length === 1)
    return (
      (line.x0 > x0 + 0.5 * line.height &&
        line.x1 < x1 - 0.5 * line.height &&
        line.starts.length <= Math.max(...cell.map((l) => l.starts.length))) ||
      wrapsLastGroup(last, line, next)
    );
  // Under the last cell, right of the cells before it.
  const before = cellX1(row.cells.at(-2)!);
  return line.x0 > before && line.x0 < x1 && line.x1 > x0;
}

/**
 * A line under the last item group of a line of groups, the next line of that group's cell: a
 * header cell that wraps ("Atomic" / "number") is drawn before the cells right of it, so its
 * next line comes while the header's first line ends with it, and a centred "number" is wider
 * than "Atomic". Its middle is under the group (a wrapped line is no longer than the line it
 * goes on from, and a centred one is centred on it), it starts right of the groups before (the
 * next line of a paragraph starts at the paragraph's left edge), and the line drawn after it
 * is the row's next cell, back on the row's baseline right of both: the rows of a matrix on a
 * slide ("a b c" over "d e f" over "g h i") stand under each other the same way.
 */
function wrapsLastGroup<T>(above: RowLine<T>, line: RowLine<T>, next?: RowLine<T>): boolean {
  const groups = above.starts.length;
  if (groups < 2 || line.starts.length > 1 || !next) return false;
  const middle = (line.x0 + line.x1) / 2;
  return (
    Math.abs(next.y - above.y) <= 0.5 * above.height &&
    next.x0 > Math.max(above.x1, line.x1) &&
    line.x0 > above.ends[groups - 2]! + 0.3 * line.height &&
    middle >= above.starts[groups - 1]! &&
    middle <= above.ends[groups - 1]!
  );
}

/** Left edges where a row's cells (after its first) or its lines' item groups start. */
function columnStarts<T>(row: TableRow<T>): number[] {
  return [
    ...row.cells.slice(1).map(cellX0),
    ...row.cells.flatMap((cell) => cell.flatMap((l) => l.starts.slice(1))),
  ];
}

/**
 * Where a row's columns surely start: its cells after the first, and item groups set apart as
 * far as cells always are.
 */
function sureStarts<T>(row: TableRow<T>): number[] {
  return [
    ...row.cells.slice(1).map(cellX0),
    ...row.cells.flatMap((cell) => cell.flatMap((l) => l.wideStarts)),
  ];
}

/** The column starts of `a` that line up with a start or a line's left edge in `b`. */
function linedUp<T>(a: TableRow<T>, b: TableRow<T> | undefined): number[] {
  if (!b) return [];
  const other = [...columnStarts(b), ...b.cells.flat().map((l) => l.x0)];
  const starts = columnStarts(a).filter((x) =>
    other.some((o) => Math.abs(o - x) <= COLUMN_TOLERANCE),
  );
  // A header cell centred over its column ("Area (km²)" over "59947") starts elsewhere than the
  // column's cells; its middle is inside one of them.
  const spans = b.cells.slice(1).map((cell) => [cellX0(cell), cellX1(cell)] as const);
  const centred = a.cells
    .slice(1)
    .filter((cell) => {
      const middle = (cellX0(cell) + cellX1(cell)) / 2;
      return spans.some(([x0, x1]) => middle > x0 && middle < x1);
    })
    .map(cellX0);
  return [...starts, ...centred, ...centredOverGroups(a, b)];
}

/**
 * A header of centred cells on two lines ("Period 1" over "8:00–8:45", each cell its own
 * width) over rows read as one line of item groups (their cells were not built from lines of
 * their own): no cell starts where a group starts. Its cells' middles fall in the columns the
 * groups mark (from one group's start to the next), one cell in each of nearly all of them.
 */
function centredOverGroups<T>(a: TableRow<T>, b: TableRow<T>): number[] {
  const cells = a.cells.slice(1);
  if (cells.length < 3 || b.cells.length !== 1 || b.cells[0]!.length !== 1) return [];
  const groups = [...b.cells[0]![0]!.starts].sort((x, y) => x - y);
  if (groups.length < 3) return [];
  const columnOf = (x: number) => groups.filter((start) => start <= x).length - 1;
  const hit = new Set(cells.map((cell) => columnOf((cellX0(cell) + cellX1(cell)) / 2)));
  hit.delete(-1);
  return hit.size >= cells.length - 1 ? cells.map(cellX0) : [];
}

/**
 * A lone line that is the start of the next row's first cell, wrapped at its left edge ("Lake"
 * over "Superior | Canada and United States | ..."): drawn first, it starts a row of its own,
 * since a row's first cell goes on only with a line set inside it. It is taken back when it
 * starts where that cell starts, sits right above it, in the same size, and ends before the
 * row's second cell: a paragraph's line runs on past the first column.
 */
function wrapsIntoFirstCell<T>(lone: TableRow<T>, row: TableRow<T>): boolean {
  if (lone.cells.length !== 1 || lone.cells[0]!.length !== 1 || row.cells.length < 2) return false;
  const line = lone.cells[0]![0]!;
  if (line.rtl || line.markersOnly || line.starts.length > 1) return false;
  const first = row.cells[0]!;
  const top = first[0]!;
  const below = line.y - top.y;
  return (
    Math.abs(line.x0 - cellX0(first)) <= COLUMN_TOLERANCE &&
    Math.abs(line.height - top.height) <= 0.1 * top.height &&
    below >= 0.5 * top.height &&
    below <= 2 * top.height &&
    line.x1 < cellX0(row.cells[1]!)
  );
}

/** Wrapped first cells taken back into their rows (`wrapsIntoFirstCell`), bottom line first. */
function joinWrappedFirstCells<T>(rows: TableRow<T>[]): TableRow<T>[] {
  const out: TableRow<T>[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    const next = out[0];
    if (next && wrapsIntoFirstCell(row, next)) next.cells[0]!.unshift(row.cells[0]![0]!);
    else out.unshift(row);
  }
  return out;
}

/** The page's lines grouped into rows; a line that is no table row is a row of one cell. */
export function tableRows<T>(lines: readonly RowLine<T>[]): TableRow<T>[] {
  let rows: TableRow<T>[] = [];
  let current: TableRow<T> | null = null;
  for (const [index, line] of lines.entries()) {
    const apart = line.markersOnly || current?.cells.flat().some((l) => l.markersOnly);
    if (current && !apart && !line.rtl && !current.cells.flat().some((l) => l.rtl)) {
      if (continuesCell(current, line, lines[index + 1])) {
        current.cells.at(-1)!.push(line);
        continue;
      }
      if (joinsAsCell(current, line)) {
        current.cells.push([line]);
        continue;
      }
    }
    current = { cells: [[line]], tabular: false, columns: [] };
    rows.push(current);
  }
  rows = joinWrappedFirstCells(rows);
  // Keep a built row only when its columns line up with a neighbour's; undo it otherwise.
  const checked: TableRow<T>[] = [];
  rows.forEach((row, i) => {
    const columns = [...linedUp(row, rows[i - 1]), ...linedUp(row, rows[i + 1])];
    const lined = columns.length > 0;
    if (row.cells.flat().length > 1 && !lined) {
      const undone = row.cells.flat().sort((a, b) => lines.indexOf(a) - lines.indexOf(b));
      for (const line of undone) checked.push({ cells: [[line]], tabular: false, columns: [] });
      return;
    }
    const single = row.cells.length === 1 && row.cells[0]!.length === 1;
    const tabular = lined && (!single || row.cells[0]![0]!.starts.length > 1);
    // A narrow gap separates cells only where a neighbouring row surely starts a column: words
    // of a slide set apart as far line up with the next line's words by chance.
    const around = [rows[i - 2], rows[i - 1], rows[i + 1], rows[i + 2]];
    const sure = around.flatMap((other) => (other ? sureStarts(other) : []));
    const near = (x: number) => sure.some((o) => Math.abs(o - x) <= COLUMN_TOLERANCE);
    checked.push({ cells: row.cells, tabular, columns: tabular ? columns.filter(near) : [] });
  });
  return checked;
}
