// The lines of a page printed in boxes side by side (a poster, an infographic), one box at a time
// (docs/decisions/116). Tesseract reads a row of boxes as one block and runs each of its lines
// across all of them: "box A line 1 box B line 1 ... / box A line 2 box B line 2". Its word
// boxes show where the boxes are: a gap between words far wider than a word space. A line is cut
// at such gaps; the pieces of a run of lines that stand in the same columns are read column by
// column, each column its own paragraph. Only pages found printed in filled boxes
// (scan-filled-boxes.ts) are read so: a table on a plain scan keeps its rows.
import type { OcrLine, OcrWord } from './ocr.js';
import { linesAsParagraphs, median, paragraphGaps } from './scan-reading-paragraphs.js';

/** A gap between two words wider than this many times their height parts two boxes. */
const BOX_GAP = 1.2;
/** Ink with no letter or digit (a box's rounded corner or edge read as "|", "(", "[", "،"). */
const EDGE_DEBRIS = /^[^\p{L}\p{N}]+$/u;
/** Word heights, in shares of the line's usual one, of what may be a word; outside, an edge's trace. */
const DEBRIS_SHORT = 0.5;
const DEBRIS_TALL = 1.6;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const ANY_LETTER = /\p{L}/u;

function signCount(text: string): number {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

interface Piece {
  words: OcrWord[];
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function pieceOf(words: OcrWord[]): Piece {
  return {
    words,
    left: Math.min(...words.map((w) => w.left)),
    right: Math.max(...words.map((w) => w.right)),
    top: Math.min(...words.map((w) => w.top)),
    bottom: Math.max(...words.map((w) => w.bottom)),
  };
}

/** The line cut where its words stand a box's gap apart; the words keep their reading order. */
export function piecesOfLine(line: OcrLine): Piece[] {
  const all = (line.words ?? []).filter((w) => w.text.trim() && !EDGE_DEBRIS.test(w.text.trim()));
  const height = median(all.map((w) => w.bottom - w.top));
  // Ink far shorter than the line's words, or a sign or two far taller: a box's edge or corner.
  const words = all.filter((w) => {
    const tall = (w.bottom - w.top) / height;
    return tall >= DEBRIS_SHORT && (tall <= DEBRIS_TALL || signCount(w.text) > 2);
  });
  if (words.length === 0) return [];
  const byX = [...words].sort((a, b) => a.left - b.left);
  const cuts: number[] = [];
  for (let i = 1; i < byX.length; i++) {
    const gap = byX[i]!.left - byX[i - 1]!.right;
    if (gap > height * BOX_GAP) cuts.push((byX[i - 1]!.right + byX[i]!.left) / 2);
  }
  const groups: OcrWord[][] = Array.from({ length: cuts.length + 1 }, () => []);
  for (const word of words) {
    const middle = (word.left + word.right) / 2;
    groups[cuts.filter((c) => c < middle).length]!.push(word);
  }
  // A piece of one sign between boxes is what is left of an edge.
  return groups.filter((g) => signCount(g.map((w) => w.text).join('')) > 1).map(pieceOf);
}

function overlaps(a: { left: number; right: number }, b: { left: number; right: number }): boolean {
  return Math.min(a.right, b.right) > Math.max(a.left, b.left);
}

function textOf(piece: Piece): string {
  return piece.words.map((w) => w.text).join(' ');
}

function lineOf(piece: Piece, line: OcrLine): OcrLine {
  return { ...line, text: textOf(piece), top: piece.top, bottom: piece.bottom, words: piece.words };
}

/** Columns of a run of lines cut into pieces: pieces that overlap across are one column. */
function columnsOf(rows: Piece[][]): { left: number; right: number; pieces: Piece[] }[] {
  const columns: { left: number; right: number; pieces: Piece[] }[] = [];
  for (const piece of rows.flat()) {
    const touching = columns.filter((c) => overlaps(c, piece));
    const merged = {
      left: Math.min(piece.left, ...touching.map((c) => c.left)),
      right: Math.max(piece.right, ...touching.map((c) => c.right)),
      pieces: [...touching.flatMap((c) => c.pieces), piece],
    };
    for (const c of touching) columns.splice(columns.indexOf(c), 1);
    columns.push(merged);
  }
  return columns;
}

/**
 * Boxes stacked in a column stand further apart than the lines of one box: a gap wider than the
 * column's closest one by this share of the lines' height parts two boxes.
 */
const STACKED_BOX_GAP = 0.5;

/** A column's lines, a blank line between boxes stacked in it (a column of two lines is one box). */
function boxesOfColumn(lines: OcrLine[]): string {
  const height = median(lines.map((l) => l.bottom - l.top));
  const gaps = lines.slice(1).map((line, i) => line.top - lines[i]!.bottom);
  const partAt = gaps.length > 1 ? Math.min(...gaps) + height * STACKED_BOX_GAP : Infinity;
  return lines
    .map((line, i) => (i > 0 && gaps[i - 1]! > partAt ? '\n' : '') + line.text.trim())
    .join('\n');
}

/** Whether most letters of the lines are Arabic (boxes then read right to left). */
function rightToLeft(lines: readonly OcrLine[]): boolean {
  const letters = [...lines.map((l) => l.text).join('')].filter((c) => ANY_LETTER.test(c));
  return letters.filter((c) => ARABIC_LETTER.test(c)).length * 2 > letters.length;
}

/**
 * The page's text with each box of a row of boxes as its own paragraph. A run is a line cut in
 * two or more pieces and the lines under it, without a paragraph's gap, none of whose pieces
 * spans two of the run's columns (a box's third line under its neighbours' two; a piece beside
 * the columns is a box whose text Tesseract put on the next line).
 */
export function boxedLinesAsParagraphs(lines: readonly OcrLine[]): string {
  const { gaps, breakAt } = paragraphGaps(lines);
  const pieces = lines.map(piecesOfLine);
  const parts: string[] = [];
  let plain: OcrLine[] = [];
  const flushPlain = () => {
    if (plain.length) parts.push(linesAsParagraphs(plain));
    plain = [];
  };
  for (let i = 0; i < lines.length;) {
    if (pieces[i]!.length < 2) {
      plain.push(lines[i]!);
      i++;
      continue;
    }
    const rows = [pieces[i]!];
    let end = i + 1;
    while (end < lines.length && gaps[end - 1]! <= breakAt && pieces[end]!.length > 0) {
      const columns = columnsOf(rows);
      const next = pieces[end]!;
      // A line spanning two boxes' columns (a heading, a sentence) is not part of the row.
      if (next.some((p) => columns.filter((c) => overlaps(c, p)).length > 1)) break;
      rows.push(next);
      end++;
    }
    flushPlain();
    const run = lines.slice(i, end);
    const columns = columnsOf(rows).sort((a, b) => a.left - b.left);
    if (rightToLeft(run)) columns.reverse();
    for (const column of columns) {
      const columnLines = column.pieces
        .sort((a, b) => a.top - b.top)
        .map((p) => lineOf(p, run[0]!));
      parts.push(boxesOfColumn(columnLines));
    }
    i = end;
  }
  flushPlain();
  return parts.filter((p) => p.trim()).join('\n\n');
}
