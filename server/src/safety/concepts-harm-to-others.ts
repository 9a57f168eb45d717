// Harm aimed at someone else, English and Arabic (decision 033): a student asking for help to make
// a classmate cry or quit (abuse: the teacher needs to know of bullying either way), a student
// harassed through fake accounts and shared photos (abuse), threats and plans to stab, poison or
// burn (violence), and requests for sexual content (sexual). Each table is one idea; the
// everyday uses of the same words (a roast chicken, beating someone at chess, a burnt cake,
// poison in a story) are kept out.
import { ar, clause, en, together, type SafetyRule } from './rule-helpers.js';

/** Not the writer: him, her, them, a name, "this kid". */
const SOMEONE = `(?:him|her|them|this \\w+|that \\w+|the new \\w+|(?!me\\b|myself\\b|it\\b|us\\b)\\w+)`;

const BULLYING_OTHERS: readonly SafetyRule[] = [
  together(
    [
      en(
        `(?:make|get|help me make) ${SOMEONE} (?:cry|feel (?:worthless|ugly|stupid|alone|small|bad about)|quit|leave (?:the )?(?:school|team|class|group)|want to (?:leave|die|quit|disappear))|make (?:his|her|their) life (?:hell|miserable|a nightmare|a living hell)|humiliate (?:him|her|them|\\w+ in front)|get everyone to (?:ignore|hate|laugh at|stop talking to) ${SOMEONE}|(?:whole class|everyone) to stop talking to`,
      ),
    ],
    {
      none: [
        en(
          `stop (?:crying|bullying)|help (?:him|her|them|my friend)|how (?:can|do) i (?:help|support|comfort)|laugh|smile`,
        ),
      ],
    },
  ),
  en(
    `(?:worst|meanest|most brutal|cruellest|cruelest) (?:insults?|roasts?|things to say|names to call)|(?:roast|insults?|jokes?|mean (?:things|stuff|comments?|messages?))${clause(60)}(?:make it|really|super|so|very) (?:mean|brutal|savage|hurtful)|(?:make fun of|mock|roast|joke about)${clause(40)}(?:lisp|stutter|stammer|weight|fat|accent|disability|skin|hijab|acne|teeth|talks)`,
  ),
  en(
    `(?:anonymous|fake) (?:messages?|account|texts?|dms?|profile)${clause(40)}(?:scare|hurt|bully|embarrass|humiliate|quit|cry|screenshot|laugh at)`,
  ),
  // "ساعدني أخليه يبكي"، "اكتبلي كلام يجرح"، "أتنمر على البنت الجديدة".
  ar(
    `(?:ا|ن)خلي(?:ه|ها|هم)? (?:ي|ت)?(?:بكي|بكو|عيط|كره|ترك|سيب|طفش)|(?:ا|ن)خلي (?:الكل|الصف|الفصل|البنات|الشباب|كل الصف|كل الفصل) (?:ي|ت)(?:قاطع|تريق|ضحك|كره)|(?:ا|ن)(?:كسر|حطم) (?:نفسيت|خاطر)\\p{L}*|(?:ا|ن)تنمر (?:علي|ع|فيه|فيها|فيهم)|(?:ا|ن)فضح(?:ه|ها|هم) (?:قدام|عند|في)|(?:ا|ن)حرج(?:ه|ها|هم)? (?:قدام|عند)|(?:ا|ن)حول حيات(?:ه|ها|هم) (?:جحيم|لجحيم)`,
  ),
  together([
    ar(`اكتب|اكتبلي|اكتب لي|عطني|اعطني|ابغي|بدي|ساعدني|عايز|الف لي`),
    ar(
      `(?:كلام|شتايم|شتائم|نكت|اهانات|مسبات|كلمات)\\p{L}* (?:يجرح|تجرح|قوي|قويه|جارح|عليه|عليها|عليهم|اتريق)`,
    ),
  ]),
];

/** Harassment the writer suffers online: a fake account in their name, photos posted to mock. */
const HARASSED_ONLINE: readonly SafetyRule[] = [
  en(
    `fake (?:account|profile|page|insta|tiktok|snap)${clause(25)}(?:of me|my (?:name|pics?|photos?|face)|with my|in my name|pretending to be me)|(?:spread|spreading|started|made up|posted) (?:a |this )?rum(?:o|ou)rs? (?:that i|about me)`,
  ),
  en(
    `(?:post|posting|posted|share|sharing|shared|spread|spreading|edit|edited|editing)${clause(15)}my (?:pics?|photos?|pictures?|videos?|selfies?)${clause(40)}(?:mean|nasty|hate|laugh|mock|rude|ugly|comments?|everyone)`,
  ),
  ar(
    `(?:حساب|اكونت|اكاونت|بروفايل|صفحه) (?:وهمي|مزيف|فيك)\\p{L}*${clause(15)}(?:باسمي|بصورتي|بصوري|عني|علي|بإسمي)`,
  ),
  together([
    ar(
      `(?:(?:ي|بي|ب|ت|بت)?(?:نشر|نزل|حط)|نازل|ناشر|حاطط)\\p{L}* (?:صوري|صورتي|فيديوهاتي|فيديو لي)`,
    ),
    ar(`ب?تعليق|(?:ي|بي|ت|بت)?(?:تريق|ضحك|شتم|سخر)|كلام|قدام الكل`),
  ]),
  together([
    en(`suwari|sowari|swari|sewari|suwar|sowar`),
    en(`ta3li2\\w*|ta3lee2\\w*|comments?|yetre2o|yetri2o|bye7'zi|bte7'zi|ytri2o|y(?:e|i)dhako`),
  ]),
  // Others telling the writer to die: "يكتبون لي موتي أحسن لك"، "روحي انتحري".
  ar(
    `(?:(?:ي|بي|ت|بت)?(?:قول|كتب|علق|بعت)|كاتب|قايل|معلق|قال)\\p{L}*${clause(25)}(?:موتي|موت|روح موت|روحي موتي|انتحر|انتحري|اقتل نفسك|اقتلي نفسك)(?:\\p{L}{0,3})? (?:احسن|وريحينا|وريحنا|ريحينا)`,
  ),
];

/** An adult's secret the child is told to keep, in Arabizi ("ma t5abbri 7ada"). */
const SECRETS_ARABIZI: readonly SafetyRule[] = [
  together([
    en(`ma t5abbri|ma t5abbar|ma t2oli|ma t2ooli|ma t2ool|matqolish|mat2olish|ma t2uli|ma t2ulish`),
    en(
      `3ammi|5ali|khali|jozz|gozz|jooz|elli bisawweeh|elli bye3melo|elli bi3mlo|elli bye3malo|ma3i`,
    ),
  ]),
];

/** Threats and plans to stab, poison, burn or beat a named person. */
const THREATS: readonly SafetyRule[] = [
  en(
    `(?:i'?m|im|i am|gonna|going to|i'?ll|ill|i will|imma|ima|i swear)(?: \\w+){0,3} (?:stab|shank|poison)(?:bing)? ${SOMEONE}`,
  ),
  en(
    `(?:i'?m|im|i am|gonna|going to|i'?ll|ill|i will|imma|ima|i swear)(?: \\w+){0,3} (?:burn|torch|set fire to|smash) (?:his|her|their|the teacher'?s|\\w+'s|my teacher'?s) (?:car|house|home|locker|bag|stuff|bike)`,
  ),
  en(
    `(?:bleach|poison|rat poison|laxatives?|drugs?)${clause(40)}(?:in|into) (?:someone'?s|somebody'?s|his|her|their|the teacher'?s|my \\w+'s|\\w+'s) (?:food|drinks?|tea|coffee|juice|water|lunch|bottle)|poison (?:someone'?s|somebody'?s|his|her|their|the teacher'?s|\\w+'s) (?:food|drinks?|tea|coffee|juice|water|lunch)`,
  ),
  en(
    `(?:gonna|going to|i'?ll|i will|imma|ima) (?:beat \\w+ up|jump (?:him|her|them))|(?:beat|batter) (?:him|her|them) (?:up|senseless|so bad)`,
  ),
  en(
    `(?:list|names)${clause(40)}(?:gonna|going to|will|who'?ll|are gonna) (?:pay|regret|be sorry|get what)|(?:everyone|everybody|all of them|they) (?:who|that)${clause(30)}(?:will|gonna|going to) (?:pay|be sorry|regret)${clause(60)}(?:plan|planning|something big|assembly|tomorrow|soon)`,
  ),
  // "i'll crack his skull with a brick", "gonna break her nose".
  en(
    `(?:i'?ll|ill|i will|gonna|going to|imma|ima|i swear i'?ll)(?: \\w+){0,2} (?:crack|break|smash|bash|split|cave) (?:his|her|their|\\w+'s) (?:skull|head|face|nose|jaw|arm|arms|legs?|neck|teeth)`,
  ),
  en(
    `(?:get|hit|hurt|shoot)(?: the)? (?:most|as many) (?:of them|people|students|kids)(?: as possible)?(?: at once)?`,
  ),
  en(
    `(?:knife|blade|gun|weapon|pistol)${clause(40)}(?:hide|sneak|smuggle)${clause(30)}(?:school|class|sock|bag|backpack|locker)`,
  ),
  // "والله لأحرق بيتهم"، "بدي ولع بسيارة الأستاذ"، "ha7ot sam fe shay el mudarresa".
  ar(
    `(?:ل ?ا|ه|ح|راح ا|رح ا|بدي ا?|ا)(?:طعن|حرق|ولع|سمم)\\p{L}* ?(?:(?:ب|في) ?)?(?:ه|ها|هم|بيت|سياره|الاستاذ|المدرس|المدير|الاستاذه|المدرسه|عربيه)\\p{L}*`,
  ),
  ar(`(?:ا|ن|ه|ح|بن|هن)?(?:حط|اضع|حطل)\\p{L}* (?:له |لها |لهم )?سم (?:في|ب|ل)`),
  ar(`(?:ن|ا|ه|ح|هن)?قطع(?:ه|ها|هم) ضرب`),
  // "راح أكسر إيده للواد"، "هكسرله رجله".
  ar(
    `(?:ل ?ا|ه|ح|راح ا|رح ا|بدي ا?)كسر(?:ل(?:ه|ها|هم))? ?(?:ايد|رجل|راس|سنان|ضلوع|رقب|مناخير|خشم)(?:ه|ها|هم|و)(?!\\p{L})`,
  ),
  together([
    ar(`مسدس|سلاح|سكين|سكينه|بندقيه|مطواه`),
    ar(`(?:ا|ن)خلص (?:من|علي) (?:ال|هال)|(?:ا|ن)طلق علي|(?:ا|ن|ه)خوف|(?:ا|ن)نتقم`),
  ]),
  together([ar(`(?:ا|ن|ه|ح|راح ا|رح ا)نتقم\\p{L}* من`), ar(`اسماء|قائمه|ليسته|واحد واحد`)]),
  together([
    en(`ha7ot|ha7ut|h7ot|a7ot|7ot`),
    en(`sam|sim|summ`),
    en(`shay|mayya|3aseer|akl|2ahwa`),
  ]),
];

/** Requests for sexual content, sexting and nudes. */
const SEXUAL_REQUESTS: readonly SafetyRule[] = [
  en(
    `(?:sexy|sexual|explicit|dirty|erotic|nsfw|x-rated|steamy|smutty|lewd) (?:story|stories|scene|roleplay|role play|fanfic|fan fiction|chat|talk|texts?|poem|pics?|photos?|pictures?|selfies?|videos?)|(?:talk|speak|text) dirty|dirty talk|sex positions?|(?:describe|tell|explain)${clause(30)}(?:do|does|happens?) in bed|(?:have|having) sex step by step`,
  ),
  together([
    en(
      `(?:take|taking|took|pull|strip|remove)\\w*${clause(6)}(?:my|off my|his|her) (?:shirt|top|clothes|bra|pants|hoodie)|undress|strip`,
    ),
    en(`camera|cam|webcam|video ?call|facetime|live|on call`),
  ]),
  ar(
    `(?:قصه|قصص|حكايه|مشهد|رول بلاي)${clause(12)}(?:جنسي|جنسيه|سكس|ساخن|ساخنه|مثير|مثيره|اباحي|اباحيه)|بطريقه (?:مثيره|ساخنه|سكسي|جنسيه)|كلام (?:سكس|جنسي)`,
  ),
  ar(
    `صور\\p{L}* (?:خاصه|جريئه|جريئ|عاريه|عريانه|عريانين|سكسي|بدون ملابس|من غير هدوم|بدون هدوم|وهي مش لابسه|وانا مش لابس)`,
  ),
  together([
    ar(`(?:ا|ت|ن)?(?:شيل|قلع|خلع)\\p{L}* (?:بلوزتي|ملابسي|هدومي|قميصي|البلوزه|التيشيرت)`),
    ar(`كاميرا|الكام|فيديو|مكالمه|لايف`),
  ]),
  en(`(?:a3mel|a3mal|na3mel|ne3mel|a3mil) 3ala2a|3ala2a jensiya|sex ma3`),
  // Pictures asked of someone in underwear or swimwear, adult videos, talk meant to arouse.
  en(
    `(?:pics?|photos?|pictures?|selfies?|videos?)${clause(25)}(?:in|wearing) (?:a |your |my |her |his )?(?:bikini|underwear|bra|panties|boxers|lingerie|swimsuit)|adult (?:videos?|sites?|movies?|content)|(?:turn (?:me|you) on|make me (?:horny|hot)|get me horny)`,
  ),
  ar(
    `كلام ي?(?:ثير|هيج)(?:ني|ك)|صور(?:ه)? (?:عضو|اعضاء)|(?:مش|مو|ما|بدون ما) (?:ا|ت)?(?:لابس|لابسه) (?:حاجه|شي|اشي|اي شي)`,
  ),
];

export const HARM_TO_OTHERS = {
  abuse: [...BULLYING_OTHERS, ...HARASSED_ONLINE, ...SECRETS_ARABIZI],
  violence: THREATS,
  sexual: SEXUAL_REQUESTS,
} as const;
