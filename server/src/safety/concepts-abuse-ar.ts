// Arabic abuse and bullying concepts (third layer, docs/decisions/017-safety-rules-and-gaps.md): the
// ideas of concepts-abuse-en.ts in Modern Standard Arabic and the dialects. Verbs carry who does
// what to whom: ي/ت/ب/بي/بت prefixes (he/she/they, present) and the ـني/ـوني endings ("me").
import { ar, clause, together, type SafetyRule } from './rule-helpers.js';

/** Present-tense prefixes of "he/she/they does", with the dialects' ب/بي/بت/ه. */
const THEY_DO = '(?:ب|بي|بت|ه|هي|هت|ح)?(?:ي|ت)';
const ME = '(?:ني|وني|ونني|نني|يني|ينني|يني)(?!\\p{L})';
/** Adults a child may be made to keep a secret for (siblings and friends keep harmless ones). */
const GROWN_UP_AR =
  '(?:عمي|خالي|جوز امي|زوج امي|جوز خالتي|المدرب|مدرب|الاستاذ|استاذ|المدرس|مدرس|المعلم|معلم|جارنا|الجار|السواق|السائق|راجل|رجال|واحد كبير|شخص كبير)';

/** Acts the phrase layer's verb list lacks: tying, branding with heat, starving, shutting out. */
const HARM_TO_ME_AR: readonly SafetyRule[] = [
  ar(`${THEY_DO}?(?:ربط|كوي|كوو|تجاهل|طنش|حرق|قرص)${ME}`),
  ar(`(?:ربط|كوا|كوي|تجاهل|طنش)(?:ت|وا|و)?${ME}`),
  ar(
    `(?:مش|ما|مو|لا) ?${THEY_DO}?(?:طعمي|طعمو|طعم|اكل|وكل|عطي|عطو)${ME}|${THEY_DO}?حرم(?:ني|وني|ونني) (?:من )?(?:ال)?(?:اكل|الاكل|طعام|الطعام|الاكل|العشا|الغدا|الفطور|النوم)`,
  ),
  // "بخاف أرجع عالبيت", "خايفة أروح البيت"
  ar(
    `(?:ب|ا)?(?:خاف|خايف|خايفه|خائف|خائفه|مرعوب|مرعوبه)${clause(6)}(?:ا|ان ا)?(?:رجع|روح|دخل)(?:\\p{L}{0,2})? (?:ع|علي|لل|ل|ال|عال|علي ال)?(?:بيت|البيت|منزل|المنزل|دار|الدار)(?!\\p{L})`,
  ),
];

/** Silence an adult asks for: "عمي قال لي لا تقول لأحد". */
const SECRECY_AR: readonly SafetyRule[] = [
  together([
    ar(
      `(?:ما|لا|مت|مات|متـ|اوعي|اوعا)\\s?(?:ت)?(?:قول|قولي|قوليش|قولش|خبر|خبري|علم|حكي|حكيش|حكيلي)\\p{L}* (?:ل|لل)?(?:احد|حد|حدا|اي حد|اي احد|حدش|ماما|امك|ابوك|اهلك|اهلي|امي|ابوي|ابويا)`,
    ),
    ar(`${GROWN_UP_AR}|اللي (?:ب)?(?:ي)?(?:سويه|عمله|عمل|سوا|صار|بيحصل|يحصل|حصل)|(?:فيني|فيا)(?!\\p{L})`),
  ]),
];

/** Peers shutting a child out, mocking them, passing their pictures round. */
const PEER_BULLYING_AR: readonly SafetyRule[] = [
  ar(`${THEY_DO}?طلع(?:وني|ني|ونني) (?:برا|بره|برة|من)(?!\\p{L})`),
  ar(
    `(?:محدش|ما حد|ماحد|محد|لا احد|ولا حد|ولا واحد|كلهم)${clause(20)}(?:ب|بي)?(?:ي)?(?:كلمني|يكلمني|لعب معاي|لعب معي|قعد معاي|قعد معي|صاحبني|رد علي)(?!\\p{L})`,
  ),
  ar(
    `(?:نزلوا|نزل|نشروا|نشر|حطوا|حط|بعتوا|بعت|ارسلوا|رسلوا|نزلت|نشرت)${clause(6)}(?:صورتي|صوري|فيديو لي|فيديوهاتي|صوره لي|محادثاتي|رسايلي)${clause(30)}(?:جروب|قروب|الجروب|القروب|النت|الانترنت|انستا|تيك توك|سناب|الكل|الفصل|الصف|المدرسه|بيتريقوا|يتريقوا|يضحكوا|يتمسخروا|يسخروا)`,
  ),
  ar(`(?:بي|ي|ب)?(?:عاير|معاير|تريق|تمسخر|سخر|ضحك|تنمر)\\p{L}* (?:علي|ع|من)? ?(?:لوني|لون بشرتي|شكلي|وزني|جسمي|لهجتي|حجابي|اسمي|شعري|نظارتي|عائلتي|اهلي)`),
];

/** The child doing the bullying: "أنا بتنمر على ولد في فصلي". */
const BULLYING_OTHERS_AR: readonly SafetyRule[] = [
  ar(
    `(?:انا )?(?:ب|ا|عم ب)?(?:تنمر|اتنمر|بتنمر|تنمرت|اضايق|بضايق|ضايقت|اهدد|بهدد|هددت|اضرب|بضرب)${clause(2)}(?:علي|ع) ?(?:ولد|بنت|زميل|زميلتي|زميلي|طالب|طالبه|واحد|واحده|ولاد|عيال|اللي)(?!\\p{L})`,
  ),
];

export const ABUSE_CONCEPTS_AR: readonly SafetyRule[] = [
  ...HARM_TO_ME_AR,
  ...SECRECY_AR,
  ...PEER_BULLYING_AR,
  ...BULLYING_OTHERS_AR,
];
