// The hand-written safety rules of each category, gathered from the files that write them
// (phrases, lexicons, concepts of each decision, Arabizi).
import { SAFETY_CATEGORIES, type SafetyCategory } from '@edubot/common';
import { ARABIZI_RULES } from './arabizi-rules.js';
import { LEXICON_AR } from './lexicon-ar.js';
import { LEXICON_EN } from './lexicon-en.js';
import { CONCEPTS_AR } from './concepts-ar.js';
import { CONCEPTS_EN } from './concepts-en.js';
import { HARM_TO_OTHERS } from './concepts-harm-to-others.js';
import { INDIRECT_SELF_HARM } from './concepts-indirect.js';
import { CONTROL_PLANS_GROOMING } from './concepts-control-plans-grooming.js';
import { WARNING_SIGNS } from './concepts-warning-signs.js';
import { ATTACKS_PICTURES_DIALECTS } from './concepts-attacks-pictures-dialects.js';
import { WHO_DOES_WHAT } from './concepts-who-does-what.js';
import type { SafetyRule } from './rule-helpers.js';
import { SAFETY_RULES } from './safety-rules.js';

/** Concepts of decision 033, both languages: indirect self-harm and harm aimed at others. */
const CONCEPTS_BOTH: Record<SafetyCategory, readonly SafetyRule[]> = {
  self_harm: INDIRECT_SELF_HARM,
  ...HARM_TO_OTHERS,
};
/** Concepts of decision 057: kept in, silenced by threats, plans told by means and day, grooming. */
const CONCEPTS_057: Partial<Record<SafetyCategory, readonly SafetyRule[]>> = CONTROL_PLANS_GROOMING;

/** Phrase rules, lexicon rules, concept rules (English, Arabic, both) and Arabizi rules of one category. */
const rulesOf = (c: SafetyCategory): readonly SafetyRule[] => [
  ...SAFETY_RULES[c],
  ...LEXICON_EN[c],
  ...LEXICON_AR[c],
  ...CONCEPTS_EN[c],
  ...CONCEPTS_AR[c],
  ...CONCEPTS_BOTH[c],
  ...(CONCEPTS_057[c] ?? []),
  // Decision 061: indirect warning signs (hidden injuries, means looked up, grooming by an adult).
  ...(WARNING_SIGNS[c] ?? []),
  // Decision 070: group attacks, weapons meant, shared nudes, adults alone, dialect self-injury.
  ...(ATTACKS_PICTURES_DIALECTS[c] ?? []),
  // Decision 083: who does what to whom (threats, weapons carried, grooming, peer pressure, sex asked).
  ...(WHO_DOES_WHAT[c] ?? []),
  ...ARABIZI_RULES[c],
];
/** Every hand-written rule of each category, in the order check-message.ts runs them. */
export const RULES_BY_CATEGORY: ReadonlyMap<SafetyCategory, readonly SafetyRule[]> = new Map(
  SAFETY_CATEGORIES.map((c) => [c, rulesOf(c)]),
);
