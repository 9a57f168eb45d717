// English concept rules by category (third layer, docs/decisions/017-safety-rules-and-gaps.md).
import type { SafetyCategory } from '@edubot/common';
import { ABUSE_CONCEPTS_EN, SEXUAL_CONCEPTS_EN } from './concepts-abuse-en.js';
import { SELF_HARM_CONCEPTS_EN } from './concepts-self-harm-en.js';
import { clause, en, type SafetyRule } from './rule-helpers.js';

/** Threats of revenge and weapons brought to frighten someone. */
const VIOLENCE_CONCEPTS_EN: readonly SafetyRule[] = [
  en(
    `(?:make|i'?ll make|gonna make) (?:him|her|them|that \\w+|those \\w+)(?: all)? (?:regret|sorry|pay)|i know where (?:he|she|they) (?:lives?|sleeps?)`,
  ),
  en(
    `(?:bring|brought|take|get|grab|carry|bringing|taking)(?: a| my| his| her| the| \\w+'s| my \\w+'s)? (?:knife|gun|blade|weapon|bat|pistol|razor|rifle)${clause(30)}(?:scare|threaten|hurt|stab|cut|shoot|get|teach) (?:him|her|them|those|these|that|the|someone|somebody|every)`,
  ),
];

export const CONCEPTS_EN: Record<SafetyCategory, readonly SafetyRule[]> = {
  self_harm: SELF_HARM_CONCEPTS_EN,
  abuse: ABUSE_CONCEPTS_EN,
  sexual: SEXUAL_CONCEPTS_EN,
  violence: VIOLENCE_CONCEPTS_EN,
};
