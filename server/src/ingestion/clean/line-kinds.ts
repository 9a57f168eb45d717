// What a line of extracted text is, for the chunker: a table row (cells kept on one line, apart
// by " | ", see stages/pdf-text-layout.ts), a caption, a heading (it starts the chunk of its
// section), or running text.

/** Between two cells of a table row. */
export const CELL_SEPARATOR = ' | ';

/** The cells of a table row as extracted, split where CELL_SEPARATOR joined them (any spacing). */
export function rowCells(line: string): string[] {
  return line.split(/\s+\|\s+/u);
}

const MAX_HEADING_CHARS = 80;
const MAX_HEADING_WORDS = 12;
const MIN_WORD_SHARE = 0.6;
/** A line ending like this continues or closes a sentence: not a heading. */
const SENTENCE_PUNCTUATION = /[.!?؟,،;؛:…)\]]$/u;
/** Bulleted list items are not headings ("1- …" and "12.1 …" numbering can be). */
const BULLET = /^[•▪◦●■□➢►\-–*·]/u;

/** A table's caption: "Table 2.1", "Tab. 3", "جدول ٢", "جدول (1): …". */
const TABLE_CAPTION = /^(?:table|tab\.|جدول|الجدول)\s*[([]?\s*\p{N}+/iu;
/** A figure's caption: "Figure 3: …", "Fig. 2", "شكل ٣-٢". */
const FIGURE_CAPTION = /^(?:figure|fig\.|شكل|الشكل)\s*[([]?\s*\p{N}+/iu;

export function isTableCaption(line: string): boolean {
  return TABLE_CAPTION.test(line.trim());
}

export function isCaptionLine(line: string): boolean {
  return isTableCaption(line) || FIGURE_CAPTION.test(line.trim());
}

export function isTableRow(line: string): boolean {
  return line.includes(CELL_SEPARATOR);
}

export function isHeadingLine(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > MAX_HEADING_CHARS || isTableRow(text)) return false;
  if (SENTENCE_PUNCTUATION.test(text) || BULLET.test(text)) return false;
  const tokens = text.split(/\s+/);
  // Mostly words of two letters or more: not a formula, a table's "T F ✓" row or a label soup.
  const words = tokens.filter((t) => /^[\p{L}\p{M}][\p{L}\p{M}'’-]+[:,]?$/u.test(t));
  if (!words.some((w) => w.length >= 3)) return false;
  return tokens.length <= MAX_HEADING_WORDS && words.length >= tokens.length * MIN_WORD_SHARE;
}
