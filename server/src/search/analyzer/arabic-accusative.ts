// The accusative ending of an indefinite Arabic noun: "سناً", "عاماً", "متراً", "جزءاً". Folding
// drops the tanween mark and leaves the alef, so "32 سناً" in the notes became "سنا" and never
// met the student's "سن" (Snowball only strips that alef from words of four letters or more, the
// light stemmer never). The alef is part of many words ("عصا", "دنيا", "أيضا"), so it is taken
// off only where it is the ending: the word carries fathatan on or before a final alef, or the
// word is counted after a number or "كم" ("32 سنا", "كم يوما"), where Arabic puts the counted
// noun in the accusative singular.

/** A final alef with fathatan on it or on the letter before (a shadda may sit there too). */
const TANWEEN_ALEF = /[\u0621-\u064A][\u0651\u0652]*(?:\u064B\u0651?\u0627|\u0627\u064B)$/u;
/** Punctuation and closing marks after a word in the raw text. */
const TRAILING = /[^\p{L}\p{M}]+$/u;

/** Whether a whitespace-separated piece of raw (unfolded) text ends in the tanween of fathatan with its alef. */
export function endsWithTanweenAlef(piece: string): boolean {
  return TANWEEN_ALEF.test(piece.normalize('NFC').replace(TRAILING, ''));
}

// Folded number words after which the counted noun is accusative (11-99), with a glued "و".
const COUNTING_WORDS = new Set([
  'كم',
  'بكم',
  'عشر',
  'عشره',
  'عشرون',
  'عشرين',
  'ثلاثون',
  'ثلاثين',
  'اربعون',
  'اربعين',
  'خمسون',
  'خمسين',
  'ستون',
  'ستين',
  'سبعون',
  'سبعين',
  'ثمانون',
  'ثمانين',
  'تسعون',
  'تسعين',
]);
const DIGITS = /^\p{N}+$/u;
// Adverbs written with tanween whose bare form is another word ("جداً" very, "جد" grandfather).
const ADVERBS = new Set(['جدا', 'اذا', 'معا', 'ابدا', 'كلا']);

/** Whether a folded word counts the word after it (digits, a tens word, "كم"). */
export function countsNextWord(folded: string): boolean {
  if (DIGITS.test(folded)) return true;
  const word = folded.length > 3 && folded.startsWith('و') ? folded.slice(1) : folded;
  return COUNTING_WORDS.has(word);
}

/**
 * The folded word without its accusative alef, or the word itself. At least two letters remain
 * ("سنا" -> "سن"); a word with the article never carries tanween.
 */
export function withoutAccusativeAlef(folded: string): string {
  if (folded.length < 3 || !folded.endsWith('ا') || folded.startsWith('ال')) return folded;
  if (ADVERBS.has(folded)) return folded;
  return folded.slice(0, -1);
}
