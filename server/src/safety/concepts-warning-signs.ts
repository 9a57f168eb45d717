// Indirect warning signs (decision 061), English, Arabic dialects and Arabizi. Suicide-prevention
// guidance lists a few signs a child rarely names outright: hiding injuries or blades, looking up
// the means (a common painkiller, a bridge's height), thinking of death every day, hopelessness
// joined to a wish that it all ends, a goodbye with "forgive me"; for others, asking how to hurt
// someone or bringing a blade "so he learns"; and an adult who asks a child for secrecy, a meeting
// alone or pictures, or calls a child his girlfriend. Each rule is one idea with the everyday use of
// its words kept out (a bruise from football hidden before a wedding, a bridge for a geography
// project, "no hope for our team", a knife for cooking class, the teacher asking for homework photos).
import type { SafetyCategory } from '@edubot/common';
import { ar, clause, en, together, type SafetyRule } from './rule-helpers.js';

const az = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'u');

/** Injuries or blades hidden from parents, PE or swimming. */
const HIDDEN_INJURIES: readonly SafetyRule[] = [
  together(
    [
      en(
        `hid(?:e|es|ing|den)?|cover(?:s|ed|ing)? up|excuse for|get out of (?:pe|swimming|gym)|(?:so|that) (?:no ?one|nobody|my (?:mum|mom|dad|parents)) (?:sees?|finds?|notices?|won'?t (?:see|find|notice))|(?:won'?t|doesn'?t|don'?t) (?:see|find|notice|ask)`,
      ),
      en(
        `cuts|scars|scratches|marks|razors?|blades?|what i did to my|(?:my|the) (?:wrists?|thighs?)|it wasn'?t the cat`,
      ),
    ],
    {
      none: [
        en(
          `football|rugby|match|game|fell off|tripped|birthday|present|shave|shaving|story|character`,
        ),
      ],
    },
  ),
  // "بخبي الشفرة بجزداني", "ازاي اداري الجروح اللي في دراعي", "كنخبي الجرح على ماما"
  ar(
    `(?:ا|ب|بت|ن|كن|كت|ت)?(?:خبي|خبي|داري|غطي|اخفي)\\p{L}*${clause(12)}(?:ال)?(?:جروح|جرح|شفره|شفرات|موس|امواس|اثار|علامات)(?!\\p{L})`,
  ),
  az(`(?:b|n|a|bit)?kh?abb?[ie] (?:el |l)?(?:jro7|jor7|jar7|shafra|mous|amwas)`),
];

/** The means looked up: how many pills kill, how high a bridge must be. */
const MEANS_LOOKED_UP: readonly SafetyRule[] = [
  together([
    en(
      `painkillers?|paracetamol|tylenol|panadol|ibuprofen|advil|aspirin|pills|tablets|medicine cabinet|bathroom cabinet`,
    ),
    en(
      `most dangerous|(?:kill|fatal|lethal|deadly)${clause(20)}(?:if you take|take a lot|how many)|to not wake up|never wake up|not wake up`,
    ),
  ]),
  together(
    [
      en(`how (?:high|tall)|how many floors|tallest|roof access|fall from`),
      en(
        `(?:to be|is it) (?:fatal|deadly|enough)|to die|roof access|keep thinking about it|near me`,
      ),
    ],
    { none: [en(`project|homework|engineering|geography|dubai|world|famous|class`)] },
  ),
  // "كام شريط بنادول ممكن يموت", "شو علو الجسر؟ بدي اعرف اذا بكفي"
  ar(
    `(?:كم|كام|قديش|اديش|شحال)${clause(10)}(?:حبه|حبات|حبايه|حبايات|شريط|علبه|برشامه)${clause(25)}(?:يموت|تموت|تقتل|يقتل|ما ?(?:ا|ي|ن)?صح\\p{L}*|مي?صحاش|تكفي عشان|يكفي عشان)`,
  ),
  together([
    ar(`(?:علو|ارتفاع|طول|كم طابق)`),
    ar(`(?:جسر|الجسر|كوبري|البنايه|العماره|السطح)`),
    ar(`(?:بكفي|يكفي|بيكفي|تكفي|اموت|للموت|انط|اقفز)`),
  ]),
];

/** Death on the mind every day: "كل يوم بفكر بالموت", "kol yom bfakker bel mot". */
const DEATH_DAILY: readonly SafetyRule[] = [
  together([
    ar(`(?:ب|ا|كن|ن|كا)?فكر\\p{L}* (?:ب|في |ف)?(?:ال)?موت(?!\\p{L})`),
    ar(`كل (?:يوم|نهار|ليله|يوم)|دايما|دائما|طول الوقت|ليل نهار`),
  ]),
  az(
    `(?:kol|kil|kul) (?:yom|youm|nhar|lela|leila) (?:b|n|ken)?fakk?[ae]r (?:bel|fel|f|b|fi|bi)[ -]?(?:el )?mo+t`,
  ),
  en(
    `(?:think|thinking|thought) about (?:dying|death|being dead|not being alive)${clause(20)}(?:every|each|all the) (?:day|night|time)|(?:death|dying) is all i (?:think|thought) about`,
  ),
];

/** No hope and a wish that everything ends (Arabic and Arabizi); English has WISH_NOT_TO_BE. */
const HOPELESS_AND_ENDING: readonly SafetyRule[] = [
  together([
    ar(
      `(?:ما|مفيش|مافي|ما في|ما فيه|مافيه|لا|ما بقاش عندي|ما عاد في|ما عاد فيه|بلا|بدون) ?(?:ال)?(?:امل|فايده|فائده)`,
    ),
    ar(
      `(?:بدي|نفسي|ابي|ابغي|بغيت|اريد|عايز|عايزه|عاوز|ودي) (?:كل (?:شي|شيء|حاجه|اشي)|كلشي|الدنيا|حياتي) (?:ي|ت)?(?:خلص|سالي|نتهي|وقف)|(?:اعيش|العيش|عايش|عايشه|حياتي)(?!\\p{L})`,
    ),
  ]),
  together([
    az(`(?:bla|bala|mafi|ma fi|mafish|mafeesh|ma fih|mafe) (?:fayda|faide|fay2da|amal|2amal)`),
    az(
      `(?:bade|badde|badi|baddi|nefsy|nefsi|abi|abgha|bghit) (?:kel|kol|kil) (?:shi|7aga|shay) (?:y|t)?(?:khlas|khalas|5las|tekhlas|yekhlas)|3ayshe|3aysh|7ayati|khallis`,
    ),
  ]),
];

/** A goodbye with "forgive me": "بكرا ما رح كون موجود، سامحوني". */
const GOODBYE_FORGIVE_ME: readonly SafetyRule[] = [
  together([
    ar(
      `(?:ما رح|مش ه|مش|ما غاديش|ما راح|مو راح|لن)\\s?(?:كون|اكون|نكون|تشوفوني|تشوفني|ترجعوني)|(?:اخر|آخر) ليله (?:الي|لي|ليا)(?!\\p{L})`,
    ),
    ar(`(?:سامحوني|سامحيني|سامحني|يسامحكم|سمحو ليا|سمحي ليا|بحبكم|بحبكن|خلوا بالكم|انتبهوا على)`),
  ]),
  together([
    az(`(?:mish|msh|ma|mesh) (?:7a|ra7 |ha)?(?:koun|kon|akoun|nkoun)`),
    az(`sam7ouni|sam7oni|sam7ini|b7ebkon|b7ebkom`),
  ]),
  // Things given so the child is remembered, a pet handed over for good.
  together(
    [
      en(
        `(?:something|things?|stuff) to remember me by|look after my (?:cat|dog|pets?|fish|hamster|rabbit|bird) (?:from now on|for good|forever|when i'?m gone)`,
      ),
    ],
    {
      none: [
        en(
          `last day|leaving (?:the |this )?school|moving|signed|graduat\\w*|yearbook|year \\d+|holiday|trip`,
        ),
      ],
    },
  ),
  together([
    en(`(?:saying|said|say) (?:bye|goodbye) to (?:everyone|everybody|all)`),
    en(`won'?t see me (?:after|again|anymore|any more)`),
  ]),
];

/** How to hurt someone: "best place to hit someone so they go down", "كيف اضرب واحد بحيث...". */
const HOW_TO_HURT: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:how (?:do|can|to|would|should) (?:i |you )?|best (?:place|way|spot) to |where (?:do|should) (?:i|you) )(?:hit|hurt|break|poison|stab|knock out|choke|injure|punch)(?: \\w+)? (?:someone|somebody|a person|him|her|people|someone'?s|somebody'?s)`,
      ),
    ],
    {
      none: [
        en(
          `self[- ]defen[cs]e|attacks? me|in (?:the )?game|ball|fortnite|minecraft|roblox|character|boxing class`,
        ),
      ],
    },
  ),
  together(
    [
      ar(`(?:كيف|ازاي|اشلون|كيفاش|شلون|طريقه) (?:ا|ن)?(?:ضرب|سمم|اذي|أذي|كسر|طعن|جرح|خنق)\\p{L}*`),
      ar(`(?:واحد|حدا|حد|شخص|احد|ولد|بنت|حدن)(?!\\p{L})`),
    ],
    { none: [ar(`(?:ال)?(?:كوره|كرة|كره|طابه|لعبه)`)] },
  ),
];

const BLADE_AR = `(?:ال)?(?:سكين|سكينه|سكاكين|مطوه|موس|شفره|خنجر|مشرط)(?!\\p{L})`;
/** A blade brought for someone, in Arabic and Arabizi: "جايب مطوة عشان أعلّم الواد ده". */
const BLADE_FOR_SOMEONE: readonly SafetyRule[] = [
  together(
    [
      ar(BLADE_AR),
      ar(
        `(?:ي|ن)?تعلم(?!\\p{L})|(?:ا|ن)علم(?:ه|و)?(?!\\p{L})|(?:ي|ت)ندم|وجه(?:ه|و)(?!\\p{L})|نشرط|اشرط|شرط(?:ه|و|لو)|(?:ا|ن)ستنا(?:ه|و)|اذا شفت(?:ه|و)|لو شفت(?:ه|و)|(?:ل|لل)(?:واد|ولد) (?:ده|دا|هاد|هذا|هالولد)|هالولد`,
      ),
    ],
    { none: [ar(`طبخ|سلطه|مطبخ|بصل|الاكل|خضار|لحمه|فواكه`)] },
  ),
  together(
    [
      az(`(?:el |l)?(?:sekkine|sekine|sikkine|sekina|sekkina|mous|matwa|shafra)`),
      az(
        `(?:la |l)?y3all?am|(?:a|n)?3allmo|ha3awwar|wesho|wishho|weshou|eza shefto|law shefto|yendam`,
      ),
    ],
    { none: [az(`tabkh|salata|matbakh`)] },
  ),
  // "بعرف من وين بيروح عالبيت، هونيك رح استناه"
  together([
    ar(
      `(?:بعرف|اعرف|عارف|عارفه|نعرف|كنعرف) (?:من وين|منين|وين|فين|امتي|ايمتي) (?:بيروح|يروح|بيمشي|يمشي|بيرجع|يرجع|ساكن)`,
    ),
    ar(`(?:ا|ن|رح ا|ح|ه)ستنا(?:ه|و)|(?:ا|ن|رح ا|ح|ه)(?:ضرب|مسك|طعن|ربي)(?:ه|و)`),
  ]),
];

/** An adult (online or known) + secrecy, a meeting alone or pictures: "واحد كبير بدو نتلاقى لحالنا". */
const ADULT_SECRECY_AR: readonly SafetyRule[] = [
  together([
    ar(
      `(?:واحد|رجال|راجل|رجل|شب|زلمه) (?:كبير|عمره)|(?:ال)?(?:استاذ|أستاذ|مدرس|مدرب|كوتش)(?!\\p{L})|جار(?:نا|ي)(?!\\p{L})`,
    ),
    ar(
      `(?:ن|ي|ت)(?:تلاقي|تقابل|تشوف)|تعالي|تعال(?!\\p{L})|صور(?:ه|تي|ي)?(?!\\p{L})|حبيبتي|بالبيجامه|يلمس|بيلمس`,
    ),
    ar(
      `(?:ما|م|لا|متقولش|ميقولش)\\s?(?:احكي|تحكي|تقولي|تقول|اقول|يقول|حد يدري|احد يدري|لازم احد)|محدش يعرف|ما حد يعرف|(?:م|ما )(?:ي|ت)?عرفش|قبل ما (?:ماما|امي|بابا|ابوي|اهلي) (?:ي|ت)?(?:رجع|جي|يجي|وصل)|(?:ال)?سر(?!\\p{L})|لحالنا|بوحدي|لوحدي|لما (?:ماما|امي|بابا) (?:تطلع|يطلع|مش)|ما حد بالبيت`,
    ),
  ]),
  together([
    az(
      `wa7ad kbir|wa7ed kbir|ragel kbir|rajel kbir|(?:el )?(?:mudarris|mudaris|modares|ostaz|coach)`,
    ),
    az(`n?t2abal|nt2abbal|netla2a|tla2a|sora|sowar|soura|ta3ali`),
    az(`la7alna|lwa7dna|ma te7ki|ma t2oli|ma t2ool|sir|ser|7ad yedri`),
  ]),
];

/** An adult who calls a child his or her partner: "i'm 12, he's 19, age is just a number". */
const AGE_GAP: readonly SafetyRule[] = [
  together([
    en(`(?:i'?m|im|i am) (?:only |just )?(?:[89]|1[0-5])(?!\\d)`),
    en(
      `(?:he'?s|she'?s|he is|she is|is|a) (?:1[89]|[2-5]\\d)(?: ?(?:years? old|yo|y/o))?|age is just a number|(?:1[89]|[2-5]\\d) ?(?:year old|yr old|yo) (?:guy|man|boyfriend|girlfriend)`,
    ),
    en(
      `boyfriend|girlfriend|relationship|dating|in love|loves me|age is just a number|shouldn'?t tell|secret`,
    ),
  ]),
  together([
    ar(`عمري (?:[89]|1[0-5])(?!\\d)|(?:انا|وانا) (?:[89]|1[0-5])(?!\\d)`),
    ar(`عمره (?:1[89]|[2-5]\\d)(?!\\d)`),
    ar(`حبيبتي|حبيبي|بيحبني|يحبني|مرتبطين|صاحبي|سر(?!\\p{L})|ما لازم احد|محدش`),
  ]),
];

/** English: an adult asks to meet, to come in or for pictures, and for secrecy. */
const ADULT_SECRECY_EN: readonly SafetyRule[] = [
  together([
    en(
      `(?:a|an|the|this|some) (?:man|guy|adult|older (?:guy|man|boy|girl|woman))|someone online|(?:friend'?s|mum'?s|mom'?s) (?:dad|brother|boyfriend|uncle)|neighbou?r|next door|coach|tutor`,
    ),
    en(
      `meet(?:ing)? (?:me|up)|pick me up|come (?:inside|in|over|to (?:his|her) (?:house|place|car|flat))|messag\\w* me at night|(?:picture|pic|photo|video)s? (?:of|without) me`,
    ),
    en(
      `(?:don'?t|not to|never|if i don'?t|shouldn'?t) tell|delete (?:the |our )?(?:chats?|messages?)|(?:nobody|no one)(?:'?s| is) (?:home|around)|our (?:little )?secret|alone`,
    ),
  ]),
];

const GROOMING: readonly SafetyRule[] = [...ADULT_SECRECY_EN, ...ADULT_SECRECY_AR, ...AGE_GAP];

export const WARNING_SIGNS: Partial<Record<SafetyCategory, readonly SafetyRule[]>> = {
  self_harm: [
    ...HIDDEN_INJURIES,
    ...MEANS_LOOKED_UP,
    ...DEATH_DAILY,
    ...HOPELESS_AND_ENDING,
    ...GOODBYE_FORGIVE_ME,
  ],
  violence: [...HOW_TO_HURT, ...BLADE_FOR_SOMEONE],
  // Grooming by an adult is abuse and sexual (the convention of decisions 043, 049 and 057).
  abuse: GROOMING,
  sexual: GROOMING,
};
