// The one text analyzer of search (docs/architecture.md "Retrieval"), used at index AND query time
// so both sides agree on every word: fold (NFKC, Arabic normalization, lowercase), split into
// words, drop stopwords, then stem: Snowball Arabic for Arabic script, Snowball English/French/
// German for Latin script according to the bot's languages. Each word also gets a "light" form
// (light Arabic stem, or the unaccented Latin surface) that the index stores as a second view.
import { foldText } from '@edubot/common';
import type { LanguageCode } from '../language-codes.js';
import { arabicLightStem, prepareForSnowballArabic } from './arabic-light-stem.js';
import { snowballStem } from './stemmers.js';
import { ARABIC_STOPWORDS, latinStopwords } from './stopwords.js';
import { tokenize } from './tokenize.js';

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
  for (const { text: word, arabic } of tokenize(foldText(text))) {
    if (DIGITS.test(word)) {
      out.push({ surface: word, stem: word, light: word, arabic: false });
      continue;
    }
    // Single letters are detached prefixes or initials: they match everything.
    if (word.length < 2) continue;
    if (arabic) {
      if (dropStopwords && ARABIC_STOPWORDS.has(word)) continue;
      const stem = snowballStem('ara', prepareForSnowballArabic(word));
      out.push({ surface: word, stem, light: arabicLightStem(word), arabic });
    } else {
      if (dropStopwords && latin.stopwords.has(word)) continue;
      const stem = stripAccents(snowballStem(latin.stemmer, word));
      out.push({ surface: word, stem, light: stripAccents(word), arabic });
    }
  }
  return out;
}
