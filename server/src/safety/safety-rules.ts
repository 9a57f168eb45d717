// The safety rule set for minors (issue 10, docs/decisions/017-safety-rules-and-gaps.md).
// The first layer: phrases (lexicon-en.ts, lexicon-ar.ts and arabizi-rules.ts are the others).
// Each category holds phrases written for how children and teenagers actually write about
// hurting themselves, being hurt or bullied, sexual approaches and violence, in English and in
// Arabic (Modern Standard plus common Egyptian/Levantine/Gulf spellings). Patterns run on
// folded text (common/src/text/normalize.ts): lowercase, أ/إ/آ -> ا, ة -> ه, ى -> ي, no marks.
// School subjects use some of the same words (sexual reproduction, cell suicide, wars); those
// phrases are listed in ACADEMIC and removed before matching.
import type { SafetyCategory } from '@edubot/common';
import { ar, en } from './rule-helpers.js';

const INTENT_EN =
  "(?:i(?:'ll| will| am going to|'m going to|m going to| want to| wanna|'m gonna| gonna| plan to| will go)|going to|gonna|want to|wanna|let's|lets)";

export const SAFETY_RULES: Record<SafetyCategory, readonly RegExp[]> = {
  self_harm: [
    en(
      `(?<!(?:tell|told|telling|tells|want|wants|wanted|said|says|asked|asks)\\w* me to )(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring|punish|punishing|starve|starving)\\s+(?:my ?self)`,
    ),
    en(
      `i(?:'m| am|'ve| have|m)? [^.!?]{0,40}(?:want|wanna|wish|going|gonna|plan|planning|thinking|think|ready) (?:to |of |about )?(?:just )?(?:stop existing|not exist|die|be dead|disappear|jump(?:ing)? (?:off|from))`,
    ),
    en(
      `(?:started|start|been|keep|kept|back to) cutting|cutting (?:again|my (?:arms|wrists|legs))|cut (?:my )?(?:arms|wrists)|(?:goodbye|suicide) (?:letter|note)`,
    ),
    en(
      `take \\d+ (?:paracetamol|pills|tablets|panadol|advil|sleeping pills)|(?:paracetamol|pill) overdose`,
    ),
    en(
      `(?:don'?t|do not|can'?t|cannot) see (?:the|any) point (?:in|of) (?:living|life|being alive|going on)|(?:happier|better) (?:if|when) i (?:was|were|am) (?:dead|gone)`,
    ),
    en(
      `how many (?:sleeping )?(?:pills|tablets|paracetamol|panadol)[^.?!]{0,20}(?:too many|to die|lethal|kill|overdose)|lethal dose`,
    ),
    en(
      `(?:easiest|quickest|fastest|painless|least painful|best|simplest) way to (?:kill (?:myself|yourself|urself)|die|end it|commit suicide)|kill (?:yourself|urself|ur self)`,
    ),
    en(
      `if i (?:disappeared|was gone|were gone|died|was dead)|done with (?:life|living|being alive|it all)`,
    ),
    en(
      `(?:thinking|think|thought) (?:about|of) (?:jumping|stepping|running) (?:in front of|off|from)|jump(?:ing)? in front of (?:a|the) (?:car|train|bus)`,
    ),
    en(
      `(?:scratch|cut|burn)(?:ing|s)? (?:my )?(?:arms?|wrists?|legs?|skin|thighs?) (?:until|till|on purpose|again|with a (?:razor|blade))`,
    ),
    en(
      `suicid(?:e|al)|self[- ]?harm(?:ing)?|end(?:ing)? (?:my|it) (?:life|all)|end it all|take my (?:own )?life`,
    ),
    en(
      `(?:want|wanna|going|gonna|wish|plan(?:ning)?|thinking about|think about|tried|try|trying) (?:to )?(?:die|be dead|disappear forever|not wake up|never wake up)`,
    ),
    // Waking up early for a trip or at a time is a lie-in wished for, not a death (decision 083).
    en(
      `(?:don'?t|do not|dont) want to (?:live|be alive|wake up(?! (?:early|at|for|before|so early|that early|on time))|exist|be here anymore)`,
    ),
    en(
      `no (?:reason|point) (?:to|in) (?:live|living|go on|going on)|better off (?:dead|without me)`,
    ),
    en(`wish i (?:was|were|had) (?:dead|never been born|not born)`),
    en(
      `(?:nobody|no one|noone) (?:would|will) (?:even )?(?:care|miss me|notice) if i (?:die|died|was gone|disappear)`,
    ),
    en(
      `(?:painless|least painful|easiest|quickest|fastest|best) way to (?:die|end it)|how (?:to|can i|do i|could i) die`,
    ),
    en(
      `(?:take|swallow|took|swallowed) (?:all|a lot|lots|a bunch) (?:of )?(?:the |my |mom'?s |dad'?s |my mom'?s |my dad'?s )?(?:pills|tablets|medicine)`,
    ),
    en(
      `(?:i|i'?ve|ive|i'?m|im|me|my)(?: \\w+){0,5} overdos(?:e|ed|ing)|overdos(?:e|ed|ing) on (?:my|pills|tablets|\\w+ pills)|jump(?:ing|ed)? (?:off|from) (?:the|a) (?:roof|bridge|building|balcony|window)`,
    ),
    en(`i (?:hate|can'?t stand) being alive`),
    ar(
      `(?:ا|سا|س|ب|ح|ه|راح |بدي |عايز |عاوز |اريد ان |اريد |ابي |ابغي |ودي )?(?:انتحر|الانتحار|انتحار)`,
    ),
    ar(
      `(?:ب|ه|ح|س|سا)?(?:اقتل|قتل|اموت|موت|اذي|اوذي|اؤذي|اجرح|جرح|احرق|حرق|اعاقب|عاقب|جرحت|اذيت|ايذاء) ?نفسي`,
    ),
    ar(`(?:لو|اذا|ان) (?:مت|اختفيت|رحت)[^.?!؟]{0,20}(?:محدش|ما حد|ماحد|لا احد|لن|محد|ولا حد)`),
    ar(
      `(?:كيف|ازاي|طريقه) (?:اموت|انتحر|اقتل نفسي)|(?:افكر|بفكر|ناوي|قررت) (?:ان )?(?:انهيها|انهي حياتي|اخلص من حياتي|انهي كل شي)`,
    ),
    ar(`(?:اجرح|بجرح|جرحت|اقطع|بقطع|قطعت) (?:ايدي|يدي|ذراعي|رجلي|جسمي|معصمي)`),
    ar(`(?:مش|ما|مو|لا) ?(?:قادر|قادره|اقدر|استطيع|بقدر) (?:ان )?اعيش|رساله وداع|رسائل وداع`),
    ar(
      `(?:اريد ان|اريد|بدي|عايز|عاوز|ابي|ابغي|نفسي|اتمني ان|اتمني لو|اتمني|ودي|حابب) ?(?:اموت|موت|الموت|اختفي للابد)`,
    ),
    ar(`الموت (?:احسن|افضل|ارحم|اهون) (?:لي|من)`),
    ar(
      `(?:لا|ما|مش|مو) ?(?:عاد |عدت |بقيت )?(?:اريد ان|اريد|بدي|عايز|عاوز|ابي|ابغي|ودي) ?(?:اعيش|عيش|احيا|اصحي|اكمل)`,
    ),
    ar(
      `(?:انهي|انهاء|اخلص من|اخلص علي) ?حياتي|حياتي (?:ما لها|مالها|ملهاش|ليس لها) (?:معني|لازمه|قيمه)`,
    ),
    ar(`(?:لا|ما|مفيش|ما في|مافي) ?(?:فائده|فايده|داعي|سبب) (?:من |ل|ان )?(?:حياتي|اعيش|العيش)`),
    ar(`(?:ابلع|اخذ|اشرب|بلعت) (?:كل|علبه|كثير من|كتير من) ?(?:ال)?(?:حبوب|دواء|الدوا|برشام)`),
    ar(
      `(?:ا|ه|ح|سا|راح ا)(?:رمي|لقي) (?:ب)?نفسي|(?:لن|محدش|ما حد|ماحد|لا احد) ?(?:يفتقدني|هيفتقدني|راح يفتقدني|سيفتقدني|يهتم اذا مت)`,
    ),
  ],
  abuse: [
    // Not a wish about an accident ("I wish a car would hit me" is about the child's own life).
    en(
      `(?<!(?:wish|hope)[^.!?]{0,30})(?:hits?|hitting|beats?|beating|beat|slaps?|slapped|slapping|kicks?|kicked|kicking|punch(?:es|ed|ing)?|chok(?:es|ed|ing)|burn(?:s|ed|t)|lock(?:s|ed)?|hurts|hurt|hurting|abus(?:e|es|ed|ing)|touch(?:es|ed|ing)?|threaten(?:s|ed|ing)?|push(?:es|ed|ing)?|shov(?:e|es|ed|ing)|bull(?:y|ies|ied|ying)|harass(?:es|ed|ing)?|insult(?:s|ed|ing)?|tease(?:s|d)?|teasing|humiliat(?:e|es|ed|ing)|mock(?:s|ed|ing)?|exclud(?:e|es|ed|ing)|grab(?:s|bed|bing)?|spit(?:s)? on|starv(?:es|ed)|yell(?:s|ed)? at|scream(?:s|ed)? at) me`,
    ),
    en(
      `(?:i am|i'm|im|i get|i got|i was|i've been|been|being) (?:being )?(?:bullied|abused|beaten|hit|harassed|molested|threatened|hurt by)`,
    ),
    en(
      `(?:get|got|getting|am|i'm|being|been) called names|(?:make|makes|made) fun of me|laugh(?:s|ed|ing)? at me|call(?:s|ed|ing)? me (?:names|fat|ugly|stupid|dumb|loser)`,
    ),
    en(
      `(?:everyone|everybody|they all|all of them|the whole class) (?:hates?|ignores?|excludes?|laughs? at) me`,
    ),
    en(
      `(?:afraid|scared|terrified) (?:of|to go|to be) (?:home|at home|my (?:dad|father|mom|mother|stepdad|stepfather|stepmom|uncle|brother|parents|coach))`,
    ),
    en(
      `(?:posted|shared|spread|sent) (?:my |embarrassing |private )?(?:photos?|pictures?|pics|videos?|secrets?) (?:of me|about me|online|to everyone)`,
    ),
    en(
      `cyber ?bull(?:y|ied|ying)|touch(?:es|ed)? me (?:there|where|in places)|(?:not|don't|dont|won't|wont|never) (?:let|allow) me (?:eat|sleep|leave|go out)`,
    ),
    en(
      `threaten(?:s|ed|ing)? to (?:post|share|send|leak|hurt|beat|kill|tell)|(?:make|makes|made|force|forces|forced) me (?:to )?(?:give|hand over|pay)|(?:telling|told|tell|tells) me to (?:die|kill myself)|hate (?:messages|comments)|take my (?:lunch )?money|touch(?:es|ed|ing)? (?:my|me on my) (?:private|privates|private parts|body)`,
    ),
    ar(
      `(?:ب)?(?:ي|ت)(?:ضرب|حبس|هين|شتم|هدد|خنق|لمس|عور|رفس|ركل|بهدل|ذل|عاير|ؤذي|وذي|اذي|زق|دفع|طرد)(?:ني|وني|ونني)(?!\\p{L})`,
    ),
    ar(`(?:ضرب|حبس|هدد|خنق|لمس|عور|رفس|ركل|بهدل|زق|مسك|شتم|اهان|طرد)(?:ت|وا|و)?ني(?!\\p{L})`),
    ar(
      `(?:ياخد|ياخدوا|بياخدوا|ياخذون|ياخذوا|اخذوا|سرقوا) (?:مني )?(?:فلوسي|مصروفي|اغراضي)|رسايل كره|رسائل كره|رسائل كراهيه|عنيف (?:معي|معايا|علي)|لانه عنيف`,
    ),
    ar(
      `(?:ب|بي)?(?:يضربني|تضربني|يضربوني|يضربونني|ضربني|ضربوني|ضربتني|يؤذيني|يوذيني|ياذيني|اذاني|اذوني|يهينني|يهينوني|يشتمني|يشتموني|يهددني|يهددوني|هددني|يحبسني|يحبسوني|حبسني|يخنقني|يلمسني|لمسني|يعورني|يرفسني|يركلني|يبهدلني|يذلني|يعايرني|يعايروني)(?!\\p{L})`,
    ),
    ar(`(?:ب|بي)?(?:يتحرش|تحرش|يتحرشون|بيتحرش) (?:بي|فيا|بيا)`),
    ar(
      `(?:يتنمر|يتنمرون|بيتنمر|بيتنمروا|يتنمروا|تتنمر|بتتنمر|تنمر|التنمر|متنمر) ?(?:علي|عليا|عليه|بي)`,
    ),
    ar(`(?:ب|بي)?(?:يلمس|لمس) (?:جسمي|اماكن خاصه|اماكني الخاصه)`),
    ar(`(?:اتعرض|اتعرضت|تعرضت|بتعرض) (?:لل|ل)?(?:تنمر|ضرب|تحرش|اذي|اذيه|عنف|اساءه)`),
    ar(`(?:ب)?(?:ي|ت)?(?:سخر|ضحك|تريق|تمسخر)(?:ون|وا|و)? (?:مني|علي|عليا)`),
    ar(
      `(?:خايف|خايفه|اخاف|خائف|خائفه) (?:من|ارجع|اروح|الرجوع) (?:ل|ال)?(?:البيت|بيت|المنزل|ابي|ابوي|ابويا|امي|زوج امي|جوز امي|مرات ابويا|مرات ابوي|زوجه ابي|عمي|خالي|اخوي|اخي)`,
    ),
    ar(
      `(?:الكل|كل الفصل|كل الصف|كلهم|الجميع) (?:يكرهني|بيكرهني|يكرهوني|بيكرهوني|يتجاهلني|يضحك علي)`,
    ),
    ar(`(?:نشروا|نشر|نشرت|بعتوا|بعت|ارسلوا) (?:صوري|صوره لي|فيديو لي|اسراري)`),
  ],
  sexual: [
    en(
      `(?:pics|pictures|photos|videos) of me in (?:my )?(?:underwear|bra|bikini|swimsuit)|nudes?|naked (?:pic|pics|photo|photos|picture|pictures|selfie|selfies)|(?:pic|pics|photos|pictures) (?:of|without) (?:my|your) (?:clothes|body)`,
    ),
    en(
      `(?:take|taking|took) (?:my|off my) clothes|sext(?:ing|ed)?|porn(?:o|ography)?|xxx|onlyfans`,
    ),
    en(
      `(?:have|had|having|want|wants|wanted) sex|sex (?:with|video|videos|chat|pics)|sexy (?:pic|pics|photo|photos|picture|pictures)`,
    ),
    en(
      `strip (?:for|in front of)|(?:show|send) (?:me )?your (?:body|boobs|privates|private parts)|touch (?:my|your|his|her) (?:privates|private parts|body)`,
    ),
    en(
      `(?:asked|asks|asking|wants|wanted) me (?:to )?(?:send|take|show) (?:him |her |them )?(?:pics|pictures|photos|videos) of (?:me|myself|my body)`,
    ),
    en(
      `(?:asked|asks|wants|wanted|told) me to (?:undress|take off my clothes|keep (?:it|this) (?:a )?secret from my parents)`,
    ),
    en(
      `touch(?:es|ed|ing)? me (?:in a way|where|there|and (?:says|said|tells|told))|our (?:little )?secret|touch(?:es|ed|ing)? (?:my|me on my) (?:private|privates|private parts)`,
    ),
    ar(
      `(?:صور|صوره|فيديو)(?:ك|ي|ه|ها)? (?:عاري|عاريه|عريان|عريانه|بدون ملابس|من غير هدوم|جسمي|لجسمي|خاصه لي)`,
    ),
    ar(
      `(?:ممارسه|مارس|نمارس|يمارس) (?:ال)?جنس|(?:افلام|فيلم|مواقع|موقع|صور|فيديو|فيديوهات) (?:اباحي|اباحيه|جنسي|جنسيه|سكس)|سكس|بورن|اباحي`,
    ),
    ar(`(?:طلب|يطلب|طلبت|بيطلب|عايز|يريد) (?:مني|منى) (?:ان )?(?:ارسل|ابعت|ابعث|اصور|اخلع|اقلع)`),
    ar(
      `(?:اخلع|اقلع) (?:ملابسي|هدومي)|(?:يلمس|لمس|بيلمس) (?:جسمي|اماكن خاصه|اماكني الخاصه)|عضوي التناسلي`,
    ),
    ar(`(?:ب|بي)?(?:يلمسني|لمسني|يتحرش بي|تحرش بي|بيتحرش بي)`),
  ],
  violence: [
    en(
      `${INTENT_EN} (?:kill|murder|stab|shoot|beat up|attack|strangle|poison|punch|hurt|smash) (?:him|her|them|you|u|everyone|everybody|people|someone|somebody|my (?!self\\b)\\w+|that \\w+|this \\w+|the (?:teacher|class|kids|boy|girl|bully|bullies|students|principal))`,
    ),
    en(
      `${INTENT_EN} (?:bomb|blow up|burn down|shoot up|set fire to) (?:the|my|this|our) (?:school|class|classroom|house|home)`,
    ),
    en(
      `(?:bring|brought|take|bringing|have|got|hide|hid) (?:(?:a|my|his|her|dad'?s|my dad'?s|my father'?s|my brother'?s) )?(?:gun|knife|weapon|knives|guns|bomb|pistol|rifle) (?:to|into|in|at) (?:school|class|the classroom)`,
    ),
    en(
      `(?:gun|knife|weapon|knives|pistol) (?:in|into) (?:my )?(?:bag|backpack|locker|pocket) (?:for|at|to) school`,
    ),
    en(
      `how (?:to|do i|can i|do you) (?:make|build|get|buy) (?:a )?(?:bomb|explosive|explosives|gun|pipe bomb|molotov|weapon)`,
    ),
    en(
      `how (?:to|do i|can i) (?:kill|hurt|poison|stab|strangle) (?:someone|somebody|a person|people|my|him|her|them)`,
    ),
    en(
      `school shoot(?:ing|er)|shoot up (?:the|my|this) (?:school|class)|(?:they|he|she) (?:will|deserve to|deserves to) die`,
    ),
    ar(
      `(?:سا|س|ه|ح|راح |بدي |اريد ان |اريد |عايز |ابي |ابغي |حابب )(?:اقتل|اطعن|اذبح|افجر|اخنق|اسمم|احرق)(?!\\s?(?:نفسي|حالي|روحي))`,
    ),
    ar(`(?:سا|س|ه|ح|ب|ا|راح ا)(?:قتل|طعن|ذبح|فجر|خنق)(?:ه|ها|هم|ك)(?!\\p{L})`),
    ar(
      `(?:سا|س|ه|ح|راح ا|بدي ا|عايز ا|ناوي ا)(?:قتل|طعن|ذبح|خنق|حرق|فجر) (?!(?:نفسي|حالي|روحي))\\p{L}`,
    ),
    ar(`اضرب (?:نار|بالنار|رصاص)|اطلق (?:النار|نار|الرصاص)`),
    ar(
      `(?:ساقتله|ساقتلها|ساقتلهم|هقتله|هقتلها|هقتلهم|اقتله|اقتلها|اقتلهم|هموته|هموتها|سافجر|هفجر)`,
    ),
    ar(
      `(?:سكين|سكينه|مسدس|سلاح|قنبله|مطواه)(?: \\p{L}+){0,2} (?:(?:الي|الى|في|على|علي) )?(?:لل|ال|ل)?(?:مدرسه|فصل|صف)`,
    ),
    ar(`(?:كيف|ازاي|ازاى|كيفيه) (?:اصنع|اعمل|اسوي|اجيب|اشتري|صنع) (?:قنبله|متفجرات|سلاح|مسدس)`),
    ar(`(?:كيف|ازاي) (?:اقتل|اؤذي|اذي|اسمم|اطعن) (?:شخص|حد|احد|انسان|ابي|امي|اخي|زميلي|المدرس)`),
    ar(`(?:يستحق|يستاهل|يستحقون|يستاهلوا) (?:ال)?(?:موت|يموت|يموتوا)`),
  ],
};

/**
 * Plain denials, removed before matching so "I would never hurt myself" or "I'm not suicidal"
 * raise no alert. Narrow on purpose: "not gonna lie, I want to die" keeps its alert.
 */
export const NOT_MEANT: readonly RegExp[] = [
  /\b(?:i'?m|im|i am) not suicidal\b/gu,
  /\b(?:i )?(?:would|will|could) never (?:kill|hurt|harm|cut) (?:myself|anyone|anybody|someone|him|her|them)\b/gu,
  /(?<!\p{L})(?:مستحيل|عمري ما|لن) ?(?:اقتل|اؤذي|اذي|اوذي|اجرح) (?:نفسي|حد|احد)/gu,
];

/**
 * Phrases of school subjects and everyday idioms that share words with the rules: removed from the text before
 * matching, so "sexual reproduction" or "programmed cell suicide" never raise an alert.
 */
export const ACADEMIC: readonly RegExp[] = [
  /\b(?:a)?sexual (?:reproduction|selection|cells?|organs?|maturity|characteristics)\b/gu,
  /\bsex (?:cells?|chromosomes?|hormones?|linked|determination|organs?)\b/gu,
  /\bcell(?:ular)? suicide\b|\bsuicide (?:gene|genes|bag|bags|rates?)\b/gu,
  /(?<!\p{L})(?:ال)?تكاثر (?:ال)?(?:جنسي|لاجنسي)/gu,
  /(?<!\p{L})(?:ال)?(?:انتحار|موت) (?:ال)?(?:خلوي|خلايا|خليه)(?: (?:ال)?مبرمج)?/gu,
  /(?<!\p{L})(?:ال)?(?:خلايا|هرمونات|كروموسومات) (?:ال)?جنسيه/gu,
  /\b(?:die|dying|died|dead) (?:of|from|with) (?:boredom|laughter|laughing|embarrassment|cringe)\b/gu,
  /\bd(?:ie|ye)(?:ing|d)? my hair\b/gu,
  /\b(?:kill|killed|killing|smash|smashed|smashing|crush|crushed|ace|aced) (?:this|that|the|my|our) (?:exam|test|quiz|homework|presentation|essay|assignment|game|match|audition|interview)\b/gu,
  /\bsuicide (?:squeeze|doors?|sprints?|runs?|pass(?:es)?|mission|missions|bombers?|attacks?)\b/gu,
  /\bdisappear into (?:a |the |my )?(?:good )?(?:book|game|story|music|novel|world)\b/gu,
  /\b(?:dead|dying) (?:tired|bored|hungry|sleepy)\b|\b(?:killed|killing|kill) it (?:on|in|at)\b/gu,
  /\b(?:homework|test|exam|maths?|this (?:class|lesson|question|subject)|(?:this|that) \w+) (?:is|was) (?:killing|gonna kill|going to kill) me\b/gu,
  /(?<!\p{L})(?:اموت|هموت|حموت|راح اموت|بموت|مت) (?:من|م) ?(?:الضحك|الملل|الزهق|الجوع|الحر|البرد)/gu,
];
