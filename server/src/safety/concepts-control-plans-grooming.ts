// Indirect abuse, violence and grooming (decision 057), English and Arabic. A fifth independent
// writer's misses were told without the words of the older tables: a child kept in a room or shut
// in a shed, silence bought with a threat ("nobody will believe you", "you'll see something you've
// never seen"), pictures used to force more; a plan to hurt someone told by its means and its day
// (a knife in the PE bag for Thursday, "he won't walk home on Friday", a ruler filed sharp) and
// an adult online talking of the child's age or asking for pictures of the body. Each table is one
// idea, with the everyday use of its words kept out (a knife for food tech, a bat for practice,
// a friend who won't walk home because his dad is picking him up, a photo of a rash for the doctor).
import { ar, clause, en, together, type SafetyRule } from './rule-helpers.js';

/** Kept in, shut in, kept from leaving: "he shuts me in the shed", "عمي بيسكر علي باب الحمام". */
const KEPT_IN: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:shuts?|shutting|shut|puts?|putting|leaves?|left|keeps?|kept|locks?|locked|locking)\\w* me (?:up )?(?:in|inside|into) (?:the|a|his|her|my|our) (?:shed|cupboard|closet|garage|basement|cellar|car|boot|trunk|bathroom|toilet|laundry(?: room)?|dark|box|cage|attic|room|bedroom|storeroom|store room)`,
      ),
    ],
    {
      none: [
        en(
          `hide and seek|hide-and-seek|playing|costume|dressing up|car seat|for a (?:minute|second|few minutes)|pops? (?:in|into)`,
        ),
      ],
    },
  ),
  en(
    `lock\\w* (?:the |my )?(?:bedroom |bathroom |room )?door (?:from (?:the )?outside|on me)|(?:not allowed|never allowed|can'?t|cannot|won'?t let me|doesn'?t let me|don'?t let me)${clause(12)}(?:out of|leave|go out of|come out of) (?:my|the) (?:room|house|flat|apartment|bedroom)|(?:takes?|took|hides?|hid) my (?:shoes|keys|clothes|passport|coat)${clause(15)}so i (?:can'?t|cannot|won'?t be able to) (?:go|leave|get out|run)`,
  ),
  en(`(?:food|fridge|cupboard|kitchen|pantry)${clause(25)}(?:locked|padlock\\w*)(?! by accident)`),
  // Arabic: "بيقفل عليا الأوضة"، "بيسكر علي باب الحمام"، "كيسد عليا فالبيت"، "يحبسني بالمخزن".
  ar(
    `(?:ب|بي|ي|بت|ت|كي|كت)?(?:قفل|سكر|سد|حبس)\\p{L}* (?:علي|عليا|عليه|عليي|عالي)(?!\\p{L})(?! نفس)${clause(20)}(?:ال)?(?:باب|اوضه|غرفه|حمام|دار|بيت|مخزن|مفتاح|بالمفتاح|الضو|ساعات)`,
  ),
  ar(
    `(?:ال)?(?:اكل|الاكل)${clause(25)}(?:مقفول|بالمفتاح|مخبي\\p{L}* في دولاب)|(?:بنام|انام|نمت|بنعس) (?:جعان|جعانه|جوعان|جوعانه|بلا اكل|بدون اكل)`,
  ),
];

/** Silence or obedience bought with a threat, or with "nobody will believe you". */
const SILENCE_BY_THREAT: readonly SafetyRule[] = [
  together([
    en(`(?:says?|said|told|tells|keeps? saying|warned|warns)`),
    en(
      `(?:no ?one|nobody|noone) (?:will|would|is going to|'?d|'?ll) (?:ever )?believe (?:me|a kid|a child|you|a little girl|a little boy)|(?:believe|listen to) (?:a kid|a child) over (?:him|her|an adult)`,
    ),
  ]),
  en(
    `if i (?:ever )?(?:tell|told|say anything|said anything|talk|speak|go to)${clause(50)}(?:send me|sent away|taken away|take (?:me|us) away|leave and never|never (?:see|come back)|kick me out|throw me out|suffer|be sorry|you'?ll see|regret|wait for me|my fault)`,
  ),
  together(
    [
      en(
        `(?:knows?|found out) where i live|know which (?:bus|way|route|road) (?:i|you) (?:take|walk|go)|watch (?:your|ur) back`,
      ),
    ],
    {
      any: [
        en(
          `walks? past|outside|at night|follow\\w*|wait\\w*|says|said|texts?|messages?|dms?|threat\\w*|scared|afraid`,
        ),
      ],
      none: [en(`coming over|sleepover|party|pick me up|lives near|walk together|deliver`)],
    },
  ),
  // Arabic: "لو قلت لحد هيودينا في داهية"، "إذا حكيت للمعلمة رح يحرمني من إمي"، "محدش هيصدقني".
  ar(
    `(?:لو|اذا|الا|ان|كان) ?(?:قلت|قلتي|قولتي|حكيت|حكيتي|اتكلمت|اتكلمتي|تكلمت|تكلمتي|خبرت|خبرتي|اخبرت|حجيت|حجيتي|گلت|گلتي)${clause(40)}(?:ه|ح|رح ?|راح ?|ب|بي|سا|غادي ?|حي)?(?:ي|ت|ا|ن)?(?:قتل|ذبح|ضرب|ودي|رمي|طرد|حرم|اذي|ؤذي|كسر|قطع|بعت|كتل|تشوف|شوف|ندم|ترجع)\\p{L}*|داهيه`,
  ),
  together([
    ar(`(?:محدش|ما حد|ماحد|ولا حد|ما حدا|محدا|ولا واحد|لا احد|ماحدا|محد)`),
    ar(`(?:ه|ح|رح ?|راح ?|بي|ب|سي)?(?:يصدق|صدق)(?:ني|ك|كي|وني|وك)(?!\\p{L})`),
  ]),
];

/** Pictures or chats held over the child to force more (sextortion, or money, or homework). */
const HELD_OVER: readonly SafetyRule[] = [
  en(
    `(?:i|we) (?:have to|must|need to|gotta|got to|should) (?:\\w+ ){0,5}or (?:else )?(?:he|she|they|it|these|those)(?: will| 'll|'ll| is going to| are going to| gonna)? (?:show|shows|send|sends|post|posts|share|shares|forward|forwards|leak|leaks|put|puts|upload|uploads|goes|go)\\b`,
  ),
  en(
    `(?:pay|send (?:more|another|him more|her more)|do it again)${clause(10)}or (?:it|they|these|this|the \\w+) (?:goes|go|gets?) (?:online|posted|everywhere|public|viral)`,
  ),
  en(
    `(?:photos?|pics?|pictures?|videos?|recording|recorded|screenshots?|chats?|dms?)${clause(50)}(?:unless i|if i (?:don'?t|do not|stop|won'?t|leave|block)|or (?:else|he'?ll|she'?ll|they'?ll))`,
  ),
  // Arabic: "لو مبعتيش تاني هيوريها لأبويا"، "ادفعي أو بنزلها"، "إذا ما سويت اللي يبيه بينشره".
  together([
    ar(`صور\\p{L}*|صوره|مقطع|فيديو|المكالمه|الشات|رسائل\\p{L}*|محادثات\\p{L}*|سكرين`),
    ar(
      `(?:لو|اذا|الا|او|وإلا|والا) ?(?:م|ما ?|مش ?)?(?:بعت|ارسل|سويت|عملت|فتحت|دفع|ادفع|تدفع|جيت)\\p{L}*${clause(40)}(?:ه|ح|رح ?|راح ?|ب|بي|غادي ?)?(?:ي|ن|ا)?(?:نشر|نزل|وري|رسل|بعت|فضح)\\p{L}*|(?:ادفع|ابعت|ارسل)\\p{L}* (?:او|ولا|والا) (?:ب|ه|ح)?(?:نزل|نشر)\\p{L}*`,
    ),
  ]),
];

/** Plans to hurt someone told by the means and the day. */
const WEAPON = `(?:knife|knives|blade|screwdriver|pistol|gun|bat|hammer|machete|scissors|razor|box ?cutter|stanley knife|brass knuckles|lighter|rocks|crowbar)`;
const PLANS_TO_HURT: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:bring|bringing|brought|carry|carrying|carried|pack\\w*|put|putting|hid|hide|hiding|sneak\\w*|got|took)(?: \\w+){0,3} ${WEAPON}|${WEAPON}${clause(30)}(?:in|into|inside) my (?:bag|backpack|blazer|pocket|locker|pe bag|gym bag|sock|coat|jacket)`,
      ),
    ],
    {
      any: [
        en(
          `(?:for|on) (?:him|her|them|that \\w+|this \\w+|when i see|monday|tuesday|wednesday|thursday|friday|tomorrow)|for (?!the |a |an |my |our |school|class|lesson|practice|training)[a-z]+ (?:on|tomorrow|after|at)|(?:he|she|they)(?:'ll| will| is gonna| is going to)|regret|serious|end (?:it|this)|stop|learn|teach|see what|waiting|wait for`,
        ),
      ],
      none: [
        en(
          `myself|my (?:arm|arms|wrist|wrists|legs?|skin)|bad days|when it gets bad|cook\\w*|food tech|recipe|chopping|canteen|fork|scouts?|camping|fishing|baseball|cricket|softball|rounders|practice|training|art|craft|project|costume|props?|bunsen|science|experiment|cake|fruit|allowed|is it ok|can i bring|game|minecraft|fortnite|roblox|story`,
        ),
      ],
    },
  ),
  together(
    [
      en(
        `(?:he|she|they|\\w+) (?:won'?t|will not|wont|isn'?t going to|is not going to|ain'?t|is not) (?:be )?(?:walk(?:ing)?|mak(?:e|ing) it|get(?:ting)?|go(?:ing)?|com(?:e|ing)) (?:back )?(?:home|to school|back)|(?:not|never|won'?t be|isn'?t) getting (?:back )?up again|(?:going to|gonna|will|'ll) need an ambulance|(?:better|should) enjoy (?:his|her|their) last (?:day|week|days)|stay (?:at )?home${clause(25)}(?:knows? what'?s good|if (?:he|she|they) (?:knows?|values?))`,
      ),
    ],
    {
      none: [
        en(
          `pick\\w* (?:him|her|them) up|picking|driv\\w*|lift|bus|sick|ill|holiday|trip|wedding|dentist|doctor|appointment|moving|because|cause|cuz|\\bbc\\b|since|visiting|staying|sleepover|rain\\w*|leaving|moved|school trip|exclusion|suspended`,
        ),
      ],
    },
  ),
  en(
    `sharp enough (?:to (?:use on|hurt|stab|cut|get)|for) (?:him|her|them|that \\w+|this \\w+|someone|somebody|people)|(?:make|making|made|build\\w*|sharpen\\w*|fil(?:e|ing|ed) down|turn\\w* \\w+ into)${clause(40)}(?:sharp enough (?:for|to)|into a (?:blade|knife|shank|weapon|spike)|a (?:blade|shank|shiv|weapon|spike|pipe bomb|molotov)|something (?:that goes bang|to hurt|that explodes|that can hurt))|trap${clause(40)}(?:nails|glass|spikes|gets? hurt|so (?:he|she|they) falls?)`,
  ),
  en(
    `(?:mix|mixed|mixing|put|putting|pour\\w*)${clause(30)}(?:from under the sink|bleach|cleaning stuff|cleaner|drain cleaner|rat poison)${clause(40)}(?:for|into) (?:the|that|his|her|their|\\w+'s) (?:girl|boy|kid|teacher|drink|bottle|food|lunch)`,
  ),
  // Arabic: "حطيت سكينة أبويا في شنطة الرياضة ليوم الخميس"، "بكرا جايب سكين للمدرسة عشانه".
  together(
    [
      ar(`سكين\\p{L}*|مطوه|مطواه|موس|مسدس|سلاح|عصايه|مضرب|شفره|مفك|ولاعه|حجار`),
      ar(
        `جايب|جايبه|جايبين|هجيب|حجيب|رح جيب|راح اجيب|بجيب|حطيت|حاطط|حاططه|خبيت|مخبي|مخبيه|اخدت|اخذت|شايل|حامل|حطيته|بحمل`,
      ),
    ],
    {
      any: [
        ar(
          `عشان(?:ه|ها|هم)|علشان(?:ه|ها|هم)|(?:ل|ع)(?:ه|ها|هم)(?!\\p{L})|بكره|بكرا|غدا|الخميس|الجمعه|السبت|الاحد|الاثنين|التلات|الاربع|للمدرسه|المدرسه|جاد|(?:هي|حي|رح ي|راح ي)عرف|يندم`,
        ),
      ],
      // Inside words too: للتمرين، بالمطبخ.
      // A blade kept for oneself is self-harm (concepts-self-harm-ar.ts), not a threat.
      none: [
        /طبخ|مطبخ|تقطيع|تمرين|رحله|كشاف|تخييم|مشروع|الفن|رسم|فواكه|كيك|مسرحيه|لعبه|مسموح|ينفع|نفسي|لما ا?ت?ضايق|اجرح|الصعب/u,
      ],
    },
  ),
  together(
    [
      ar(
        `(?:مش|مو|ما|موش) ?(?:ه|ح|رح ?|راح ?|بي|ب)?(?:ي|ت)(?:روح|رجع|وصل|مشي)\\p{L}* (?:ل|ع)?(?:بيت|البيت|رجل|سليم|داره|الدار)`,
      ),
    ],
    {
      none: [
        ar(
          `باباه|ابوه|امه|ماماه|ياخد|ياخذ|يودي|الدكتور|عيان|مريض|سفر|مسافر|عشان|علشان|لان|فرح|رحله|الباص|العربيه|مطر|تاكسي`,
        ),
      ],
    },
  ),
  ar(
    `(?:ي|ت|هي|هت|حي|حت|رح ي|رح ت)?(?:حتاج|حتاجو)\\p{L}* (?:اسعاف|سياره اسعاف|مستشفي)|(?:ي|ت|خلي\\p{L}* ت|خلي\\p{L}* ي)(?:تمتع|ستمتع|تهني)\\p{L}* ب ?اخر (?:يوم|اسبوع|ايام)|(?:ت|ي)?(?:قعد|ظل|ضل)\\p{L}* (?:في|ب) ?بيت\\p{L}*${clause(30)}مصلحت|المره الجايه${clause(30)}(?:ما|مش) ?(?:راح|رح|ح|ه)? ?(?:ي|ت)قوم`,
  ),
  ar(
    `(?:حاجه|شي|اشي|قنبله|متفجر)\\p{L}* (?:ت|ي)(?:فرقع|نفجر|فجر)${clause(40)}(?:المدرسه|الصف|الفصل|حمامات|حمام)|(?:ب|ا|ه)?سن\\p{L}*${clause(30)}حاد\\p{L}*${clause(20)}(?:عشان|علشان|ل)(?:ه|ها|هم|ال)`,
  ),
];

/** An adult online talking of the child's age, or asking for secrecy and a meeting. */
const GROOMING: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:mature|grown up|older) for (?:my|your|her|his|their) age|(?:age|our age) (?:gap|difference) (?:doesn'?t|does not|don'?t|won'?t) matter|(?:girls|boys) (?:my|your) age (?:are|r)|(?:people|they) (?:wouldn'?t|won'?t|don'?t) understand (?:us|our)|teach me about (?:kissing|love|my body)`,
      ),
    ],
    { none: [en(`report|parents'? evening|teacher said|my teacher`)] },
  ),
  together([
    en(`(?:man|guy|adult|grown|older|\\b(?:1[89]|2\\d|3\\d)\\b)`),
    en(`online|snap\\w*|insta\\w*|discord|tiktok|game|gaming|roblox|fortnite|app|dms?|chat`),
    en(
      `delete (?:our|the|my) (?:chats?|messages|dms)|(?:can'?t|not to|don'?t|never) tell|meet${clause(20)}(?:alone|without my (?:parents|mum|mom|dad)|secretly)|(?:come|go) (?:to|round to) his (?:flat|house|place|car)|(?:owe|owes) (?:him|her) (?:a )?(?:pic|picture|photo)|are (?:my|your) parents (?:home|out|there)|if my parents are (?:home|out)`,
    ),
  ]),
  // Arabic: "ناضجة على سني"، "فرق العمر ما يهم"، "البنات في عمري أحلى"، "ما أقول لحد عننا".
  ar(
    `(?:ناضج|ناضجه|كبيره|اكبر) (?:على|علي|من) (?:سني|سنك|عمري|عمرك)|فرق (?:ال)?عمر (?:ما|مش|مو) ?(?:يهم|مهم|بيفرق)|(?:البنات|الاولاد|البنت) (?:في|ب|اللي ب) ?(?:عمري|سني|عمرك|سنك)|(?:ما|مت|ل) ?(?:ا|ت)?قول\\p{L}* (?:ل ?حد|لاحد|لحدا) (?:عننا|عن علاقتنا)|مديون\\p{L}* (?:له|ال(?:ه|و)) بصوره`,
  ),
];

/** Pictures of the body asked of a child: in pyjamas, after the shower, in bed, the top pulled up. */
const BODY_PICTURES: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:pic|pics|picture|pictures|photo|photos|selfie|selfies|video|videos|snap|snaps)${clause(25)}(?:of (?:me|my) (?:in (?:my )?(?:pyjamas|pjs|pajamas|bed|the bath|the shower|a towel)|after (?:my |a )?(?:shower|bath)|lying in bed|body|chest|feet|legs|bum|butt)|with (?:my )?(?:top|shirt|skirt|dress) (?:pulled |lifted )?(?:up|off|down)|(?:dancing )?with no clothes)|(?:spicy|sexy|naughty|private|special) (?:pic|pics|picture|pictures|photo|photos|selfie|selfies|snap|snaps|video|videos)|(?:cam|camera|video)${clause(20)}(?:in the bath|in the shower|show (?:him |them |her )?my (?:chest|body|bum))|what colou?r (?:my|your) (?:underwear|bra|knickers|pants) (?:is|are)`,
      ),
    ],
    {
      none: [
        en(`doctor|nurse|rash|verruca|injur\\w*|x-?ray|uniform|project|poster|homework|haircut`),
      ],
    },
  ),
  ar(
    `صور\\p{L}*${clause(20)}(?:بالبيجامه|بالبجامه|بعد (?:ال)?(?:شاور|دوش|حمام)|وانا نايم\\p{L}*|بالتخت|بالسرير|لرجلي|رجلي|لجسمي|جسمي|صدري|بالمايوه|رافع\\p{L}* (?:ال)?(?:بلوزه|تيشيرت))|(?:افتح|افتحي|شغل|شغلي)\\p{L}* (?:ال)?(?:كام|كاميرا)${clause(25)}(?:فرجي|وري|ورين|صدر|جسم|بالحمام|بالسرير)|(?:لون|شكل) (?:ملابسي|ملابسك|هدومي) (?:ال)?داخلي\\p{L}*`,
  ),
  together([
    en(`sowar\\w*|sora|swar|sewar|soura`),
    en(`shower|ta5et|takhet|sereer|srir|pyjama|bejama|el 7ammam`),
  ]),
  together([
    en(`efta7i|efta7|ftahi|e5tahi|shaghali`),
    en(`el cam|cam|camera|kamera`),
    en(`warrini|warreeni|farjini|farjeeni|wareeni`),
  ]),
];

export const CONTROL_PLANS_GROOMING = {
  abuse: [...KEPT_IN, ...SILENCE_BY_THREAT, ...HELD_OVER, ...GROOMING],
  violence: PLANS_TO_HURT,
  sexual: [...GROOMING, ...BODY_PICTURES],
} as const;
