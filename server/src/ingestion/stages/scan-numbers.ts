// Numbers of a scanned Arabic page read again from their pixels (docs/decisions/095). Tesseract's
// Arabic model misreads Arabic-Indic digits: reversed ("١٠٠" as "٠٠١"), as look-alike European
// digits ("١٩٥٢" as "1907") or as stray signs ("٢٫٥٪" as "0ر0ا//"). In an Arabic line, each word
// that reads as a number or as such debris (a digit, a Latin letter or an odd sign in it) is read
// again by the digit reader (scan-digits.ts) from its box in the page. A word it reads as a
// number gets that number; debris it cannot read that holds a digit is dropped, so that no wrong
// figure is indexed and quoted as the lesson's; other words stay as Tesseract read them.
import type { OcrLine, OcrWord } from './ocr.js';
import { DIGIT_SHAPES, readNumberAtLevels, type DigitShapes } from './scan-digits.js';
import type { GreyImage } from './scan-pixels.js';

const ANY_DIGIT = /[0-9٠-٩۰-۹]/u;
const LATIN = /\p{Script=Latin}/u;
/** Signs an Arabic sentence uses; any other sign in a word is a misreading's mark. */
const ODD_SIGN = /[^\p{L}\p{M}\p{N}\s.,،:;؛!?؟()«»"'\-–\u0640\u061C\u200E\u200F]/u;
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

function isArabicLine(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const arabic = letters.filter((l) => /\p{Script=Arabic}/u.test(l)).length;
  return letters.length > 0 && arabic / letters.length >= 0.5;
}

/** A word that may be a number Tesseract misread. */
function mayBeNumber(word: string): boolean {
  return ANY_DIGIT.test(word) || LATIN.test(word) || ODD_SIGN.test(word);
}

/** A word that is a question mark alone. */
const LONE_QUESTION_MARK = /^[?؟]$/u;

/**
 * The words of a line (in reading order) that may be numbers Tesseract misread: those that look
 * like it, and a question mark standing alone between two words: no sentence asks a question in
 * its middle, while "٢" and "؟" are the same hook (a "٢" is read as "؟" at 170 dpi). The reader
 * decides: a real question mark, its dot under the hook, reads as no number and stays.
 */
function numberLikeWords(words: readonly OcrWord[]): Set<OcrWord> {
  return new Set(
    words.filter(
      (w, i) =>
        mayBeNumber(w.text) ||
        (LONE_QUESTION_MARK.test(w.text.replace(DIRECTION_MARKS, '')) &&
          i > 0 &&
          i < words.length - 1),
    ),
  );
}

/** Whether any Arabic line holds a word the reader would look at (the page is decoded only then). */
export function mayHoldNumbers(lines: readonly OcrLine[]): boolean {
  return lines.some(
    (line) => isArabicLine(line.text) && numberLikeWords(line.words ?? []).size > 0,
  );
}

/**
 * Room around a word's box, in shares of its height: Tesseract's boxes are tight and at times cut
 * a digit's tip or its first or last digit. Only blobs mostly inside the word's own box count
 * (scan-digits.ts), so a neighbouring word's ink does not.
 */
const PAD = 0.25;

type NumberIn = (word: OcrWord) => string | undefined;

/** A reader of word boxes that reads each once: joining split numbers asks about words again. */
function numberReader(page: GreyImage, threshold: number, shapes: DigitShapes): NumberIn {
  const readings = new Map<OcrWord, string | undefined>();
  return (word) => {
    if (!readings.has(word))
      readings.set(
        word,
        readNumberAtLevels(page, word, threshold, shapes, (word.bottom - word.top) * PAD),
      );
    return readings.get(word);
  };
}

const EUROPEAN_NUMBER = /^[0-9]+([.,][0-9]+)?%?$/u;
/** Arabic-Indic ones only: as much a run of vertical strokes as a number. */
const ONLY_STROKES = /^١+$/u;

/**
 * The lines with the numbers of their Arabic ones read again from `page` (the image Tesseract
 * read). A number the reader cannot read is dropped when it holds signs no number has; one
 * Tesseract read as plain European digits stays only on a page whose numbers the reader found in
 * European digits (a book printed with them) or did not find at all: on a page of Arabic-Indic
 * numbers it is a misreading of one ("١٩٥٢" as "1907").
 */
export function rereadNumbers(
  lines: readonly OcrLine[],
  page: GreyImage,
  threshold: number,
  shapes: DigitShapes = DIGIT_SHAPES,
): OcrLine[] {
  const numberIn = numberReader(page, threshold, shapes);
  const read = new Map<OcrWord, string | undefined>();
  const grouped = lines.map((line) => {
    if (!line.words?.length || !isArabicLine(line.text)) return line.words ?? [];
    const likely = numberLikeWords(line.words);
    const words = joinSplitNumbers(line.words, numberIn, likely);
    for (const word of words)
      if (likely.has(word) && !read.has(word)) read.set(word, numberIn(word));
    return words;
  });
  // Which digits the page is printed with: the numbers the reader read, and Tesseract's own words
  // in Arabic-Indic digits (it writes those only where there are some; a lone zero may be a bullet).
  // Strokes alone ("١", "١١") do not vote: a box's edge, a bar or a rule reads as them too.
  const numbers = [...read.values()].filter((n) => n !== undefined);
  const indic =
    numbers.filter((n) => /[٠-٩]/u.test(n) && !ONLY_STROKES.test(n)).length +
    [...read.entries()].filter(
      ([w, n]) => n === undefined && /[٠-٩].*[٠-٩]|[١-٩]/u.test(w.text) && /[٠٢-٩]/u.test(w.text),
    ).length;
  const indicPage = indic > numbers.filter((n) => /[0-9]/u.test(n)).length;
  return lines.map((line, i) => {
    const words = grouped[i]!;
    if (!words.some((w) => read.has(w))) return line;
    const kept: OcrWord[] = [];
    for (const word of words) {
      let text: string | null = word.text;
      if (read.has(word)) {
        const bare = word.text.replace(DIRECTION_MARKS, '');
        const number = read.get(word);
        if (number !== undefined) text = number;
        else if (EUROPEAN_NUMBER.test(bare)) text = indicPage ? null : word.text;
        // A lone zero (a dot the reader has no digit beside to measure against) is kept as read;
        // other digits the reader could not read may be reversed, misread or debris.
        else if (bare === '٠') text = bare;
        else if (ANY_DIGIT.test(bare)) text = null;
      }
      if (text !== null) kept.push({ ...word, text });
    }
    const text = kept.map((w) => w.text).join(' ');
    return text === line.text ? line : { ...line, words: kept, text };
  });
}

/** Words this close (in shares of their height) may be one number Tesseract cut in two. */
const SPLIT_GAP = 1;

/**
 * The line's words with neighbouring number-like words read as one where one of them does not
 * read as a number alone and their joined box does: Tesseract at times cuts "١٠٠" into "١٠" and
 * "٠" (a zero stands wide apart). Two numbers that each read alone stay two.
 */
function joinSplitNumbers(
  words: readonly OcrWord[],
  numberIn: NumberIn,
  likely: Set<OcrWord>,
): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const last = out.at(-1);
    if (last && likely.has(last) && likely.has(word)) {
      const height = Math.max(last.bottom - last.top, word.bottom - word.top);
      const gap = Math.max(last.left, word.left) - Math.min(last.right, word.right);
      const alone = (w: OcrWord) => numberIn(w) !== undefined;
      if (gap <= height * SPLIT_GAP && !(alone(last) && alone(word))) {
        const joined = {
          // Reading order is right to left: the joined text only marks it as a number-like word.
          text: `${word.text}${last.text}`,
          left: Math.min(last.left, word.left),
          top: Math.min(last.top, word.top),
          right: Math.max(last.right, word.right),
          bottom: Math.max(last.bottom, word.bottom),
        };
        if (numberIn(joined) !== undefined) {
          likely.add(joined);
          out[out.length - 1] = joined;
          continue;
        }
      }
    }
    out.push(word);
  }
  return out;
}
