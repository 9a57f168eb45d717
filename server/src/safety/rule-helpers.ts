// Building blocks of the safety rules (docs/decisions/017-safety-rules-and-gaps.md).
// Patterns run on folded text (lowercase, one alef, ة -> ه, ى -> ي, no marks; check-message.ts).

/** English: whole words (ASCII word boundaries are right for Latin script). */
export const en = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'u');
/**
 * Arabic: \\b does not see Arabic letters, so the start is "no letter before", allowing the
 * attached conjunctions و/ف; the end is left to each pattern (attached pronouns vary).
 */
export const ar = (pattern: string) => new RegExp(`(?<!\\p{L})(?:و|ف)?(?:${pattern})`, 'u');
/** Words of one clause: no sentence stop in between. */
export const clause = (max: number) => `[^.!?؟،\\n]{0,${max}}`;
/** End of the message or of its sentence: "I want to end it" but not "end it with a question". */
export const CLAUSE_END = '(?=\\s*(?:$|[.!?؟،,]))';

/** English verb inflections: base, -s/-es, -ed/-d, -ing, with a doubled last consonant when asked. */
export function forms(base: string, double = false): string {
  const stem = base.endsWith('e') ? base.slice(0, -1) : base;
  const last = base.at(-1) ?? '';
  const dbl = double ? base + last : stem;
  return `${base}(?:s|es)?|${dbl}(?:ed|ing)|${stem}(?:ed|ing)`;
}
export const verbs = (list: readonly [string, boolean?][]) =>
  `(?:${list.map(([b, d]) => forms(b, d ?? false)).join('|')})`;
