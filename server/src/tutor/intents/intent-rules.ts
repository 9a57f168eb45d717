// The rule set of the intent classifier, written over folded words (request-words.ts: lower
// case, no Arabic marks, أ/إ/آ -> ا, ة -> ه, ى -> ي, ؤ -> و, ئ -> ي, no punctuation) joined by
// single spaces. Every pattern is a list of whole words: W(...) adds the word boundaries.
// Arabic verbs also appear with an attached "لي" (لخصلي) and a leading و/ف; Egyptian, Gulf
// and Levantine forms are listed beside Modern Standard ones.
import { NUMBER } from './request-numbers.js';

/**
 * Rules are written in ordinary spelling; this folds their Arabic letters the way the request's
 * words are folded (على -> علي, ة -> ه, أ -> ا), so both sides always agree.
 */
export function foldPattern(source: string): string {
  return (
    source
      .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
      .replace(/[أإآٱ]/gu, 'ا')
      .replace(/ى/gu, 'ي')
      .replace(/ة/gu, 'ه')
      .replace(/ؤ/gu, 'و')
      .replace(/ئ/gu, 'ي')
      // The request's words lose a bare hamza (request-words.ts): "مساء" is typed "مساء" and read "مسا".
      .replace(/ء/gu, '')
  );
}

/** Whole-word pattern: the alternatives must start and end at word boundaries. */
export const W = (body: string): RegExp =>
  new RegExp(`(?<=^| )(?:${foldPattern(body)})(?= |$)`, 'gu');
/** Arabic conjunction prefix and an optional attached or separate "لي" / "لنا". */
const AR_PRE = '(?:و|ف)?';
const LI = '(?:لي|ليا|لنا|ل)?';
const AR_LI = '(?: (?:لي|ليا|لنا|معي|معايا))?';

// --- greetings and thanks (whole message, or its first / last words) -----------------------
export const EN_GREETING =
  '(?:hi+|hello+|helo|hallo|hey+|heya|hiya|howdy|yo|sup|greetings|hola|salam|salaam|' +
  'good (?:morning|afternoon|evening|day)|morning|evening|' +
  '(?:as )?salamu? (?:alaikum|alaykum)|assalamu? (?:alaikum|alaykum)|whats up|what s up|' +
  'how (?:are|r) (?:you|u|things)(?: doing)?|how s it going|hows it going|how is it going|hru)' +
  '(?: (?:there|all|everyone|bot|friend|buddy))?';
export const AR_GREETING =
  '(?:و?السلام عليكم(?: و?رحمه الله(?: و?بركاته)?)?|سلام عليكم|السلام|سلام|مرحبا(?: بك)?|مرحبتين|' +
  'اهلا(?: و ?سهلا)?|اهلين|هلا(?: والله)?|يا هلا|هلو|هاي|صباح (?:الخير|النور|الفل)|مساء (?:الخير|النور)|' +
  'كيفك|كيف حالك|كيف الحال|ازيك|ازيكم|عامل ايه|شلونك|شخبارك|يا (?:استاذ|استاذه|معلم|بوت|مساعد))';
/**
 * The tutor addressed as a teacher after (or before) a greeting: "hello sir", "مرحبا استاذ",
 * "هلا مس", "السلام عليكم يا أستاذة". Stripped only beside a greeting or thanks, or after "يا",
 * so a question naming "Mr Smith" stays a question.
 */
export const ADDRESS =
  '(?:(?:dear|my) )?(?:teacher|sir|miss|mr|mrs|ms|madam|maam|ma am|mam|mister|professor|prof|dr|doctor|coach|tutor)|' +
  '(?:يا )?(?:استاذ|استاذه|استاذي|استاذتي|الاستاذ|الاستاذه|معلم|معلمه|معلمي|معلمتي|المعلم|المعلمه|' +
  'مس|ميس|مسز|مستر|دكتور|دكتوره|ابله|ابلتي|شيخ|اخي|اختي)';
/** Titles a name may follow as the message's last word: "hi mr ahmed", "مرحبا استاذ خالد". */
export const NAMED_ADDRESS =
  '(?:mr|mrs|ms|miss|mister|dr|doctor|professor|prof|(?:يا )?(?:استاذ|استاذه|الاستاذ|الاستاذه|مس|ميس|مسز|مستر|دكتور|دكتوره|ابله))';
export const EN_THANKS =
  '(?:(?:ok|okay|k|alright|great|awesome|perfect|cool|nice|good)(?: then)?(?: (?:bye|thanks?))?|' +
  'thank (?:you|u)(?: (?:so|very) much| a lot| again| for (?:the|your|all) (?:help|answer|explanation|summary))*|' +
  'thanks(?: (?:a lot|so much|a bunch|again|man|bro|buddy|for (?:the|your) (?:help|answer|explanation)))*|' +
  '(?:thx|thnx|thanx|thnks|tnx|ty|tysm|tyvm)(?: (?:a lot|alot|so much|again|man|bro))?|thanks alot|many thanks|cheers|much appreciated|appreciate (?:it|that)|' +
  'that (?:helped|helps|was (?:very |really |so |super )?(?:helpful|useful|clear|great|good))(?: a lot| so much)?|(?:very |really )?(?:helpful|useful)|got it|understood|in advance|' +
  'bye+|bye bye|goodbye|good bye|see (?:you|ya|u)(?: later| tomorrow)?|later|good ?night|' +
  'have a (?:nice|good|great) (?:day|night|evening)|thats all|that s all|no thanks)';
export const AR_THANKS =
  '(?:شكرا(?: (?:جزيلا|لك|ليك|كثير|كتير|كثيرا|جدا|على (?:المساعده|المساعدة|الشرح|الاجابه|التلخيص)))*|' +
  'مشكور|مشكوره|يسلمو|يسلموا|يسلمو ايديك|يسلمو ايدك|الله يسلمك|يعطيك العافيه|الله يعطيك العافيه|جزاك الله (?:خيرا|خير)|تسلم|تسلمي|تسلم ايدك|ممنون|' +
  'متشكر|متشكره|ميرسي|الف شكر|مع السلامه|الي اللقاء|باي|وداعا|تصبح علي خير|فهمت|تمام|حلو|ممتاز|' +
  'اوكي|طيب|ماشي|خلاص)' +
  // "تسلم ايدك", "متشكر جدا", "يسلمو كتير": what follows a thanks word is still thanks (the
  // alternatives above match their shortest form first).
  '(?: (?:ايدك|ايديك|يدك|جدا|كتير|كثير|كثيرا|اوي|خالص|والله))*';

// --- what the bot can do -----------------------------------------------------------------------
const EN_STUDY =
  '(?:study|studying|learn|learning|revise|revising|review|prepare|with (?:my )?(?:studies|studying|homework|revision|this (?:class|course|subject)|the (?:class|course|exam|test)))';
export const EN_CAPABILITIES = [
  `what (?:can|could|do) (?:you|u) (?:do|help(?: me)?(?: with)?|teach(?: me)?|offer)(?: for (?:me|us))?`,
  // "what kind of stuff can you help me with", "what are you able to do for me"
  `what (?:kind|kinds|sort|sorts|type|types) of (?:stuff|things|questions|help|topics) (?:can|could|do) (?:you|u) (?:do|answer|help(?: me)?(?: with)?)(?: for (?:me|us))?`,
  `what (?:are|r) (?:you|u) (?:able to do|good at|here for|for)(?: for (?:me|us))?`,
  // "what stuff can you help me with", "what things can I ask you about"
  `what (?:stuff|things|questions) (?:can|could|do|should) (?:you|u|i) (?:do|answer|help(?: me)?(?: with)?|ask(?: (?:you|u))?(?: about)?)(?: for (?:me|us))?`,
  `(?:how|in what way) (?:can|could|will|do) (?:you|u) help(?: me)?(?: ${EN_STUDY})?`,
  `what (?:can|could|should) i ask(?: (?:you|u))?(?: about)?`,
  `what (?:do|can) (?:you|u) know(?: about)?`,
  `(?:can|could|will) (?:you|u) help(?: me)?(?: ${EN_STUDY})?`,
  `help(?: me)?(?: (?:please|pls))?(?: ${EN_STUDY})?`,
  `(?:who|what) are (?:you|u)`,
  `what (?:is|s) this bot(?: for)?`,
  `what do (?:you|u) do`,
  `i (?:want|need|would like) (?:to|help to|you to help me) ${EN_STUDY}`,
].join('|');
/** "... بالمذاكرة", "... في الدراسة": what the help is for, after a capabilities question. */
const AR_STUDY_TAIL =
  '(?: (?:ب|في |على |علي )?(?:ال)?(?:مذاكره|دراسه|مراجعه|ماده|منهج|امتحان|اختبار|واجب|واجبات))?';
export const AR_CAPABILITIES = [
  `(?:كيف|بماذا|بايش|بشو|بوش|في ايش|في شو|في وش|في اي|في ايه|فيما|ماذا|ايش|اش|شو|وش|ايه|ازاي) (?:(?:ممكن|يمكن|يمكنك|تقدر|بتقدر|تستطيع|حت|راح) )?(?:ان )?(?:تساعدني|تساعدنا|تساعد|تساعديني|بتساعدني|بتساعد|مساعدتي|مساعدتنا|تفيدني|افادتي|تعمل|بتعمل|تسوي|بتسوي|تقدم|تعرف|بتعرف|اسالك)(?: (?:فيه|عنه|به))?(?: (?:فيه|عنه|به))?${AR_STUDY_TAIL}`,
  `(?:في|ب)? ?(?:اي|ايش|شو|وش|ايه) (?:مواد|ماده|موضوع|مواضيع|شي|شيء|حاجه) (?:ممكن |تقدر |بتقدر |يمكنك |تستطيع )?(?:ان )?(?:تساعدني|تساعد|تفيدني)(?: (?:فيها|فيه|بها|به))?`,
  `(?:هل )?(?:ممكن|يمكنك|تقدر|بتقدر|تستطيع|ممكن انك) (?:ان )?(?:تساعدني|تساعدنا)(?: (?:في|ب|على|علي))?(?: (?:اذاكر|المذاكره|مذاكره|ادرس|الدراسه|دراسه|المراجعه|اراجع|افهم|الماده|المنهج|الامتحان|الاختبار))?`,
  `ساعدني(?: (?:في|ب|على|علي))?(?: (?:اذاكر|المذاكره|مذاكره|ادرس|الدراسه|المراجعه|اراجع|الماده|المنهج))?`,
  // "شو الأشياء اللي ممكن أسألك عنها", "ايش الحاجات اللي تقدر تساعدني فيها"
  `(?:ما|ماهي|ما هي|ايش|اش|شو|وش|ايه|شنو) (?:الاشياء|اشياء|الحاجات|حاجات|الامور|الاسئله|اسئله) (?:اللي|التي|الي|يلي) (?:(?:ممكن|يمكن|يمكنني|اقدر|بقدر|تقدر|بتقدر) )?(?:ان )?(?:اسالك|اسالك اياها|اسال|تساعدني|تجاوب|تجاوبني)(?: (?:عنها|عليها|فيها|بها|عليه|عنه|فيه))?`,
  `(?:من|مين|ما|ايش|شو|وش) (?:انت|انتي)`,
  `(?:ماذا|ايش|شو|وش|ايه) (?:تفعل|تعمل|بتعمل|تسوي|بتسوي)`,
  `(?:اريد|ابغي|ابي|بدي|عايز|عاوز|عايزه|عاوزه|حابب) (?:ان )?(?:اذاكر|ادرس|اراجع)`,
].join('|');

// --- files and topics --------------------------------------------------------------------------
// No "unit(s)": in a student's question it is a unit of measure far more often than a part of the
// course ("what is the unit of resistance?" was answered with the bot's file list).
const EN_MATERIAL =
  '(?:files?|documents?|docs?|materials?|pdfs?|topics?|subjects?|chapters?|lessons?|lectures?|slides?|sources?|notes?|content|contents|resources?|uploads?)';
/**
 * What may follow "which topics" / "ما المواضيع" in a request for the bot's list: nothing, a
 * verb or relative about the bot ("do you have", "التي تغطيها"), a preposition, a word for the
 * course. Any other word makes the material word part of a question about the lesson: "which
 * topic is the hardest", "what is the topic sentence", "ما مصادر فيتامين ج", "ما مواضيع القصيدة".
 */
const EN_FILES_NEXT =
  '(?:do|does|did|can|could|should|will|would|you|u|i|we|there|available|covered|uploaded|included|' +
  'about|for|in|on|from|that|which|this|these|to|please|pls|plz|have|has|you ve|' +
  // "what topics are in this course", not "what lesson is on Tuesday" (a timetable's cell).
  '(?:are|is|r) (?:there|covered|available|uploaded|included|' +
  '(?:in|on)(?= (?:this|the|that|these|your|my|here|chapter|unit|lecture|section|page|slide|file)(?: |$)|$)))';
const AR_FILES_NEXT =
  '(?:في|عن|من|ل|حول|على|علي|هذا|هذه|هاد|ده|دي|التي|اللي|الي|يلي|الذي|عندك|لديك|معك|فيك|' +
  'تغطيها|تغطي|تعرفها|تشملها|تعرفه|تغطيه|' +
  '(?:ال|هال)?(?:ماده|منهج|مقرر|كورس|درس|فصل|محاضره|وحده|ملف|بوت|كتاب|مساق|مهمه|رئيسيه|اساسيه|متاحه|موجوده|متوفره|مرفوعه|مرفقه))';
const FILES_END = (next: string) => `(?= (?:${next})(?: |$)|$)`;

export const EN_FILES = [
  // "what is the subject of the sentence?", "the main topic of the poem": a question about the
  // lesson, not about the bot's files (a course's "of this class" still lists them).
  `(?:which|what|wat|list|show|tell)(?: me)?(?: (?:are|is|r))?(?: (?:the|all|your|all the|all of the|all your|of the|of your))? ${EN_MATERIAL}(?! of (?!(?:this|the|your) (?:class|course|bot)))(?: (?:and|or) ${EN_MATERIAL})?(?: (?:do|does|can|did) (?:you|u|this bot|the bot) (?:have|cover|know|contain|include|teach|use))?(?: (?:about|for|in|of) (?:this|the) (?:class|course|bot|subject))?(?: (?:can|could|should|do) (?:i|we) (?:ask|learn|study)(?: (?:you|u))?(?: about)?)?${FILES_END(EN_FILES_NEXT)}`,
  `what (?:do|does) (?:you|u|this bot|the bot) (?:cover|contain|include|have)`,
  `(?:which|what) ${EN_MATERIAL} (?:are|is) (?:there|available|covered|uploaded|included)`,
  `(?:what s|whats|what is|what are) (?:in|inside) (?:the|this|that|your)(?= .*(?:files?|zip|pdfs?|folder|archive|documents?|slides|deck|handout|worksheet|notes|glossary|book|pack)(?: |$))`,
  `what does (?:the|this|that) (?:\\S+ )?(?:file|zip|pdf|document|folder|archive) (?:contain|have|include|cover)`,
].join('|');
const AR_MATERIAL =
  '(?:ال)?(?:ملفات|ملف|مواضيع|موضوعات|المواضيع|مواد|ماده|دروس|فصول|محاضرات|مراجع|مصادر|محتوي|محتويات|عناوين)';
export const AR_FILES = [
  `(?:ما|ماهي|ماذا|ايش|اش|شو|وش|ايه|شنو|اي|ما هي|ايه هي|ايش هي|وين|فين)(?: (?:هي|هو))? ${AR_MATERIAL}(?: (?:و|او) ${AR_MATERIAL})?(?: (?:التي|اللي|الي|يلي|الذي))?(?: (?:عندك|لديك|معك|تغطيها|تغطي|تعرفها|تشملها|فيك|موجوده|متوفره|المتاحه|المرفوعه|المتوفره|المرفقه|تعرفه|تغطيه))?${FILES_END(AR_FILES_NEXT)}`,
  // "وش عندك من ملفات", "ايش لديك من مواضيع"
  `(?:ما|ماذا|ايش|اش|شو|وش|ايه) (?:عندك|لديك|معك)(?: من)? ${AR_MATERIAL}`,
  `(?:اعرض|اعرضلي|عرض|اذكر|اذكرلي|قائمه|اعطني|اعطيني|عطني|اديني|هات|وريني|ورني|شوفني)(?: لي)?(?: قائمه)? ${AR_MATERIAL}`,
  `(?:ماذا|ايش|اش|شو|وش|ايه|ما) (?:يوجد|موجود|في|فيه|يحتوي|يحتوي عليه|بداخل|داخل|يتضمن) (?:في )?(?:ال|بال)?(?:ملفات|ملف|مجلد|مضغوط|الملف|المحاضره|الفصل)`,
  `(?:ماذا|ايش|اش|شو|وش|ايه|ما) (?:تغطي|تشمل|تعرف)`,
  `${AR_MATERIAL} (?:اللي|التي|الي|يلي) (?:عندك|لديك|معك|تغطيها)`,
].join('|');

// --- summaries -------------------------------------------------------------------------------
export const EN_SUMMARIZE = [
  `(?:(?:a|an) )?(?:(?:quick|short|brief|small|little|fast) )?s+u+m+[ae]?r+(?:y|ies|i[sz]e|i[sz]ed|i[sz]es|i[sz]ing|ary|ari[sz]e|ari[sz]ation)`,
  `summ?er(?:y|i[sz]e)|smmary|sumry|sumary|sumarize|summar`,
  `tl dr|tldr|tl;dr|recap|rundown|overview|gist|synopsis|brief(?:ly)? (?:me|explain)?`,
  `(?:the )?(?:key|main|important|most important|big) (?:points?|ideas|takeaways?|concepts?)(?: (?:of|on|in|from))?`,
  // "the main idea of page 3"; "the main idea of the poem" is a question about the poem.
  `(?:the )?main idea (?:of|on|in)(?= (?:the )?(?:page|pg|slide|slides|chapter|unit|lesson|lecture|file|worksheet|notes|section|this|that)(?: |$))`,
  // "bullet points of chapter 2", "short notes on osmosis": the notes a student revises from.
  `(?:the )?bullet points(?: (?:of|on|for|from))?|(?:short|quick|brief|revision) notes (?:of|on|for|about|from)`,
  `sum up|in short|shorten|condense|boil down`,
].join('|');
export const AR_SUMMARIZE = [
  // "تلخص/تلخصلي" (can you summarize): the present form after ممكن / تقدر.
  `${AR_PRE}(?:لخص|لخصي|لخصلي|لخصيلي|لخصها|لخصه|لخصهالي|لخصولي|تلخص|تلخصي|تلخصلي|تلخصيلي|تلخصها|تلخصه|تلخصهالي|تلخيص|ملخص|الملخص|بملخص|اختصر|اختصرلي|تختصر|تختصرلي|اختصار|باختصار|خلاصه|الخلاصه|خلصلي)${LI}(?: (?:سريع|سريعه|مختصر|مختصره|قصير|قصيره|صغير|بسيط|مبسط))?`,
  `(?:اهم|ابرز) (?:النقاط|الافكار|المعلومات|الاشياء|الحاجات|شي|شيء|حاجه|اشي)|(?:النقاط|الافكار) (?:الرئيسيه|الاساسيه|المهمه)`,
].join('|');

// --- quizzes -----------------------------------------------------------------------------------
const EN_QUESTIONS =
  '(?:questions?|qs|mcqs?|quiz(?:zes)?|quizes|exercises?|problems?|flash ?cards?|practice|tests?|exam)';
export const EN_QUIZ = [
  `qu?i+z+e?(?: me| us)?|quize|quizz|kwiz`,
  `(?:test|examine|exam|drill|check) (?:me|my (?:knowledge|understanding))`,
  `ask me(?: (?:${NUMBER}|some|a few|few|more|a couple of|couple of))?(?: ${EN_QUESTIONS})?`,
  `(?:give|giv|gimme|gimmie|make|write|create|generate|prepare|send|set|show|get)(?: me| us)?(?: (?:${NUMBER}|some|a few|few|more|a couple of|couple of|a|an|a short|a quick))?(?: (?:practice|quiz|review|test|exam|revision|mcq|multiple choice|short|quick|mock|true false|true or false|fill in the blank|sample))* ${EN_QUESTIONS}`,
  `(?:${NUMBER}|some|a few|few|more) (?:practice |quiz |review |test |exam |mcq |multiple choice |quick |short |easy |hard |simple )?${EN_QUESTIONS}(?= (?:on|about|for|from|in|of|regarding)(?: |$))`,
  `(?:practice|review|revision|mock) ${EN_QUESTIONS}`,
  // "prepare me for the test on cells": practice for the test, on the topic named after it.
  `(?:prepare|get) (?:me|us) (?:ready )?for (?:the|my|our|a|an) (?:test|exam|quiz)`,
  `(?:let s|lets) (?:practice|do a quiz|test)`,
  // "lets do a quiz on atoms" reaches the rules without its "lets" (POLITE_PREFIX).
  `(?:do|take|have|start|try)(?: (?:a|an|another|some))?(?: (?:short|quick|practice|little))? (?:quiz|test)`,
].join('|');
/** Dual forms: "سؤالين" is "two questions" in one word. */
export const AR_DUAL_QUESTIONS =
  '(?:سوالين|سؤالين|سؤالان|سوالان|اسئلتين|تمرينين|تمرينان|مسالتين|مسالتان)';
const AR_QUESTIONS = `(?:اسئله|الاسئله|سوال|سؤال|اساله|تمارين|تمرين|مسائل|اختبار|اختبارا|امتحان|كويز|كوز|اسيله|${AR_DUAL_QUESTIONS})`;
export const AR_QUIZ = [
  `${AR_PRE}(?:اختبرني|اختبريني|اختبرنا|اختبرلي|امتحني|امتحنيني|امتحنا|امتحنّي|اسالني|اساليني|اسئلني|سالني|اسالنا|سوالني|سوالنا|سولني|اختبر معلوماتي|اختبر فهمي|كويز|كوز)`,
  `${AR_PRE}(?:اعطني|اعطيني|عطني|عطيني|تعطيني|تعطني|تديني|اديني|ادني|هات|هاتلي|اكتب|اكتبلي|جهز|جهزلي|حضر|حضرلي|اعمل|اعملي|اعمللي|اعملي|سوي|سويلي|تسوي|تسويلي|تعمل|تعملي|تعمللي|تجهز|تجهزلي|تحضر|تحضرلي|تكتب|تكتبلي|تطرح|تطرحلي|ابغي|اريد|عايز|عاوز|عايزه|بدي|ضع|ضعلي|حط|حطلي|ولد|انشئ)${AR_LI}(?: ${NUMBER})?(?: (?:بعض|كم|شويه|مجموعه))?(?: ${NUMBER})? ${AR_QUESTIONS}(?: (?:قصير|قصيره|سريع|سريعه|تدريبيه|تدريبي|مراجعه|اختيار من متعدد))?`,
  // "بثلاث أسئلة عن X": the count may carry a glued ب.
  `(?:ب?${NUMBER} )?${AR_QUESTIONS}(?: (?:قصير|قصيره|سريع|سريعه|تدريبيه|تدريبي|مراجعه))?(?= (?:عن|حول|على|علي|في|من|عنه|عنها|عليه|عليها|فيه|فيها|منه|منها)(?: |$))`,
  `(?:اختبار|امتحان|كويز) (?:قصير|سريع)`,
  // "عايز اسئلة تدريبية": practice questions with no topic named (like "practice questions").
  `(?:${NUMBER} )?${AR_QUESTIONS} (?:تدريبيه|تدريبي|للمراجعه|مراجعه|للتدريب)`,
].join('|');

/**
 * How many questions, said anywhere outside the quiz words ("quiz me on resistors, 3 questions",
 * "test me on X with five questions", "اختبرني في الدم بثلاثة أسئلة", "امتحني في السهول سؤالين
 * بس"): the count, not part of the topic. The number is in group `n` (absent for a dual word).
 */
export const QUIZ_COUNT = [
  `(?:(?:with|in|using|and|only|just|about|around|like|maybe|max|at most) )*(?<n>${NUMBER}) (?:(?:short|quick|practice|quiz|review|test|mcq|multiple choice|more|different) )*(?:questions?|qs|q|mcqs?|problems?|exercises?|items?)(?: (?:only|max|please|pls|plz))?`,
  `(?:(?:في|من|مع|بعدد|عدد) )?(?:ب|ب ?عدد )?(?<n2>${NUMBER}) (?:${AR_QUESTIONS})(?: (?:قصير|قصيره|سريع|سريعه|فقط|بس|لو سمحت))?`,
  `(?:(?:في|من|مع|ب) )?ب?${AR_DUAL_QUESTIONS}(?: (?:قصير|قصيرين|فقط|بس))?`,
  `(?:(?:في|من|مع) )?(?:${AR_QUESTIONS}) (?<n3>${NUMBER})(?: (?:فقط|بس))?`,
].join('|');

// --- explanations ------------------------------------------------------------------------------
export const EN_EXPLAIN = [
  `(?:can|could|would) (?:you|u) (?:please )?(?=explain|define|describe|clarify)`,
  `expl[ae]?i?a?i?n[e]?|explian|expalin|explane|explaine|xplain|explan|explain(?: to)?(?: me| us)?`,
  `defin(?:e|ition|ation)(?: of)?|def of|meaning of|the meaning of|describe|clarify|elaborate(?: on)?`,
  // "what is the definition of X", "whats the meaning of X": the request opens the sentence.
  `(?:what|wat) (?:is|s) the (?:definition|meaning) of|whats the (?:definition|meaning) of`,
  `tell me(?: (?:more|something|all))? about|teach me(?: about)?|talk (?:me )?about|help me understand`,
  `what (?:is|s) meant by|what do (?:you|u|we) mean by|whats meant by`,
  `(?:what|wat) (?:does|do)(?= .+ mean$)|mean$`,
  // "osmosis meaning", "turgid definition": the term first, the request word after it.
  `(?<= )(?:meaning|definition)$`,
  `break (?:down|it down)(?= )`,
  // "i dont get what stomata are": the student says what they did not understand.
  `i (?:still )?(?:don t|dont|do not|didn t|didnt|did not|can t|cant|cannot) (?:get|understand|undrstand)(?: what)?`,
].join('|');
export const AR_EXPLAIN = [
  `${AR_PRE}(?:اشرح|اشرحلي|اشرحي|اشرحيلي|اشرحها|اشرحه|اشرحهالي|اشرحولي|شرح|وضح|وضحلي|وضحي|وضحيلي|فسر|فسرلي|عرف|عرفلي|فهمني|فهميني|فهمنا)${AR_LI}`,
  `(?:ما|ماهو|ماهي|ايش|ايه|شو|وش|شنو)? ?(?:هو|هي)? ?(?:تعريف|معني|مفهوم|المقصود ب|المقصود من|المراد ب|المقصود|المراد)`,
  `(?:ماذا|ايش|ايه|شو|وش|شنو) (?:يعني|تعني|نعني ب|نقصد ب)|يعني (?:ايه|ايش|شو|وش|اي)`,
  `(?:حدثني|كلمني|احكيلي|احكي لي|قولي|قل لي|علمني)(?: (?:عن|شي عن|شيء عن))?`,
  `(?:اريد|ابغي|ابي|بدي|عايز|عاوز|عايزه) (?:افهم|اعرف|شرح)`,
  // "ابي افهم التسامي" reaches the rules without its "ابي" (POLITE_PREFIX).
  `افهم`,
  `(?:انا )?(?:مش|ما|مو|مب|لم) (?:فاهم|فاهمه|فهمت|افهم)(?: (?:شو|ايش|ايه|وش|يعني|معني))?`,
  // "ممكن تشرحلي": the present form after ممكن / تقدر.
  `(?:تشرح|تشرحلي|تشرحي|تشرحيلي|توضح|توضحلي|تفسر|تفسرلي|تعرف لي)${AR_LI}`,
].join('|');

/** "what is X", "ما هو X": an explanation when X is a short term, else an ordinary question. */
export const EN_WHAT_IS =
  '^(?:(?:what|wat|wht|who) (?:is|are|s|r|was|were)|whats|what s)(?: (?:a|an|the))?';
/** With a pronoun copula ("ما هو X") any X; bare "ما X" only before a definite noun ("ما التحريش"). */
export const AR_WHAT_IS =
  '^(?:(?:ما|ايش|ايه|شو|وش|شنو|من|مين) (?:هو|هي)|ماهو|ماهي|(?:ما|ايش|ايه|شو|وش|شنو)(?= ال))';

/**
 * Words that make "what is X" a factual question about X, not a request for its meaning:
 * relations (of, between), question words, and heads like "function", "role", "cause".
 */
export const EN_RELATIONAL = new Set(
  (
    'of in on at for to from by with between than when where why how which whose does do did can ' +
    'could will would should was were has have had function functions role roles cause causes reason ' +
    'reasons purpose effect effects result results difference differences advantage advantages ' +
    'disadvantage importance number value unit units formula name names type types kind kinds ' +
    'source sources topic topics ' +
    'example examples step steps stage stages part parts main first last best worst largest ' +
    'smallest output answer use uses job size capital date year happen happens happened during ' +
    'after before mean means'
  ).split(' '),
);
export const AR_RELATIONAL = new Set(
  (
    'في من الي علي عن مع بين عند كم متي اين لماذا كيف هل وظيفه وظائف دور سبب اسباب نتيجه نتائج ' +
    'فائده فوائد اهميه الفرق فرق عدد اسم قيمه وحده صيغه قانون انواع نوع خصائص خصائص مراحل مرحله ' +
    'شروط عوامل مكونات اجزاء اقسام مميزات عيوب اضرار امثله مثال خطوات الهدف هدف اهداف ناتج ' +
    'مصدر مصادر موضوع مواضيع'
  ).split(' '),
);

// --- parts of a request that name a page, a file or the request's filler ------------------------
export const PAGE = [
  `(?:on |in |from |of |at )?(?:the )?(?:page|pg|p|slide|sheet)(?: (?:number|no|num|#))? (?<n1>${NUMBER})`,
  `(?:on |in |from |of |at )?(?:the )?(?<n2>${NUMBER}) (?:page|slide)`,
  `(?:(?:في|من|ل|ب) ?)?(?:ال|لل|بال)?(?:صفحه|صفحة|ص|شريحه|سلايد|ورقه)(?: (?:رقم|نمره))? (?<n3>${NUMBER})`,
].join('|');
export const THIS_FILE =
  '(?:of |in |from )?(?:this|the|that|whole|entire|this whole|the whole|the entire|whole|my)(?: (?:whole|entire))? (?:file|document|doc|pdf|lecture|chapter|material|materials|handout|worksheet|notes|slides|presentation|zip)|' +
  '(?:هذا|هذه|ذا|هاد|هاذا|هالملف|كل) ?(?:ال)?(?:ملف|محاضره|فصل|مستند|درس|ورقه|شرائح|ماده)(?: (?:كامل|كاملا|كله|كلها|هذا|هذه|ده|دي))?|(?:ال)?(?:ملف|محاضره|فصل|مستند|درس) (?:كامل|كاملا|كله|ده|دي|هذا|هذه)';

/** Words dropped from the edges of what is left (the topic or file name). */
/** How long an answer should be, said after its subject (folded words, matched at the end). */
export const LENGTH_WISHES: readonly string[][] = [
  'in one line',
  'one line',
  'in a line',
  'in one sentence',
  'one sentence',
  'in a sentence',
  'in a few words',
  'in few words',
  'in short',
  'in brief',
  'short answer',
  'بسطر واحد',
  'في سطر واحد',
  'سطر واحد',
  'بجمله واحده',
  'في جمله واحده',
  'جمله واحده',
  'بكلمات قليله',
  'باختصار شديد',
].map((phrase) => phrase.split(' '));

export const EDGE_FILLER = new Set(
  (
    'please pls plz me us to for on about of in from the a an this that some regarding topic ' +
    'topics subject concept idea term word section sections ' +
    'briefly simply quickly now again more detail details detailed simple terms words way like ' +
    'just kindly also and with within using its it is are be as can could would you u i want ' +
    'exactly actually basically really again ' +
    'need know understand whole entire all okay ok hey so then what s whats tell give make ' +
    'لي ليا لنا عن حول في من علي على الي هذا هذه ذلك تلك موضوع الموضوع مفهوم فكره قسم جزء ' +
    'بالتفصيل ببساطه باختصار بسرعه بطريقه سهله مبسطه بشكل مبسط كامل كاملا كله كلها يا ' +
    'ممكن لو سمحت من فضلك فضلا رجاء بليز اريد ابغي ابي بدي عايز عاوز عايزه عاوزه حابب ' +
    'و او ثم انا ان هل ما هو هي معني تعريف المقصود meaning definition ' +
    'اعطني اعطيني عطني عطيني اديني هات هاتلي ' +
    // "فهمني يعني ايش الخلية": the dialect "what does it mean" around the term.
    'يعني ايش شو ايه وش'
  )
    .split(' ')
    .map(foldPattern),
);
/** Phrases of manner ("like I'm 12", "بطريقة سهلة") removed from a topic. */
export const MANNER =
  '(?:like|as if) (?:i m|im|i am|iam) (?:a )?(?:\\d{1,2}|five|ten|twelve|kid|child|baby|beginner)(?: years? old)?|' +
  'in (?:simple|plain|easy|simpler|easier) (?:terms|words|english|language|way)|for (?:a )?(?:beginner|beginners|kid|kids)|' +
  'step by step|in detail|with examples?|' +
  '(?:بطريقه|بشكل|باسلوب|بلغه) (?:سهله|مبسطه|بسيطه|مبسط|سهل|بسيط)|كاني طفل|خطوه بخطوه|مع (?:امثله|مثال)';

/** A page question: "what is on page 3", "what does page 2 say", "ماذا في الصفحة 2". */
export const EN_PAGE_QUESTION =
  '^(?:what|whats|what s)(?: (?:is|does|do|s))?(?: (?:on|in|say|says|cover|covers|contain|contains|talk about|discuss|explain))?$|^(?:about|say|says|cover|covers|contain|contains|talk about|discuss|discusses)$';
export const AR_PAGE_QUESTION =
  '^(?:عن )?(?:ماذا|ايش|اش|شو|وش|ايه|ما|ما الذي)(?: (?:تتحدث|تتكلم|تحكي|يتحدث|يتكلم|فيه|في|بتقول|تقول|يقول|بيقول|يوجد|موجود|تحتوي|تشرح))*(?: عنه)?$';

/**
 * A message opening with one of these asks something ("how do you summarize data", "how many
 * questions are in the exam", "كم سؤال في الامتحان", "كيف يتم اختبار النشا"): its request
 * words are what it asks about, not a request. "what" is not one: "what is on page 3" asks for a
 * page's summary, and "what is X" has its own rule.
 */
export const QUESTION_OPENER =
  '^(?:how(?! about)|why|when|where|whose|whom|كم|كيف|لماذا|ليش|ليه|متي|امتي|اين|وين|فين|لم)(?: |$)';

/**
 * "what is a summary statistic", "ما الملخص الإحصائي": a summary noun naming a term of the
 * lesson, not a request. It follows "what is" and is followed by a word that is not "of / for /
 * about" or a page (English), or it carries the article and an adjective follows (Arabic: the
 * construct "ملخص الفصل" is "the chapter's summary", a request).
 */
export const SUMMARY_TERM =
  '^(?:(?:what|wat) (?:is|s|are)|whats|what s)(?: (?:a|an|the))? (?:summary|summaries)(?! (?:of|for|on|about|from|in|pls|please|plz|page|pg|slide|chapter|lesson|lecture|file|this|that|the|it)(?: |$)) \\S|' +
  '^(?:ما|ماهو|ماهي|ما هو|ما هي|ايش|شو|وش) (?:ال|بال)(?:ملخص|ملخصات|خلاصه) \\S';

/** "the quiz", "this test": a quiz the student speaks of ("what does the quiz in chapter 2 cover"). */
export const QUIZ_SPOKEN_OF =
  '(?:the|this|that|our|my|your|next|last) (?:qu?i+z+e?|quizz|quize|kwiz)$';

/**
 * Words around the topic that say why or where from, not what: "I have a test tomorrow on X",
 * "what the notes say about X", "عندي امتحان بكرة في X", "شو بتقول الملفات عن X". Taken out of a
 * summary, quiz or explanation request so the topic is X.
 */
export const TOPIC_LEAD = [
  `(?:i have|i ve got|ive got|i got|we have|we ve got|there s|theres|there is|i m having|im having)(?: (?:a|an|the|my|our))? (?:test|exam|quiz|midterm|final|finals|exams|tests)(?: (?:tomorrow|today|tonight|soon|next week|this week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))?(?: (?:on|about|in|for))?`,
  `(?:what|everything|all) (?:the|my|our|your) (?:notes?|files?|book|slides|teacher|lesson|materials?|chapter|unit) (?:says?|said|has|have|tells?|covers?|mentions?)(?: (?:about|on|of|regarding))?`,
  `(?:عندي|عندنا|لدي|لدينا)(?: (?:بكره|بكرا|غدا|بعد بكره|بكرة))? (?:اختبار|امتحان|كويز|امتحانات|اختبارات)(?: (?:بكره|بكرا|غدا|بعد بكره|الاسبوع الجاي|قريب))?(?: (?:في|عن|على|علي))?`,
  `(?:ماذا|شو|ايش|وش|ايه|كل ما|كل اللي|اللي) (?:تقول|يقول|قالت|قال|بتقول|بيقول|تذكر|يذكر|ذكرت|ذكر) (?:ال)?(?:ملفات|ملف|ملاحظات|مذكره|دروس|درس|كتاب|معلمه|معلم|استاذ|استاذه)(?: (?:عن|حول|في))?`,
].join('|');

/**
 * A numbered part of the course: "chapter 2", "the second lesson", "الدرس الثاني", "الوحدة 3".
 * Asked what it holds ("what's in chapter 2", "what is unit 3 about", "شو في الدرس الثاني",
 * "عن ماذا تتحدث الوحدة الثانية"), the student wants its summary, not the bot's file list.
 */
const EN_PART = `(?:the )?(?:(?:chapter|unit|lesson|lecture|section|module|week|topic) ${NUMBER}|${NUMBER} (?:chapter|unit|lesson|lecture|section|module|week))`;
const AR_PART = `(?:ال|بال|لل|ب)?(?:فصل|وحده|درس|محاضره|باب|قسم|جزء) (?:ال)?${NUMBER}`;
export const PART_QUESTIONS: readonly string[] = [
  `^(?<ask>(?:what s|whats|what is|what are|what|what do we learn|what did we learn|what will we learn|what we learn)(?: (?:in|inside|on|covered in|included in|taught in))?) ${EN_PART}(?<tail> (?:about|cover|covers|say|says|talk about|talks about|discuss|discusses|contain|contains|include|includes|teach|teaches|mainly about|all about))?$`,
  `^(?<ask>(?:what|which things|which topics) (?:does|do|did|will)) ${EN_PART}(?<tail> (?:cover|say|talk about|discuss|contain|include|teach|explain|have))$`,
  `^(?<ask>(?:عن )?(?:ماذا|ايش|اش|شو|وش|ايه|ما|شنو|ما الذي|ايش اللي|شو اللي)(?: (?:يوجد|موجود|فيه|في|يحتوي|يتضمن|يشرح|بيشرح|تشرح|بتشرح|يقول|بيقول|تقول|بتقول|يتحدث|تتحدث|يتكلم|تتكلم|بيحكي|بتحكي|يحكي|تحكي|نتعلم|بنتعلم|اتعلمنا|تعلمنا|درسنا|ناخذ|اخذنا|عليه))*(?: (?:في|ب))?) ${AR_PART}(?<tail> (?:عنه|عنها|فيه|فيها))?$`,
];

/**
 * "explain why a red cell bursts in water", "اشرح لماذا يطفو الجليد على الماء", "وضح سبب ...",
 * "explain what happens to ...": the student asks for a reason or an outcome the files state, a
 * fact, not the meaning of a term.
 */
export const REASON_ASKED =
  '^(?:the reason|reason|reasons|the reasons|what happens|what happened|what would happen|what will happen|' +
  'سبب|اسباب|السبب|الاسباب|ما سبب|علل|ماذا يحدث|ماذا يحصل|شو بصير|شو بيصير|ايش يصير|وش يصير|ايش يحصل|ايه اللي بيحصل|' +
  // "describe what the villi do", "اشرح ماذا تفعل الخملات": a job the files state.
  'ماذا (?:تفعل|يفعل|تعمل|يعمل)|شو (?:بتعمل|بيعمل|تعمل|يعمل)|(?:ايش|وش) (?:تسوي|يسوي))(?: |$)|^what (?:\\S+ ){1,5}(?:do|does|did)$|' +
  // "why" before a clause of three words or more; "ليش الدم بيتخثر" (a process and its verb)
  // stays an explanation of the process (decision 060's process nouns).
  '^(?:why|لماذا|ليش|ليه|لم|لما)(?: \\S+){3,}$';

/** Politeness at the start of a request, dropped before the rules look at it. */
export const POLITE_PREFIX =
  '^(?:(?:please|pls|plz|kindly|ok|okay|so|now|and|also|hey|can you|could you|would you|can u|could u|will you|' +
  'i want you to|i need you to|i would like you to|i d like you to|i want to|i would like to|i d like to|' +
  'i need to|i want|i need|i would like|let s|lets|' +
  'لو سمحت|لو سمحتي|من فضلك|فضلا|رجاء|رجاءا|بليز|ممكن|ممكن انك|هل يمكنك|هل تستطيع|هل ممكن|يمكنك|تقدر|بتقدر|' +
  'عايز|عاوز|عايزه|عاوزه|اريد|اريدك ان|اريد ان|ابغي|ابغاك|ابيك|ابي|بدي|بدي ياك|ودي|حابب|يا ريت|ياريت|طيب|يلا|يالله) )+';

/**
 * Cheap pre-checks: a rule runs only when the folded text holds one of its key letters
 * sequences, so an ordinary question costs a few substring scans instead of every rule.
 */
export const ANCHORS = {
  summarize:
    'su|sm|tl|recap|rundown|overview|gist|synopsis|brief|key|main|important|short|condense|boil|bullet|notes|big|لخص|ملخص|تلخيص|اختصر|اختصار|خلاص|خلص|النقاط|الافكار|اهم|ابرز',
  quiz: 'qu|qi|kwiz|test|exam|drill|check|ask|question|qs|mcq|exercise|problem|flash|card|practice|review|revision|اختبر|اختبار|امتحن|امتحان|اسال|سال|اسئل|اسيل|سوال|سول|اساله|prepare|mock|كويز|كوز|تمرين|تمارين|مسائل',
  explain:
    'xpl|xpal|xpla|expa|defin|def|mean|break|describ|clarif|elaborat|tell|teach|talk|understand|get|فاهم|اشرح|شرح|وضح|فسر|عرف|تعريف|فهم|معني|مفهوم|المقصود|المراد|يعني|تعني|نعني|نقصد|حدثني|كلمني|احكي|قولي|قل لي|علمني|افهم|اعرف',
  page: 'page|pg|p |slide|sheet|صفح|ص |شريح|سلايد|ورق',
};
