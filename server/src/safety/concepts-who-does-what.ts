// Who does what to whom (decision 083), English, Arabic dialects and Arabizi. A threat is the
// writer (I, we, "me and the boys") + a harm verb + a person, told with a weapon, a body part, a
// time or a condition ("if he comes near"); a weapon carried "for when they come" is the same
// threat. Grooming is an adult + secrecy + pictures, meetings, touch or a bedroom at night: abuse
// and sexual (the convention of decisions 043, 049 and 057). A peer's pressure ("if you loved me
// you'd send…"), sex asked about in the first person, "doing stuff" with a partner where nobody
// will know, a body part grabbed and an intimate video held over the writer are sexual. Each table
// keeps out the school and everyday use of its words (a golf ball hit hard, multiplying by 3, a
// knife for food tech, sexual reproduction, waking up early for a trip).
import type { SafetyCategory } from '@edubot/common';
import { ar, clause, en, together, type SafetyRule } from './rule-helpers.js';

/** Arabizi: Latin letters and digits, whole words. */
const az = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'u');

/** A person other than the writer. */
const PERSON = `(?:him|her|them|(?:that|the|this) (?:kid|boy|girl|guy|snitch|new kid|idiot|loser|teacher|year \\d+|year (?:sevens?|eights?|nines?|tens?|elevens?)))`;
/** Games, sport and school tasks where the same verbs are harmless. */
const PLAY_OR_SCHOOL = en(
  `game|fifa|minecraft|fortnite|roblox|chess|match|boss|level|character|ball|test|exam|quiz|essay|process|zombie|bug|code|homework|rounders|tournament|boxing|karate|self[- ]defen[cs]e`,
);

/** "we're gonna beat that kid till he cries", "i'll punch her so hard she…". */
const HARM_TOLD_BY_HOW: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:i'?m|im|i am|we'?re|were|we are|gonna|going to|i'?ll|ill|we'?ll|i will|we will|imma|ima|i swear)(?: \\w+){0,3} (?:beat|punch|hit|kick|slap|batter|hurt|stab|shoot|strangle|choke|smack|jump|knock) ${PERSON}`,
      ),
      en(
        `till|until|so (?:bad|hard)|(?:in|on) the (?:face|head|neck|street)|with (?:a|my|the) (?:knife|bat|brick|rock|bottle|hammer|blade)|after (?:school|class)|tomorrow|tmrw|next time|if (?:he|she|they)|when (?:he|she|they)|for real|not joking|out cold|unconscious`,
      ),
    ],
    { none: [PLAY_OR_SCHOOL] },
  ),
];

/** Harm told from the victim's side: "hes getting stabbed", "they will all be sorry on friday". */
const HARM_AWAITING: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:he|she|they|that (?:kid|boy|girl|guy))(?:'s|s| is|'re| are| will| 'll)? (?:getting|gonna get|going to get|get) (?:stabbed|shanked|jumped|shot|battered|merked|smoked|beaten up|knocked out|bottled)`,
      ),
    ],
    { none: [en(`play|story|scene|act \\d|caesar|character|film|movie|game|book|novel|history`)] },
  ),
  together([
    en(
      `(?:they|he|she|everyone|everybody|all of them)(?: (?:who|that) \\w+(?: \\w+)?)?(?: will|'ll| are gonna| are going to| is gonna| is going to)(?: all)? (?:be sorry(?! (?:they|that|to|if|we|i|you|he|she|about|for missing))|pay for (?:it|this|what)|regret (?:it|this|what))`,
    ),
    en(
      `plan|planned|planning|friday|monday|tuesday|wednesday|thursday|tomorrow|tmrw|next week|soon`,
    ),
  ]),
];

/** Arabic: I or we + hit, stab, kill or slaughter + him/her/them, with a weapon or a place. */
const HARM_WITH_WEAPON_AR: readonly SafetyRule[] = [
  together(
    [
      ar(
        `(?:ب|ه|ح|بن|هن|حن|ن|رح ا|راح ا|رح ن|راح ن|بدي ا|غادي ن|غا ن|ل ?ا)(?:ضرب|طعن|قتل|ذبح|شرط|جرح|فلق|كسر)(?:ه|ها|هم|و)(?!\\p{L})`,
      ),
      ar(
        `ب ?(?:ال)?(?:سكين|سكينه|موس|مطوه|شفره|حجر|حجره|عصايه|عصا|بوكس|قزازه|طوبه|حديده|مفك)|في (?:راس|وجه|بطن|رقب)\\p{L}*|بعد (?:ال)?(?:دوام|مدرسه|حصه)|لو|اذا|ايلا|الا`,
      ),
    ],
    {
      none: [
        ar(
          `(?:في|ب) ?(?:\\d|٢|٣|٤|٥|اثنين|ثلاثه|العدد|الرقم)|المعادله|المساله|الطرفين|الكوره|الماتش|جزاء|شمس|حره|قاضيه`,
        ),
      ],
    },
  ),
];

/** Arabizi: future or will + a harm verb on him/her + a weapon, the head or a condition. */
const ARABIZI_FUTURE = `(?:ghadi|ghad|gha|ghan|ra7|ra7a|rah|7a|ha|bade|badi|baddi|wallah|wallahi|la|ana)`;
const HARM_ARABIZI: readonly SafetyRule[] = [
  together(
    [
      az(ARABIZI_FUTURE),
      az(
        `(?:n|a|e|la|l|2|ne|na)?(?:derb|drb|edrb|dreb|darb|ta3n|t3n|te3n|ktel|ktl|ektl|e2tl|2tel|2tl|a2tl|qtel|dbe7|dba7|dbah|shu2|sha2|cha9|ashu2|2ashu2|2ash2|3awwar|a3awwar|te3awwar|t3awwar)(?:o|ou|u|ha|hom|lo|lou|lha)`,
      ),
      az(
        `b ?l ?(?:mos|mous|moos)|bel (?:sekkin\\w*|sikkin\\w*|moos|mous|shafra|3asaya|7ajar\\w*)|bil (?:sekkin\\w*|sikkin\\w*|shafra|moos|3asaya|7ajar\\w*)|b l7ejra|bl7ejra|b ?(?:l)?(?:jenwi|sekkina|sekkine)|f rass?o|fi rasso|wijho|wjho|wechou|wajho|wesho|wisho|weshha|ila|iza|law|mlli|lamma|ba3d el madras\\w*|ghedda|bokra`,
      ),
    ],
    { none: [az(`match|ma(?:t)?ch|kora|fifa|game|le3ba|el kora`)] },
  ),
  // The Maghrebi present is the future too: "ndrbo b l7ejra f rasso".
  together([
    az(`n(?:derb|drb|dreb|ta3n|t3n|9tl|ktl|dbe7|dba7)(?:o|ou|oh|ha|hom)`),
    az(
      `b ?l ?(?:mos|mous|moos|7ejra|hjra|3assa|3sa|jenwi|sekkina)|bel (?:sekkin\\w*|moos|mous|7ajar\\w*)|f rass?o|f rasha|f wjho|f wjhha`,
    ),
  ]),
  // Killing needs no weapon to be a threat: "ana ra7 ektlo", "ghadi n9tlo".
  together([
    az(`ra7|ra7a|rah|ghadi|ghad|gha|bade|badi|baddi|7a|ha|wallah(?:i)?`),
    az(
      `(?:n|a|e|ne)?(?:ktlo|ktelo|ektlo|2tlo|2telo|a2tlo|a2telo|qtlo|9tlo|n9tlo|dbe7o|edb7o|dba7o)`,
    ),
  ]),
];

/** A weapon brought in secret, or carried in case someone comes near. */
const WEAPON_EN = `knife|knives|blade|gun|pistol|machete|knuckle ?dusters?|taser|hammer|bat|screwdriver|razor`;
const WEAPON_CARRIED: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:sneak|sneaking|smuggle|smuggling|get|getting)${clause(20)}(?:${WEAPON_EN})${clause(20)}(?:in|into|past|through)`,
      ),
      en(`school|class|security|metal detector|bag check|teachers?`),
    ],
    { none: [en(`museum|history|how does|project|film|story|game|food tech|cooking|kitchen`)] },
  ),
  together(
    [
      en(`${WEAPON_EN}`),
      en(
        `in case (?:he|she|they|someone|somebody|anyone|that \\w+|it kicks off)|for when (?:he|she|they|someone|anyone|that \\w+)|so (?:nobody|no one|they|he|she) (?:can|will|touches|tries|messes)|if (?:he|she|they|anyone|someone) (?:comes?|tries|touch|touches|starts|jumps?)`,
      ),
      en(`bag|pocket|locker|blazer|sock|on me|carry|carrying|bring|bringing|got|have`),
    ],
    { none: [en(`food tech|cooking|kitchen|cake|fruit|bread|camping|scouts|museum|first aid`)] },
  ),
  en(
    `(?:thinking (?:of|about)|planning (?:on|to)|gonna|going to) (?:bring|bringing|take|taking|carry|carrying) (?:a|my|dads?|my dad'?s|my brother'?s) (?:knife|knives|blade|gun|pistol|machete|knuckle ?dusters?|taser)(?! (?:for|to) (?:food tech|cooking|the kitchen|camping|the picnic|cut))`,
  ),
  // "حطيت مطوة في شنطتي عشان لو اتلموا عليا"، "3andi sekkina fil shanta 3ashan law el wad da 2arrab".
  together(
    [
      ar(`سكين\\p{L}*|سچين\\p{L}*|موس(?!\\p{L})|مطوه|شفره|مسدس|سلاح|جنوي`),
      ar(
        `(?:لو|اذا|ايلا|الا|في حال) (?:\\p{L}+ ){0,2}(?:قرب|اتلم|تلم|جا|جه|اجا|اجو|لمس|تعرض|ضايق|تكلم|بدا|هجم)|(?:عشان|علشان|باش|بش) (?:محد|ما حد|محدش|ما احد)`,
      ),
      ar(`شنط\\p{L}*|جيب\\p{L}*|معي|معايا|معاي|(?:ال)?مدرسه|حطيت|جبت|شايل|خبيت`),
    ],
    { none: [ar(`مطبخ|المطبخ|طبخ|الطبخ|فواكه|كيكه|بلاستيك|تفاح`)] },
  ),
  // "kanfker nji b chi moss l lycee": coming to school with a blade.
  together([
    az(`n?ji|njib|nji?b|n?hez|njeeb|ndkhol|a?geeb|hagib|ha?geeb|ajib|jib`),
    az(`b? ?(?:chi |wa7ed |el |l)?(?:moss?|mous|sekkin\\w*|jenwi|msaddas|shafra)`),
    az(`l ?lycee|l ?college|l9raya|lmadrasa|el madrasa|madras\\w*|school`),
  ]),
  together([
    az(`sekkin\\w*|sikkin\\w*|sekin\\w*|moos|mous|lmos|jenwi|shafra|msaddas|mosadas|sla7`),
    az(`shanta|shanti|madrasa|madrase|l9raya|m3aya|ma3aya|ma3i|jeybo|jayeb`),
    az(`3ashan law|3ashan lw|la ?law|la iza|ila|bach|bash|ken|law`),
  ]),
];

/** Adults around a child who may groom. */
const GROWN_UP_EN = `(?:uncle|step ?(?:dad|father|mom|mum)|(?:mum|mom|mother)'?s boyfriend|coach|teacher|tutor|neighbou?r|babysitter|driver|instructor|(?:older|grown|adult) (?:man|guy|woman)|grown ?up|adult|(?:a|the|this) man|he'?s (?:like |about |around |over )?[2-5]\\d|hes (?:like |about |around |over )?[2-5]\\d|(?:dad|father)'?s friend|(?:who'?s|who is|he'?s|hes|she'?s|shes|is) (?:like |about |around |over |nearly )?[2-5]\\d(?!\\d)|[2-5]\\d ?(?:year old|yr old|yo|y/o) (?:man|guy|woman|cousin|friend))`;
const GROWN_UP_AR = `(?:ال)?(?:استاذ|مدرس|مدرب|كوتش|مستر)(?!\\p{L})|جار(?:نا|ي)|زوج (?:امي|ماما)|جوز (?:امي|ماما)|(?:عمي|خالي|عمو)(?!\\p{L})|(?:واحد|رجال|راجل|رجل|شب|زلمه) كبير|صاحب (?:بابا|ابوي|ابويا)|عمره (?:[2-5]\\d|عشرين|ثلاثين|تلاتين|اربعين|خمسين)`;

/** An adult + secrecy (or night, alone) + pictures, touch, a bed or a meeting. */
const ADULT_SEXUAL_INTEREST: readonly SafetyRule[] = [
  together(
    [
      en(GROWN_UP_EN),
      en(
        `secret|(?:not to|not|don'?t|dont|never|can'?t) tell|delete (?:our|the|my) (?:chats?|messages?|dms?)|(?:just|only) us|alone with (?:him|her)|(?:meet|come|be|stay|visit)\\w* alone|(?:texts?|messages?|calls?|snaps?) me (?:late )?at night|in bed`,
      ),
      en(
        `pics?|photos?|pictures?|videos?|what i'?m wearing|what im wearing|pyjamas|pajamas|pjs|towel|touch\\w*|lap|bed|room|meet\\w*|chats?|special|kiss\\w*|hug\\w*`,
      ),
    ],
    // A class secret is not a grown-up's: "don't tell the others the answers", a surprise.
    {
      none: [
        en(
          `tell (?:the others|them|anyone|everyone) (?:the )?(?:answers?|results?|about the (?:surprise|party|test))|surprise|party`,
        ),
      ],
    },
  ),
  // Coming into the child's room at night: "mum's boyfriend sneaks in at night".
  together([
    en(GROWN_UP_EN),
    en(
      `(?:comes?|coming|came|sneaks?|sneaking|snuck|gets?) (?:in|into|in to)(?: my (?:room|bed))?`,
    ),
    en(`at night|when (?:i'?m|im) (?:asleep|sleeping|in bed)|pretend to be asleep|eyes shut`),
  ]),
  together([
    ar(GROWN_UP_AR),
    ar(`(?:ي|بي)?دخل (?:غرفتي|اوضتي|علي|سريري)|(?:ي|بي)نام جنبي`),
    ar(`بالليل|الليل|وانا نايم\\p{L}*|خايف\\p{L}*`),
  ]),
  // A picture without clothes asked by an adult: "استاذ الخصوصي طلب مني صورة بدون ملابس".
  together([
    ar(GROWN_UP_AR),
    ar(`صور\\p{L}*`),
    ar(
      `بدون (?:ملابس|هدوم|لبس)|من غير (?:هدوم|لبس|ملابس)|عاري\\p{L}*|عريان\\p{L}*|بالفوطه|بالمنشفه`,
    ),
  ]),
  // Arabizi: an adult's secret game, picture or touch: "khali bi2oli n3ml le3ba sirriya".
  together([
    az(`khali|5ali|3ammi|3amo|jarna|el ostaz|ostaz|el mister|coach|jozz ommi|gozz ommi|jooz mama`),
    az(
      `le3b(?:a|e) sirri\\w*|le3b(?:a|e) (?:5a9a|khassa|5assa)|sora|sowar|suwar|(?:bi|by|b)?ylmes\\w*|(?:bi|by)?lmesni|(?:bi|by)?ybousni|bel lel|bil layl|ghorfti|2odti|ou?dti`,
    ),
    az(
      `sirr|serr|sirriy\\w*|ma n2ol\\w*|ma t2ol\\w*|ma t5abbr\\w*|mat2olish|ma ngolch|ma tgolich|ma t2uli\\w*`,
    ),
  ]),
];

/** A partner or peer's pressure for pictures: "if you really loved me you'd send it". */
const LOVE_AS_PRESSURE: readonly SafetyRule[] = [
  together([
    en(
      `if (?:you|u|i) (?:really |actually |truly )?(?:love|loved|trust|trusted|liked?) (?:me|him|her|you|u)`,
    ),
    en(`send|show|pics?|photos?|spicy|nudes?|take (?:it|them|your \\w+) off`),
  ]),
  en(
    `(?:send|sending|sent)${clause(15)}(?:something|anything|a pic|pics|a photo|photos) (?:spicy|naughty|dirty|risky|private)|spicy (?:pics?|photos?|snaps?|selfies?)`,
  ),
  together([
    ar(`(?:لو|اذا|ان) (?:كنت |كنتي )?(?:ب|بت)?(?:تحبي|تحبني|تحبيني|تحبني|تثقي|بتحبيني)\\p{L}*`),
    ar(`(?:ا|ت)?(?:رسل|بعت|ابعث|صور|ورجي|فرجي|وريني)\\p{L}*`),
  ]),
  together([
    az(`law|iza|ila|lw`),
    az(`(?:bt|t|kont t)?7(?:e|a)bb?(?:ini|eeni|ini|ni)`),
    az(`(?:e|a)?b3at\\w*|(?:e|a)?rsel\\w*|sora|sowar|suwar|tsawer|wareeni|farjini|sifti\\w*`),
  ]),
];

/** Sex asked about in the first person or as a how-to (not reproduction in biology). */
const SEX_ASKED: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:have|having|had) sex|sleep with (?:her|him|my (?:gf|bf|girlfriend|boyfriend))|(?:get|make|convince|persuade) (?:her|him|my (?:gf|bf|girlfriend|boyfriend)) to (?:sleep with|have sex with) me|los(?:e|ing) (?:my|our|her|his) virginity|go all the way|make love|position for sex|sex position|(?:first|1st) time (?:having sex|doing it|with (?:her|him|my))`,
      ),
      en(`how|best|first time|1st time|we|i|my|tips`),
    ],
    {
      none: [
        en(
          `animals?|plants?|flowers?|species|frogs?|fish|bacteria|reproduc\\w*|biology|history|novel|poem`,
        ),
      ],
    },
  ),
  ar(
    `(?:ا|ن|ت)مارس (?:ال)?(?:جنس|سكس)|(?:ا|ن)(?:عمل|سوي) (?:سكس|علاقه جنسيه)|(?:ا|ن)نام مع (?:البنت|حبيبي|حبيبتي|صاحبتي)`,
  ),
  // Pictures of a naked person of the writer's world: "بدي صور بنت عريانه من الصف".
  ar(
    `صور\\p{L}* (?:ل ?)?(?:ال)?(?:بنت|بنات|ولد|شباب|وحده|واحده|حد|احد|صاحبتي|اختي|زميلتي)\\p{L}{0,2} (?:\\p{L}+ )?(?:عاري|عريان|مش لابس|بدون ملابس|من غير هدوم)\\p{L}*`,
  ),
  together([
    az(`a5ali|akhali|a5alli|n5ali|ezay|kifach|kif|keef`),
    az(`tnam ma3aya|tnam ma3i|nnam m3aha|anam ma3ha|ynam ma3aya|sex|jins`),
  ]),
];

/** "Doing stuff" with a partner where nobody will know: "while her parents are out". */
const PARTNER_STUFF_PRIVATE: readonly SafetyRule[] = [
  together(
    [
      en(`(?:my |her |his )?(?:gf|bf|girlfriend|boyfriend)`),
      en(`(?:do|doing|did) (?:stuff|things|it)|hook(?:ing)? up|make out|making out`),
      en(
        `parents? (?:are |is )?(?:out|away|not home|gone)|(?:her|his|my) (?:room|bed)|(?:not|don'?t|dont) get caught|without (?:anyone|her parents|his parents|my parents) knowing|(?:mates?|friend)'?s (?:flat|house|place)|alone`,
      ),
    ],
    { none: [en(`project|homework|revision|revise|study|presentation|coursework`)] },
  ),
  together(
    [
      ar(`حبيبي|حبيبتي|البوي ?فريند|بوي فريند|جيرل ?فريند`),
      ar(`(?:ن|ا)(?:سوي|عمل|عمل) (?:اشياء|اشيا|حاجات|شي|اشي)(?!\\p{L})`),
      ar(`شقه|غرفه|اوضه|البيت فاضي|لوحدنا|خايف\\p{L}*|محد يدري|محدش يعرف|ما حد يعرف`),
    ],
    { none: [ar(`مشروع|واجب|نذاكر|ندرس|مذاكره|مراجعه`)] },
  ),
];

/** A body part grabbed or touched by someone: "a boy grabbed my chest in the corridor". */
const GROPED: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:grab|grabbed|grabs|grabbing|touch|touched|touches|touching|groped|gropes|squeezed|slapped) (?:my|me on (?:the|my)|me (?:between|down)) ?(?:chest|boobs?|breasts?|bum|butt|ass|privates?|private parts?|down there|between my legs|thighs?|crotch)`,
      ),
    ],
    { none: [en(`doctor|nurse|stethoscope|x-?ray|physio|ball|rugby|tackle`)] },
  ),
];

/** An intimate picture or video of the writer held over them: "he's threatening to post it". */
const INTIMATE_HELD_OVER: readonly SafetyRule[] = [
  together([
    en(
      `(?:pics?|photos?|pictures?|videos?|nudes?) of (?:me|us)|(?:video|pic|photo)${clause(20)}(?:me and|us) (?:doing|kissing|in bed)|my nudes?`,
    ),
    en(
      `threaten\\w*|(?:gonna|going to|will|'ll|says? (?:he|she|they)'?ll) (?:post|leak|share|send|show|expose)|unless i|or (?:he|she|they)'?ll`,
    ),
    en(
      `naked|nude|nudes|doing stuff|doing things|in bed|no clothes|without (?:my )?clothes|underwear|towel|kissing|private`,
    ),
  ]),
];

/** Bodies rated, or a picture of a man's organ sent: "wa7ed sift lia tswira dyal 3odwo". */
const BODIES_RATED_ORGANS_SENT: readonly SafetyRule[] = [
  en(
    `rat(?:e|es|ed|ing) (?:the )?(?:girls'?|boys'?|our|my|her|his|their) (?:bod(?:y|ies)|boobs|bums?|chests?)`,
  ),
  together([
    az(`tswira|tswera|tsawer|sora|soura|sura|pic|photo`),
    az(`3odwo|3odwou|3odwu|3adawo|zebbo|zbo|zobro`),
  ]),
];

/** A picture of a body part asked for: "send me a pic of your boobs". */
const BODY_PART_PICTURES: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:send|show|snap|give)\\w*${clause(20)}(?:pics?|photos?|pictures?|selfies?|snaps?|videos?)|(?:pics?|photos?) of (?:ur|your|her)`,
      ),
      en(
        `boobs|tits|breasts|chest|bum|butt|ass|dick|privates|private parts|down there|(?:ur|your|her|his) body`,
      ),
    ],
    { none: [en(`diagram|label|anatomy|biology|x-?ray|cancer|surgery|doctor|scan|science`)] },
  ),
];

/** An implement a parent or carer takes out: "stepdad got the belt out again". */
const IMPLEMENT_AT_HOME: readonly SafetyRule[] = [
  together([
    en(
      `(?:dad|father|mum|mom|mother|step ?(?:dad|mum|mom|father|mother)|parents?|uncle|aunt|brother|grandad|grandpa)`,
    ),
    en(
      `(?:got|gets|getting|takes?|took|taking|pulls?|pulled|grabs?|grabbed) (?:out|off) (?:the|his|her) (?:belt|slipper|whip|cane)(?! of)|(?:got|gets|getting|takes?|took|taking|pulls?|pulled) (?:the|his|her) (?:belt|slipper|whip|cane) (?:out|off)(?! of)`,
    ),
  ]),
];

/** Words that wound from a parent, insulting names, a child locked in, mocked in Arabizi. */
const PARENT = `(?:mum|mom|mother|dad|father|parents|step ?(?:dad|mum|mom|father|mother))`;
const WOUNDED_LOCKED_IN: readonly SafetyRule[] = [
  en(
    `${PARENT}${clause(20)}(?:wish|wishes|wished) (?:i was|i were|i'?d|i had) never (?:been )?born|${PARENT}${clause(20)}(?:regrets?|regretted) (?:having|ever having) me|${PARENT}${clause(15)}(?:says|said|tells me|told me|calls me|called me) (?:that )?(?:i'?m|im|i am) (?:a mistake|worthless|a burden|a waste of space|disgusting|useless|nothing)`,
  ),
  ar(
    `(?:يا ?)?(?:ليت|ريت)(?:ك|كي) (?:ما|م) ?(?:انولد|اتولد|جيت|خلق|انخلق)\\p{L}*|(?:ي|بي|ت|بت)(?:سمو|سمون|نادو|نادون|لقبو)ني (?:ال)?(?:ارهابي|سمين|تخين|دب|فيل|بقره|قبيح|غبي|عبد|حمار|خنزير|قرد|كلب)\\p{L}*`,
  ),
  together([
    az(`ka[yt](?:sedd?|sdd|7bes|e7bes)|7absni|7absni|sedd 3liya|sed 3liya|y7bsni|bi7bisni`),
    az(`3liya|3lia|3laya|fiya|lbit|l bit|dar|ghorfa`),
  ]),
  az(
    `(?:yet|yt|y|bi|bye|byet)(?:3ayro|3ayrou|3ayru|maskhro|mas5ro|maskhrou|mas5rou)(?:ni)? ?(?:3alaya|3liya|3laya|3lia|3lay)?`,
  ),
];

/** "i don't wanna wake up again", Maghrebi "ma bghit nfeye9 ghedda", Levantine "ma baddi fi2". */
const NOT_WAKING_UP: readonly SafetyRule[] = [
  en(
    `(?:don'?t|dont|do not|never) (?:want|wanna) (?:to )?wake up (?:again|ever|anymore|any more|tomorrow|ever again)(?! (?:early|at|for|before))`,
  ),
  together(
    [
      az(
        `ma bghit(?:ch)?|ma bgheet(?:ch)?|mabghitch|ma baddi|mabadi|ma badi|msh 3ayz(?:a)?|mesh 3ayez|mish 3ayez|ma abi|ma abgha`,
      ),
      az(
        `n?(?:feye9|fey9|fi9|fiq|fay9|fe9|fa9)|fi2|fee2|fayya2|afi2|as7a|as7(?:a|aa)|a9oum|nouwd|nod|n9oum`,
      ),
      az(`ghedda|ghda|3awtani|tani|mara okhra|bokra|bukra|abadan|b(?:e|a)3d|ba2a|bda`),
    ],
    { none: [az(`bakkir|bakir|badri|bkri|bekri|early|madras\\w*|l9raya`)] },
  ),
  // "مش ناوية اكمل" at the end of a clause, with hopelessness near: "ما عندي مستقبل".
  together([
    ar(
      `(?:مش|مو|ما|مانيش|ماني) ناوي\\p{L}? (?:اكمل|اعيش|ابقي|اضل|اكون|اطول)(?=\\s*(?:$|[.!?؟،,]))`,
    ),
    ar(`مستقبل|الحياه|حياتي|الدنيا|تعبت|خلاص|ما في فايده|مافي فايده|ما له معني`),
  ]),
];

export const WHO_DOES_WHAT: Partial<Record<SafetyCategory, readonly SafetyRule[]>> = {
  self_harm: NOT_WAKING_UP,
  violence: [
    ...HARM_TOLD_BY_HOW,
    ...HARM_AWAITING,
    ...HARM_WITH_WEAPON_AR,
    ...HARM_ARABIZI,
    ...WEAPON_CARRIED,
  ],
  // Grooming, groping and an intimate picture held over the writer are abuse and sexual.
  abuse: [
    ...WOUNDED_LOCKED_IN,
    ...ADULT_SEXUAL_INTEREST,
    ...GROPED,
    ...INTIMATE_HELD_OVER,
    ...IMPLEMENT_AT_HOME,
  ],
  sexual: [
    ...ADULT_SEXUAL_INTEREST,
    ...GROPED,
    ...INTIMATE_HELD_OVER,
    ...LOVE_AS_PRESSURE,
    ...SEX_ASKED,
    ...PARTNER_STUFF_PRIVATE,
    ...BODY_PART_PICTURES,
    ...BODIES_RATED_ORGANS_SENT,
  ],
};
