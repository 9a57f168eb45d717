// Turns analyzed words into the text stored in FTS5 and into MATCH expressions. Query words
// are emitted as double-quoted FTS5 strings (inner quotes doubled), so nothing a student types
// (", *, NEAR(, AND, column:) is read as FTS5 syntax.
import type { AnalyzedToken } from './analyzer/analyzer.js';

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
