// Runs the safety rules on one student message, on this server only: the text is never sent
// anywhere to be judged (issue 10, docs/decisions/017-safety-rules-and-gaps.md).
import { SAFETY_CATEGORIES, foldText, type SafetyCategory } from '@edubot/common';
import { ARABIZI_RULES } from './arabizi-rules.js';
import { LEXICON_AR } from './lexicon-ar.js';
import { LEXICON_EN } from './lexicon-en.js';
import { CONCEPTS_AR } from './concepts-ar.js';
import { CONCEPTS_EN } from './concepts-en.js';
import { EVERYDAY_USES } from './everyday-uses.js';
import { ruleMatches, type SafetyRule } from './rule-helpers.js';
import { ACADEMIC, NOT_MEANT, SAFETY_RULES } from './safety-rules.js';

/** Phrase rules, lexicon rules, concept rules (English, Arabic) and Arabizi rules of one category. */
const rulesOf = (c: SafetyCategory): readonly SafetyRule[] => [
  ...SAFETY_RULES[c],
  ...LEXICON_EN[c],
  ...LEXICON_AR[c],
  ...CONCEPTS_EN[c],
  ...CONCEPTS_AR[c],
  ...ARABIZI_RULES[c],
];
const RULES = new Map(SAFETY_CATEGORIES.map((c) => [c, rulesOf(c)]));

/** Curly quotes and apostrophes typed on phones, straightened so "don’t" matches "don't". */
const CURLY = /[\u2018\u2019\u201B\u2032]/g;
const SPACES = /\s+/g;

export function prepareForRules(text: string): string {
  let folded = foldText(text).replace(CURLY, "'").replace(SPACES, ' ');
  for (const phrase of [...ACADEMIC, ...EVERYDAY_USES, ...NOT_MEANT])
    folded = folded.replace(phrase, ' ');
  return folded;
}

/** The categories the message falls in, in SAFETY_CATEGORIES order; empty when none. */
export function checkMessage(text: string): SafetyCategory[] {
  if (!text.trim()) return [];
  const prepared = prepareForRules(text);
  return SAFETY_CATEGORIES.filter((category) =>
    RULES.get(category)!.some((rule) => ruleMatches(rule, prepared)),
  );
}
