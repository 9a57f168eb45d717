// A bounded memo of a pure function of (text, analyzer languages), for the search worker's hot
// path (docs/decisions/102): the same passages, sentences and file names come back question
// after question. Keyed by the languages, then by the text itself: a lookup hashes the text once
// (V8 keeps a string's hash) instead of building and hashing a `languages + text` key each time,
// which for a page-long passage looked up once per candidate line was a copy of the whole page.
// Keyed by content, so a changed file's new text is a new entry and nothing needs invalidating;
// bounded by a full reset once `limit` entries are held (over all language sets), as before.
import type { LanguageCode } from './language-codes.js';

export class TextMemo<T> {
  private readonly byLanguages = new Map<string, Map<string, T>>();
  private size = 0;

  constructor(
    private readonly limit: number,
    private readonly compute: (text: string, languages: readonly LanguageCode[]) => T,
  ) {}

  get(text: string, languages: readonly LanguageCode[]): T {
    const key = languages.length === 1 ? languages[0]! : languages.join(',');
    let entries = this.byLanguages.get(key);
    const cached = entries?.get(text);
    if (cached !== undefined) return cached;
    const value = this.compute(text, languages);
    if (this.size >= this.limit) {
      this.byLanguages.clear();
      this.size = 0;
      entries = undefined;
    }
    if (!entries) {
      entries = new Map<string, T>();
      this.byLanguages.set(key, entries);
    }
    entries.set(text, value);
    this.size++;
    return value;
  }

  /** Entries held (for tests). */
  get count(): number {
    return this.size;
  }
}
