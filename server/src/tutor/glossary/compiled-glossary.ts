// One bot's glossary ready for questions: each entry's Arabic and English sides analyzed once with
// the search analyzer, and an index from word to entries, so matching a question costs a few map
// lookups. A side matches when the question holds all its words (all but one for terms of three
// words or more, since a mined term may carry one word the student leaves out).
import { analyze, type AnalyzedToken } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { StoredGlossaryEntry } from './glossary.repository.js';

export type GlossarySide = 'ar' | 'en';

export interface GlossaryMatch {
  entry: StoredGlossaryEntry;
  /** The side the question used. */
  asked: GlossarySide;
  /** The term in the question's language, and its translation. */
  term: string;
  translation: string;
}

interface CompiledEntry {
  entry: StoredGlossaryEntry;
  sides: Record<GlossarySide, AnalyzedToken[]>;
}

/** Entries of this kind on one page make it a term list (a glossary table), not an explanation. */
const TERM_LIST_MIN_ROWS = 3;
const MAX_MATCHES = 4;

function tokenKeys(t: AnalyzedToken): string[] {
  return t.light === t.stem ? [t.stem] : [t.stem, t.light];
}

export class CompiledGlossary {
  private readonly entries: CompiledEntry[] = [];
  private readonly byWord = new Map<string, number[]>();
  private readonly termListPages = new Set<string>();

  constructor(
    entries: readonly StoredGlossaryEntry[],
    private readonly languages: readonly LanguageCode[],
  ) {
    const rowsPerPage = new Map<string, number>();
    for (const entry of entries) {
      const sides = {
        ar: analyze(entry.arabic, languages),
        en: analyze(entry.english, languages),
      };
      if (sides.ar.length === 0 || sides.en.length === 0) continue;
      const index = this.entries.push({ entry, sides }) - 1;
      for (const side of ['ar', 'en'] as const) {
        for (const token of sides[side]) {
          for (const key of tokenKeys(token)) {
            const list = this.byWord.get(key);
            if (!list) this.byWord.set(key, [index]);
            else if (list[list.length - 1] !== index) list.push(index);
          }
        }
      }
      if (entry.kind === 'line') {
        const key = `${entry.fileId}#${entry.page}`;
        rowsPerPage.set(key, (rowsPerPage.get(key) ?? 0) + 1);
      }
    }
    for (const [key, rows] of rowsPerPage)
      if (rows >= TERM_LIST_MIN_ROWS) this.termListPages.add(key);
  }

  get size(): number {
    return this.entries.length;
  }

  /** A glossary table's page: it names terms, it does not explain them. */
  isTermList(fileId: string, page: number | null): boolean {
    return this.termListPages.has(`${fileId}#${page}`);
  }

  /** Glossary terms the question names, longest first, each translation once. */
  match(question: string): GlossaryMatch[] {
    const tokens = analyze(question, this.languages);
    const present = new Set(tokens.flatMap(tokenKeys));
    const candidates = new Set<number>();
    for (const key of present) for (const i of this.byWord.get(key) ?? []) candidates.add(i);
    const scored: { match: GlossaryMatch; words: number }[] = [];
    for (const i of candidates) {
      const { entry, sides } = this.entries[i]!;
      for (const side of ['ar', 'en'] as const) {
        const words = sides[side];
        const found = words.filter((t) => tokenKeys(t).some((k) => present.has(k))).length;
        const needed = words.length >= 3 ? words.length - 1 : words.length;
        if (found < needed) continue;
        scored.push({
          match: {
            entry,
            asked: side,
            term: side === 'ar' ? entry.arabic : entry.english,
            translation: side === 'ar' ? entry.english : entry.arabic,
          },
          words: found,
        });
        break;
      }
    }
    scored.sort((a, b) => b.words - a.words);
    const seen = new Set<string>();
    const out: GlossaryMatch[] = [];
    for (const { match } of scored) {
      const key = match.translation.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(match);
      if (out.length === MAX_MATCHES) break;
    }
    return out;
  }
}
