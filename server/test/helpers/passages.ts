// Retrieved passages for tutor unit tests: a search hit made from text, the index's word
// frequencies with the given passages standing for the whole bot, and a bot's files as the
// vocabulary translator asks about them.
import { analyze } from '../../src/search/analyzer/analyzer.js';
import type { SearchHit } from '../../src/search/search-index.js';
import { statWords, toStat, type TermStats } from '../../src/search/term-stats.js';
import type { TutorQuestion } from '../../src/tutor/tutor-provider.js';

export const PASSAGE_LANGUAGES = ['ara', 'eng'] as const;

export const hit = (text: string, filename = 'notes.pdf', page = 1, score = 5): SearchHit => ({
  chunkId: `${filename}#${page}`,
  fileId: filename,
  filename,
  page,
  text,
  score,
});

/** Word frequencies as the index counts them, with the passages standing for the whole bot. */
export function statsOver(query: string, passages: readonly SearchHit[]): TermStats {
  const words = passages.map((p) => analyze(p.text, PASSAGE_LANGUAGES));
  return {
    documents: passages.length,
    terms: statWords(query, PASSAGE_LANGUAGES).map((w) => ({
      ...toStat(w),
      df: words.filter((ws) => ws.some((t) => t.stem === w.stem || t.light === w.light)).length,
    })),
  };
}

/** An English question to a bilingual class bot over these passages, with or without statistics. */
export const classQuestion = (
  query: string,
  passages: SearchHit[],
  withStats: boolean,
): TutorQuestion => ({
  query,
  questionLanguage: 'en',
  botName: 'Class',
  botLanguages: PASSAGE_LANGUAGES,
  passages,
  termStats: withStats ? statsOver(query, passages) : undefined,
});

/**
 * The files of a bot, as the vocabulary translator asks about them: does every word of a phrase
 * occur in `text`?
 */
export function filesHolding(text: string) {
  const held = new Set(analyze(text, PASSAGE_LANGUAGES).flatMap((t) => [t.stem, t.light]));
  return async (phrases: readonly string[]) =>
    phrases.map((p) => {
      const words = analyze(p, PASSAGE_LANGUAGES);
      return words.length > 0 && words.every((w) => held.has(w.stem) || held.has(w.light));
    });
}
