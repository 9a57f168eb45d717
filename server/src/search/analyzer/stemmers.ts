// Adapter around snowball-stemmers: the only file that imports the library. Stemming is the
// hot path of indexing and querying, so results are memoized per language (bounded).
import { newStemmer, type SnowballStemmer } from 'snowball-stemmers';
import type { LanguageCode } from '../language-codes.js';

const SNOWBALL_NAMES: Record<LanguageCode, string> = {
  ara: 'arabic',
  eng: 'english',
  fra: 'french',
  deu: 'german',
};

const CACHE_LIMIT = 100_000;

class CachedStemmer {
  private readonly cache = new Map<string, string>();
  constructor(private readonly stemmer: SnowballStemmer) {}

  stem(word: string): string {
    let stem = this.cache.get(word);
    if (stem === undefined) {
      stem = this.stemmer.stem(word);
      // A full reset is cheap and keeps memory bounded on huge vocabularies.
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(word, stem);
    }
    return stem;
  }
}

const stemmers = new Map<LanguageCode, CachedStemmer>();

/** Snowball stem of one lowercase, normalized word in the given language. */
export function snowballStem(language: LanguageCode, word: string): string {
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    stemmer = new CachedStemmer(newStemmer(SNOWBALL_NAMES[language]));
    stemmers.set(language, stemmer);
  }
  return stemmer.stem(word);
}
