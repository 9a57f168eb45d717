// Is a page's text layer garbage? A broken font encoding gives text that looks like text to a
// character count but reads as nothing: private-use glyphs, control characters, mojibake
// ("Ø§Ù„Ù…"), letters shuffled by a wrong map ("Tkh fhooz ..."), or letters one per word. Such a
// page is OCR'd instead. Each signal is measured on the page itself, against what any real
// lesson text in the bot's languages shows (function words, vowels, word shapes).
import { foldText } from '@edubot/common';
import type { LanguageCode } from '../../search/language-codes.js';
import { ARABIC_STOPWORDS, latinStopwords } from '../../search/analyzer/stopwords.js';

/** Fewer words than this are too few to judge by words (a title page, a figure caption). */
const MIN_WORDS = 20;
/** Private-use, replacement and control characters: this share of the visible characters is a broken map. */
const MAX_BROKEN_SHARE = 0.3;
/** Latin-1 letters ("Ã", "Ø", "Ù") this share of all letters: UTF-8 or Arabic read as Latin-1. */
const MAX_MOJIBAKE_SHARE = 0.3;
/** Real prose in any of the bot's languages has far more function words than this share. */
const MIN_STOPWORD_SHARE = 0.03;
/** Arabic tokens of one letter: common for "و", not for half the words. */
const MAX_SINGLE_LETTER_SHARE = 0.5;

const BROKEN_ALL = /[\uE000-\uF8FF\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;
const LATIN_WORD = /^[A-Za-z\u00C0-\u024F]+$/u;
const ARABIC_WORD = /^[\u0620-\u065F\u066E-\u06D3\u06FA-\u06FC]+$/u;

export interface GarbledVerdict {
  garbled: boolean;
  /** Which signal decided (for logs and the inspection script). */
  reason: string | null;
}

function brokenShare(text: string): number {
  // Whole-string regex counts: this runs on every PDF page.
  const visible = text.length - (text.match(/\s/gu)?.length ?? 0);
  const broken = text.match(BROKEN_ALL)?.length ?? 0;
  return visible <= 0 ? 0 : broken / visible;
}

function mojibakeShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin1 = text.match(/[\u00C0-\u00FF]/gu) ?? [];
  return letters.length === 0 ? 0 : latin1.length / letters.length;
}

/** Latin words that no language writes: no vowel in a long word, or 5 consonants in a row. */
function implausibleLatinShare(words: readonly string[]): number {
  const odd = words.filter((w) => {
    const lower = w.toLowerCase();
    if (lower.length >= 4 && !/[aeiouyàâäéèêëîïôöûüæœ]/u.test(lower)) return true;
    if (/[bcdfghjklmnpqrstvwxz]{5,}/u.test(lower)) return true;
    return /\p{Ll}\p{Lu}/u.test(w); // "tKxJ": case changes inside a word
  });
  return words.length === 0 ? 0 : odd.length / words.length;
}

export function judgeTextLayer(text: string, languages: readonly LanguageCode[]): GarbledVerdict {
  if (brokenShare(text) > MAX_BROKEN_SHARE) return { garbled: true, reason: 'broken characters' };
  const acceptsAccents = languages.includes('fra') || languages.includes('deu');
  if (!acceptsAccents && mojibakeShare(text) > MAX_MOJIBAKE_SHARE)
    return { garbled: true, reason: 'mojibake' };
  if (acceptsAccents && mojibakeShare(text) > 2 * MAX_MOJIBAKE_SHARE)
    return { garbled: true, reason: 'mojibake' };

  const tokens = text.split(/[\s\p{P}\p{S}\p{N}]+/u).filter(Boolean);
  const latin = tokens.filter((t) => LATIN_WORD.test(t));
  const arabic = tokens.filter((t) => ARABIC_WORD.test(t));
  const latinStops = latinStopwords(languages);

  if (latin.length >= MIN_WORDS && latin.length >= arabic.length) {
    const stops = latin.filter((w) => latinStops.has(foldText(w))).length / latin.length;
    if (stops < MIN_STOPWORD_SHARE && implausibleLatinShare(latin) > 0.25)
      return { garbled: true, reason: 'letter soup (Latin)' };
  }
  if (arabic.length >= MIN_WORDS && arabic.length > latin.length) {
    const single = arabic.filter((w) => w.length === 1).length / arabic.length;
    if (single > MAX_SINGLE_LETTER_SHARE)
      return { garbled: true, reason: 'letters apart (Arabic)' };
    const stops = arabic.filter((w) => ARABIC_STOPWORDS.has(foldText(w))).length / arabic.length;
    const articles = arabic.filter((w) => /^[وفبكل]?ال/u.test(w)).length / arabic.length;
    if (stops < MIN_STOPWORD_SHARE && articles < MIN_STOPWORD_SHARE)
      return { garbled: true, reason: 'letter soup (Arabic)' };
  }
  return { garbled: false, reason: null };
}
