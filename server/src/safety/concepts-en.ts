// English concept rules by category (third layer, docs/decisions/017-safety-rules-and-gaps.md).
import type { SafetyCategory } from '@edubot/common';
import { ABUSE_CONCEPTS_EN, SEXUAL_CONCEPTS_EN } from './concepts-abuse-en.js';
import { SELF_HARM_CONCEPTS_EN } from './concepts-self-harm-en.js';
import { SELF_HARM_SIGNALS } from './signals-self-harm.js';
import { clause, en, together, type SafetyRule } from './rule-helpers.js';

/** Threats of revenge and weapons brought to frighten someone. */
const VIOLENCE_CONCEPTS_EN: readonly SafetyRule[] = [
  en(
    `(?:make|i'?ll make|gonna make) (?:him|her|them|that \\w+|those \\w+)(?: all)? (?:regret|sorry|pay)|i know where (?:he|she|they) (?:lives?|sleeps?)`,
  ),
  en(
    `(?:bring|brought|take|get|grab|carry|bringing|taking)(?: a| my| his| her| the| \\w+'s| my \\w+'s)? (?:knife|gun|blade|weapon|bat|pistol|razor|rifle|hammer)${clause(30)}(?:scare|threaten|hurt|stab|cut|shoot|get|teach) (?:him|her|them|those|these|that|the|someone|somebody|every)(?! (?:vegetables|veg|fruit|bread|cake|onions?|meat|chicken|pizza|apples?|potato(?:e?s)?|carrots?|tomato(?:e?s)?|sandwich\\w*|paper|card|rope|wood|string|fabric)\\b)`,
  ),
  // "i'm bringing a bat tomorrow, he's done"
  together([
    en(
      `(?:bring|bringing|brought|carry|carrying|taking)\\w*(?: a| my| the| \\w+'s)? (?:bat|knife|gun|blade|pistol|weapon|hammer|crowbar)`,
    ),
    en(
      `(?:he|she|they|you)(?:'s|'re| is| are) (?:so )?(?:dead|done|finished)(?: meat)?(?=$|[.!?,])|(?:he|she|they)(?:'ll| will) (?:regret|pay|see)`,
    ),
  ]),
];

export const CONCEPTS_EN: Record<SafetyCategory, readonly SafetyRule[]> = {
  // The signal pairs of signals-self-harm.ts cover both languages; listed once, here.
  self_harm: [...SELF_HARM_CONCEPTS_EN, ...SELF_HARM_SIGNALS],
  abuse: ABUSE_CONCEPTS_EN,
  sexual: SEXUAL_CONCEPTS_EN,
  violence: VIOLENCE_CONCEPTS_EN,
};
