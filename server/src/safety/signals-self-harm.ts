// Self-harm signals (fourth layer of the safety rules, docs/decisions/017-safety-rules-and-gaps.md).
// A fresh held-out set written after the concept layer still showed wordings no phrase foresaw
// ("there's enough", "i want out", "something to remember me by"). What they share is not a
// phrase but two kinds of signal in one message: the child's own ending or a lethal means, and a
// second signal that makes it serious (a wish, hopelessness, a plan, a repetition). Each table
// below is one kind of signal; the rules at the end say which pairs raise an alert. A single
// signal never does: "forever", "pills" or "last day" alone are everyday words.
import { ar, clause, en, together, type SafetyRule } from './rule-helpers.js';

// ---- English ----
const SELF_EN = en(`i|i'm|im|i've|ive|i'd|i'll|me|my|myself`);
/** The child no longer being there; dying only with "I" as its subject ("my plant will die" is not). */
const ENDING_EN = en(
  `(?:i|i'?m|im|i'?d|i'?ll|i'?ve|me)(?: \\w+){0,4} (?:die|dying|died|dead|death|suicid\\w*|unalive\\w*|drown(?:ing)?)|being dead|kill myself|my (?:own )?death|end (?:it all|everything|my life)|end it(?=$|[.!?,]| tonight| now| soon)|(?:be|being|go|gone|sleep|asleep|rest|disappear|go away) (?:forever|for good)|(?:wasn'?t|weren'?t|am not|i'?m not|not|never|won'?t) (?:be )?(?:here|around|alive)(?! (?:on|at|for|because|tomorrow|next|this|today|until|till|yesterday|last|when|during|in|to|right|earlier|either|with)\\b)|(?:don'?t think|doubt) i'?ll (?:be (?:here|around|alive)|make it)|not exist\\w*|stop (?:existing|breathing|living)|bleed(?:ing)? out|waste away|never (?:wake up|have to (?:wake up|feel))|not wake up|my (?:own )?funeral|remember me by|want out(?=$|[.!?,]| of (?:this|life|everything))`,
);
/** Ways of dying that are hard to mistake: a fall, a vehicle, a noose, poison. */
const LETHAL_MEANS_EN = en(
  `walk(?:ed|ing|s)? into (?:the )?(?:sea|ocean|river|lake|traffic)|(?:how long|how much)${clause(20)}(?:to drown|to bleed|to die|to suffocate)|jump(?:ing|ed)? (?:off|from|in front)(?! (?:the |a |my )?(?:diving board|board|trampoline|swing|bed|couch|sofa|stairs|steps?|wall|bike|ramp|pier))|in front of (?:a|the) (?:bus|car|train|truck|lorry)|(?<!jump |skipping |jumping )rope|noose|(?:around|round) my neck|hang(?:ing|ed)? myself|(?:drink|drank|drinking|take|took|swallow\\w*) (?:the |some |a (?:bit|cup|glass) of )?(?:bleach|poison|chlorine|detergent)|poison myself|overdos\\w*|(?:cut|cutting|cuts|burn|burning) (?:myself|my (?:arms?|wrists?|legs?|thighs?|skin))|scratch\\w* myself|(?:lighter|blade|razor|knife) (?:to|on|against|across|into) my|my (?:arms?|wrists?|legs?|thighs?|skin) (?:is|are) (?:full of|covered in) (?:cuts|scars|burns)`,
);
/** High places: serious only with a plan or a test ("which bridge is the highest"). */
const HIGH_PLACE_EN = en(
  `bridge|rooftop|roof|balcony|cliff|(?:\\w+th|top) floor|train (?:line|tracks?)|railway|tracks|traffic|motorway|highway`,
);
/** Things a child could hurt themself with, serious only with a plan or a count. */
const ITEMS_EN = en(
  `pills?|tablets?|painkillers?|meds|medication|medicine|sleeping pills|insulin|knife|blade|razor|lighter`,
);
/** Wanting it, or weighing it. */
const WISH_EN = en(
  `want|wanna|wish|hope|rather|need to|ready to|going to|gonna|plan to|thinking (?:of|about)|think about|so i can|so that i|keep thinking|look(?:ing)? forward|long for|dream (?:of|about)|fantasi[sz]e|wonder (?:if|what|how)`,
);
/** Hopelessness and being a weight on others. */
const HOPELESS_EN = en(
  `pointless|no point|what'?s the point|worthless|burden|i(?:'?m| am) a waste(?! of time)|(?:would|will) anyone (?:come looking|notice|care|miss me)|anyone would (?:come looking|notice|care|miss me)|a problem|hopeless|empty inside|nobody (?:cares|would care|will care)|no one (?:cares|will care|would care|will notice|would notice)|tired of (?:everything|it all|life|living)|easier for everyone|(?:fine|better|happier) without me|stop fighting|hate my life|can'?t do this any ?more|can'?t (?:take|handle) (?:it|this) any ?more`,
);
/** Others better off: "they'd be relieved" (paired with hopelessness or an ending). */
const BETTER_OFF_EN = en(
  `(?:they|everyone|people|my (?:family|parents|mom|dad))(?:'d| would|'ll| will) (?:all )?(?:be )?(?:relieved|happier|better off|(?:better|fine)(?= if| without))`,
);
/** A plan, a count, a goodbye, a test of the means. */
const PLAN_EN = en(
  `tonight|decided|finally|do it|goodbye|note|letter|enough|counted|just in case|plan\\w*|on purpose|too close|research\\w*|looked up|googl\\w*|searched|more (?:of \\w+ )?than (?:i'?m |i am )?(?:supposed|allowed|prescribed|meant)|too (?:much|many)(?! homework)|a lot more|for someone my (?:size|weight|age)|my (?:things|stuff)|i'?m (?:so )?done|how high|highest|high enough|(?:would|does|will) it hurt|hurts? to|to see (?:how|what) (?:it|would)|bottle of`,
);
/** It has happened before: "again", "new ones", "every night". */
const REPEAT_EN = en(
  `again|new ones|every (?:night|day)|last night|keep (?:doing|making)|(?:until|till|til) (?:i|it) bleeds?`,
);
/** Ordinary reasons to carry medicine. */
const MEDICAL_EN = en(
  `headache|migraine|cramps?|fever|period|cold|allerg\\w*|asthma|sick|doctor|prescribed|inhaler|vitamins?`,
);
/** Someone else's death: a lesson, a story, a question about history. */
const OTHERS_DEATH_EN = en(
  `poem|poet|novel|story|character|chapter|scene|play|author|book|film|movie|essay|creative writing|history|war|emperor|king|queen|soldiers?|why did|how did|in the (?:past|war)|for (?:biology|chemistry|science|health|class)`,
);

const SIGNALS_EN: readonly SafetyRule[] = [
  together([SELF_EN, ENDING_EN], {
    any: [WISH_EN, HOPELESS_EN, PLAN_EN, REPEAT_EN, LETHAL_MEANS_EN],
    none: [OTHERS_DEATH_EN],
  }),
  together([SELF_EN, LETHAL_MEANS_EN], {
    any: [WISH_EN, HOPELESS_EN, PLAN_EN, REPEAT_EN],
    none: [OTHERS_DEATH_EN],
  }),
  together([SELF_EN, ITEMS_EN, PLAN_EN], { none: [OTHERS_DEATH_EN, MEDICAL_EN] }),
  together([SELF_EN, HIGH_PLACE_EN], { any: [PLAN_EN, HOPELESS_EN], none: [OTHERS_DEATH_EN] }),
  together([SELF_EN, HOPELESS_EN], { any: [PLAN_EN, BETTER_OFF_EN], none: [OTHERS_DEATH_EN] }),
  together([SELF_EN, ENDING_EN, BETTER_OFF_EN], { none: [OTHERS_DEATH_EN] }),
  // Without "I": "what's the point in waking up every day", "does it hurt to bleed out".
  en(
    `(?:be|being) (?:here|around|alive) (?:much longer|for much longer)|how (?:high|tall|far)${clause(40)}(?:to die|to kill (?:you|someone|a person|myself)|(?:die|dying) from (?:a|the) fall|fatal|lethal)`,
  ),
  // Arranging for after: "i wrote down who gets my stuff"; "they'll be sad for a week, then happier".
  en(
    `who (?:gets|will get|should get|can have) my (?:stuff|things|games|clothes|phone|books|pets?|cat|dog)|(?:sad|cry|upset|miss me) for (?:a|like a) (?:day|week|bit|while|month)${clause(30)}(?:then|but|and)${clause(20)}(?:happier|relieved|fine|better|move on|forget)`,
  ),
  en(
    `(?:don'?t|do not|not) (?:plan|expect|intend)\\w* (?:on |to )?(?:being|be|make it|live|reach|see)${clause(20)}(?:here|around|alive|birthday|next year|summer|graduation|christmas|eid)|(?:thoughts?|thinking|thought) (?:about|of) (?:ending (?:it|things|everything|my life)|killing myself|dying|suicide)(?! with)`,
  ),
  together([
    en(
      `delet\\w* (?:all )?my (?:accounts|social media|profiles?)|said (?:sorry|goodbye|bye) to (?:everyone|my|all)|apologi[sz]ed to (?:everyone|my|all)`,
    ),
    en(
      `said (?:sorry|goodbye)|apologi[sz]ed|i'?m ready(?: now)?(?=$|[.!?,])|goodbye|for good|for real|forever|last time|(?:don'?t|doesn'?t) know (?:it'?s|that)`,
    ),
  ]),
  en(
    `giv(?:e|ing|en) up on (?:life|living|being alive|everything${clause(10)}living)|(?:is there|are there|what'?s|what is) (?:a|any|an easy|the easiest|the best|a painless) way to die`,
  ),
  en(
    `what'?s the point (?:in|of) (?:waking up|living|going on|being alive|life|anything)|(?:hurt|hurts|painful|how long)${clause(20)}(?:bleed(?:ing)? out|bleed to death)`,
  ),
  en(
    `(?:tonight|today)${clause(20)}(?:going to|gonna|will) (?:finally )?do it${clause(0)}(?=$|[.!?,])|(?:finally|going to|gonna) do it (?:tonight|today)(?=$|[.!?,])`,
  ),
];

// ---- Arabic (Modern Standard and dialects) and Arabizi ----
/** Refusing to want or to manage: "لا أريد"، "مش قادر"، "ما ابي". */
const NOT_WANT_AR =
  '(?:لا|ما|مش|مو|مب) ?(?:اريد|ابي|ابغي|بدي|عايز|عايزه|عاوز|عاوزه|اقدر|قادر|قادره|بقدر|استطيع|ارغب)';
/** The child no longer being there (Arabic is pro-drop: the verb carries "I"). */
const ENDING_AR = ar(
  `(?:ا|ب|ه|ح)?موت(?!\\p{L})(?! ?(?:في|فيه|فيها|فيك|ع|علي|من) )|مت(?!\\p{L})|الموت(?!\\p{L})|انتحر\\p{L}*|${NOT_WANT_AR}${clause(6)}اكون موجود(?:ه)?(?! ?(?:في|ب|عند|مع|بكره|الاسبوع))|(?:ما|مش|مو|لن) ?(?:ه|ح|راح )?(?:تلاقوني|تشوفوني|تروني)|اطلع من (?:ها|هال|هذي ال|هذه ال|ال)?دنيا|(?:للابد|الي الابد)|(?:ما|مش|ولا|وما) ?(?:ا|ب)?حس (?:ب)?(?:شي|اي شي|حاجه)|(?:ا|ب)?غرق(?: نفسي)?(?!\\p{L})|(?:لو|اذا) (?:ما|مش|مو) ?(?:كنت|كنتش|اكون) موجود(?:ه)?|مصحاش|ما اصحي|ما اصحا|مااصحي|(?:كل (?:حاجه|شي|شيء)|حياتي|الدنيا) (?:ت|ي)?(?:خلص|نتهي|وقف)(?=\\s*$|[.!?؟،,]| للابد)|وصيتي|جنازتي|عزايا|عزائي|${NOT_WANT_AR}${clause(4)}(?:ال)?(?:استمرار|(?:ا)?كمل)(?:\\p{L}{0,2})?(?=\\s*$|[.!?؟،,])`,
);
/** "They'd be better off": only together with the child's ending ("لو مت أهلي يبطلوا يتخانقوا"). */
const BETTER_OFF_AR = ar(
  `(?:يبطلوا|يوقفوا|يرتاحوا|هيرتاحوا|يرتاحون|مبسوطين|احسن|افضل|ابرك)(?!\\p{L})|من غيري|بدوني|من دوني`,
);
const LETHAL_MEANS_AR = ar(
  `(?:ا|ب|ه|ح)?رمي (?:نفسي|حالي|روحي)|قدام (?:ال)?(?:سياره|عربيه|قطر|باص|تريلا)|رقبتي|(?:ا|ب)?شنق|(?:ا|ب|ه|ح)?(?:شرب|بلع)\\p{L}{0,2} (?:ال)?(?:كلور|سم|مبيد|ديتول)(?!\\p{L})|(?:(?:ا|ب)جرح|جرحت|(?:ا|ب)قطع|قطعت|(?:ا|ب)حرق|حرقت|(?:ا|ب)?خربش|خربشت|(?:ا|ب)?خدش|خدشت|(?:ا|ب)?عض|عضيت) (?:نفسي|حالي|روحي|ايدي|يدي|دراعي|ذراعي|رجلي|جسمي|معصمي|جلدي)`,
);
/** High places and a rope: serious only with a plan, a test or hopelessness. */
const HIGH_PLACE_AR = ar(
  `(?:(?:ال)?(?:حبل|جسر|كوبري|السطوح|بلكونه|الدور ال\\p{L}+)|(?:ال|عال)سطح)(?!\\p{L})(?! (?:ال)?(?:بحر|ارض|ماء|مياه|قمر|مريخ|كوكب))`,
);
const ITEMS_AR = ar(`(?:ال)?(?:حبوب|حبه|حبات|برشام|اقراص|دوا|شفره|موس|سكين)(?!\\p{L})`);
const WISH_AR = ar(
  `(?:اتمني|بتمني|نفسي|بدي|ابي|ابغي|ابغا|ودي|عايز|عايزه|عاوز|عاوزه|اريد|حابب|حابه|افكر|بفكر|قررت|ناوي|ناويه)(?!\\p{L})`,
);
const HOPELESS_AR = ar(
  `(?:مالي|ماليش|مليش|ملوش|ماله) (?:لازمه|داعي|قيمه)|(?:مش|ما|مو) ?(?:محتاجاني|محتاجني|يحتاجني)|عبء|سئمت|(?:تعبت|زهقت|مليت|طفشت|قرفت) من (?:ال)?(?:حياه|دنيا|كل شي|كل حاجه|عيشه)|(?:ما|مش) ?(?:اقدر|قادر|قادره|بقدر) (?:ا)?(?:كمل|تحمل|استحمل)|(?:يبطلوا|يوقفوا|يرتاحوا|هيرتاحوا|يرتاحون|مبسوطين|احسن|افضل)(?!\\p{L})`,
);
const SERIOUS_AR = ar(
  `(?:ال)?ليله(?!\\p{L})|(?:لحد|لين|حتي|لغايه) (?:ما )?(?:ا|ت|ي)?نزف|(?:اكثر|اكتر) من اللازم|فوق الجرعه|قررت|خلاص|كفايه|كفاية|وصيتي|رساله|جواب|(?:ا|ب)?خر (?:مره|يوم|ليله)|بعد (?:ال)?امتحانات|عديت|جمعت|تحت المخده|عالي|ارتفاعه|قد ايه|كل (?:ليله|يوم)|(?:تاني|من جديد|مره تانيه)(?!\\p{L})`,
);
const OTHERS_DEATH_AR = ar(
  `(?:ال)?(?:شاعر|قصيده|روايه|الشخصيه|شخصيه|مسرحيه|قصه|حرب|تاريخ|ملك|فرعون|القدماء|قديما|الفيلم|فيلم)(?!\\p{L})|(?:كيف|لماذا|ليش|ليه|متي) (?:مات|انتحر|قتل)|اكتب قصه`,
);

const SIGNALS_AR: readonly SafetyRule[] = [
  together([ENDING_AR], {
    any: [WISH_AR, HOPELESS_AR, SERIOUS_AR, LETHAL_MEANS_AR, BETTER_OFF_AR],
    none: [OTHERS_DEATH_AR],
  }),
  together([LETHAL_MEANS_AR], { any: [WISH_AR, HOPELESS_AR, SERIOUS_AR], none: [OTHERS_DEATH_AR] }),
  together([HIGH_PLACE_AR], {
    any: [HOPELESS_AR, ar(`عالي|ارتفاع\\p{L}*|قد ايه|كفايه|كفاية|افكر|بفكر|فكرت`)],
    none: [OTHERS_DEATH_AR],
  }),
  together([ITEMS_AR, SERIOUS_AR], {
    none: [OTHERS_DEATH_AR, ar(`(?:ال)?(?:قمح|حقل|حصاد|شعير|رياضيات)`)],
  }),
  together([HOPELESS_AR, SERIOUS_AR], { none: [OTHERS_DEATH_AR] }),
  // Ending one's life, a burden, hating life, with the dialects' future prefixes.
  ar(`(?:ا|ه|ح|سا|س|راح ا|ب)نهي (?:حياتي|عمري)`),
  ar(`(?:ا|ب)?ستسلم (?:من|في|لل|عن|ل) ?(?:ال)?(?:حياه|دنيا)`),
  ar(
    `(?:تعبت|زهقت|مليت|طفشت|سئمت|كرهت) (?:من )?(?:اني|انني|كوني) (?:عايش|عايشه|حي|موجود|موجوده)(?!\\p{L})`,
  ),
  // "بتمنى عربية تخبطني": a wish to be hit by a vehicle.
  ar(
    `(?:اتمني|بتمني|نفسي|ياريت|يا ريت)${clause(10)}(?:عربيه|سياره|باص|قطر|تريلا|شاحنه)${clause(6)}(?:ت|ي)?(?:خبط|دوس|ضرب|صدم|دعس)(?:ني)(?!\\p{L})`,
  ),
  ar(
    `(?:مش|ما|مو|لن) ?(?:ه|ح|راح ا|سا)?كون موجود(?:ه)? (?:كتير|كثير|لوقت طويل|بعد (?:الليله|النهارده|اليوم))`,
  ),
  ar(`(?:انا )?(?:عاله|عبء|حمل تقيل|حمل ثقيل) (?:علي|ع)(?!\\p{L})`),
  ar(`(?:ا|ب)?كره(?:ت)? (?:ال)?(?:حياه|حياتي|عيشتي|العيشه)(?=\\s*$|[.!?؟،,])`),
  // Arranging for after: who gets my things, they'll be sad and then relieved, not reaching a date.
  ar(
    `(?:مين|من) (?:ه|ح)?ياخ(?:د|ذ) (?:حاجاتي|اغراضي|اشيائي|العابي|غراضي|كتبي)|(?:حاجاتي|اغراضي|اشيائي) بعدي`,
  ),
  ar(
    `(?:هيزعلوا|يزعلون|بيزعلوا|يحزنوا|هيحزنوا|يبكون|هيعيطوا)${clause(20)}(?:بعدين|وبعدها|بعدها|ثم)${clause(10)}(?:هيرتاحوا|يرتاحوا|يرتاحون|ينسوني|هينسوني|ينسون)`,
  ),
  ar(
    `(?:مش|ما|مو) ?(?:ناوي|ناويه|متوقع|متوقعه|راح) ?(?:ا)?(?:وصل|عيش|حضر|شوف)${clause(6)}(?:عيد ميلادي|السنه الجايه|الصيف|التخرج|بكره)`,
  ),
  ar(`${NOT_WANT_AR} ?(?:ا)?شوف (?:بكره|بكرا|الصبح|يوم جديد)(?=\\s*$|[.!?؟،,])`),
  // Closing accounts and apologising to everyone, or saying "I'm ready".
  together([
    ar(`(?:مسحت|حذفت|قفلت|سكرت) (?:كل )?(?:حساباتي|حسابي|اكاونتاتي)`),
    ar(`(?:اعتذرت|ودعت|سامحوني|قلت لهم باي)|خلاص|جاهز|جاهزه`),
  ]),
  // Something tied around the child's own neck.
  ar(`(?:ربطت|لفيت|حطيت|شديت)${clause(20)}(?:حوالين|حول|علي|ع) رقبتي`),
];

export const SELF_HARM_SIGNALS: readonly SafetyRule[] = [...SIGNALS_EN, ...SIGNALS_AR];
