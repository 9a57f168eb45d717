// Which reading of a chat photo to keep, line by line (docs/decisions/058). A bot that speaks
// Arabic and English reads photos with both models, and Tesseract then picks a language per
// word: many short Arabic words come out as Latin letters ("الفم؟" as "Spall"), so Arabic photos
// read worse than with the Arabic model alone (character accuracy .886 against .945 on our
// worksheets, decision 048). A photo whose first, bilingual reading holds Arabic is read again
// in Arabic alone, and each line keeps the Arabic-only reading unless the bilingual one read it
// as a line of Latin letters only, with at least the same confidence: an English line of an
// Arabic worksheet stays English, an Arabic line misread as Latin gets its Arabic back.
import type { LanguageCode } from '../../search/language-codes.js';
import type { OcrLine } from './ocr.js';

/** Share of Arabic among the letters of a first reading that makes a second, Arabic one worth it. */
const ARABIC_ENOUGH = 0.3;
/** Two lines are the same line when their boxes share this much of the shorter one's height. */
const SAME_LINE = 0.5;

function letterCounts(text: string): { letters: number; arabic: number } {
  const letters = text.match(/\p{L}/gu) ?? [];
  return {
    letters: letters.length,
    arabic: letters.filter((l) => /\p{Script=Arabic}/u.test(l)).length,
  };
}

/** Whether a photo read in `languages` as `text` is to be read again in Arabic alone. */
export function wantsArabicReading(languages: readonly LanguageCode[], text: string): boolean {
  if (!languages.includes('ara') || languages.every((l) => l === 'ara')) return false;
  const { letters, arabic } = letterCounts(text);
  return letters > 0 && arabic / letters >= ARABIC_ENOUGH;
}

function overlap(a: OcrLine, b: OcrLine): number {
  const shared = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  const shorter = Math.min(a.bottom - a.top, b.bottom - b.top);
  return shorter > 0 ? Math.max(0, shared) / shorter : 0;
}

/** A line read as Latin letters only (two or more, no Arabic one): an English line, or a misreading. */
function latinOnly(line: OcrLine): boolean {
  const { letters, arabic } = letterCounts(line.text);
  return letters >= 2 && arabic === 0;
}

/**
 * The lines kept from a bilingual reading and an Arabic-only reading of one image (both with
 * lines), top to bottom.
 */
export function chooseLines(bilingual: OcrLine[], arabic: OcrLine[]): OcrLine[] {
  const used = new Set<OcrLine>();
  const kept: OcrLine[] = [];
  for (const line of arabic) {
    const same = bilingual.filter((b) => overlap(b, line) >= SAME_LINE);
    const english = same.find((b) => latinOnly(b) && b.confidence >= line.confidence);
    if (english) {
      // One bilingual line may span two Arabic-only ones: it is kept once.
      if (!used.has(english)) kept.push(english);
    } else kept.push(line);
    for (const b of same) used.add(b);
  }
  // What only the bilingual reading found (a line the Arabic model saw nothing in).
  for (const b of bilingual) if (!used.has(b)) kept.push(b);
  return kept.filter((l) => l.text.trim()).sort((a, b) => a.top - b.top);
}

/** A photo's text from its two readings: the kept lines, one a line. */
export function mergeReadings(bilingual: OcrLine[], arabic: OcrLine[]): string {
  return chooseLines(bilingual, arabic)
    .map((l) => l.text.trim())
    .join('\n');
}
