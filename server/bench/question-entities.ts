// Used by bench/gate-dump.ts to study an entity rule for the decline gate (docs/decisions/022, not kept).
// The names a question is about (issue 7 §3 "the question's key entity"): words written with a
// capital inside the sentence ("Agatha Christie", "the Royal Air Force", "FDR"), Latin words in
// an Arabic question ("ما هو ATP synthase؟": a term the notes must name), and numbers ("in
// 1945"). A passage that holds none of them is about something else, however many of the
// question's other words it shares. Arabic has no capitals: its names are judged by how rare
// they are in the bot's files (question-terms.ts).
import { analyze, type AnalyzedToken } from '../src/search/analyzer/analyzer.js';
import type { LanguageCode } from '../src/search/language-codes.js';

const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}\p{M}'’.-]*/gu;
const ARABIC = /\p{Script=Arabic}/u;
const CAPITAL = /^\p{Lu}/u;
const ACRONYM = /^\p{Lu}[\p{Lu}\p{N}]+$/u;
const NUMBER = /^\p{N}+$/u;
/** A sentence start: the question's first word is capitalised whatever it is. */
const SENTENCE_START = /(?:^|[.!?؟:;]\s*|\n\s*)$/u;

export function questionEntities(
  query: string,
  languages: readonly LanguageCode[],
): AnalyzedToken[] {
  const arabicQuestion = ARABIC.test(query);
  const out: AnalyzedToken[] = [];
  const seen = new Set<string>();
  for (const match of query.matchAll(LATIN_WORD)) {
    const word = match[0].replace(/[.'’-]+$/u, '');
    const atStart = SENTENCE_START.test(query.slice(0, match.index));
    const entity =
      NUMBER.test(word) ||
      ACRONYM.test(word) ||
      (CAPITAL.test(word) && !atStart) ||
      (arabicQuestion && word.length >= 2);
    if (!entity) continue;
    for (const token of analyze(word, languages)) {
      if (seen.has(token.stem)) continue;
      seen.add(token.stem);
      out.push(token);
    }
  }
  return out;
}
