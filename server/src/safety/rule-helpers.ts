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

/**
 * A concept rule: every pattern of `all` occurs in the message (in one sentence when `sentence`),
 * and no pattern of `none` does. It states a combination of ideas ("I" + "saving up" + "pills")
 * instead of one literal phrase, so new wordings of the same idea still match.
 */
export interface ConceptRule {
  readonly all: readonly RegExp[];
  /** At least one pattern of `any` occurs too (when given). */
  readonly any?: readonly RegExp[];
  readonly none?: readonly RegExp[];
  readonly sentence?: boolean;
}
export type SafetyRule = RegExp | ConceptRule;

export const together = (
  all: readonly RegExp[],
  options: { any?: readonly RegExp[]; none?: readonly RegExp[]; sentence?: boolean } = {},
): ConceptRule => ({ all, ...options });

/** Sentence stops of both scripts; a comma does not end a sentence. */
export const SENTENCE_STOP = /[.!?؟;\n]+/u;

export function conceptHolds(rule: ConceptRule, text: string): boolean {
  return (
    rule.all.every((p) => p.test(text)) &&
    (!rule.any || rule.any.some((p) => p.test(text))) &&
    !(rule.none ?? []).some((p) => p.test(text))
  );
}

/** True when the rule matches the prepared (folded) message. */
export function ruleMatches(rule: SafetyRule, text: string): boolean {
  if (rule instanceof RegExp) return rule.test(text);
  if (!rule.sentence) return conceptHolds(rule, text);
  return text.split(SENTENCE_STOP).some((s) => conceptHolds(rule, s));
}
