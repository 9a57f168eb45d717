// Page texts -> chunks of about 800-1200 characters cut at paragraph and sentence boundaries.
// A chunk never spans two pages: every chunk cites exactly one file and page.
// The text stays as readable as the source (citations show it); the index normalizes its own copy.
import type { ChunkInput } from '../../search/search-index.js';
import { isHeadingLine, isTableRow } from '../clean/line-kinds.js';
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
    // A table row is one line: never glued to its neighbours.
    if (isTableRow(previous) || isTableRow(line)) return `${acc}\n${line}`;
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
          });
          first = false;
        }
      }
    });
  }
  return out;
}

export function chunkPage(text: string, options: ChunkOptions = DEFAULT_CHUNK_OPTIONS): string[] {
  const chunks: string[] = [];
  let current = '';
  let startsWithHeading = false;
  for (const unit of units(text, options.maxChars)) {
    const tooLong = current.length + 1 + unit.text.length > options.maxChars;
    const goodBreak =
      (unit.paragraphStart && current.length >= options.minChars) ||
      (unit.heading && current.length >= HEADING_BREAK_CHARS);
    if (current && (tooLong || goodBreak)) {
      chunks.push(current);
      current = '';
    }
    if (!current) startsWithHeading = unit.heading;
    const separator = unit.paragraphStart || unit.lineStart ? '\n' : ' ';
    current = current ? `${current}${separator}${unit.text}` : unit.text;
  }
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
  return chunks;
}

export function chunkPages(
  filename: string,
  pages: readonly PageText[],
  options?: ChunkOptions,
): ChunkInput[] {
  return pages.flatMap((p) =>
    chunkPage(p.text, options).map((text) => ({ filename, page: p.page, text })),
  );
}
