// Extractive summary: the sentences closest to the centroid of a set of sentences (TF-IDF,
// cosine), i.e. those that say what most of the page or file is about, returned in reading
// order. Near-duplicates (slides repeat their bullets) are skipped.
import { sentenceIdf, type MaterialSentence } from './material-sentences.js';

export interface CentralityOptions {
  maxSentences: number;
  maxChars: number;
  /** Extra weight per stem (e.g. the topic's terms for a topic summary). */
  boost?: ReadonlyMap<string, number>;
}

function vector(s: MaterialSentence, idf: ReadonlyMap<string, number>): Map<string, number> {
  const v = new Map<string, number>();
  for (const stem of s.stems) v.set(stem, (v.get(stem) ?? 0) + (idf.get(stem) ?? 0));
  return v;
}

function norm(v: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  return Math.sqrt(sum);
}

function overlap(a: MaterialSentence, b: MaterialSentence): number {
  const sa = new Set(a.stems);
  const sb = new Set(b.stems);
  let common = 0;
  for (const s of sa) if (sb.has(s)) common++;
  return common / Math.max(1, Math.min(sa.size, sb.size));
}

/** Centrality score of every content sentence (0 for the others). */
export function centralityScores(
  sentences: readonly MaterialSentence[],
  boost?: ReadonlyMap<string, number>,
): number[] {
  const idf = sentenceIdf(sentences);
  const vectors = sentences.map((s) => vector(s, idf));
  const centroid = new Map<string, number>();
  sentences.forEach((s, i) => {
    if (!s.content) return;
    for (const [stem, x] of vectors[i]!) centroid.set(stem, (centroid.get(stem) ?? 0) + x);
  });
  if (boost)
    for (const [stem, w] of boost) centroid.set(stem, (centroid.get(stem) ?? 0) * (1 + w) + w);
  const centroidNorm = norm(centroid) || 1;
  return sentences.map((s, i) => {
    if (!s.content) return 0;
    const v = vectors[i]!;
    let dot = 0;
    for (const [stem, x] of v) dot += x * (centroid.get(stem) ?? 0);
    return dot / ((norm(v) || 1) * centroidNorm);
  });
}

export function centralSentences(
  sentences: readonly MaterialSentence[],
  options: CentralityOptions,
): MaterialSentence[] {
  const scores = centralityScores(sentences, options.boost);
  const ranked = sentences
    .map((s, i) => ({ s, score: scores[i]! }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.s.chunk - b.s.chunk || a.s.index - b.s.index);
  const chosen: MaterialSentence[] = [];
  let chars = 0;
  for (const { s } of ranked) {
    if (chosen.length >= options.maxSentences) break;
    if (chars + s.text.length > options.maxChars && chosen.length > 0) continue;
    if (chosen.some((c) => overlap(c, s) > 0.7)) continue;
    chosen.push(s);
    chars += s.text.length;
  }
  return chosen.sort((a, b) => a.chunk - b.chunk || a.index - b.index);
}
