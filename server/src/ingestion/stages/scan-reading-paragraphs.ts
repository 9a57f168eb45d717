// A scanned page's lines, read with their boxes, as text with paragraphs (scan-reading.ts,
// boxed-lines.ts).
import type { OcrLine } from './ocr.js';

/**
 * A gap above a line this many times the page's usual gap between lines starts a new paragraph
 * (and at least this share of a line's height: lines set solid have gaps of a few pixels).
 */
const PARAGRAPH_GAP = 1.6;
const MIN_GAP_OF_HEIGHT = 0.3;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The gap above each line but the first, and the gap from which one starts a paragraph. */
export function paragraphGaps(lines: readonly OcrLine[]): { gaps: number[]; breakAt: number } {
  const gaps = lines.slice(1).map((line, i) => line.top - lines[i]!.bottom);
  const usualGap = Math.max(0, median(gaps));
  const usualHeight = median(lines.map((l) => l.bottom - l.top));
  return { gaps, breakAt: Math.max(usualGap * PARAGRAPH_GAP, usualHeight * MIN_GAP_OF_HEIGHT) };
}

/**
 * Lines joined, with a blank line where a wider gap than the page's usual one parts them: the
 * chunker joins the lines of a paragraph and cuts at blank lines, as with Tesseract's own text.
 * The usual gap is the page's own, so a double-spaced scan is not cut at every line.
 */
export function linesAsParagraphs(lines: readonly OcrLine[]): string {
  const { gaps, breakAt } = paragraphGaps(lines);
  return lines
    .map((line, i) => (i > 0 && gaps[i - 1]! > breakAt ? '\n' : '') + line.text.trim())
    .join('\n');
}
