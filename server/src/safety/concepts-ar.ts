// Arabic concept rules by category (third layer, docs/decisions/017-safety-rules-and-gaps.md).
import type { SafetyCategory } from '@edubot/common';
import { ABUSE_CONCEPTS_AR, SEXUAL_CONCEPTS_AR } from './concepts-abuse-ar.js';
import { SELF_HARM_CONCEPTS_AR } from './concepts-self-harm-ar.js';
import { ar, clause, together, type SafetyRule } from './rule-helpers.js';

/** Weapons brought to school or threats to break someone's head ("هجيب سكينة معايا المدرسة"). */
const VIOLENCE_CONCEPTS_AR: readonly SafetyRule[] = [
  ar(
    `(?:ه|ح|س|سا|راح ا|بدي ا|ا)(?:جيب|خد|اخد|اخذ|حمل|شيل)${clause(8)}(?:سكين|سكينه|مطواه|مسدس|سلاح|موس)${clause(15)}(?:ال|لل|علي ال|الي ال|ع ال)?(?:مدرسه|فصل|صف)(?!\\p{L})`,
  ),
  ar(`(?:لا|ه|ح|سا|راح ا|رح ا)(?:كسر|فتح|فشخ|كسر ل)\\p{L}* (?:راس|دماغ|وش|رقب|سنان)\\p{L}*`),
  // "بكرة هجيب مطواة وأوريه": a weapon and "I'll show him / teach him".
  ar(
    `(?:سكين|سكينه|مطواه|مسدس|سلاح|عصايه|موس|شومه)${clause(20)}(?:ا|ه|ح|و ا|وا|و ه|وه)(?:وري|ربي|علم|خوف|ادب|دب)(?:ه|ها|هم)(?!\\p{L})`,
  ),
  // "هضرب الواد ده بعد المدرسة": a future beating of a named child; "هضرب الرقم في 3" is arithmetic.
  together([
    ar(
      `(?:ه|ح|سا|راح ا)(?:ضرب|اضرب|فشخ) (?:ال)?(?:واد|ولد|بنت|عيل|واحد|زميلي|المدرس|المدرسه|الاستاذ)(?!\\p{L})`,
    ),
    ar(`بعد (?:ال)?مدرسه|بكره|بكرا|في الفسحه|برا|بره|الطلعه|(?:لحد|لين|حتي) ما (?:ي|ت)\\p{L}+`),
  ]),
  // Egyptian د for ذ: "لأدبحه".
  ar(`(?:ل ?ا|ه|ح|سا|راح ا)(?:دبح|ذبح)(?:ه|ها|هم|ك)(?!\\p{L})`),
];

export const CONCEPTS_AR: Record<SafetyCategory, readonly SafetyRule[]> = {
  self_harm: SELF_HARM_CONCEPTS_AR,
  abuse: ABUSE_CONCEPTS_AR,
  sexual: SEXUAL_CONCEPTS_AR,
  violence: VIOLENCE_CONCEPTS_AR,
};
