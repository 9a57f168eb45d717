// Page texts -> chunks of about 800-1200 characters cut at paragraph and sentence boundaries.
// A chunk never spans two pages: every chunk cites exactly one file and page.
// The text stays as readable as the source (citations show it); the index normalizes its own copy.
// A table cut by a chunk or a page break keeps its header line at the top of the next chunk, so
// the rows there still say what their cells are ("34 | Selenium | Se | 78.971" under "Element |
// Symbol | Relative atomic mass").
import type { ChunkInput } from '../../search/search-index.js';
import { CELL_SEPARATOR, isCaptionLine, isHeadingLine, isTableRow } from '../clean/line-kinds.js';
import type { PageText } from '../ingestion-types.js';

export interface ChunkOptions {
  minChars: number;
  maxChars: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = { minChars: 800, maxChars: 1200 };
const TAIL_MERGE_CHARS = 200;

interface Unit {
  text: string;
  paragraphStart: boolean;
  /** Starts a line of its own (after a heading, a table row, a line that ended early). */
  lineStart: boolean;
  /** A heading line: it opens the chunk of its section rather than closing the one before. */
  heading: boolean;
  /** A table row: its own line, with cells apart (clean/line-kinds.ts). */
  row: boolean;
}

/** A heading breaks the chunk before it once that chunk holds this much of its own section. */
const HEADING_BREAK_CHARS = 300;

/** A line this much shorter than the paragraph's longest ended on purpose (heading, list item). */
const SHORT_LINE_RATIO = 0.6;

/**
 * Lines of one paragraph joined; a word hyphenated across a line break is rejoined. A line that
 * stops well short of the paragraph's width without closing punctuation (a heading such as
 * "Lesson 1: Photosynthesis") keeps its line break, so answers never glue it to the next sentence.
 */
function joinLines(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const width = Math.max(0, ...lines.map((l) => l.length));
  return lines.reduce((acc, line, i) => {
    if (!acc) return line;
    if (/\p{Ll}-$/u.test(acc) && /^\p{Ll}/u.test(line)) return acc.slice(0, -1) + line;
    const previous = lines[i - 1]!;
    // A table row is one line, and a caption ("Table 2.1") titles what follows it: never glued
    // to their neighbours.
    if (isTableRow(previous) || isTableRow(line) || isCaptionLine(previous) || isCaptionLine(line))
      return `${acc}\n${line}`;
    const endedEarly = previous.length < width * SHORT_LINE_RATIO && !/[,،;؛]$/u.test(previous);
    return `${acc}${endedEarly ? '\n' : ' '}${line}`;
  }, '');
}

// Sentence ends: Latin and Arabic full stops, question marks (incl. "؟") and exclamation marks.
const SENTENCE_END = /(?<=[.!?؟۔…])\s+(?=\S)/u;

function splitLong(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const pieces: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/)) {
    if (current && current.length + 1 + word.length > maxChars) {
      pieces.push(current);
      current = '';
    }
    // A single "word" longer than a chunk (a URL, a table row without spaces) is cut hard.
    for (let w = word; w.length > 0; w = w.slice(maxChars)) {
      const part = w.slice(0, maxChars);
      current = current ? `${current} ${part}` : part;
      if (current.length >= maxChars) {
        pieces.push(current);
        current = '';
      }
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function units(text: string, maxChars: number): Unit[] {
  const out: Unit[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const lines = joinLines(paragraph).split('\n');
    lines.forEach((line, lineIndex) => {
      if (!line) return;
      const heading = isHeadingLine(line);
      // A table row is one unit even when a cell ends with a full stop.
      const sentences = isTableRow(line) ? [line] : line.split(SENTENCE_END);
      let first = true;
      for (const sentence of sentences) {
        for (const piece of splitLong(sentence.trim(), maxChars)) {
          if (!piece) continue;
          out.push({
            text: piece,
            paragraphStart: first && lineIndex === 0,
            lineStart: first && lineIndex > 0,
            heading: first && heading,
            row: isTableRow(line),
          });
          first = false;
        }
      }
    });
  }
  return out;
}

/** The cells of a table line. */
const cellsOf = (line: string) => line.split(CELL_SEPARATOR).map((c) => c.trim());
/** Cells that are only a number ("78.971", "−39", "2,000"). */
const numericCells = (line: string) =>
  cellsOf(line).filter((c) => /^[-−+]?\p{N}[\p{N}.,\s]*$/u.test(c)).length;

/**
 * The header of the table a chunk continues: the first line of the run of table rows the break
 * fell in, when the line that opens the chunk is a row of that table (its cells number the
 * header's, give or take the empty corner cell a header often leaves out). Else null.
 */
function continuedHeader(header: string | null, line: string): string | null {
  if (header === null || !isTableRow(line) || line === header) return null;
  // A header names its columns: fewer of its cells are bare numbers than of a record's. A run
  // that opens with a record (a table whose header was not read as a row) carries nothing.
  if (numericCells(header) >= numericCells(line)) return null;
  return Math.abs(cellsOf(line).length - cellsOf(header).length) <= 1 ? header : null;
}

/** Chunks of one page; `carried` is the header of a table the previous page ended in. */
function chunkPageText(
  text: string,
  options: ChunkOptions,
  carried: string | null,
): { chunks: string[]; openTable: string | null } {
  const chunks: string[] = [];
  let current = '';
  let startsWithHeading = false;
  // The first line of the run of table rows being read (its header), null outside a table.
  let header: string | null = null;
  let previousRow = carried !== null;
  const pageUnits = units(text, options.maxChars);
  pageUnits.forEach((unit, i) => {
    if (unit.row && !previousRow) header = unit.text;
    else if (!unit.row) header = null;
    if (i === 0 && unit.row && carried !== null) header = carried;
    previousRow = unit.row;
    const tooLong = current.length + 1 + unit.text.length > options.maxChars;
    const goodBreak =
      (unit.paragraphStart && current.length >= options.minChars) ||
      (unit.heading && current.length >= HEADING_BREAK_CHARS);
    if (current && (tooLong || goodBreak)) {
      chunks.push(current);
      current = '';
    }
    if (!current) {
      startsWithHeading = unit.heading;
      const repeated = continuedHeader(header, unit.text);
      if (repeated !== null) current = repeated;
    }
    const separator = unit.paragraphStart || unit.lineStart ? '\n' : ' ';
    current = current ? `${current}${separator}${unit.text}` : unit.text;
  });
  if (current) {
    const previous = chunks[chunks.length - 1];
    if (
      previous !== undefined &&
      current.length < TAIL_MERGE_CHARS &&
      previous.length + current.length < options.maxChars * 1.2
    ) {
      chunks[chunks.length - 1] = `${previous}${startsWithHeading ? '\n' : ' '}${current}`;
    } else {
      chunks.push(current);
    }
  }
  const last = pageUnits[pageUnits.length - 1];
  return { chunks, openTable: last?.row ? header : null };
}

export function chunkPage(text: string, options: ChunkOptions = DEFAULT_CHUNK_OPTIONS): string[] {
  return chunkPageText(text, options, null).chunks;
}

export function chunkPages(
  filename: string,
  pages: readonly PageText[],
  options?: ChunkOptions,
): ChunkInput[] {
  const out: ChunkInput[] = [];
  // The header of a table the previous page ended in: a table running onto the next page.
  let openTable: string | null = null;
  for (const p of pages) {
    const page = chunkPageText(p.text, options ?? DEFAULT_CHUNK_OPTIONS, openTable);
    openTable = page.openTable;
    for (const text of page.chunks) out.push({ filename, page: p.page, text });
  }
  return out;
}
