// Indirect self-harm concepts, English and Arabic (decision 033). Teens written by someone else
// rarely say "kill myself": they ask how high a floor must be so "you" don't survive, say goodbye
// for good, hand their things on because they "won't need them", or plan a funeral playlist. Each
// table is one of those ideas, stated so a new wording of it matches; each has the everyday use of
// the same words kept out (a goodbye party, a bike given away because a new one came, a physics
// question about a falling ball).
import { ar, clause, en, together, type SafetyRule } from './rule-helpers.js';

/** A lesson or a story: the death is someone else's. */
const LESSON = en(
  `poem|novel|story|character|play|author|chapter|scene|movie|film|history|war|soldiers?|animals?|fish|plants?|cells?|bacteria|insects?|for (?:biology|chemistry|science|physics|health|class|my (?:project|essay|homework|report))`,
);
const LESSON_AR = ar(
  `(?:ال)?(?:روايه|قصه|قصيده|فيلم|مسلسل|شخصيه|بطل|حرب|جنود|حيوان|سمك|نبات|خلايا|بكتيريا|درس|حصه|بحث|مشروع|تاريخ|علوم|احياء|فيزياء)(?!\\p{L})`,
);

/** How lethal a means is, asked about anyone ("you", "a person", الواحد). */
const LETHALITY_QUESTIONS: readonly SafetyRule[] = [
  together(
    [
      en(
        `how (?:high|far|tall|many|much|long|deep)|what (?:floor|height|storey|story|dose|amount)|which (?:floor|pills?|way|method|meds?)|(?:fastest|quickest|easiest|surest|least painful|painless|best) way|way that (?:doesn'?t|dont|won'?t) hurt|hurts? the least|is there a way|would (?:it|i|that) be (?:instant|quick|painless)`,
      ),
      en(
        `(?:not|never|don'?t|dont|doesn'?t|won'?t|wont) (?:survive|make it|wake up|wake back up)|to die|(?:you|u|someone|a person|one|i)(?: would| will)? (?:die|dies)|stop breathing|without (?:feeling )?(?:any )?pain|(?:be|is) (?:instant|fatal|deadly|painless)|kill (?:you|yourself|a person|someone)`,
      ),
    ],
    { none: [LESSON, en(`people|patients|victims|how many (?:people|died|deaths)`)] },
  ),
  // "من أي دور الواحد يموت"، "كم حبة تخلي الواحد ما يصحى"، "fe tari2a ymoot fiha el wa7ed".
  together(
    [
      ar(
        `كم حب|كم قرص|كم علبه|(?:من )?اي (?:دور|طابق|ارتفاع)|قديش|اديش|ايش اسرع|شو اسرع|(?:اسرع|اسهل|افضل|احسن) طريقه|طريقه (?:ما|مش|بدون|ما بت|مبت)|في طريقه|هل في طريقه|الدور ال|سطح|(?:ال)?وقوع من|نطيت|انط`,
      ),
      ar(
        `(?:ي|ت|ا|بي|بت|ه|ح)موت(?!\\p{L})|ما (?:ي|ت)نجو|ما (?:ي|ت)صحي|ميصحاش|(?:بدون|من غير) (?:ما (?:ي|ت)حس|الم|وجع)|ما (?:ي|ت)حس بشي|ما (?:بت|ت)وجع|(?:ي|ت)روح وما`,
      ),
    ],
    { none: [LESSON_AR, ar(`كم عدد|ماتوا|الناس|الضحايا|مات(?!\\p{L})`)] },
  ),
  together([
    en(`tari2a|tari2|7obob|7abba|7obbay|dor|sat7|el 3ali|building`),
    en(`y(?:e|i)?moo?t|a?moo?t|tmoo?t|bdoon (?:ma y7es|alam|waja3)|ma y(?:e|i)?7es`),
  ]),
];

/** Saying goodbye for good: the last message, thanks for everything, letters left behind. */
const FAREWELLS: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:this is|this'?ll be|here'?s|its|it'?s) my last (?:message|text|msg)|last (?:time|message) (?:talking|chatting|you'?ll hear)|(?:bye|goodbye) (?:forever|for good|for real)|(?:wanted|want) to say (?:goodbye|bye)(?! to (?:my|the) (?:old|summer|teacher))|wont be chatting again|won'?t be talking (?:to you )?again`,
      ),
    ],
    {
      none: [
        en(
          `today|tonight|for now|bed|sleep|class|lesson|homework|party|holiday|summer|vacation|trip|moving|new school|graduat\\w*|until|till|see you|tomorrow(?! i)`,
        ),
      ],
    },
  ),
  en(
    `(?:wrote|writing|left|leaving) (?:letters|notes|a letter|a note) (?:for|to) (?:my |everyone|everybody)${clause(40)}(?:find|read|after|when|bye|goodbye|forever)|(?:apologi[sz]\\w*|saying sorry) to everyone${clause(20)}just in case`,
  ),
  together(
    [
      ar(
        `(?:هذه|هاي|هذي|دي|هاد|هذا) (?:اخر|احر) (?:رساله|مره)|وداعا|(?:حبيت|حابب|بدي) (?:اودعك|اودعكم|اقول وداعا)`,
      ),
      ar(
        `شكرا علي كل|سامحوني|سامحني|للابد|ما (?:راح|رح) تشوفوني|مش هتشوفوني|رسائل|رساله ل(?:امي|ابوي|اهلي)|ادعولي|بعد اليوم|(?:قول|قولي|قولوا) ل(?:امي|ماما|ابوي|بابا)`,
      ),
    ],
    {
      none: [
        ar(
          `الليله|هنام|انام|الاجازه|نقلنا|المدرسه القديمه|اليوم(?!\\p{L})|باي(?!\\p{L})|الحصه|التخرج|اشتاق`,
        ),
      ],
    },
  ),
];

/** Handing things on because the writer "won't need them" or "won't be there". */
const GIVING_AWAY: readonly SafetyRule[] = [
  together(
    [
      en(
        `give|gave|giving|gives|keep|left|leave|leaving|can have|have my|passwords?|my (?:stuff|things)`,
      ),
      en(
        `(?:won'?t|wont|will not|not gonna|don'?t|dont|not going to) (?:need|be needing|be using|use) (?:it|them|any of it|anything|those|that)(?! (?:for|until|till|in|at|on|because|since|during|this|next))|(?:where|after) i'?m going|won'?t be (?:around|here) to|have my (?:stuff|things) (?:after|when i'?m gone|once i'?m gone)|(?:stuff|things) (?:after|when i'?m gone)$`,
      ),
    ],
    {
      none: [
        en(`new one|a new|upgrade|outgrew|grew out|charity|donat\\w*|finished|graduat\\w*|moving`),
      ],
    },
  ),
  together(
    [
      ar(`عطيت|اعطيت|اديت|سلمت|وزعت|وصيت|خليه عندك|خليها عندك|ياخذ|ياخد|تاخد|تاخذ|صار لك|صارت لك`),
      ar(
        `(?:ما|مش|مو) ?(?:راح |رح |عاد )?(?:ه|ح)?ا?(?:حتاج|كون موجود)|(?:ما|مش|مو) ?(?:راح |رح |عاد )?(?:ي|ت)لزمني|(?:ما|مش|مو) عاد (?:يلزمني|احتاج)|بعدين|من بعدي|بعد ما اروح|علي طول`,
      ),
    ],
    { none: [ar(`جديد|جديده|الجمعيه|خيريه|خلصت السنه|صغير علي|صغيره علي|اشتريت`)] },
  ),
];

/** The writer imagined absent: a funeral planned, a morning that never comes, "without me". */
const IMAGINED_ABSENCE: readonly SafetyRule[] = [
  en(
    `(?:playlist|songs?|music|outfit|speech|plans?|flowers) (?:for|at) my (?:own )?funeral|my (?:own )?funeral (?:playlist|songs?|outfit|plans?)`,
  ),
  en(
    `(?:wish|hope|pray)\\w*${clause(25)}(?:the )?(?:morning|tomorrow|sunrise|alarm) never (?:comes?|rings?)|last time i (?:close|shut) my eyes`,
  ),
  together([
    en(
      `burden|save (?:so much )?(?:money|time)|easier|relieved|happier|better off|wouldn'?t even notice|won'?t even notice`,
    ),
    en(
      `without me|once i'?m gone|when i'?m gone|if i (?:was|were) gone|if i (?:wasn'?t|weren'?t) (?:here|around|alive)|if i stopped existing|if i disappeared`,
    ),
  ]),
  // "ما حدا رح يخسر شي إذا ما عدت موجود"، "ma 7ada ra7 yi5sar shi iza ma 3ad kint mawjood".
  together([
    ar(`(?:ما|مش|مو|لو|اذا|ازا) ?(?:عدت|عاد|عت|رح|راح|ه|ح)? ?(?:اكون|كنت|صرت|بقيت)? ?موجود`),
    ar(
      `(?:ما|محد|محدش|ما حد|ما حدا|حد|حدا) (?:ي|ح|رح ي|راح ي|ه)?(?:خسر|زعل|فتقد|لاحظ|حس|ينتبه|ضر)|مو فارقه|مش فارقه|مش هتفرق|للابد|الاسبوع الجاي|بعد اليوم`,
    ),
  ]),
  together([
    en(`ma 3ad|msh ha|mesh ha|iza|law|lw`),
    en(`mawjood|mawjoud|mawgood|mawgoud`),
    en(`7ada|7ad|yi5sar|ye5sar|yez3al|yefta2edni|ye2la2|bi2ele2`),
  ]),
  ar(
    `(?:لا|ما|مش|مو) ?(?:ارغب|اريد|ابغي|عايز|عايزه|بدي|حابب|حابه|ودي)\\p{L}* (?:في )?(?:الاستمرار|استمر|اكمل)${clause(8)}(?:حياه|عايش)|(?:ما|مش|مو|لا) ?(?:استاهل|استحق) (?:اكون عايش|اعيش|الحياه|اني اعيش)`,
  ),
];

/** Hurting one's own head or body against walls and doors. */
const AGAINST_WALLS: readonly SafetyRule[] = [
  en(
    `(?:bang|banging|banged|hit|hitting|smash|smashing|punch|punching)\\w* my (?:head|fists?|hands?) (?:on|against|into) (?:the |a )?(?:wall|door|floor|desk)${clause(40)}(?:until|till|til|bleed|blood|when|every|whenever|to feel)`,
  ),
  together([
    ar(`(?:ا|ب|بت)?(?:ضرب|خبط|طبش)\\p{L}* (?:راسي|دماغي|ايدي)`),
    ar(
      `(?:بال|في ال|ب|ع|علي ال)(?:جدار|حيط|حيطه|باب|ارض)|لين|لحد ما|لما (?:ا|ب)?(?:توتر|زعل|تضايق|عصب)|دم`,
    ),
  ]),
];

export const INDIRECT_SELF_HARM: readonly SafetyRule[] = [
  ...LETHALITY_QUESTIONS,
  ...FAREWELLS,
  ...GIVING_AWAY,
  ...IMAGINED_ABSENCE,
  ...AGAINST_WALLS,
];
