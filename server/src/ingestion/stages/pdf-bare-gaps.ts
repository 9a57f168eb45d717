// Where a left-to-right line's text items hide a cell edge (issue 7, "into table cells").
// pdf.js glues the next text-showing operation onto an item when it starts less than about 0.6
// font sizes away, writing a space of its own in the gap: LibreOffice and Word set a filled cell
// only its padding (0.3 to 0.5 font sizes) before the next, so "Magnesium" and "Mg", or a whole
// header "Symbol Atomic number Group State", became one item and the layout could not see the
// cells. The page's glyphs (pdf-positioned-glyphs.ts) still show the gap, and whether a space
// glyph was drawn in it: on a page whose writer draws its word spaces, a gap with none drawn is
// no word space. Items are cut there, and the piece after is marked; pdf-text-layout.ts decides
// from the rows around whether it starts a cell.
import type { PositionedGlyph } from './pdf-positioned-glyphs.js';
import type { PositionedText } from './pdf-text-layout.js';

/**
 * A pdf.js text item; `afterBareGap` marks one that starts after a gap of at least
 * `BARE_GAP_SIZES` with no space glyph drawn in it.
 */
export type GapText = PositionedText;

/** A gap this many font sizes wide, with no space drawn in it, may be a cell's padding. */
export const BARE_GAP_SIZES = 0.25;
/** Word gaps are at least this wide; narrower ones are kerning. */
const WORD_GAP_SIZES = 0.15;
/** Two glyphs are on one baseline when this close, in font sizes. */
const BASELINE_SIZES = 0.2;

const isSpace = (g: PositionedGlyph) => g.text.trim() === '';
const inkEnd = (g: PositionedGlyph) => g.x + g.width;

/** The page's glyphs by baseline, each line left to right. */
function baselines(glyphs: readonly PositionedGlyph[]): PositionedGlyph[][] {
  const lines: PositionedGlyph[][] = [];
  const sorted = [...glyphs].sort((a, b) => b.y - a.y || a.x - b.x);
  for (const glyph of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - glyph.y) <= BASELINE_SIZES * glyph.size) line.push(glyph);
    else lines.push([glyph]);
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x));
}

interface Gap {
  /** The glyph after the gap. */
  glyph: PositionedGlyph;
  width: number;
  spaced: boolean;
}

/** Gaps between a line's inked glyphs wider than a word gap, and whether a space was drawn in each. */
function wordGaps(line: readonly PositionedGlyph[]): Gap[] {
  const gaps: Gap[] = [];
  let previous: PositionedGlyph | null = null;
  let spaced = false;
  for (const glyph of line) {
    if (isSpace(glyph)) {
      spaced = true;
      continue;
    }
    if (previous) {
      const width = glyph.x - inkEnd(previous);
      if (width >= WORD_GAP_SIZES * glyph.size) gaps.push({ glyph, width, spaced });
    }
    previous = glyph;
    spaced = false;
  }
  return gaps;
}

/** pdf.js writes a space into gaps narrower than this (in font sizes) and glues the text on. */
const GLUED_GAP_SIZES = 0.6;
/** A page with this many word gaps and few spaces drawn in them draws none: the writer's way. */
const MIN_TELLING_GAPS = 12;

/** How the page's writer sets word gaps: with a space glyph, bare, or too few gaps to tell. */
export type WordSpaces = 'drawn' | 'bare' | 'unknown';

/**
 * Whether the page's writer draws word spaces as glyphs (LibreOffice, Word, pdf-lib): most of its
 * gaps as narrow as words' hold one. TeX and some converters draw none; there every word gap is
 * bare. Wider gaps are a table's cells on any page, and tell nothing.
 */
function pageWordSpaces(lines: readonly PositionedGlyph[][]): WordSpaces {
  const gaps = lines
    .flatMap(wordGaps)
    .filter((gap) => gap.width < GLUED_GAP_SIZES * gap.glyph.size);
  const spaced = gaps.filter((g) => g.spaced).length;
  if (spaced > 0 && spaced >= 2 * (gaps.length - spaced)) return 'drawn';
  return gaps.length >= MIN_TELLING_GAPS ? 'bare' : 'unknown';
}

const nonSpaceCount = (text: string) => text.normalize('NFKC').replace(/\s/gu, '').length;

/** The index in `str` after its first `count` non-space characters (NFKC, as pdf.js writes them). */
function indexAfter(str: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < str.length; i++) {
    if (seen === count) return i;
    if (!/\s/u.test(str[i]!)) seen += str[i]!.normalize('NFKC').length;
  }
  return seen === count ? str.length : -1;
}

/** `item` cut before each of `starts` inside it, when its glyphs account for its characters. */
function cutItem(item: GapText, glyphs: readonly PositionedGlyph[], starts: PositionedGlyph[]) {
  const inked = glyphs.filter((g) => !isSpace(g));
  if (nonSpaceCount(inked.map((g) => g.text).join('')) !== nonSpaceCount(item.str)) return [item];
  const pieces: GapText[] = [];
  let rest = item;
  let consumed = 0;
  for (const start of starts) {
    const before = inked.filter((g) => g.x < start.x);
    const count = nonSpaceCount(before.map((g) => g.text).join('')) - consumed;
    const at = indexAfter(rest.str, count);
    if (at <= 0 || at >= rest.str.length) continue;
    const end = inkEnd(before.at(-1)!);
    pieces.push({ ...rest, str: rest.str.slice(0, at).trimEnd(), width: end - rest.x });
    rest = {
      ...rest,
      str: rest.str.slice(at).trimStart(),
      x: start.x,
      width: rest.x + rest.width - start.x,
      afterBareGap: true,
    };
    consumed += count;
  }
  return [...pieces, rest];
}

/**
 * The items with each one cut where its glyphs leave a bare gap, and every item that starts after
 * a bare gap marked, with how the page sets its word gaps. Items stay as they are on pages that
 * do not draw their word spaces.
 */
export function cutAtBareGaps<T extends GapText>(
  items: readonly T[],
  glyphs: readonly PositionedGlyph[],
): { items: GapText[]; wordSpaces: WordSpaces } {
  const lines = baselines(glyphs);
  const wordSpaces = pageWordSpaces(lines);
  return {
    items: wordSpaces === 'drawn' ? cutItems(items, glyphs, lines) : [...items],
    wordSpaces,
  };
}

/** Each item cut at the bare gaps inside it, and marked when it starts after one. */
function cutItems(
  items: readonly GapText[],
  glyphs: readonly PositionedGlyph[],
  lines: readonly PositionedGlyph[][],
): GapText[] {
  const bare = lines.flatMap((line) =>
    wordGaps(line)
      .filter((gap) => !gap.spaced && gap.width >= BARE_GAP_SIZES * gap.glyph.size)
      .map((gap) => gap.glyph),
  );
  if (bare.length === 0) return [...items];
  const out: GapText[] = [];
  for (const item of items) {
    const onLine = (g: PositionedGlyph) => Math.abs(g.y - item.y) <= BASELINE_SIZES * g.size;
    const starts = bare.filter((g) => onLine(g) && Math.abs(g.x - item.x) <= 0.5);
    const marked =
      starts.length > 0 && item.str.trim() !== '' ? { ...item, afterBareGap: true } : item;
    const inside = bare
      .filter((g) => onLine(g) && g.x > item.x + 0.5 && g.x < item.x + item.width - 0.5)
      .sort((a, b) => a.x - b.x);
    if (inside.length === 0 || item.str.trim() === '') {
      out.push(marked);
      continue;
    }
    const own = glyphs.filter(
      (g) => onLine(g) && g.x >= item.x - 0.5 && inkEnd(g) <= item.x + item.width + 0.5,
    );
    out.push(...cutItem(marked, own, inside));
  }
  return out;
}
