// Runs the safety check (hand-written rules OR the learned layer) on one student message, on this server only: the text is never sent
// anywhere to be judged (issue 10, docs/decisions/017-safety-rules-and-gaps.md).
import { SAFETY_CATEGORIES, type SafetyCategory } from '@edubot/common';
import { RULES_BY_CATEGORY } from './rules-by-category.js';
import { GatedMessage, gateRule } from './rule-gates.js';
import { prepareForRules } from './prepare-text.js';
import { SAFETY_MODEL } from './model/loaded-model.js';
import { modelCategories, modelCovers, readFraming } from './model/safety-model.js';

/**
 * The rules with their gates (decision 087): a rule is skipped on a message that lacks its
 * script or every literal it needs, which gives the same verdicts at a fraction of the cost.
 */
const GATED_RULES = new Map(
  [...RULES_BY_CATEGORY].map(([category, rules]) => [category, rules.map(gateRule)]),
);

/** The categories the hand-written rules alone find, in SAFETY_CATEGORIES order. */
export function checkMessageRules(text: string): SafetyCategory[] {
  return text.trim() ? checkPreparedRules(prepareForRules(text)) : [];
}

/** The same on text already prepared (prepareForRules), so a message is prepared once. */
function checkPreparedRules(prepared: string): SafetyCategory[] {
  const message = new GatedMessage(prepared);
  return SAFETY_CATEGORIES.filter((category) =>
    GATED_RULES.get(category)!.some((matches) => matches(message)),
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
  const prepared = prepareForRules(text);
  const framing = readFraming(text, prepared);
  const { framed, firstPerson } = framing;
  const byModel = modelCategories(SAFETY_MODEL, text, framing);
  const rulesDefer = (c: SafetyCategory) => framed && !firstPerson && modelCovers(SAFETY_MODEL, c);
  const byRules = checkPreparedRules(prepared).filter((c) => !rulesDefer(c));
  return SAFETY_CATEGORIES.filter((c) => byRules.includes(c) || byModel.includes(c));
}
