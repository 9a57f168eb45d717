// One scanned page (a PNG, or an image-only PDF page) read for a study file. A bot that speaks
// Arabic and English reads with both models, and Tesseract then picks a language per word: short
// Arabic words come out as Latin letters and Arabic letters lose or change their dots. A page
// that is mostly Arabic is read again with the Arabic model alone and each line keeps the better
// reading (arabic-reading.ts, the rule decision 058 made for chat photos; decision 065 for scans).
// The numbers of its Arabic lines are then read again from their pixels (scan-numbers.ts,
// decision 095). It runs where every OCR of ingestion runs: in the file's job child, under its
// time budget.
import type { LanguageCode } from '../../search/language-codes.js';
import { chooseLines, wantsArabicReading } from './arabic-reading.js';
import type { OcrEngine, OcrLine, OcrResult } from './ocr.js';
import { greyImageOf } from './scan-image-prep.js';
import { mayHoldNumbers, rereadNumbers } from './scan-numbers.js';
import { histogram, otsuThreshold } from './scan-pixels.js';
import { linesAsParagraphs } from './scan-reading-paragraphs.js';
import { boxedLinesAsParagraphs } from './boxed-lines.js';

/**
 * The second reading is an improvement, not a requirement: once half of the file's time budget
 * is spent it is no longer started, so a long scanned file that fitted its budget before still
 * spends its second half reading its remaining pages once.
 */
const SECOND_READING_WITHIN = 0.5;

export interface ScanReadingOptions {
  /** When the file's budget started and how long it is (ms); without it the second reading always runs. */
  budget?: { startedAt: number; ms: number };
  /** The page is printed in boxes side by side (scan-filled-boxes.ts): each box is read apart. */
  boxed?: boolean;
}

/** The bilingual reading with its lines, for `readScan` to choose its image and finish. */
export async function firstReading(
  ocr: OcrEngine,
  image: Uint8Array,
  languages: readonly LanguageCode[],
  signal: AbortSignal,
): Promise<OcrResult> {
  return ocr.recognizeDetailed(image, languages, signal, { lines: true });
}

/**
 * The page's text from its first reading: as read, or, on a bilingual bot's mostly Arabic page,
 * merged line by line with an Arabic-only reading of the same image.
 */
export async function finishReading(
  ocr: OcrEngine,
  image: Uint8Array,
  first: OcrResult,
  languages: readonly LanguageCode[],
  signal: AbortSignal,
  options: ScanReadingOptions = {},
): Promise<string> {
  const { budget, boxed = false } = options;
  const late = budget && Date.now() - budget.startedAt > budget.ms * SECOND_READING_WITHIN;
  const asText = boxed ? boxedLinesAsParagraphs : linesAsParagraphs;
  if (!wantsArabicReading(languages, first.text) || !first.lines?.length || late) {
    // Tesseract's own text keeps its paragraphs, but it runs a row of boxes together.
    if (boxed && first.lines?.length) return asText(await numbersReread(first.lines, image));
    return withNumbersReread(first.text, first.lines ?? [], image);
  }
  const arabic = await ocr.recognizeDetailed(image, ['ara'], signal, { lines: true });
  const lines = chooseLines(first.lines, arabic.lines ?? []);
  return asText(await numbersReread(lines, image));
}

/** The lines with their numbers read again from the image, when one of them may hold one. */
async function numbersReread(lines: OcrLine[], image: Uint8Array): Promise<OcrLine[]> {
  if (!mayHoldNumbers(lines)) return lines;
  const page = await greyImageOf(image);
  return rereadNumbers(lines, page, otsuThreshold(histogram(page)));
}

/**
 * A reading (with its lines) of `image` with its numbers read again, lines and text: a chat
 * photo's reading, in the photo's job child (isolation/heavy-jobs.ts).
 */
export async function readingWithNumbers(
  reading: OcrResult,
  image: Uint8Array,
): Promise<OcrResult> {
  const lines = reading.lines ?? [];
  const reread = await numbersReread(lines, image);
  if (reread === lines) return reading;
  return { ...reading, lines: reread, text: replacedLines(reading.text, lines, reread) };
}

/**
 * Tesseract's own text of a page with the lines whose numbers were read again replaced: its
 * paragraphs stay as it found them.
 */
async function withNumbersReread(
  text: string,
  lines: OcrLine[],
  image: Uint8Array,
): Promise<string> {
  return replacedLines(text, lines, await numbersReread(lines, image));
}

function replacedLines(text: string, lines: OcrLine[], reread: OcrLine[]): string {
  let out = text;
  let from = 0;
  reread.forEach((line, i) => {
    const before = lines[i]!.text;
    if (line === lines[i]) return;
    const at = out.indexOf(before, from);
    if (at < 0) return;
    out = out.slice(0, at) + line.text + out.slice(at + before.length);
    from = at + line.text.length;
  });
  return out;
}
