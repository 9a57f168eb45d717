// Indirect forms a sixth blind writer used (decision 070), English, Iraqi, Gulf, Egyptian, Levantine
// and Maghrebi Arabic and Arabizi: a group waiting for someone after school; a weapon brought "not
// for art" or "ready for him"; asking where to hit so someone stays down; revenge by sabotage; a
// classmate's nude passed round; pictures asked in the bath, a towel or without clothes; an adult
// (a neighbour, a coach, "he's like 30") who wants to meet alone or asks for secrecy; self-injury
// told as a habit; "not planning to live"; a will written for real; a parent who whips, burns or
// says the child deserves no food. Each table is one idea with the everyday use of its words kept
// out (a cake by the back gate, a football match, a dog in a towel, a will for English class).
import type { SafetyCategory } from '@edubot/common';
import { ar, clause, en, together, type SafetyRule } from './rule-helpers.js';

const az = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'u');

/** "we're waiting for that kid after last period", "نستناه بعد الدوام ونطقه". */
const GROUP_AMBUSH: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:catch|catching|wait\\w* (?:for|outside|by)|rush\\w*|corner\\w*|jump\\w*|get(?:ting)?|doing|do) (?:him|her|them|that (?:kid|boy|girl|guy)|the new (?:kid|boy|girl))`,
      ),
      en(
        `after (?:school|last period|footy|practice|class)|back gate|bus stop|behind the|outside (?:his|her|their) (?:house|flat)|skatepark|canal|tomorrow|tmrw|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday`,
      ),
      en(
        `won'?t see it coming|getting jumped|beating|hoodies up|no cameras|(?:\\d|five|six|four|three) of us|bring (?:ur|your) mates|the (?:boys|lads)|smash|doing (?:him|her) in|leaving in an ambulance|teeth`,
      ),
    ],
    {
      none: [
        en(
          `cake|birthday|surprise|help (?:him|her|them) with|project|walk home together|trampoline`,
        ),
      ],
    },
  ),
  // We (future or plural) hit him: "بنطق الولد"، "نضربوه حتى يطيح"، "نلزمه ونكتله".
  together(
    [
      ar(
        `(?:بن|هن|حن|رح ن|راح ن|غادي ن|غاد ن|ن)(?:طق|ضرب|كتل|كسر|مسك|لزم|قفش|علم علي)\\p{L}*(?: (?:ال)?(?:ولد|واد|بنت|شب))?`,
      ),
      ar(
        `بعد (?:ال)?(?:مدرسه|دوام|قرايه|حصه|المدرسه)|من بعد|(?:ال)?(?:باب|بوابه|شارع)(?!\\p{L})|بكره|بكرا|باجر|غدا|اليوم`,
      ),
    ],
    {
      any: [
        ar(
          `(?:ن|ه|ح|ب)?(?:ستنا|تسنا|لزم|قفش)\\p{L}*|(?:بن|هن|غادي ن|ن)(?:طق|ضرب|كتل)\\p{L}*|يطيح|كتل(?!\\p{L})|راسه|اللي (?:تكلم|سب|ضحك)`,
        ),
      ],
      none: [ar(`مباراه|ماتش|الماتش|كوره|الكوره|فريق|لعبه|رقم|عدد|الطرفين`)],
    },
  ),
  together([
    az(`(?:ha|ra7 |ghadi )?n?(?:estann?a|tsannaw|estana)h?|hanestanah|nestannah`),
    az(`ba3d el madras\\w*|bawwab\\w*|el bab|bokra|ghedda`),
    az(`n?kass?ro|ne3mel fih|n?dreb(?:o|ou|h)|n?darbo|n7errs[ou]|7afl\\w*`),
  ]),
];

/** A weapon with its innocent use denied or aimed: "not for art 🙂", "ready for him". */
const WEAPON_EN = `knife|knives|pocket ?knife|machete|screwdriver|knuckle ?duster|brass knuckles|bat|cricket bat|hammer|crowbar|blade|razor`;
const WEAPON_MEANT: readonly SafetyRule[] = [
  together(
    [
      en(`${WEAPON_EN}`),
      en(
        `(?:it'?s |its |and )?not for (?:art|cricket|cooking|baseball|food tech|dt|practice|the kitchen|camping|fun)|ready for (?:him|her|them|that \\w+)|for that (?:kid|boy|girl|guy)|in my (?:pencil case|sock|blazer)${clause(20)}(?:not|for (?:him|her))`,
      ),
    ],
    { none: [en(`cake|bread|pizza|recipe|is it allowed|can i bring|scouts?|museum`)] },
  ),
  // "جبت سچينة ويايه للمدرسة حتى اأدب ذاك الولد"، "jebt el moos la hayda elli bi3ayyerni".
  together([
    ar(`س(?:چ|ك|ج)ين\\p{L}*|موس|مطوه|كتر|عصايه|بوكس نايف|جنويه`),
    ar(
      `(?:حت(?:ى|ي)|عشان|علشان|ل|كي)(?: ا| ن| ي)? ?(?:ا?ادب|اربي|ربي|علم)\\p{L}*|(?:ذاك|هذاك|هالولد|هذا الولد|الولد اللي|اللي)(?!\\p{L})${clause(20)}(?:يشوف|هيشوف|بيعرف|بيشوف|شغله|يتمسخر|سب)`,
    ),
  ]),
  together([
    az(`jebt|jibt|7atet|7attet|7atteit|hez|nhez|jayeb`),
    az(`(?:el |l)?(?:moos|mous|sekkine|sekine|3assaya|3asaya|matwa)`),
    az(`la hayda|elli bi\\w+|ha ?yshouf|hayshouf|ychouf|yshouf|y3allam|lel walad`),
  ]),
];

/** Where to hit so someone stays down: "what part of the head do u hit so someone goes down". */
const WHERE_TO_HIT: readonly SafetyRule[] = [
  together(
    [
      en(`(?:what|which) (?:part|bit|spot|place)|where (?:do|should|can) (?:i|u|you)|how hard`),
      en(`hit|punch|kick|smack|whack`),
      en(
        `(?:so|till|until) (?:someone|somebody|they|he|she|the person|(?:a|the) (?:guy|kid|boy|girl|man|person))${clause(15)}(?:goes? down|stays? down|pass(?:es)? out|blacks? out|doesn'?t get up|can'?t get up|knocked out)`,
      ),
    ],
    { none: [en(`boxing|karate|self[- ]defen[cs]e|game|ball|brick`)] },
  ),
];

/** Revenge by sabotage or a beating told by its result. */
const REVENGE: readonly SafetyRule[] = [
  // Acid: "ارمي عليه ماية نار"; a weapon to hide: "easiest thing to hide in a bag that would hurt someone".
  together(
    [
      ar(`(?:ماي?ه|مويه|ميه) نار|اسيد|حمض`),
      ar(`(?:لا|ل|ا|ن|ب|رح ا)?(?:رمي|رش|كب|دلق)\\p{L}*|بوجه\\p{L}*`),
    ],
    {
      none: [ar(`تجربه|مختبر|المختبر|الكيمياء|درس|خطر ال`)],
    },
  ),
  en(
    `hide${clause(30)}(?:bag|pocket|blazer|locker)${clause(30)}(?:hurt|injure|stab|cut) (?:someone|somebody|a person|people)`,
  ),
  together(
    [
      en(
        `give (?:him|her|them|that \\w+) a (?:proper |good |real )?(?:beating|kicking|battering|hiding)`,
      ),
    ],
    { none: [en(`fifa|chess|game|match|at (?:football|tennis)`)] },
  ),
  en(
    `brakes${clause(25)}(?:easy to cut|cut (?:them|it))|cut (?:his|her|their) (?:bike )?brakes|(?:picking|pick) (?:his|her|their) teeth (?:up )?off the (?:floor|ground)`,
  ),
  az(
    `(?:ghadi|ghad|ra7|bash) n(?:7errs[ou]|chedd lih (?:t|)riq|dreb(?:o|ou)|kass?r(?:o|ou)|ta7ih)`,
  ),
  ar(`(?:غادي|غاد|باش) ن(?:ضرب|هرس|كسر|طيح|شرط)(?:و|ه)`),
];

/** A nude picture passed round, in English: naked + a picture + passed on. */
const NUDE_PASSED_EN = [
  en(
    `naked|nudes?|no clothes|(?:with|and) (?:her|his) (?:top|shirt|clothes) off|without (?:her|his|any) (?:top|clothes)|in the shower|in (?:her|his) underwear`,
  ),
  en(`pic|pics|picture|photo|vid|video|image`),
  en(
    `airdrop\\w*|forward\\w*|post(?:ed|ing)? it|(?:going|gonna|sent|send) (?:it )?(?:round|around)|group ?chat|whole (?:bus|year|school|class)|everyone (?:already )?has it`,
  ),
];
/** Asking for one's own nude to be sent is a request (concepts-harm-to-others.ts), not this. */
const NOT_PASSED_EN = [
  en(`(?:send|sent) (?:a|me a) nude to|wants me to|sex ?ed|poster|report (?:it|this)`),
];
const NUDE_PASSED_AR = [
  ar(`(?:بدون|من غير|بلا) (?:ملابس|هدوم|تياب|حوايج)|عري\\p{L}*|عريان\\p{L}*|بالمرحاض|فالمرحاض`),
  ar(`صور\\p{L}*|تصويره|فيديو`),
  ar(`انتشر\\p{L}*|نشر\\p{L}*|بيبعتو\\p{L}*|يبعتو\\p{L}*|(?:ال)?(?:قروب|كروب|جروب|واتس)`),
];

/** A classmate's nude passed round: sexual (as decision 043's set labels it). */
const SHARED_NUDES: readonly SafetyRule[] = [
  together(
    [
      ...NUDE_PASSED_EN,
      en(
        `a girl|a boy|girl in|boy in|his ex|her ex|of (?:her|him|\\w+ from)|of \\w+ (?:with|without)|of me|me with`,
      ),
    ],
    { none: NOT_PASSED_EN },
  ),
  together(NUDE_PASSED_AR),
  together([
    az(`3arya|3arye|bala tyeb|bla 7wayej`),
    az(`sowar|sora|sura|tsawer|tswira`),
    az(`nashar|group|groupe`),
  ]),
];
/** The writer is the one in the picture passed round: abuse as well ("made a fake pic of me"). */
const SHARED_NUDES_OF_ME: readonly SafetyRule[] = [
  together([...NUDE_PASSED_EN, en(`of me|me with|me without`)], { none: NOT_PASSED_EN }),
  together([...NUDE_PASSED_AR, ar(`(?:ل|ع)(?:يا|يه)(?!\\p{L})|صوري|صورتي`)]),
];

/** Pictures asked in the bath, a towel or without clothes, in Arabic and Arabizi. */
const BODY_PICTURES_MORE: readonly SafetyRule[] = [
  en(
    `send (?:him |her |them )?(?:one|something)${clause(15)}(?:without (?:my|a|your|her) (?:top|shirt|clothes)|no top|topless|naked|in (?:my |your )?underwear)`,
  ),
  together(
    [
      ar(`صور\\p{L}*|فيديو|تصاور|تصويره`),
      ar(
        `(?:وانا|وانتي|وانت)? ?بالحمام|بالفوطه|بالمنشفه|بالبانيو|(?:من غير|بدون|بلا) (?:هدوم|ملابس|تياب|حوايج)|عريان\\p{L}*`,
      ),
      ar(`ابعت\\p{L}*|ارسل\\p{L}*|نصيفط|صيفط\\p{L}*|يطلب|بيطلب|بدو|يبي|يبيني|بغاني|بغا`),
    ],
    { none: [ar(`كلب|قط|قطه|الكلب|القطه|بيبي|اخوي الصغير`)] },
  ),
  together([
    az(`sura|sora|soura|tswira|tsawer|video|vid`),
    az(
      `bala tyeb|bala 7wayej|bla 7wayej|f douche|fel douche|bel 7ammam|fel 7ammam|3aryan\\w*|3arya`,
    ),
  ]),
  together(
    [
      en(`pic|pics|picture|photo|selfie|video ?call|vid`),
      en(
        `in the bath|in the shower|in a towel|no top|without (?:a|her|my|your) top|topless|in (?:her|my|your) underwear`,
      ),
      en(`send|do a|get (?:my|her|your)|ask|wants?`),
    ],
    { none: [en(`dog|cat|puppy|kitten|hamster|pet|baby|doctor|nurse`)] },
  ),
];

/** An adult who wants to meet alone, see the child on camera, or asks for secrecy. */
const ADULT_ALONE_OR_SECRET: readonly SafetyRule[] = [
  // "my swim coach texts me at night … not to show mum", "a special game … our secret".
  together([
    en(`coach|tutor|teacher|neighbou?r|uncle|uncel|stepdad|(?:mum'?s|mom'?s) boyfriend|instructor`),
    en(
      `(?:texts?|messages?|snaps?|calls?) me at night|(?:his|her) favou?rite|spe(?:c|sh)i?al game|(?:play|plays) a game when`,
    ),
    en(`not to (?:show|tell)|(?:don'?t|dont) (?:show|tell)|delete|secret|asleep`),
  ]),
  together([
    en(
      `(?:he'?s|hes|he is|she'?s|shes) (?:like |about |around |over )?(?:[2-5]\\d)|cousin'?s friend|grown ?up|older man|grown man`,
    ),
    en(`meet|video call|come over|pic|photo|selfie|camera`),
    en(
      `just us|alone|by ourselves|on my own|(?:don'?t|not to|never) tell|secret|delete|older than (?:1[0-5]|my age)|mature`,
    ),
  ]),
  together([
    ar(
      `عمره (?:فوق |اكثر من )?(?:ال)?(?:عشرين|ثلاثين|تلاتين|اربعين|خمسين|[2-5]\\d)|جار (?:بيتنا|بيتي|دارنا)|(?:ال)?(?:مستر|كوتش|مدرب)(?!\\p{L})|عمو صاحب|صاحب (?:بابا|ابوي|ابويا)|(?:واحد|رجال|راجل|رجل|شب|زلمه) كبير`,
    ),
    ar(
      `رسائل بالليل|بالليل|(?:ال)?(?:كاميرا|كام)(?!\\p{L})|(?:ي|بي)شوفني|(?:ي|بي)شوف صور\\p{L}*|(?:ي|بي)حضني|(?:ي|بي)بوسني|(?:ن|ي|ت)(?:تلاقي|تقابل)\\p{L}*|ايده علي|اجي بدري`,
    ),
    ar(
      `(?:لا|ما|م) ?(?:تخبري|تخبر|تكولين|تكول|تقولين|تقولي|تقول|احكي|تحكي)|سري\\p{L}*|(?:ال)?سر(?!\\p{L})|بينا(?!\\p{L})|بيننا|وحدنا|لوحدنا|بروحنا|لحالنا`,
    ),
  ]),
  together([
    az(`(?:el )?mister|coach|wa7a?d kbir|wa7ed kbir|rajel|ragel|jarna|3amo`),
    az(`yeshofny|yshoufni|yshofni|camera|cam|nsawer|nt2abal|net2abel`),
    az(
      `lewa7dy|lwa7di|la7alna|lwa7dna|ma a2olsh|ma t2oule|ma tgouli|ma t2oli|l7ta wa7ed|la 7ada|sir|ser`,
    ),
  ]),
];

/** Self-injury as a habit: "كل ما اتضايق بشرح دراعي بالكتر". */
const SELF_INJURY_HABIT: readonly SafetyRule[] = [
  together(
    [
      ar(
        `(?:ب|بت|كن|كت|ن)(?:شرح|جرح|قطع|عور|خربش)\\p{L}* (?:دراع\\p{L}*|ايد\\p{L}*|يدي|رجلي|فخذ\\p{L}*|جلدي|راسي|نفسي|روحي)`,
      ),
    ],
    {
      any: [ar(`كتر|موس|شفره|مشرط|سكين\\p{L}*|كل ما|لما|كل ليله|كل يوم`)],
      none: [ar(`بالغلط|وانا بقطع|بصل|الطبخ|المطبخ|وقعت`)],
    },
  ),
];

/**
 * Wishes to die in Maghrebi, Tunisian, Algerian and Iraqi words the lexicon lacks (first person ن,
 * بغيت، نحب، حاب; "sleep and not get up"; "leave the world"; "get rid of myself"; cut my veins).
 */
const DIALECT_WISHES: readonly SafetyRule[] = [
  ar(
    `(?:بغيت|بغيت غير|نحب|حاب|حابه|نتمني|كنتمني) ?(?:ن)(?:موت|نتحر|قتل (?:نفسي|روحي)|طيح روحي)(?!\\p{L})`,
  ),
  ar(
    `(?:انام|نام|نرقد|نعس)${clause(6)}(?:ما|وما|لا|ولا) ?(?:اكعد|اكعدش|افيق|نفيق|نفيقش|نوض)(?!\\p{L})`,
  ),
  ar(
    `(?:بدي|ابي|ابغي|اريد|عايز|عايزه|نفسي|بغيت|نحب)${clause(6)}(?:ا|ن)?(?:مشي|رحل|روح|رتاح) (?:من|عن) (?:هال|ال)?(?:دنيا|عالم|حياه)(?!\\p{L})`,
  ),
  ar(`(?:ا|ن)?(?:رتاح) (?:من (?:هال|ال)?(?:دنيا|حياه|عالم) )?للابد`),
  ar(`(?:ا|ن)?خلص من (?:حالي|نفسي|روحي)(?!\\p{L})|(?:ا|ن)قطع (?:شرايين\\p{L}*|عروق\\p{L}*)`),
  az(
    `(?:bghit|n7ebb?|7ab|7aba|ard|arid|abi|bade|badi|3ayez|3ayza) (?:n|a)?(?:mout|moot|mot|qtel rou7i|9tel rou7i|ntii?7er|nta7er)|(?:a|e|n|b)?2ta3 (?:shrayin\\w*|sharayin\\w*|3oro2\\w*)|(?:amshy|amshi|arou7|nemchi) (?:men|mn|min) (?:el )?(?:donya|dounya|dinya)`,
  ),
  az(`(?:kan|kont|ken|b|n)?jra7 (?:rassi|rasi|yeddi|idi|dra3i|ydi)`),
  together([
    az(`yefta2edni|yfta2edni|yefta2dni|yefte2edni`),
    az(`ekhtafet|ekhtafeit|mitt|mot|la2abad|lal abad`),
  ]),
  together(
    [ar(`(?:محد|محدش|ما حد|ماحد|ما حدا|محدا)${clause(15)}(?:يحس|يلاحظ|يفتقد)\\p{L}* ?ب?غيابي`)],
    { any: [ar(`قررت|خلص|للابد|بعدين`)], none: [ar(`درس|حصه|المدرسه|الصف|الفصل|الدوام`)] },
  ),
  en(
    `(?:if i )?(?:just )?stop(?:ped)? existing|(?:if i )?(?:don'?t|dont|never) wake up${clause(20)}(?:ok|okay|fine|good|better|don'?t care)|vein${clause(30)}(?:doesn'?t stop|won'?t stop|bleed|once (?:it'?s|its) opened)|think about stepping (?:out|off|in front)`,
  ),
];

/** Not meaning to live, or a will written for real. */
const NOT_LIVING_ON: readonly SafetyRule[] = [
  ar(`(?:مب|مش|مو|ما|موش|مانيش) ناوي\\p{L}* (?:ا|ن)?عيش`),
  en(
    `not (?:planning|planning on|intending|going|gonna) (?:to )?(?:live|be alive|being alive|living)`,
  ),
  together([en(`(?:wrote|writing|written|made|making) (?:a|my) will`)], {
    none: [en(`character|english|story|class|homework|assignment|novel|play|history|lesson`)],
  }),
  together([ar(`كتبت وصيت\\p{L}*|كتبت وصيه`)], { none: [ar(`قصه|درس|واجب|الشخصيه|روايه`)] }),
];

/** A parent or carer who whips, burns or says the child deserves no food. */
const HARM_AT_HOME: readonly SafetyRule[] = [
  // Maghrebi present كي/كا: "كيضربني"، "كيحقروني".
  ar(`(?:كي|كا|كت|كي?ت)(?:ضرب|جلد|حرق|حقر|عاير|سب|شتم|دفع|قرص|عض|طرد|حبس)(?:ني|وني)(?!\\p{L})`),
  az(`(?:bi|by|bey|y|ye|yi)?6[ou]?gni|(?:bi|by|y)tog+ni|(?:ka|kay|kan|ki)?y?dreb(?:ni|ouni)`),
  // Pocket money taken every day; a known punishment (kneeling on rice or salt).
  together([
    ar(`(?:ب|بي|كي|ي|بت)?(?:اخد|اخذ|ياخد|ياخذ|سرق|يسرق|خد|ناخد)\\p{L}* (?:مني )?(?:مصروفي|فلوسي)`),
    ar(`كل يوم|كل نهار|دايما|دائما|كل صباح`),
  ]),
  together([
    az(`(?:bi|by|b)?[yt]?sra2o?|(?:bi|by)?[ya]?(?:a5do|akhdo|ykhodo)`),
    az(`masrof(?:y|i)|floosi|flousi`),
  ]),
  en(
    `kneel(?:ing)? on (?:rice|salt|beans|stones|gravel)|make me (?:hand over|give (?:them|him|her)) my (?:lunch|money|dinner money)`,
  ),
  ar(`(?:ي|ت|بي|بت|كي|كت)?(?:جلد|حرق|كوي|لسع)(?:ني|وني)(?!\\p{L})`),
  together([
    ar(`بابا|ماما|ابوي\\p{L}*|امي|مرات ابوي\\p{L}*|زوج امي|عمي|خالي|اخوي`),
    ar(`(?:حرق|كوي|كوا|جلد|لسع)\\p{L}* (?:ايدي|يدي|رجلي|جسمي|ظهري|وجهي)`),
  ]),
  together([
    en(`(?:mum|mom|dad|stepdad|stepmum|stepmom|my parents?|my (?:aunt|uncle|carer))\\w*`),
    en(
      `(?:don'?t|doesn'?t|do not) deserve (?:dinner|food|to eat|lunch|breakfast|anything to eat)|(?:i'?m|im|i am) the reason (?:dad|mum|mom|he|she) left`,
    ),
  ]),
];

/** Taunted by classmates, in Arabizi: "elli bi3ayyerni kel yom", "kay3ayrouni". */
const TAUNTED_ARABIZI: readonly SafetyRule[] = [
  az(
    `(?:bi|by|bey|kay|ka|bt|bit|y)?3ayy?[ae]?r(?:ni|ouni|uni|oni)|(?:bi|by|bit|kay)?(?:tmas5ar|tmasakhar|yetmas5ar)\\w* 3(?:alay|lia|liya)`,
  ),
];

export const ATTACKS_PICTURES_DIALECTS: Partial<Record<SafetyCategory, readonly SafetyRule[]>> = {
  self_harm: [...SELF_INJURY_HABIT, ...NOT_LIVING_ON, ...DIALECT_WISHES],
  violence: [...GROUP_AMBUSH, ...WEAPON_MEANT, ...WHERE_TO_HIT, ...REVENGE],
  // An adult's secret meeting, and one's own nude passed round, are abuse and sexual (the convention
  // of decisions 043, 049, 057 and 061); a peer asking for pictures, or a classmate's picture
  // passed round, is sexual only (as 043's set labels it).
  abuse: [...SHARED_NUDES_OF_ME, ...ADULT_ALONE_OR_SECRET, ...HARM_AT_HOME, ...TAUNTED_ARABIZI],
  sexual: [...SHARED_NUDES, ...BODY_PICTURES_MORE, ...ADULT_ALONE_OR_SECRET],
};
