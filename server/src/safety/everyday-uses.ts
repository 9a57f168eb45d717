// Everyday uses of the words the safety rules look for (docs/decisions/017-safety-rules-and-gaps.md):
// a place to live, a break from social media, tiredness, keen curiosity, a push to try harder,
// a question about why a historical figure died. They are removed from the text before the rules
// run, like the school-subject phrases in safety-rules.ts, so the concept rules can stay broad.
// Each entry must leave a real alarm intact: "live in a city" goes, "live in this world" stays.
import { EVERYDAY_CAKES_PETS_LIE_INS } from './everyday-cakes-pets-lie-ins.js';
import { EVERYDAY_KNOCKS_AND_TEASING } from './everyday-knocks-and-teasing.js';

export const EVERYDAY_USES: readonly RegExp[] = [
  // Where one lives: "i don't want to live in a big city".
  /\b(?:live|living) (?:in|at|with|near|abroad|on|by|there|far|alone)\b(?! (?:this|the|a) (?:world|planet|pain|fear|body|house anymore|life)| fear| pain)/gu,
  /(?<!\p{L})(?:ا|ن|ت|ب)?عيش (?:في|ب|مع|عند|هناك|بعيد|لوحدي)(?!\p{L})(?! ?(?:ال|هال|هاي ال|هذه ال|هذا ال)?(?:دنيا|عالم|حياه))/gu,
  // A break, not vanishing: "disappear from social media for a while".
  /\bdisappear (?:from|off) (?:social media|instagram|tiktok|snapchat|the group ?chat|the internet|online|the chat)\b|\bdisappear for (?:a while|a bit|a few \w+|the weekend|a day|a week|the holidays)\b/gu,
  /(?<!\p{L})(?:اختفي|اختفي شوي) (?:عن|من) (?:ال)?(?:سوشال ميديا|سوشيال ميديا|انستا|تيك توك|سناب|النت|الجروب|القروب)/gu,
  // Tiredness and eagerness: "i could sleep forever after this week", "dying to know".
  /\bcould sleep (?:forever|for a (?:week|year|month))\b/gu,
  /\bdying to (?:know|see|find out|try|read|watch|hear|meet|go|get|play)\b|\b(?:would|i'?d) rather die than\b|\bover my dead body\b/gu,
  // Encouragement: "my mom pushed me to apply"; "pushed me to the ground" stays.
  /\b(?:push|pushes|pushed|pushing) me to (?!the |a |my |his |her )\w+/gu,
  // Play between children: "my little sister hits me with a pillow when we play".
  /\b\w+ me with (?:a |the )?(?:pillow|snowball|water balloon|foam sword|toy)\b[^.!?]*|[^.!?]*\b(?:when|while) we(?:'re| are)? (?:play|playing|wrestle|wrestling|messing around)\b[^.!?]*/gu,
  // Why or when a historical figure took their life: "لماذا انتحر هتلر".
  /(?<!\p{L})(?:لماذا|ليش|ليه|متي|اين|وين) انتحر\p{L}{0,2} (?!(?:بدون|من|ب|الليله|اليوم|بكره|بس|انا)(?!\p{L}))\p{L}+/gu,
  // Someone else's suicide in a story or a biography: "قصة انتحار أخته".
  /(?<!\p{L})(?:ال)?انتحار \p{L}+(?:ه|ها|هم)(?!\p{L})/gu,
  // A dose asked about for a lesson: "what is the overdose threshold for vitamin a, for biology".
  /[^.!?]*\b(?:dose|doses|dosage|overdose|threshold)\b[^.!?]*\b(?:for|in|it'?s for|its for) (?:my |our |a |the )?(?:biology|chemistry|science|health|pharmacology|medicine|nursing|class|lesson|project|homework|report|assignment)\b[^.!?]*|[^.!?]*\b(?:for|in) (?:my |our )?(?:biology|chemistry|science|health|pharmacology) (?:class|lesson|project|homework)\b[^.!?]*\b(?:dose|doses|dosage|overdose)\b[^.!?]*/gu,
  /[^.!؟?]*(?:جرعه|الجرعه|جرعات|الجرعات)[^.!؟?]*(?:درس|الدرس|حصه|الحصه|مشروع|بحث|العلوم|الاحياء|الكيمياء|الصيدله)[^.!؟?]*/gu,
  // Asking what a word means: "define the word suicide in history".
  /\b(?:define|definition of|meaning of|spell|spelling of|synonyms? (?:for|of)) (?:the word )?['"]?(?:suicide|murder|abuse|rape|genocide|overdose)\b/gu,
  // "what does suicide mean in durkheim's theory" (decision 083): the word asked about.
  /\bwhat (?:does|do|did) (?:the (?:word|term) )?['"]?(?:suicide|murder|abuse|rape|genocide|overdose)['"]? mean\b/gu,
  // Hyperbole: "i'm so dead if my mom sees this", "dead serious", "هموت وأعرف".
  /\b(?:i'?m|im|i am|i'?ll be|i will be|i'?m going to be|gonna be) (?:so |totally |literally )?dead if\b|\b(?:going to|gonna) die if i\b|\bdead (?:serious|tired|end|battery|last)\b|\bdeadlines?\b/gu,
  /(?<!\p{L})(?:ه|ح|ب)?موت (?:و|عشان |علشان )(?:ا)?(?:عرف|شوف|جرب|سمع)/gu,
  // A quotation from a poem, song or story: "what does it mean when a poem says 'i wish i were dead'".
  /\b(?:poem|poet|song|story|novel|book|character|author|line|quote|play|film|movie)\b[^'"“”«»]*['"“”«»][^'"“”«»]+['"“”«»]/gu,
  /(?:قصيده|القصيده|الشاعر|اغنيه|الاغنيه|روايه|الروايه|القصه|الشخصيه|المسرحيه)[^"“”«»]*["“”«»][^"“”«»]+["“”«»]/gu,
  // A scolding about grades is not abuse: "my parents yelled at me for my grades".
  /\b(?:yell|yelled|yells|shouted|shout|shouts|scold\w*) at me (?:for|because of|about) (?:my |the |not )?(?:grades?|marks|homework|test|exam|report card|room|being late|phone|mess|chores)\b/gu,
  // Losing a game is not being beaten (decision 043): "my brother beat me at fifa again".
  /\b(?:beat|beats|beating|beaten|destroyed|crushed|smashed|killed) me (?:at|in) (?:fifa|chess|cards|tennis|ping pong|football|soccer|basketball|the race|a race|the game|this game|every game|mario ?kart|minecraft|fortnite|roblox|monopoly|uno|checkers|video games|a video game)\b/gu,
  // Exam hyperbole: "i'm going to murder this test tomorrow".
  /\b(?:murder|kill|destroy|crush|smash|slay|nail) (?:this|the|that|my|our) (?:test|exam|quiz|essay|presentation|project|interview|audition|match|final|finals)\b/gu,
  // Asking how to help someone else or to report it (decision 043): "how can i help a friend who
  // is being bullied", "how do i report cyberbullying". A disclosure after it still counts.
  /\bhow (?:can|do|should|could) (?:i|we) (?:help|support|stand up for) (?:a |my |our |the )?(?:friend|classmate|brother|sister|cousin|someone|student|kid|new kid)s? (?:who is|who's|whos|that is|being|who gets|getting) (?:being )?(?:bullied|picked on|teased|left out)\b/gu,
  /\bhow (?:can|do|should) (?:i|we|you) report (?:cyber ?bullying|bullying|a bully|harassment|an account)\b/gu,
  // A religious ruling asked about, not intent: "ما حكم الانتحار في الإسلام".
  /(?<!\p{L})(?:ما|شو|ايش|وش) حكم (?:ال)?(?:انتحار|قتل النفس)(?!\p{L})/gu,
  // Games and accidents: "we played dodgeball and they hit me in the face".
  // Things that hit the child, idioms of "hit me", sibling teasing, surprises (decision 057).
  ...EVERYDAY_KNOCKS_AND_TEASING,
  // A party knife, a pet in a towel, sleeping in, a sibling over a snack (decision 070).
  ...EVERYDAY_CAKES_PETS_LIE_INS,
  /[^.!?]*\b(?:dodgeball|pillow fight|snowball fight|water fight|by accident|accidentally)\b[^.!?]*/gu,
];
