// Initials a student types for a name the notes write in full: "When did FDR introduce his New
// Deal" over "... enacted by President Franklin D. Roosevelt", "JFK" for "John F. Kennedy", "UN"
// for "United Nations". The index holds the initials as a word no page writes, so they were the
// question's rarest word and a covered question was declined. A word the student wrote in
// capitals (two to six letters) is looked for, in the retrieved passages, as the first letters of
// consecutive capitalised words ("of", "and", "the", "for" may stand between them: "Federal
// Bureau of Investigation"); only for question words no file holds (answer/coverage-gate.ts).
import { normalizeText } from '@edubot/common';

const TYPED_INITIALS = /^\p{Lu}{3,6}$/u;
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’-]*/gu;
const LINKING_WORDS = new Set(['of', 'and', 'the', 'for', '&']);

/** The question's words typed in capitals (as initials are), lower-cased as the analyzer reads them. */
export function typedInitials(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of normalizeText(question).matchAll(LATIN_WORD))
    if (TYPED_INITIALS.test(m[0])) out.add(m[0].toLowerCase());
  return out;
}

/**
 * The consecutive capitalised words of `text` whose first letters are `initials` (lower case),
 * the first such run; null when there is none.
 */
export function initialsSpelled(initials: string, text: string): string[] | null {
  const words = [...normalizeText(text).matchAll(LATIN_WORD)].map((m) => m[0]);
  for (let start = 0; start < words.length; start++) {
    const run: string[] = [];
    for (let i = start; i < words.length && run.length < initials.length; i++) {
      const word = words[i]!;
      if (run.length > 0 && LINKING_WORDS.has(word)) continue;
      if (!/^\p{Lu}/u.test(word) || word[0]!.toLowerCase() !== initials[run.length]) break;
      run.push(word);
    }
    if (run.length === initials.length) return run;
  }
  return null;
}
