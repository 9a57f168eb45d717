// Runs the safety check (hand-written rules OR the learned layer) on one student message, on this server only: the text is never sent
// anywhere to be judged (issue 10, docs/decisions/017-safety-rules-and-gaps.md).
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
import { ruleMatches, type SafetyRule } from './rule-helpers.js';
import { prepareForRules } from './prepare-text.js';
import { SAFETY_RULES } from './safety-rules.js';
import { SAFETY_MODEL } from './model/loaded-model.js';
import { modelCategories, modelCovers, readFraming } from './model/safety-model.js';

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
const RULES = new Map(SAFETY_CATEGORIES.map((c) => [c, rulesOf(c)]));

/** The categories the hand-written rules alone find, in SAFETY_CATEGORIES order. */
export function checkMessageRules(text: string): SafetyCategory[] {
  if (!text.trim()) return [];
  const prepared = prepareForRules(text);
  return SAFETY_CATEGORIES.filter((category) =>
    RULES.get(category)!.some((rule) => ruleMatches(rule, prepared)),
  );
}

/**
 * The categories the message falls in, in SAFETY_CATEGORIES order; empty when none. A category
 * is flagged when a rule matches OR the learned layer's probability reaches its threshold
 * (model/, decision 017 addendum "a learned layer"). One exception: a question framed as a
 * story, lesson or project that says nothing of the writer ("why do teens self harm? for my
 * health presentation") is left to the learned layer for the categories it covers; the rules
 * cannot read the framing, the model's score is lowered by it (model/framing.ts). A first-person
 * disclosure inside the same framing keeps the rules' verdict.
 */
export function checkMessage(text: string): SafetyCategory[] {
  if (!text.trim()) return [];
  const framing = readFraming(text);
  const { framed, firstPerson } = framing;
  const byModel = modelCategories(SAFETY_MODEL, text, framing);
  const rulesDefer = (c: SafetyCategory) => framed && !firstPerson && modelCovers(SAFETY_MODEL, c);
  const byRules = checkMessageRules(text).filter((c) => !rulesDefer(c));
  return SAFETY_CATEGORIES.filter((c) => byRules.includes(c) || byModel.includes(c));
}
