// The baseline of `npm run bench:retrieval`: a plain BM25 ranking of the same pages (one
// paragraph each), as a textbook search would do it: Arabic normalization (foldText), stopwords
// dropped, light stemming (light10-style for Arabic, Snowball for Latin words), k1 = 1.2,
// b = 0.75, one bag of words per page. No views, no n-grams, no chunking. Our ranking must beat
// it (issue 7: hit@1 at least baseline + 0.03 on every set).
import { foldText } from '@edubot/common';
import { arabicLightStem } from '../src/search/analyzer/arabic-light-stem.js';
import { snowballStem } from '../src/search/analyzer/stemmers.js';
import { ARABIC_STOPWORDS, latinStopwords } from '../src/search/analyzer/stopwords.js';
import { tokenize } from '../src/search/analyzer/tokenize.js';

const K1 = 1.2;
const B = 0.75;
const LATIN_STOPWORDS = latinStopwords(['ara', 'eng']);

export function baselineTerms(text: string): string[] {
  const out: string[] = [];
  for (const { text: word, arabic } of tokenize(foldText(text))) {
    if (word.length < 2 && !/^\d$/u.test(word)) continue;
    if (arabic) {
      if (!ARABIC_STOPWORDS.has(word)) out.push(arabicLightStem(word));
    } else if (!LATIN_STOPWORDS.has(word)) {
      out.push(/^\d+$/u.test(word) ? word : snowballStem('eng', word));
    }
  }
  return out;
}

export class Bm25Baseline {
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly lengths: number[] = [];
  private totalLength = 0;

  /** Adds a page; returns its document number (0-based, in order of addition). */
  add(text: string): number {
    const doc = this.lengths.length;
    const terms = baselineTerms(text);
    const counts = new Map<string, number>();
    for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = []));
      list.push({ doc, tf });
    }
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    return doc;
  }

  /** Documents best first (at most `limit`). */
  rank(query: string, limit: number): number[] {
    const n = this.lengths.length;
    const avg = this.totalLength / Math.max(1, n);
    const scores = new Map<number, number>();
    for (const term of new Set(baselineTerms(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const { doc, tf } of list) {
        const norm = tf + K1 * (1 - B + (B * this.lengths[doc]!) / avg);
        scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (K1 + 1)) / norm);
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([doc]) => doc);
  }
}
