// Second look at the best BM25 hits (issue 7 §3, docs/decisions/022). BM25 scores each query
// word on its own; a passage that answers the question usually holds the question's words
// together and names its subject. Among the first `depth` hits, each gets
//   bm25 / best bm25
//   + coverage  · the share of the question's distinct words it holds, each weighted by how few
//                 of the candidates hold it (so the subject's name outweighs "year"),
//   + bigram    · the share of the question's neighbouring word pairs it holds side by side
//                 ("Royal Air Force", "الحرب العالمية"),
//   + title     · the weighted share of the question's words its file name holds (a file named
//                 after its subject: "Agatha Christie.pdf", "Photosynthesis notes.pdf").
// A pure function of the query and the hits, shared by every engine (SQLite in-process, the
// search workers, PostgreSQL), so all rank alike. Analyzed passages are cached by text.
// Weights chosen on ARCD and checked on TyDi QA (docs/decisions/022).
import { TextMemo } from './text-memo.js';
import { analyze, type AnalyzedToken } from './analyzer/analyzer.js';
import { firstDistinctWords, MAX_QUERY_WORDS } from './fts-query.js';
import type { LanguageCode } from './language-codes.js';
import type { SearchHit } from './search-index.js';

export interface RerankTuning {
  /** Hits re-ranked (fetched from the engine even when fewer are asked for); 0 turns it off. */
  depth: number;
  coverage: number;
  bigram: number;
  title: number;
}

export const DEFAULT_RERANK_TUNING: RerankTuning = {
  depth: 10,
  coverage: 0.5,
  bigram: 0.4,
  title: 0.6,
};

interface Analyzed {
  stems: string[];
  lights: string[];
}

// Passages and file names come back question after question; analyzing them is most of
// the re-ranking's cost. Bounded by a full reset; an entry is the passage's text and word
// lists, a few KB like the extractive provider's sentence cache (at most ~30 MB per thread).
const CACHE_LIMIT = 4_000;
const cache = new TextMemo<Analyzed>(CACHE_LIMIT, (text, languages) => {
  const tokens = analyze(text, languages);
  return { stems: tokens.map((t) => t.stem), lights: tokens.map((t) => t.light) };
});

function analyzed(text: string, languages: readonly LanguageCode[]): Analyzed {
  return cache.get(text, languages);
}

interface QueryWord {
  stem: string;
  light: string;
}

/** Positions in `text` of each query word (by stem or light form); empty when absent. */
export function positions(words: readonly QueryWord[], text: Analyzed): number[][] {
  const out = words.map(() => [] as number[]);
  for (let i = 0; i < text.stems.length; i++) {
    const stem = text.stems[i];
    const light = text.lights[i];
    words.forEach((w, q) => {
      if (w.stem === stem || w.light === light) out[q]!.push(i);
    });
  }
  return out;
}

/** Share of the query's neighbouring word pairs found within two words of each other, in order. */
export function bigramShare(lists: readonly number[][]): number {
  if (lists.length < 2) return 0;
  let found = 0;
  for (let q = 0; q + 1 < lists.length; q++) {
    const next = new Set(lists[q + 1]);
    if (lists[q]!.some((p) => next.has(p + 1) || next.has(p + 2))) found++;
  }
  return found / (lists.length - 1);
}

/** The hits in their new order (same objects, same scores). */
export function rerankHits(
  query: string,
  hits: readonly SearchHit[],
  languages: readonly LanguageCode[],
  tuning: RerankTuning = DEFAULT_RERANK_TUNING,
  /** queryWords(query, languages), when the caller has them already (the search workers). */
  analyzedQuery?: readonly AnalyzedToken[],
): SearchHit[] {
  if (hits.length < 2 || tuning.depth <= 0) return [...hits];
  const words = analyzedQuery ?? firstDistinctWords(analyze(query, languages), MAX_QUERY_WORDS);
  if (words.length === 0) return [...hits];
  const head = hits.slice(0, tuning.depth);
  const lists = head.map((hit) => positions(words, analyzed(hit.text, languages)));
  const titles = head.map((hit) => positions(words, analyzed(hit.filename, languages)));
  // A word few of the candidates hold tells them apart; one all of them hold does not.
  const weights = words.map((_, q) => {
    const df = lists.filter((l) => l[q]!.length > 0).length;
    return Math.log(1 + (head.length + 1) / (df + 0.5));
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const top = Math.max(...head.map((h) => h.score), 0);
  const scored = head.map((hit, i) => {
    const list = lists[i]!;
    let held = 0;
    let titled = 0;
    words.forEach((_, q) => {
      if (list[q]!.length > 0) held += weights[q]!;
      if (titles[i]![q]!.length > 0) titled += weights[q]!;
    });
    const value =
      (top > 0 ? Math.max(0, hit.score) / top : 0) +
      tuning.coverage * (total > 0 ? held / total : 0) +
      tuning.bigram * bigramShare(list) +
      tuning.title * (total > 0 ? titled / total : 0);
    return { hit, value, i };
  });
  scored.sort((a, b) => b.value - a.value || a.i - b.i);
  return [...scored.map((s) => s.hit), ...hits.slice(tuning.depth)];
}
