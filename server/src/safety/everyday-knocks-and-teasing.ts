// Everyday uses of the abuse words (decision 057), blanked before both safety layers read the
// text, like everyday-uses.ts. A fifth independent writer's hard negatives showed the "X hits me"
// rules reading a ball in PE, a door, "hit me with some questions", a sibling's teasing and a
// surprise kept from mum as abuse. Each entry names what is NOT a person hurting the child, and
// keeps the message when a sign of real harm sits in the same sentence.

/** Things, not people: a ball, a door, a wave, a branch. */
const THING =
  '(?:\\w*ball|puck|shuttlecock|frisbee|swing|see-?saw|door|gate|branch|wave|racket|racquet|bat|javelin|hail|hailstone|shelf|locker|goal ?post|scooter|trampoline|ladder|wardrobe|cupboard)s?';
/** People in the words between: "the door and then he hit me" keeps its alert. */
const NO_PERSON =
  '(?: (?!(?:he|she|they|him|her|dad|mum|mom|father|mother|uncle|teacher|coach)\\b)\\w+){0,3}';

/** Signs of real harm that keep a sentence about a sibling or a secret. */
const HARM_SIGNS =
  'hit\\w*|beat\\w*|punch\\w*|kick\\w*|slap\\w*|chok\\w*|strangl\\w*|burn\\w*|lock\\w*|touch\\w*|bruis\\w*|blood|bleed\\w*|knife|threat\\w*|scared|afraid|terrified|hurt\\w*|every ?day|fat|ugly|stupid|worthless|idiot|die|dead|kill\\w*|private|naked|bed|night|body|photos?|pics?|pictures?|alone|room|kiss\\w*|clothes|undress\\w*|sweets|candy|gives? me|gave me|buys? me|bought me|to me|with me|what we do';

const SIBLING = '(?:brother|sister|bro|sis|twin|cousin|siblings?|step ?(?:brother|sister))';
const TEASING =
  "teas\\w*|annoy\\w*|bug(?:s|ging|ged)?|prank\\w*|cop(?:y|ies|ying)|tickl\\w*|hog\\w*|calls? me (?:a |an )?\\w+|steals? my (?:chips|snacks|sweets|food|fries|charger|hoodie|clothes|seat|spot|game)|won'?t let me (?:play|use|have|watch|pick|go first)|play ?fight\\w*|mak(?:e|es|ing) faces";

const AR_SIBLING =
  '(?:اخويا|اخوي|اخويه|اخي|خويا|اختي|ختي|اخوتي|اخواتي|ابن (?:عمي|خالي|خالتي|عمتي)|بنت (?:عمي|خالي|خالتي|عمتي))';
const AR_TEASING =
  '(?:ب|بي|بت|ي|ت|كي|كت)?(?:ضايق|زعج|غلس|رخم|تريق|قلد|عاكس|قلق|نرفز|ستفز)\\p{L}*|(?:ب|بي|بت|ي|ت)?(?:قول|سمي)\\p{L}*ني يا|(?:ب|بي|بت|ي|ت)?سرق\\p{L}* (?:شيبس|حلويات|اكلي|شاحن)|مقلب|ما (?:ي|ت)?خلي\\p{L}* (?:ا|ن)لعب|مش (?:بي|بت)خلي\\p{L}* (?:ا|ن)لعب';
const AR_HARM_SIGNS =
  'ضرب|يضرب|بيضرب|ضربني|حرق|خنق|لمس|يلمس|يهدد|هدد|دم|سكين|خايف|خايفه|بخاف|قفل|حبس|عور|كدمات|كل يوم|تخين|غبي|موت|اقتل|جسمي|بالليل|سرير|صور|لوحدي';

/** A sentence (both scripts' stops) that mentions `topic` and `act` and no sign of harm. */
const sentenceWith = (topic: string, act: string, harm: string, letters: string) =>
  new RegExp(
    `(?:^|(?<=[.!?؟\\n]))(?![^.!?؟\\n]*(?<!${letters})(?:${harm})(?!${letters}))(?=[^.!?؟\\n]*(?<!${letters})(?:${act}))[^.!?؟\\n]*(?<!${letters})${topic}(?!${letters})[^.!?؟\\n]*`,
    'gu',
  );

export const EVERYDAY_KNOCKS_AND_TEASING: readonly RegExp[] = [
  // A thing that hit the child: "a football hit me in the face at break", "got hit by the swing".
  new RegExp(
    `\\b${THING}${NO_PERSON} (?:hit|hits|smacked|smacks|whacked|bonked|knocked|struck|slammed into|fell on|landed on) me\\b|\\b(?:got|get|gets|was|been|getting) (?:hit|smacked|whacked|bonked|knocked over) by (?:a|an|the|my|his|her|some) (?:\\w+ )?${THING}|\\bwalked into (?:a|the) (?:glass |sliding )?(?:door|wall|pole|lamp ?post)\\b`,
    'gu',
  ),
  // "hit me with some questions", "hit me up", "it just hit me that…", "that song hits me in the feels".
  /\bhit me up\b|\bhit me with (?:a |an |some |the |your |more |another |next |one |two |three |four |five |ten |\d+ )?(?:\w+ ){0,2}(?:questions?|quiz(?:zes)?|facts?|examples?|problems?|riddles?|jokes?|words?|tips?|exercises?|sums?|flashcards?|definitions?|ideas?|challenges?|tests?)\b|\bhit me with \p{Script=Arabic}+/gu,
  /\b(?:the|that|this) (?:idea|thought|realisation|realization|smell|song|music|news|feeling|heat|cold|truth|tiredness|homesickness|nostalgia)(?: \w+){0,3} (?:just |finally |suddenly |really )?(?:hit|hits|hitting) me\b|\bit (?:just |finally |suddenly |really )?(?:hit|hits) me (?=that|how|what|when|right in|in the feels)/gu,
  // Sibling teasing: "my little brother keeps teasing me and calling me a potato".
  sentenceWith(`\\b${SIBLING}\\b`, `\\b(?:${TEASING})\\b`, `\\b(?:${HARM_SIGNS})\\b`, '\\w'),
  sentenceWith(AR_SIBLING, AR_TEASING, AR_HARM_SIGNS, '\\p{L}'),
  // A surprise, a birthday, the answers or a team's plan kept secret ("secret santa", decision 061).
  sentenceWith(
    `\\b(?:surprise|birthday|secret santa|the answers|other team|spoilers?|the ending|the cake|(?:our|the) (?:new )?(?:play|tactics|plan|game plan|formation|line-?up))\\b`,
    `\\b(?:secret|tell|promise\\w*)\\b`,
    `\\b(?:${HARM_SIGNS})\\b`,
    '\\w',
  ),
  sentenceWith(
    '(?:ال)?(?:مفاجاه|حفله|هديه|عيد ميلاد|خطه|الفريق التاني|الاجابات|الحل)',
    'سر|(?:ما|مت|مات|ل)\\s?(?:ا|ن|ت)?قول|اوعد|وعدت',
    AR_HARM_SIGNS,
    '\\p{L}',
  ),
  // Games and scores: "my friend threatened to beat my high score".
  /\bbeat (?:my|our|your|his|her|their) (?:high ?score|score|record|time|level|best|personal best)\b/gu,
  // A phone taken by parents as a rule: "my parents took my phone away until my exams are over".
  /\b(?:parents|mum|mom|dad|mother|father|teacher)(?: \w+){0,2} (?:took|take|takes|taken|confiscated)(?: away)? my (?:phone|ipad|tablet|xbox|console|laptop|switch|controller|playstation)(?: away)? (?:until|till|for|because|cause|as a punishment)\b/gu,
  // A sibling or parent threatening to take a device (decision 083): "اخوي يهددني انه بياخذ اللابتوب".
  /(?<!\p{L})(?:ي|بي|ت|بت)?هدد\p{L}* (?:انه |ان |بانه )?(?:ب|ح|ه|راح |رح )?(?:ي|ت)?(?:اخذ|اخد|سحب|قفل|خبي|حرمني من)\p{L}* (?:مني )?(?:ال)?(?:لابتوب|جوال|تلفون|موبايل|ايباد|بلايستيشن|بلاي|نت|واي ?فاي|شاحن|ريموت|سوني)(?!\p{L})/gu,
  /\bthreaten(?:s|ed|ing)? to (?:take|confiscate|hide|turn off|unplug) (?:my|the) (?:phone|ipad|tablet|xbox|console|laptop|switch|controller|playstation|wifi|charger)\b/gu,
  // A thing that hit the child, Arabic: "الكورة ضربتني في وشي", "الباب خبطني".
  /(?<!\p{L})(?:ال)?(?:كوره|كره|طابه|باب|مرجيحه|موجه|فرع|شباك|كرسي|رف|اغنيه)(?!\p{L})(?: (?:دي|ده|هاي|هيدي|هذي|هذه))?[^.!?؟،\n]{0,12}(?:ب|بت|ت|بي|ي)?(?:ضرب|خبط|دق)(?:ت|تن)?ني(?!\p{L})|(?<!\p{L})(?:ب|بت|ت|بي|ي)?(?:ضرب|خبط|دق)(?:ت|تن)?ني (?:ال)?(?:كوره|كره|طابه|باب|مرجيحه|موجه)(?!\p{L})/gu,
  // A referee or coach sending a player off: "الحكم قال لو عملت فاول تاني هيطردني".
  /(?<!\p{L})(?:ال)?(?:حكم|مدرب|كابتن)[^.!?؟\n]{0,40}طرد\p{L}*/gu,
];
