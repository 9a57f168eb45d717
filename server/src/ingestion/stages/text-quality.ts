// Small text checks shared by the extractors.
import { foldPresentationForms } from './arabic-order.js';
import { cleanOcrLine } from '../clean/ocr-line-debris.js';

/** Letters and digits that carry meaning: private-use glyphs and U+FFFD (broken font maps) do not count. */
export function meaningfulCharCount(text: string): number {
  let count = 0;
  for (const ch of text) {
    if (/[\p{L}\p{N}]/u.test(ch) && !/[\uE000-\uF8FF\uFFFD]/u.test(ch)) count++;
  }
  return count;
}

/** OCR output: trailing spaces and runs of blank lines removed, glyph forms folded. */
export function cleanOcrText(text: string): string {
  return foldPresentationForms(text)
    .split('\n')
    .map((line) => cleanOcrLine(line.replace(/[ \t]+/g, ' ').trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
