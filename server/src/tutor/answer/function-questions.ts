// Questions that ask what something is for: "ما وظيفة جهاز الدوران", "ما فائدة الخملات",
// "what is the function / use / purpose / role of X", "why is X important". The frame word
// (وظيفة، فائدة، دور، أهمية، function, purpose ...) names the kind of answer, not its subject,
// and notes seldom repeat it: they say "وظيفته الأساسية نقل ..." (another form), "الصمامات تمنع
// رجوع الدم", "chloroplasts absorb light so that ...". Counted as a word no file holds, the frame
// word became the question's key word and the gate (coverage-gate.ts) declined. Made an everyday
// word instead, "what is the use of a resistor" would be answered by "a resistor is a component
// found in most circuits" (decision 012's concern). So the frame word stays a word of the
// question, and a passage holds it when one of its sentences that names the question's subject
// says what that thing does: the frame word in any form, or a verb of doing or a purpose phrase.
import { analyze } from '../../search/analyzer/analyzer.js';
import type { WeightedTerm } from './question-terms.js';

// Folded like the analyzer's light forms; matched as the start of a word so attached pronouns
// and articles ("وظيفته", "فوائدها", "ووظيفة", "بأهمية") are covered.
// "دور" alone, with its article or with a pronoun: "الدورة الدموية" and "الدوري" are no role
// (folded, "الدورة" is "الدوره": an article and a pronoun never go together).
const ARABIC_FRAME_WORD =
  '(?:(?:[وفبل]|ال|وال|بال|لل)?(?:وظيف|وظائف|وظايف|فائد|فوائد|فايد|فوايد|أهمي|اهمي)\\p{L}*|(?:ال|وال|بال|لل)(?:دور|أدوار|ادوار|غرض|أغراض|اغراض)|[وفبل]?(?:دور|أدوار|ادوار|غرض|أغراض|اغراض)(?:ه|ها|هم|هما)?)';
const ARABIC_FRAME = new RegExp(`(?:^|[\\s،,:؛(])${ARABIC_FRAME_WORD}(?=$|[\\s،,:؛.)؟?])`, 'u');
const ARABIC_FRAME_QUESTION = new RegExp(
  `(?:^|[\\s،,:؛(])(?:ما|وما|ماهي|ماهو|ما\\s+هي|ما\\s+هو|شو|ايش|إيش|وش|اذكر|أذكر|وضح|بين|اشرح|عدد|عدّد)\\s+${ARABIC_FRAME_WORD}(?=$|[\\s،,:؛.)؟?])`,
  'u',
);
// The frame word opening the question, the question word after its subject or left out, as
// spoken questions put it: "وظيفة الساق شو هي", "فوائد الماء".
const ARABIC_FRAME_FIRST = new RegExp(`^\\s*${ARABIC_FRAME_WORD}\\s+\\p{L}`, 'u');
const ARABIC_FRAME_SURFACE = new RegExp(`^${ARABIC_FRAME_WORD}$`, 'u');
// Asked with a question word before it: "who played the role of Batman", "قام بدور مهند" ask
// no function.
const ENGLISH_FRAME =
  /\b(?:what|what's|whats|which|explain|describe|state|give|list|name)\s+(?:(?:is|are|was|were)\s+)?(?:(?:the|a|an|its|their|some|two|three)\s+)?(?:(?:main|major|basic|primary|chief)\s+)?(?:function|functions|use|uses|purpose|purposes|role|roles|job|jobs|importance|benefit|benefits|advantage|advantages)\s+(?:of|for)\b/iu;
// A student's short form: the subject and the frame word alone ("mitochondria function?",
// "nucleus job", "role of ribosomes?"), with no question word before it. Up to three words of
// subject, so a sentence using "use" as a verb ("how do plants use the glucose they make") is no
// such question.
const ENGLISH_SHORT_FRAME =
  /^\s*(?:(?:the|a|an)\s+)?(?:[\p{L}-]+(?:'s)?\s+){1,3}(?:main\s+)?(?:function|functions|purpose|role|job|jobs|uses)\s*[?؟.!]*\s*$|^\s*(?:(?:the|main)\s+)?(?:function|functions|purpose|role|job|uses)\s+of\s+(?:[\p{L}-]+\s*){1,3}[?؟.!]*\s*$/iu;
const ENGLISH_WHY_IMPORTANT =
  /\bwhy\s+(?:is|are|was|were)\b.*\b(?:important|useful|needed|necessary|essential)\b/iu;
const ARABIC_WHY_IMPORTANT =
  /(?:^|\s)(?:لماذا|ليش|ليه|لم)\s.*(?:مهم|مهمة|مهمه|ضروري|ضرورية|مفيد|مفيدة)(?:\s|$|[؟?])/u;

/** The question asks what something does, is for, or why it matters. */
export function asksWhatFor(question: string): boolean {
  return (
    ENGLISH_FRAME.test(question) ||
    ENGLISH_SHORT_FRAME.test(question) ||
    ENGLISH_WHY_IMPORTANT.test(question) ||
    ARABIC_WHY_IMPORTANT.test(question) ||
    ARABIC_FRAME_QUESTION.test(question) ||
    ARABIC_FRAME_FIRST.test(question)
  );
}

// The frame words themselves and what a sentence saying what something does is made of: the
// frame words, purpose phrases, and common verbs of doing in school science and technology.
// Not being, place or make-up verbs ("is found", "يقع", "يتكون"): they name, they do not tell
// what the thing does.
// English words by the analyzer's stems, so every inflection is covered. Arabic ones by their
// written form with a glued و / ف / ل and an attached pronoun: the light stemmer reads
// "الدوران" as "دور" and "يتكون" as "يتك", so stems would confuse them with "دور".
const ENGLISH_FRAME_WORDS = `
  function functions use uses purpose role job importance important benefit benefits advantage
  useful
`;
const ENGLISH_DOING_WORDS = `
  used helps help allow allows enable enables prevent prevents protect protects control controls
  carry carries transport transports keep keeps stop stops break breaks measure measures absorb
  absorbs produce produces increase increases reduce reduces store stores release releases pump
  pumps digest digests convert converts provide provides supply supplies support supports
  regulate regulates detect detects fight fights destroy destroys kill kills filter filters
  remove removes send sends responsible needed lets
`;
const ARABIC_DOING_WORDS = `
  نقل ينقل تنقل منع يمنع تمنع حماية يحمي تحمي زيادة يزيد تزيد يقلل تقلل يساعد تساعد ينظم تنظم
  تنظيم يتحكم تتحكم يضخ تضخ ضخ يفرز تفرز إفراز يمتص تمتص امتصاص يهضم تهضم يحول تحول
  تحويل ينتج تنتج إنتاج يخزن تخزن تخزين يقيس تقيس قياس يستخدم تستخدم يسمح تسمح يوفر توفر
  يحافظ تحافظ يدافع تدافع يطرد تطرد يحلل تحلل يكسر تكسر يقطع تقطع يحمل تحمل يمد تمد يدعم تدعم
  يستعمل تستعمل يفيد تفيد مهم مهمة مفيد مفيدة يثبت تثبت تثبيت يصنع تصنع صنع يرفع ترفع يزيل تزيل
  إزالة يبني تبني ينقي تنقي يقتل تقتل يعقم تعقم يسهل تسهل
`;
const ENGLISH_SIGNALS = analyze(`${ENGLISH_FRAME_WORDS}\n${ENGLISH_DOING_WORDS}`, ['eng']);
const SIGNAL_STEMS = new Set(ENGLISH_SIGNALS.map((t) => t.stem));
const FRAME_TOKENS = analyze(ENGLISH_FRAME_WORDS, ['eng']);
const FRAME_STEMS = new Set(FRAME_TOKENS.map((t) => t.stem));
const FRAME_LIGHTS = new Set(FRAME_TOKENS.map((t) => t.light));
const ARABIC_DOING = new RegExp(
  `(?:^|[\\s،,:؛(])(?:[وفل]|ال|وال)?(?:${ARABIC_DOING_WORDS.trim().split(/\s+/u).join('|')})(?:ه|ها|هم|هما|ان|ون|وا)?(?=$|[\\s،,:؛.)؟?])`,
  'u',
);
const PURPOSE_PHRASE =
  /\b(?:so\s+that|in\s+order\s+to|used\s+(?:to|for|in)|responsible\s+for|needed\s+(?:to|for))\b|(?:^|\s)(?:لكي|كي|من\s+أجل|من\s+اجل|بهدف)(?:\s|$)/iu;

/** A question word that names the frame ("وظيفة", "function", "أهمية"), not the subject. */
export function isFrameWord(term: { surface: string; stem: string; light: string }): boolean {
  if (/\p{Script=Arabic}/u.test(term.surface)) return ARABIC_FRAME_SURFACE.test(term.surface);
  return FRAME_STEMS.has(term.stem) || FRAME_LIGHTS.has(term.light);
}

/** The sentence says what something does or is for (its analyzed stems and light forms). */
export function statesWhatFor(sentence: {
  text: string;
  stems: readonly string[];
  lights: readonly string[];
}): boolean {
  return (
    sentence.stems.some((s) => SIGNAL_STEMS.has(s)) ||
    ARABIC_DOING.test(sentence.text) ||
    PURPOSE_PHRASE.test(sentence.text) ||
    ARABIC_FRAME.test(sentence.text) ||
    /\b(?:function|purpose|role|job|importan|benefi|advantag)/iu.test(sentence.text)
  );
}

/** A passage's sentence as the extractive tutor reads it (role and header for table rows). */
interface PassageSentence {
  text: string;
  stems: readonly string[];
  lights: readonly string[];
  index?: number;
  role?: string;
  header?: number;
}

/** A table column of uses or functions: "Use", "Function", "استخدامها", "الوظيفة", "فائدته". */
const USE_COLUMN =
  /(?:^|[\s|(])(?:uses?|used\s+for|functions?|purposes?|roles?|jobs?|applications?)(?=$|[\s|):])|(?:^|[\s|(])(?:ال)?(?:استخدام|وظيف|فائد|اهمي|أهمي)\p{L}*/iu;

/**
 * For a question asking what something is for, its frame words weigh as the subject words do
 * (by their document frequency), even the everyday "use" and "أهمية": the passage must then
 * say what the thing does (`passageSaysWhatFor`), or the question is not covered. Other
 * questions' terms are returned as they are.
 */
export function weighFrameWords<T extends WeightedTerm>(
  terms: readonly T[],
  question: string,
  weightOf: (df: number) => number,
): { terms: T[]; frame: ReadonlySet<T> } {
  if (!asksWhatFor(question)) return { terms: [...terms], frame: new Set() };
  const frame = new Set<T>();
  const out = terms.map((t) => {
    if (!isFrameWord(t)) return t;
    const weighed = { ...t, general: false, weight: weightOf(t.df) };
    frame.add(weighed);
    return weighed;
  });
  return { terms: out, frame };
}

/**
 * A sentence of the passage names one of the question's subject words (itself or the sentence
 * before it) and says what it does.
 * `subject`: the question's words that are neither frame nor everyday words.
 */
export function passageSaysWhatFor(
  sentences: readonly PassageSentence[],
  subject: readonly { stem: string; light: string }[],
): boolean {
  const names = (s: { stems: readonly string[]; lights: readonly string[] } | undefined) =>
    s !== undefined && subject.some((t) => s.stems.includes(t.stem) || s.lights.includes(t.light));
  // A table's row about the subject under a column of uses ("الأداة | استخدامها | مثال"): the
  // row's cell is what it is for, in words of no particular form ("الكشف عن الأحماض والقواعد").
  const underUseColumn = (s: PassageSentence) => {
    if (s.role !== 'row' || s.header === undefined || s.header < 0) return false;
    const { header } = s;
    // The header line, or the line under it when a caption over the table was read as the header
    // ("جدول أدوات المختبر" over "الأداة | استخدامها | مثال").
    return sentences.some(
      (h) =>
        h.index !== undefined &&
        h.index >= header &&
        h.index <= header + 1 &&
        h.index < s.index! &&
        (USE_COLUMN.test(h.text) || statesWhatFor(h)),
    );
  };
  // "جهاز الدوران: يتكون من ... . وظيفته الأساسية نقل ...": the next sentence may name it by a
  // pronoun.
  return sentences.some(
    (s, i) =>
      (names(s) || names(sentences[i - 1])) &&
      (statesWhatFor(s) || (names(s) && (underUseColumn(s) || labelDoes(s.text, names)))),
  );
}

// A slide's labelled line whose text after the label opens with an Arabic present-tense verb:
// "لسان المزمار: يغلق الحنجرة عند البلع" says what the part does in a verb no list of doing
// verbs can hold all of (decision 121). Only a verb with the imperfect's ي or ت: a noun after
// the label ("القصبة الهوائية: حلقات غضروفية") tells what it is made of, and a verbal noun in ة
// ("تدفئة") may be either. Not "يتكون/يوجد/يقع" (make-up and place, not doing).
const LABELLED_VERB =
  /^(?<label>[^:：]{2,60})[:：]\s*(?:و)?(?<verb>[يت](?!تكون|وجد|قع|سمى|طلق)\p{Script=Arabic}{2,}(?<!ة|ه))(?=\s|$)/u;

function labelDoes(
  text: string,
  names: (s: { stems: readonly string[]; lights: readonly string[] }) => boolean,
): boolean {
  // Slide bullets read as one sentence: each bullet is its own labelled line.
  return text.split(/[•▪◦\n]/u).some((bullet) => {
    const m = LABELLED_VERB.exec(bullet.trim());
    if (!m) return false;
    const label = analyze(m.groups!.label!, ['ara', 'eng']);
    return names({ stems: label.map((t) => t.stem), lights: label.map((t) => t.light) });
  });
}
