// How common each word of a question is in one bot's files: its document frequency (chunks
// holding the word, by Snowball stem or light form, exactly as the index matches it) and the
// bot's chunk count. The tutor weighs a question's words by it (a word few chunks hold is the
// question's specific vocabulary) and declines when the key word is in none of the bot's files
// (issue 7 §3); ranking uses the same weights. Counted in the bot's own FTS5 table, so other
// bots never change them.
import { analyze, type AnalyzedToken } from './analyzer/analyzer.js';
import { firstDistinctWords, MAX_QUERY_WORDS, quoteTerm } from './fts-query.js';
import type { LanguageCode } from './language-codes.js';

/** Words whose document frequency is remembered per bot (about 100 bytes each). */
export const MAX_REMEMBERED_WORDS = 20_000;

export interface TermStat {
  /** The word as the student wrote it, folded (foldText). */
  surface: string;
  stem: string;
  light: string;
  /** Chunks of the bot that hold the word (stem or light form). */
  df: number;
}

export interface TermStats {
  /** Chunks in the bot's index. */
  documents: number;
  /** The question's distinct words in order (the same words the search query uses). */
  terms: TermStat[];
}

export interface StatWord {
  surface: string;
  stem: string;
  light: string;
  /** FTS5 MATCH expression counting the chunks that hold this word. */
  match: string;
}

/** The question's words whose frequencies are counted, with their MATCH expressions. */
export function statWords(query: string, languages: readonly LanguageCode[]): StatWord[] {
  return statWordsOf(firstDistinctWords(analyze(query, languages), MAX_QUERY_WORDS));
}

/** statWords() of words already analyzed (fts-query.ts queryWords). */
export function statWordsOf(words: readonly AnalyzedToken[]): StatWord[] {
  return words.map((t) => ({
    surface: t.surface,
    stem: t.stem,
    light: t.light,
    match: `stem : ${quoteTerm(t.stem)} OR light : ${quoteTerm(t.light)}`,
  }));
}

/** Stats when the bot has no index yet: every word is in no file. */
export function emptyStats(words: readonly StatWord[]): TermStats {
  return { documents: 0, terms: words.map((w) => ({ ...toStat(w), df: 0 })) };
}

export function toStat(word: StatWord, df = 0): TermStat {
  return { surface: word.surface, stem: word.stem, light: word.light, df };
}
