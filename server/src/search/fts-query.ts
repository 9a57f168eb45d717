// Turns analyzed words into the text stored in FTS5 and into MATCH expressions. Query words
// are emitted as double-quoted FTS5 strings (inner quotes doubled), so nothing a student types
// (", *, NEAR(, AND, column:) is read as FTS5 syntax.
import { analyze, type AnalyzedToken } from './analyzer/analyzer.js';
import type { LanguageCode } from './language-codes.js';

export interface Views {
  stem: string[];
  light: string[];
  grams: string[];
}

export const VIEW_COLUMNS = ['stem', 'light', 'grams'] as const;

/** Length of the Arabic character n-grams of the `grams` view. */
const GRAM = 4;

export function quoteTerm(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * Character n-grams of an Arabic light stem, with word-boundary markers ("x" cannot occur in
 * Arabic words). They let a query word match a passage word that Snowball and the light stemmer
 * left with different stems (broken plurals, duals, unusual affixes).
 */
export function charGrams(word: string): string[] {
  const padded = `x${word}x`;
  if (padded.length <= GRAM) return [padded];
  const grams: string[] = [];
  for (let i = 0; i + GRAM <= padded.length; i++) grams.push(padded.slice(i, i + GRAM));
  return grams;
}

/** The three indexed views of analyzed text (one FTS5 column each). */
export function toViews(tokens: readonly AnalyzedToken[], withGrams: boolean): Views {
  const grams: string[] = [];
  if (withGrams) {
    for (const t of tokens) if (t.arabic) grams.push(...charGrams(t.light));
  }
  return { stem: tokens.map((t) => t.stem), light: tokens.map((t) => t.light), grams };
}

/** `stem : ("a" OR ..) OR light : (..) OR grams : (..)`, or null when no word is left. */
export function matchExpression(views: Views): string | null {
  const parts: string[] = [];
  for (const column of VIEW_COLUMNS) {
    const terms = [...new Set(views[column])];
    if (terms.length > 0) parts.push(`${column} : (${terms.map(quoteTerm).join(' OR ')})`);
  }
  return parts.length > 0 ? parts.join(' OR ') : null;
}

/**
 * Words of a question used for retrieval. A question is far shorter; the cap bounds the cost of
 * a pasted page or a long OCR text (the student's own words come first in the tutor's query).
 */
export const MAX_QUERY_WORDS = 32;

export function firstDistinctWords(tokens: readonly AnalyzedToken[], max: number): AnalyzedToken[] {
  const seen = new Set<string>();
  const out: AnalyzedToken[] = [];
  for (const token of tokens) {
    if (seen.has(token.stem)) continue;
    seen.add(token.stem);
    out.push(token);
    if (out.length === max) break;
  }
  return out;
}

/**
 * The MATCH expression of a student's question, or null when no word is left. Shared by the
 * in-process index and the search workers, so both rank exactly the same way.
 */
export function queryMatch(
  query: string,
  languages: readonly LanguageCode[],
  withGrams: boolean,
): string | null {
  return matchOfWords(queryWords(query, languages), withGrams);
}

/** The analyzed words of a question that retrieval and its term statistics use. */
export function queryWords(query: string, languages: readonly LanguageCode[]): AnalyzedToken[] {
  return firstDistinctWords(analyze(query, languages), MAX_QUERY_WORDS);
}

/** The MATCH expression of words from queryWords(). */
export function matchOfWords(words: readonly AnalyzedToken[], withGrams: boolean): string | null {
  return matchExpression(toViews(words, withGrams));
}
