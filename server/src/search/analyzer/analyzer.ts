// The one text analyzer of search (docs/architecture.md "Retrieval"), used at index AND query time
// so both sides agree on every word: fold (NFKC, Arabic normalization, lowercase), split into
// words, drop stopwords, then stem: Snowball Arabic for Arabic script, Snowball English/French/
// German for Latin script according to the bot's languages. Each word also gets a "light" form
// (light Arabic stem, or the unaccented Latin surface) that the index stores as a second view.
import { foldText } from '@edubot/common';
import type { LanguageCode } from '../language-codes.js';
import { countsNextWord, endsWithTanweenAlef, withoutAccusativeAlef } from './arabic-accusative.js';
import { singularOfBrokenPlural } from './arabic-broken-plurals.js';
import { arabicLightStem, prepareForSnowballArabic } from './arabic-light-stem.js';
import { snowballStem } from './stemmers.js';
import { ARABIC_STOPWORDS, latinStopwords } from './stopwords.js';
import { type RawToken, tokenize } from './tokenize.js';

export interface AnalyzedToken {
  /** Folded word as written (lowercase, Arabic-normalized). */
  surface: string;
  /** Snowball stem. */
  stem: string;
  /** Light form: light Arabic stem, or the Latin word without accents. */
  light: string;
  arabic: boolean;
}

interface LatinProfile {
  stemmer: LanguageCode;
  stopwords: ReadonlySet<string>;
}

const profiles = new Map<string, LatinProfile>();
const DIGITS = /^\p{N}+$/u;
const COMBINING = /\p{M}/gu;

function latinProfile(languages: readonly LanguageCode[]): LatinProfile {
  const key = languages.join(',');
  let profile = profiles.get(key);
  if (!profile) {
    // Arabic-only bots still meet English terms (formulas, names); English is the fallback.
    const stemmer = languages.find((l) => l !== 'ara') ?? 'eng';
    profile = { stemmer, stopwords: latinStopwords(languages) };
    profiles.set(key, profile);
  }
  return profile;
}

function stripAccents(word: string): string {
  return word.normalize('NFD').replace(COMBINING, '');
}

interface Word extends RawToken {
  /** The word ended in fathatan and its alef before folding dropped the mark (arabic-accusative.ts). */
  tanween: boolean;
}

/** Folded words of the text; only text with fathatan is split on spaces to tell which words carry it. */
function* foldedWords(text: string): Generator<Word> {
  if (!text.includes('\u064B')) {
    for (const token of tokenize(foldText(text))) yield { ...token, tanween: false };
    return;
  }
  for (const piece of text.split(/\s+/u)) {
    const tokens = tokenize(foldText(piece));
    const tanween = endsWithTanweenAlef(piece);
    for (const [i, token] of tokens.entries()) {
      yield { ...token, tanween: tanween && token.arabic && i === tokens.length - 1 };
    }
  }
}

/** Snowball and light stems of an Arabic word, through the singular of a broken plural. */
function arabicStems(forStem: string, forLight: string): { stem: string; light: string } {
  const stemBase = singularOfBrokenPlural(forStem) ?? forStem;
  const lightBase = singularOfBrokenPlural(forLight) ?? forLight;
  return {
    stem: snowballStem('ara', prepareForSnowballArabic(stemBase)),
    light: arabicLightStem(lightBase),
  };
}

export interface AnalyzeOptions {
  /** Drop stopwords (default true; false is for measuring their effect). */
  stopwords?: boolean;
}

export function analyze(
  text: string,
  languages: readonly LanguageCode[],
  options: AnalyzeOptions = {},
): AnalyzedToken[] {
  const latin = latinProfile(languages);
  const dropStopwords = options.stopwords ?? true;
  const out: AnalyzedToken[] = [];
  let counted = false;
  for (const { text: word, arabic, tanween } of foldedWords(text)) {
    // "32 سنا", "كم يوما": the word after a number is counted, in the accusative.
    const countedHere = counted;
    counted = countsNextWord(word);
    if (DIGITS.test(word)) {
      out.push({ surface: word, stem: word, light: word, arabic: false });
      continue;
    }
    // Single letters are detached prefixes or initials: they match everything.
    if (word.length < 2) continue;
    if (arabic) {
      if (dropStopwords && ARABIC_STOPWORDS.has(word)) continue;
      // Tanween on a longer word makes the accusative certain: both views lose the alef. After
      // a number it is the usual reading, and two letters left may be a word whose alef is its
      // own ("عصًا"): there only the stem view loses it and the light view keeps the word whole.
      const bare = tanween || countedHere ? withoutAccusativeAlef(word) : word;
      if (dropStopwords && ARABIC_STOPWORDS.has(bare)) continue;
      const lightBase = tanween && bare.length >= 3 ? bare : word;
      out.push({ surface: word, ...arabicStems(bare, lightBase), arabic });
    } else {
      if (dropStopwords && latin.stopwords.has(word)) continue;
      const stem = stripAccents(snowballStem(latin.stemmer, word));
      out.push({ surface: word, stem, light: stripAccents(word), arabic });
    }
  }
  return out;
}
