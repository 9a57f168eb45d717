// Arabic words of a photo's text as the bot's files spell them (docs/decisions/058). OCR misreads
// an Arabic letter as another of the same shape with other dots: "الفولتميتر" read as
// "الغولتميتر", "مغناطيس" as "مغناظيس". Such a word is in none of the bot's files, so the search
// misses it and the gate declines. A word the files lack is tried with one letter swapped for a
// letter of its shape; a form the files hold replaces it (the most frequent one). Words the files
// hold are never touched, and a word no swap makes known stays as read, so the gate still sees
// what the files lack.
import { foldText } from '@edubot/common';
import type { TermStats } from '../search/term-stats.js';
import { dotSwaps } from '../ingestion/clean/arabic-dot-swaps.js';

/** Document frequencies of a text's words in the bot (SearchIndex.termStats). */
export type TermStatsOf = (text: string) => Promise<TermStats | undefined>;

/** Shorter words have too many neighbours to guess from. */
const MIN_LETTERS = 5;
/** termStats counts at most 32 distinct words per call (fts-query.ts). */
const BATCH = 30;

/** How many of the bot's chunks hold each word (folded surface -> df), in batches. */
async function frequencies(
  words: readonly string[],
  statsOf: TermStatsOf,
): Promise<Map<string, number>> {
  const df = new Map<string, number>();
  const distinct = [...new Set(words)];
  for (let i = 0; i < distinct.length; i += BATCH) {
    const stats = await statsOf(distinct.slice(i, i + BATCH).join(' '));
    for (const term of stats?.terms ?? []) df.set(term.surface, term.df);
  }
  return df;
}

/** The photo's text with its misread Arabic words spelled as the files spell them. */
export async function spellPhotoTextAsFiles(text: string, statsOf: TermStatsOf): Promise<string> {
  const words = [...text.matchAll(/\p{Script=Arabic}+/gu)]
    .map((m) => ({ text: m[0], folded: foldText(m[0]) }))
    .filter((w) => [...w.folded].length >= MIN_LETTERS);
  if (words.length === 0) return text;
  const held = await frequencies(
    words.map((w) => w.folded),
    statsOf,
  );
  // Stopwords are not counted (absent from the map): only words counted at zero are misreadings.
  const missing = words.filter((w) => held.get(w.folded) === 0);
  if (missing.length === 0) return text;
  const forms = new Map(missing.map((w) => [w.folded, dotSwaps(w.folded)]));
  const formDf = await frequencies([...forms.values()].flat(), statsOf);
  let out = text;
  for (const w of missing) {
    let best: { form: string; df: number } | null = null;
    for (const form of forms.get(w.folded) ?? []) {
      const df = formDf.get(form) ?? 0;
      if (df > 0 && (!best || df > best.df)) best = { form, df };
    }
    if (best) out = out.split(w.text).join(best.form);
  }
  return out;
}
