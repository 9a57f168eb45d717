// The student's text as words in two forms: as typed (to quote a topic back) and folded for
// matching (NFKC, lower case, Arabic marks and tatweel removed, alef/hamza/ya/ta-marbuta forms
// unified, Arabic-Indic digits made ASCII, punctuation dropped). Rules match the folded words
// joined by single spaces, so a rule sees "لخص لي الصفحه 2" however it was typed.
import { foldText } from '@edubot/common';

export interface RequestWords {
  /** Words as the student typed them (punctuation at their edges trimmed). */
  typed: string[];
  /** Folded form of each typed word ('' when the word was only punctuation). */
  folded: string[];
  /** The non-empty folded words joined by single spaces. */
  text: string;
  /** For each word of `text`, its index in `typed`. */
  typedIndex: number[];
}

const HAMZA_SEATS: Record<string, string> = { ؤ: 'و', ئ: 'ي', ء: '' };
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

export function foldWord(word: string): string {
  return foldText(word)
    .replace(/[ؤئء]/gu, (c) => HAMZA_SEATS[c] ?? c)
    .replace(NOT_WORD, '');
}

export function requestWords(input: string): RequestWords {
  // "tl;dr", "what's" and "page-2" stay one word each; spaces and Arabic commas split.
  const typed = input
    .split(/[\s،,؛;!?؟]+/u)
    .map((w) => w.replace(EDGE_PUNCTUATION, ''))
    .filter((w) => w.length > 0 || false);
  // One fold for the whole message (folding never adds or removes a line break).
  const folded = foldText(typed.join('\n'))
    .split('\n')
    .map((w) => w.replace(/[ؤئء]/gu, (c) => HAMZA_SEATS[c] ?? c).replace(NOT_WORD, ''));
  const words: string[] = [];
  const typedIndex: number[] = [];
  folded.forEach((w, i) => {
    if (w) {
      words.push(w);
      typedIndex.push(i);
    }
  });
  return { typed, folded, text: words.join(' '), typedIndex };
}

/**
 * A folded word as one of `known` would have it without a preposition glued to its front:
 * "لعرض" -> "عرض", "للملف" -> "الملف", "بالملاحظات" -> "الملاحظات" (Arabic writes ل/ب/و/ف as part
 * of the next word). The word itself when it is known or no such reading exists.
 */
export function withoutGluedPreposition(word: string, known: ReadonlySet<string>): string {
  if (known.has(word)) return word;
  const candidates = [
    /^لل/u.test(word) ? `ال${word.slice(2)}` : '',
    /^(?:و|ف)?(?:ل|ب)/u.test(word) ? word.replace(/^(?:و|ف)?(?:ل|ب)/u, '') : '',
    /^(?:و|ف)/u.test(word) ? word.slice(1) : '',
  ];
  return candidates.find((c) => c.length >= 3 && known.has(c)) ?? word;
}
