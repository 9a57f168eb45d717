// Lines of a page rebuilt from positioned glyphs (stages/pdf-positioned-glyphs.ts): glyphs are
// grouped into lines, combining marks go onto the letter they are drawn on, the line is read left
// to right by position, split into table cells at wide gaps, and each cell is put in logical order
// by the Unicode bidi algorithm (stages/unicode-bidi.ts). Nothing depends on the order in which
// the producer happened to write the glyphs, so right-to-left tables, marks and mixed
// Arabic/English lines come out the same from every engine.
import { CELL_SEPARATOR } from '../clean/line-kinds.js';
import { countScripts } from './arabic-order.js';
import { continuesScript, isScriptOf, MAX_SCRIPT_SIZE_RATIO } from './pdf-baseline-scripts.js';
import type { PositionedGlyph } from './pdf-positioned-glyphs.js';
import { BULLET_CHARS } from './list-bullets.js';
import {
  joinWrappedCells,
  linePitchSizes,
  type CellExtent,
  type CellLine,
} from './pdf-wrapped-cells.js';
import { logicalText, reorderVisualUnits, type LogicalUnits } from './unicode-bidi.js';

/** A gap this many font sizes wide always separates cells (or side-by-side text boxes). */
const CELL_GAP_SIZES = 2;
/**
 * A narrower gap, still far wider than a word space, separates cells when the same column edge
 * is found at a wide gap of a neighbouring line: table columns line up, spaces of prose do not.
 */
const ALIGNED_CELL_GAP_SIZES = 0.7;
/**
 * In a line already cut into cells, a gap with no space glyph drawn in it and wider than a word
 * space is a cell edge too when a neighbouring row has its column edge there: a cell whose text
 * fills its column leaves only the cell padding (LibreOffice: about 0.4 font sizes).
 */
const FILLED_CELL_GAP_SIZES = 0.33;
const ALIGN_TOLERANCE_SIZES = 0.25;
/** Two gaps overlapping this much (font sizes) share the column edge that runs through them. */
const COLUMN_OVERLAP_SIZES = 0.3;
const NEIGHBOUR_LINES = 3;
/** Lines this many font sizes above or below a line are neighbours too, whenever drawn. */
const AROUND_SIZES = 5;
/** A gap between two glyphs wider than this (in font sizes) is a word space (pdf.js uses 0.102). */
const WORD_GAP_SIZES = 0.11;
/** With a space glyph drawn between them, a narrower gap is enough (condensed or small spaces). */
const SPACED_WORD_GAP_SIZES = 0.08;
/** A list marker ("1.", "a)", "•") followed by a tab stop: not a cell. */
const LIST_MARKER = new RegExp(
  `^(?:[\\p{Nd}\\p{L}]{1,3}[.)\\-–]|\\(?[\\p{Nd}]{1,3}\\)|[${BULLET_CHARS}])$`,
  'u',
);
const MARK = /^\p{Mn}+$/u;
/** A smaller glyph beside a letter with its baseline this far off (in its size) is a script. */
const MIN_SCRIPT_SHIFT_SIZES = 0.15;
/** A glyph the font maps to nothing readable (pdf.js gives U+0000): no letter to keep. */
const UNMAPPED = /^[\u0000-\u001f\ufffd]+$/u;

interface Cluster {
  /** The letter the cluster is drawn from (its marks added to the text). */
  glyph: PositionedGlyph;
  text: string;
  x: number;
  width: number;
  size: number;
  space: boolean;
}

interface GlyphLine {
  glyphs: PositionedGlyph[];
  y: number;
  size: number;
  /** Superscripts and subscripts of the line, each with the glyph it is attached to. */
  scripts: Map<PositionedGlyph, PositionedGlyph>;
}

interface BuiltLine {
  y: number;
  size: number;
  clusters: Cluster[];
  scripts: GlyphLine['scripts'];
  /** Indexes i where a wide gap lies between clusters i-1 and i (spaces skipped). */
  wideGaps: {
    index: number;
    leftEdge: number;
    rightEdge: number;
    width: number;
    /** A space glyph is drawn in the gap: a (justified) word space unless very wide. */
    spaced: boolean;
  }[];
  /** Gaps with no space glyph, narrower than the wide ones, wider than a word space. */
  filledCellGaps: BuiltLine['wideGaps'];
}

/**
 * The glyph of the line that `glyph` is a superscript or subscript of, if any: a glyph it is
 * drawn beside, or the line's last glyph when that is a script `glyph` carries on.
 */
function scriptBase(glyph: PositionedGlyph, line: GlyphLine): PositionedGlyph | undefined {
  if (glyph.text.trim() === '' || MARK.test(glyph.text)) return undefined;
  const last = line.glyphs.at(-1)!;
  if (line.scripts.has(last) && continuesScript(glyph, last)) return last;
  if (glyph.size > MAX_SCRIPT_SIZE_RATIO * line.size) return undefined;
  return line.glyphs.find((base) => base.text.trim() !== '' && isScriptOf(glyph, base));
}

function groupGlyphLines(glyphs: readonly PositionedGlyph[]): GlyphLine[] {
  const lines: GlyphLine[] = [];
  let current: GlyphLine | null = null;
  for (const glyph of glyphs) {
    const size = glyph.size > 0 ? glyph.size : 10;
    // A mark or a space drawn raised (its own run, placed by the font's offsets) stays on the
    // line of the letters around it.
    const sameLine =
      current !== null &&
      (Math.abs(glyph.y - current.y) <= 0.5 * Math.min(size, current.size) ||
        ((MARK.test(glyph.text) || glyph.text.trim() === '') &&
          Math.abs(glyph.y - current.y) <= 1.2 * current.size));
    // A superscript or subscript beside a glyph of the line (pdf-baseline-scripts.ts).
    const base = current ? scriptBase(glyph, current) : undefined;
    if (current && (sameLine || base)) {
      if (base && (!sameLine || Math.abs(glyph.y - base.y) >= MIN_SCRIPT_SHIFT_SIZES * size))
        current.scripts.set(glyph, base);
      current.glyphs.push(glyph);
      if (!base) current.size = Math.max(current.size, size);
    } else {
      current = { glyphs: [glyph], y: glyph.y, size, scripts: new Map() };
      lines.push(current);
    }
  }
  return lines;
}

function isMark(glyph: PositionedGlyph): boolean {
  return MARK.test(glyph.text);
}

/** Farthest a mark's origin may be from its letter (font sizes): never across a word or cell gap. */
const MARK_REACH_SIZES = 0.6;
/** Within this of the stream-order choice, the stream order decides (marks shifted by the font). */
const MARK_STREAM_SLACK_SIZES = 0.35;
const ARABIC_MARK = /^[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/u;
const ARABIC_LETTER = /^[\u0620-\u064A\u066E-\u06D3\u06D5\uFB50-\uFDFF\uFE70-\uFEFC]/u;

/** Whether a mark can sit on a glyph: Arabic marks on Arabic letters, other marks on letters. */
function canCarry(mark: PositionedGlyph, glyph: PositionedGlyph): boolean {
  return ARABIC_MARK.test(mark.text) ? ARABIC_LETTER.test(glyph.text) : /^\p{L}/u.test(glyph.text);
}

function distanceToSpan(x: number, glyph: PositionedGlyph): number {
  if (x < glyph.x) return glyph.x - x;
  return Math.max(0, x - (glyph.x + glyph.width));
}

/**
 * The letter a combining mark sits on, among its neighbours in the content stream (a mark is
 * drawn right before or after its letter): one that can carry it, close to the mark's origin.
 * When both can, a stream drawn left to right in a right-to-left line has its marks before
 * their letter (the cluster reversed, as HarfBuzz-based engines draw), other streams after it;
 * the font may shift a mark by a fraction of a letter, so position decides only beyond that.
 */
function markBase(
  glyphs: readonly PositionedGlyph[],
  index: number,
  rtl: boolean,
): PositionedGlyph | null {
  const mark = glyphs[index]!;
  const neighbour = (step: 1 | -1): PositionedGlyph | null => {
    for (let i = index + step; i >= 0 && i < glyphs.length; i += step) {
      if (!isMark(glyphs[i]!)) return glyphs[i]!;
    }
    return null;
  };
  const before = neighbour(-1);
  const after = neighbour(1);
  const reach = MARK_REACH_SIZES * mark.size;
  const usable = (g: PositionedGlyph | null): g is PositionedGlyph =>
    g !== null && canCarry(mark, g) && distanceToSpan(mark.x, g) <= reach;
  const candidates = [before, after].filter(usable);
  if (candidates.length < 2) return candidates[0] ?? null;
  const visualStream = after!.x > before!.x;
  const [preferred, other] = rtl && visualStream ? [after!, before!] : [before!, after!];
  const slack = MARK_STREAM_SLACK_SIZES * mark.size;
  return distanceToSpan(mark.x, preferred) <= distanceToSpan(mark.x, other) + slack
    ? preferred
    : other;
}

const runLeft = (run: readonly PositionedGlyph[]) => Math.min(...run.map((g) => g.x));
const runRight = (run: readonly PositionedGlyph[]) => Math.max(...run.map((g) => g.x + g.width));
/** Two runs that overlap by more than this many font sizes are drawn through each other. */
const INTERLEAVED_SIZES = 0.5;
/**
 * A run lying this much of its width inside another is drawn in that run's gaps, however narrow
 * it is: LibreOffice draws a number's digits ("١٢٠٨٠") as one run and the "/" between them
 * ("١٢٠/٨٠", blood pressure) as another, one glyph wide; put after the digits, it read "/٨٠ ١٢٠".
 */
const INSIDE_SHARE = 0.8;

/** `extra`'s glyphs put into `backbone` by position, the backbone's drawing order kept. */
function interleave(
  backbone: readonly PositionedGlyph[],
  extra: readonly PositionedGlyph[],
): PositionedGlyph[] {
  const merged = [...backbone];
  for (const glyph of extra) {
    const centre = glyph.x + glyph.width / 2;
    const at = merged.findIndex((g) => g.x + g.width / 2 > centre);
    merged.splice(at === -1 ? merged.length : at, 0, glyph);
  }
  return merged;
}

/**
 * Bases in visual order. Runs are put side by side by position; inside a run the drawing order is
 * kept (fonts with kerning or shaping overlap neighbouring glyphs, so their positions alone can
 * misorder them). LibreOffice draws a right-to-left line's spaces and punctuation as one run and
 * its letters as another, each across the whole line: such runs are woven together by position
 * around the longer one, or every "." and ":" of the line went to one end ("…الجسم الغذاء" with
 * the full stop at the line's start).
 */
function runsInVisualOrder(bases: readonly PositionedGlyph[]): PositionedGlyph[] {
  const runs = new Map<number, PositionedGlyph[]>();
  for (const glyph of bases) {
    const run = runs.get(glyph.run);
    if (run) run.push(glyph);
    else runs.set(glyph.run, [glyph]);
  }
  const placed: PositionedGlyph[][] = [];
  const byPosition = [...runs.values()].sort(
    (a, b) => runLeft(a) - runLeft(b) || a[0]!.order - b[0]!.order,
  );
  for (const run of byPosition) {
    const last = placed.at(-1);
    const size = Math.max(...run.map((g) => g.size), 1);
    const overlap = last ? Math.min(runRight(last), runRight(run)) - runLeft(run) : 0;
    const inside = overlap > 0 && overlap >= INSIDE_SHARE * (runRight(run) - runLeft(run));
    if (last && (overlap > INTERLEAVED_SIZES * size || inside)) {
      placed[placed.length - 1] =
        last.length >= run.length ? interleave(last, run) : interleave(run, last);
    } else placed.push(run);
  }
  return placed.flat();
}

/** A glyph that may have no Unicode of its own: its text is only its code (or nothing). */
function mayBeUnmapped(glyph: PositionedGlyph): boolean {
  if (UNMAPPED.test(glyph.text)) return true;
  return glyph.codeAsText === true && [...glyph.text].length === 1 && !/\p{L}/u.test(glyph.text);
}

/** Within this (font sizes) two glyphs touch: no word space between them. */
const TOUCHING_SIZES = 0.11;

/**
 * The glyphs of `visual` that are kashidas: LibreOffice stretches justified Arabic with tatweel
 * glyphs its font subset maps to no Unicode, which pdf.js reads as their code ("%", ")", U+0018):
 * "الش%%مس", "ع(لى", or a gap that split "الك واكب". A run of glyphs with no Unicode of their
 * own (mayBeUnmapped) drawn touching between two Arabic letters can only be such a stretch.
 */
function kashidas(glyphs: readonly PositionedGlyph[]): Set<PositionedGlyph> {
  const found = new Set<PositionedGlyph>();
  // LibreOffice's run of a line's spaces is woven in by position and may land beside a kashida;
  // a real space between the letters leaves a gap the touching test sees.
  const visual = glyphs.filter((g) => g.text.trim() !== '' || UNMAPPED.test(g.text));
  for (let i = 1; i < visual.length - 1; i++) {
    if (!mayBeUnmapped(visual[i]!) || !ARABIC_LETTER.test(visual[i - 1]!.text)) continue;
    let end = i;
    while (end < visual.length && mayBeUnmapped(visual[end]!)) end++;
    const stretch = visual.slice(i - 1, end + 1);
    const touching = stretch.every((glyph, k) => {
      const next = stretch[k + 1];
      return !next || next.x - (glyph.x + glyph.width) <= TOUCHING_SIZES * glyph.size;
    });
    // Drawn from the Arabic letters' own font: a "/" or "-" of a Latin font whose codes are its
    // characters, set between two Arabic words ("صح/خطأ"), is text.
    const ownFont = visual
      .slice(i, end)
      .every((g) => g.font === visual[i - 1]!.font || g.font === visual[end]?.font);
    if (end < visual.length && ARABIC_LETTER.test(visual[end]!.text) && touching && ownFont)
      for (const glyph of visual.slice(i, end)) found.add(glyph);
    i = end - 1;
  }
  return found;
}

/** Letters with their marks, in visual order (left to right). */
function clusters(line: GlyphLine, rtl: boolean): Cluster[] {
  const marksOf = new Map<PositionedGlyph, string>();
  const bases: PositionedGlyph[] = [];
  line.glyphs.forEach((glyph, index) => {
    if (!isMark(glyph)) {
      bases.push(glyph);
      return;
    }
    const base = markBase(line.glyphs, index, rtl);
    if (base) marksOf.set(base, (marksOf.get(base) ?? '') + glyph.text);
    // A mark with no letter under it is dropped: placed anywhere else it would change a word.
  });
  const visual = runsInVisualOrder(bases);
  const stretches = kashidas(visual);
  const out: Cluster[] = [];
  for (const g of visual) {
    const previous = out.at(-1);
    // A kashida widens the letter it follows on the page, so no gap opens in the word.
    if (stretches.has(g) && previous) {
      previous.width = Math.max(previous.width, g.x + g.width - previous.x);
      continue;
    }
    if (UNMAPPED.test(g.text)) continue;
    out.push({
      glyph: g,
      text: g.text + (marksOf.get(g) ?? ''),
      x: g.x,
      width: g.width,
      size: g.size,
      space: g.text.trim() === '',
    });
  }
  return out;
}

/** A line holding both scripts takes the direction of the one it has at least twice as much of. */
const CLEAR_MAJORITY = 2;

/**
 * A line's paragraph direction. One script: its own. Both: the clear majority's, otherwise the
 * page's (an Arabic heading with a longer English term in brackets is still right to left on an
 * Arabic page; a glossary row "Term | المصطلح | Meaning" on an English page left to right).
 */
function isRightToLeft(line: GlyphLine, pageRtl: boolean): boolean {
  const { arabic, latin } = countScripts(line.glyphs.map((g) => g.text).join(''));
  if (arabic === 0 || latin === 0) return arabic > 0;
  if (arabic >= CLEAR_MAJORITY * latin) return true;
  if (latin >= CLEAR_MAJORITY * arabic) return false;
  return pageRtl;
}

function buildLine(line: GlyphLine, pageRtl: boolean): BuiltLine & { rtl: boolean } {
  const rtl = isRightToLeft(line, pageRtl);
  const list = clusters(line, rtl);
  const wideGaps: BuiltLine['wideGaps'] = [];
  const filledCellGaps: BuiltLine['wideGaps'] = [];
  let previous: Cluster | null = null;
  let spaced = false;
  list.forEach((cluster, index) => {
    if (cluster.space) {
      spaced = true;
      return;
    }
    if (previous) {
      const gap = cluster.x - (previous.x + previous.width);
      const found = {
        index,
        leftEdge: previous.x + previous.width,
        rightEdge: cluster.x,
        width: gap,
        spaced,
      };
      if (gap > ALIGNED_CELL_GAP_SIZES * line.size) wideGaps.push(found);
      else if (!spaced && gap > FILLED_CELL_GAP_SIZES * line.size) filledCellGaps.push(found);
    }
    previous = cluster;
    spaced = false;
  });
  return {
    y: line.y,
    size: line.size,
    clusters: list,
    scripts: line.scripts,
    wideGaps,
    filledCellGaps,
    rtl,
  };
}

type Gap = BuiltLine['wideGaps'][number];

/**
 * Whether two gaps of nearby lines lie on one column edge: an edge of text lines up (cells
 * aligned the same way), or the gaps overlap by more than cell padding, so the column's edge
 * runs through both: a header row's centred titles over right-aligned cells of a Word table
 * leave their gaps around the same column edge without sharing an edge of text.
 */
function onSameColumnEdge(a: Gap, b: Gap, size: number): boolean {
  const tolerance = ALIGN_TOLERANCE_SIZES * size;
  if (Math.abs(a.leftEdge - b.leftEdge) <= tolerance) return true;
  if (Math.abs(a.rightEdge - b.rightEdge) <= tolerance) return true;
  const overlap = Math.min(a.rightEdge, b.rightEdge) - Math.max(a.leftEdge, b.leftEdge);
  return overlap >= COLUMN_OVERLAP_SIZES * size;
}

/** Where a line's ink starts and ends. */
function inkExtent(line: BuiltLine): { x0: number; x1: number } | null {
  const inked = line.clusters.filter((c) => !c.space);
  if (inked.length === 0) return null;
  return {
    x0: Math.min(...inked.map((c) => c.x)),
    x1: Math.max(...inked.map((c) => c.x + c.width)),
  };
}

/**
 * Nearby lines with a wide gap (no space glyph in it) on the same column edge as `gap`, or, for
 * a line already cut into cells, whose ink ends where the gap starts or starts where it ends: a
 * wrapped cell's lines stand on lines of their own ("تتصل به الأضلاع من الأمام" over "17 سم"),
 * set to their column's edge as the cell in the gap's row is.
 */
function linesAlignedWith(
  gap: Gap,
  line: BuiltLine,
  neighbours: readonly BuiltLine[],
  inRow = false,
): number {
  const tolerance = ALIGN_TOLERANCE_SIZES * line.size;
  const near = (a: number, b: number) => Math.abs(a - b) <= tolerance;
  return neighbours.filter((other) => {
    if (other === line || Math.abs(other.size - line.size) > 0.2 * line.size) return false;
    const gaps = other.wideGaps.some((g) => !g.spaced && onSameColumnEdge(g, gap, line.size));
    if (gaps || !inRow) return gaps;
    const ink = inkExtent(other);
    return ink !== null && (near(ink.x1, gap.leftEdge) || near(ink.x0, gap.rightEdge));
  }).length;
}

/** Rows that must share a narrow unspaced gap's edge for it to be a column edge. */
const FILLED_EDGE_ROWS = 2;

/**
 * Rows among `neighbours` (lines already cut into cells) with a gap of their own like `gap`
 * (wider than a word space, no space glyph drawn in it) starting or ending where it does. A
 * LibreOffice table sets a right-to-left cell's text at the cell's left edge: a column of short
 * numbers leaves only the cell padding before the next column's text on every row ("الهاتف
 * 1876"), so no row has a wide gap there for the others to line up with.
 */
function rowsWithFilledGapAt(gap: Gap, line: BuiltLine, neighbours: readonly BuiltLine[]): number {
  const tolerance = ALIGN_TOLERANCE_SIZES * line.size;
  return neighbours.filter(
    (other) =>
      other !== line &&
      Math.abs(other.size - line.size) <= 0.2 * line.size &&
      other.wideGaps.length > 0 &&
      other.filledCellGaps.some(
        (g) =>
          Math.abs(g.leftEdge - gap.leftEdge) <= tolerance ||
          Math.abs(g.rightEdge - gap.rightEdge) <= tolerance,
      ),
  ).length;
}

/**
 * A line's neighbours: the lines drawn just before and after it, and the lines a few font sizes
 * above or below it. Office tools draw a table cell by cell, so a row whose cells wrap puts its
 * lines between the rows above and below in drawing order.
 */
function neighbourLines(built: readonly BuiltLine[], index: number): BuiltLine[] {
  const line = built[index]!;
  const drawn = built.slice(Math.max(0, index - NEIGHBOUR_LINES), index + NEIGHBOUR_LINES + 1);
  const around = built.filter(
    (other) => !drawn.includes(other) && Math.abs(other.y - line.y) <= AROUND_SIZES * line.size,
  );
  return [...drawn, ...around];
}

/** Whether a wide gap is a column edge: very wide, or lined up with a wide gap of a nearby line. */
function isCellGap(gap: Gap, line: BuiltLine, neighbours: readonly BuiltLine[]): boolean {
  if (gap.width > CELL_GAP_SIZES * line.size) return true;
  return !gap.spaced && linesAlignedWith(gap, line, neighbours) > 0;
}

/**
 * One cell's clusters (visual order) as units for the bidi algorithm. Word spaces go where the
 * glyphs leave a gap: a space glyph alone does not make one (Word draws spaces overlapped by
 * the next word).
 */
function cellUnits(cells: readonly Cluster[], scripts: BuiltLine['scripts']): string[] {
  const units: string[] = [];
  let previous: Cluster | null = null;
  let spaceGlyph = false;
  for (const cluster of cells) {
    if (cluster.space) {
      spaceGlyph = true;
      continue;
    }
    if (previous) {
      const gap = cluster.x - (previous.x + previous.width);
      const size = Math.min(cluster.size, previous.size);
      // A superscript or subscript is written against its base ("x2", "CO2").
      const attached =
        scripts.get(cluster.glyph) === previous.glyph ||
        scripts.get(previous.glyph) === cluster.glyph;
      if (!attached && gap > (spaceGlyph ? SPACED_WORD_GAP_SIZES : WORD_GAP_SIZES) * size)
        units.push(' ');
    }
    units.push(cluster.text);
    previous = cluster;
    spaceGlyph = false;
  }
  return units;
}

const OPENING: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<', '»': '«' };
const OPENERS = new Set(Object.values(OPENING));

/** Brackets out of pairs: closing ones before any opening one of their kind, and unclosed ones. */
function bracketsOutOfPairs(text: string): number {
  const open = new Map<string, number>();
  let wrong = 0;
  for (const ch of text) {
    const opener = OPENING[ch];
    if (opener === undefined) {
      if (OPENERS.has(ch)) open.set(ch, (open.get(ch) ?? 0) + 1);
      continue;
    }
    const depth = open.get(opener) ?? 0;
    if (depth === 0) wrong++;
    else open.set(opener, depth - 1);
  }
  for (const depth of open.values()) wrong += depth;
  return wrong;
}

interface LineCells extends CellLine {
  line: BuiltLine & { rtl: boolean };
}

/** A table cell is a paragraph of its own: one script gives its direction, both the line's. */
function cellDirection(units: readonly string[], lineRtl: boolean): 'rtl' | 'ltr' {
  const { arabic, latin } = countScripts(units.join(''));
  if (arabic > 0 && latin === 0) return 'rtl';
  if (latin > 0 && arabic === 0) return 'ltr';
  return lineRtl ? 'rtl' : 'ltr';
}

function splitCells(
  line: BuiltLine & { rtl: boolean },
  neighbours: readonly BuiltLine[],
): LineCells {
  const wide = line.wideGaps.filter((gap) => isCellGap(gap, line, neighbours));
  // A row already cut into cells needs one row below or above with the column edge; a line with
  // no other cut (a header over two columns) two: a line of prose lines up with one by chance.
  const rowsNeeded = wide.length > 0 ? 1 : 2;
  const aligned = (gap: Gap) =>
    linesAlignedWith(gap, line, neighbours, wide.length > 0) >= rowsNeeded;
  // Once the line is cut into cells, a narrow gap that rows around share is a column edge too.
  const cut = wide.length > 0 || line.filledCellGaps.some(aligned);
  const filled = line.filledCellGaps.filter(
    (gap) =>
      aligned(gap) || (cut && rowsWithFilledGapAt(gap, line, neighbours) >= FILLED_EDGE_ROWS),
  );
  const cuts = [...wide, ...filled].map((g) => g.index).sort((a, b) => a - b);
  const cells: LogicalUnits[] = [];
  const extents: CellExtent[] = [];
  let start = 0;
  for (const cut of [...cuts, line.clusters.length]) {
    const slice = line.clusters.slice(start, cut);
    const units = cellUnits(slice, line.scripts);
    if (units.length > 0) {
      cells.push(reorderVisualUnits(units, cellDirection(units, line.rtl)));
      const inked = slice.filter((c) => !c.space);
      extents.push({
        x0: Math.min(...inked.map((c) => c.x)),
        x1: Math.max(...inked.map((c) => c.x + c.width)),
      });
    }
    start = cut;
  }
  return {
    line,
    y: line.y,
    size: line.size,
    bottom: line.y,
    rtl: line.rtl,
    cells: line.rtl ? cells.reverse() : cells,
    extents: line.rtl ? extents.reverse() : extents,
  };
}

/**
 * A cell in logical order. Producers differ on a bracket drawn mirrored in a right-to-left run:
 * most (Skia, browsers) map the glyph to the shape drawn, Word and some fonts to the character
 * it stands for. The reading in which the cell's brackets open before they close wins; a cell
 * that cannot tell (one bracket of a pair broken over two lines) follows its page.
 */
function cellText(cell: LogicalUnits, pageMirrors: boolean): string {
  const shapes = logicalText(cell, true);
  if (!BRACKETS.test(shapes)) return shapes;
  const characters = logicalText(cell, false);
  const shapeErrors = bracketsOutOfPairs(shapes);
  const characterErrors = bracketsOutOfPairs(characters);
  if (shapeErrors !== characterErrors) return shapeErrors < characterErrors ? shapes : characters;
  return pageMirrors ? shapes : characters;
}

const BRACKETS = /[()[\]{}<>«»]/u;

function renderLine({ cells }: LineCells, pageMirrors: boolean): string {
  const texts = cells
    .map((units) => cellText(units, pageMirrors).replace(/\s+/g, ' ').trim())
    .filter((t) => t !== '');
  // A list marker before its text's tab stop is not a cell of its own.
  const merged: string[] = [];
  for (const text of texts) {
    if (merged.length === 1 && LIST_MARKER.test(merged[0]!)) merged[0] = `${merged[0]} ${text}`;
    else merged.push(text);
  }
  return merged.join(CELL_SEPARATOR);
}

/** Lines further apart than this many font sizes are in different paragraphs, */
const PARAGRAPH_GAP_SIZES = 1.9;
/** unless no further than this past the page's line pitch, */
const WRAP_PITCH_SLACK = 1.12;
/** from a line running this much of the page's widest: text wrapped there, it did not end. */
const FULL_LINE_SHARE = 0.85;

const inkWidth = (line: LineCells) =>
  line.extents.length === 0
    ? 0
    : Math.max(...line.extents.map((e) => e.x1)) - Math.min(...line.extents.map((e) => e.x0));

/**
 * Whether a paragraph ends between two lines. Arabic fonts such as Noto Naskh set Writer and Word
 * lines over two font sizes apart, so every wrapped line of a justified Arabic paragraph read as
 * a paragraph of its own and a sentence was cut at each line end ("أما الكواكب الخارجية فهي
 * المشتري" / "وزحل وأورانوس ونبتون"). A line that ran to the margin, followed at the page's own
 * line pitch (pdf-wrapped-cells.ts), goes on in the next.
 */
function paragraphGap(above: LineCells, below: LineCells, pitch: number, widest: number): boolean {
  const size = Math.max(above.size, below.size);
  const apart = Math.abs(above.bottom - below.y);
  if (apart <= PARAGRAPH_GAP_SIZES * size) return false;
  const wrapped =
    pitch > 0 &&
    above.cells.length === 1 &&
    below.cells.length === 1 &&
    apart <= WRAP_PITCH_SLACK * pitch * above.size &&
    inkWidth(above) >= FULL_LINE_SHARE * widest;
  return !wrapped;
}

const leftEdge = (lines: readonly LineCells[]) =>
  Math.min(...lines.flatMap((l) => l.extents.map((e) => e.x0)));
const rightEdge = (lines: readonly LineCells[]) =>
  Math.max(...lines.flatMap((l) => l.extents.map((e) => e.x1)));
/** Two blocks this far apart (font sizes) stand side by side: a gutter, not a word space. */
const GUTTER_SIZES = 1;

/**
 * The lines from `start` on that sit one under the other in the column of the first: the block
 * a producer drew in one go (a slide's text box, a column).
 */
function blockFrom(lines: readonly LineCells[], start: number, step: 1 | -1): LineCells[] {
  const first = lines[start]!;
  const [x0, x1] = [leftEdge([first]), rightEdge([first])];
  const block = [first];
  for (let i = start + step; i >= 0 && i < lines.length; i += step) {
    const line = lines[i]!;
    const above = step === 1 ? block.at(-1)! : line;
    const below = step === 1 ? line : block.at(-1)!;
    const overlaps = leftEdge([line]) < x1 && rightEdge([line]) > x0;
    if (!overlaps || below.y > above.y + 0.5 * above.size) break;
    block.push(line);
  }
  return step === 1 ? block : block.reverse();
}

/**
 * A right-to-left page reads its side-by-side blocks right one first. Impress draws a slide's two
 * content boxes in the layout's order, the left one first, and Writer its text boxes as anchored;
 * read in drawing order, an Arabic slide gave its left box (the second topic) before the right
 * one. A block drawn next that starts above where the one before ended, across a gutter to its
 * right, goes before it.
 */
function rightBlockFirst(lines: readonly LineCells[]): LineCells[] {
  const out = [...lines];
  for (let i = 1; i < out.length; i++) {
    const before = out[i - 1]!;
    if (out[i]!.y <= before.y + before.size || out[i]!.extents.length === 0) continue;
    const right = blockFrom(out, i, 1);
    const left = blockFrom(out, i - 1, -1);
    const top = Math.max(...right.map((l) => l.y));
    const level = left.filter((l) => l.y <= top + l.size);
    if (level.length === 0 || level.some((l) => l.extents.length === 0)) continue;
    if (rightEdge(level) + GUTTER_SIZES * before.size > leftEdge(right)) continue;
    const start = i - level.length;
    out.splice(start, level.length + right.length, ...right, ...level);
    i = start + level.length + right.length - 1;
  }
  return out;
}

/** Lines of one page in reading order from its glyphs; an empty string marks a paragraph gap. */
export function layoutGlyphLines(glyphs: readonly PositionedGlyph[]): string[] {
  const page = countScripts(glyphs.map((g) => g.text).join(''));
  const pageRtl = page.arabic > 0 && page.arabic >= page.latin;
  const built = groupGlyphLines(glyphs).map((line) => buildLine(line, pageRtl));
  const wrapped = joinWrappedCells(
    built.map((line, index) => splitCells(line, neighbourLines(built, index))),
  );
  const lines = pageRtl ? rightBlockFirst(wrapped) : wrapped;
  let texts = lines.map((l) => renderLine(l, true));
  const joined = texts.join('\n');
  if (BRACKETS.test(joined)) {
    const asCharacters = lines.map((l) => renderLine(l, false));
    if (bracketsOutOfPairs(asCharacters.join('\n')) < bracketsOutOfPairs(joined))
      texts = asCharacters;
  }
  const out: string[] = [];
  let previous: LineCells | null = null;
  const pitch = linePitchSizes(lines);
  const widest = Math.max(0, ...lines.map(inkWidth));
  texts.forEach((text, index) => {
    if (!text) return;
    const line = lines[index]!;
    // Measured from the previous line's last wrapped cell line: a row of wrapped cells is no gap.
    if (previous && paragraphGap(previous, line, pitch, widest)) out.push('');
    out.push(text);
    previous = line;
  });
  return out;
}
