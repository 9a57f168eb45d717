// How a question with an attached image is asked (issue 7 §6). The text read from the image
// helps and never hurts: OCR text joined to a typed question dilutes it (a worksheet holds many
// words the student did not ask about), so a typed question is tried alone first and the image
// text only when that finds nothing. A short deictic question ("what is this?", "solve question
// 1", "ما هذا؟", "حل السؤال الأول") carries no topic of its own: the image text (or the named
// question in it) is the query. The reply then says briefly what was read from the image.
import { foldText } from '@edubot/common';
import { classifyIntent } from './intents/classify-intent.js';
import type { Intent } from './intents/intent.js';
import { numberOf } from './intents/request-numbers.js';
import { EN_ORDINAL } from './colloquial/number-words.js';
import { analyze } from '../search/analyzer/analyzer.js';
import type { QuestionLanguage } from './question-language.js';
import { beforeNextLabel, countedQuestion } from './photo-question-parts.js';

export interface QuestionAttempt {
  query: string;
  /** The image text this attempt used (quoted back to the student), or null. */
  imageText: string | null;
}

/** Words that point at the image or ask to act on it, not at a topic (folded, light forms). */
const POINTING = new Set(
  [
    // English
    'this',
    'these',
    'that',
    'those',
    'it',
    'here',
    'picture',
    'image',
    'photo',
    'pic',
    'screenshot',
    'page',
    'worksheet',
    'sheet',
    'question',
    'questions',
    'exercise',
    'problem',
    'task',
    'number',
    'no',
    'q',
    'word',
    'words',
    'text',
    'diagram',
    'figure',
    'solve',
    'answer',
    'explain',
    'translate',
    'read',
    'help',
    'mean',
    'means',
    'meaning',
    'say',
    'says',
    'tell',
    'me',
    'please',
    'show',
    'shown',
    'written',
    // "the first question", "solve the tenth".
    ...EN_ORDINAL.slice(1, 11),
    'last',
    'whats',
    'answers',
    'key',
    'solution',
    'solutions',
    'one',
    'u',
    'do',
    'correct',
    // Arabic (light forms: article and common prefixes off)
    'هذا',
    'هذه',
    'ذلك',
    'تلك',
    'هذي',
    'هنا',
    'صور',
    'صوره',
    'سؤال',
    'اسيل',
    'اسئله',
    'تمرين',
    'مسال',
    'مساله',
    'صفح',
    'صفحه',
    'ورق',
    'ورقه',
    'كلم',
    'كلمه',
    'نص',
    'رقم',
    'حل',
    'حلي',
    'اجب',
    'جاوب',
    'اشرح',
    'اشرحي',
    'شرح',
    'فسر',
    'ترجم',
    'اقرا',
    'ساعد',
    'ساعدني',
    'معني',
    'يعني',
    'تعني',
    'مكتوب',
    'لو',
    'سمحت',
    'من',
    'فضلك',
    'اول',
    'اولي',
    'ثاني',
    'ثانيه',
    'ثالث',
    'ثالثه',
    'رابع',
    'رابعه',
    'خامس',
    'خامسه',
    'سادس',
    'سابع',
    'ثامن',
    'تاسع',
    'عاشر',
    'اخير',
    // Spoken question words and pointers ("شو جواب السؤال الثالث", "ايش هذا", "شو هاد")
    'شو',
    'وش',
    'ايش',
    'شنو',
    'اش',
    'هاد',
    'هادا',
    'هاي',
    'هيدا',
    'هاذا',
    // Asking for the answer or the solution ("ما الإجابة عن السؤال الثاني", "كيف احل هذا")
    'جواب',
    'اجابه',
    'احل',
    'حلها',
    'حله',
  ].map((w) => foldText(w)),
);

/** "first", "الأول", "ثانية", "three": the number a question word names (request-numbers.ts). */
function ordinalValue(word: string): number | undefined {
  const bare = word.replace(/^ال/u, '');
  return numberOf(bare) ?? numberOf(`ال${bare}`);
}

const QUESTION_WORD = String.raw`(?:q|question|exercise|problem|task|no\.?|number|#|س|سؤال|السؤال|تمرين|التمرين|مساله|المساله)`;
const ARABIC_ARTICLE = /^(?:[وفبكل]?ال|لل)/u;
/** "me" / "for me" attached to an Arabic imperative: جاوب-ني، حل-لي، اشرح-يلي. */
const OBJECT_SUFFIX = /(?:يني|ني|يلي|لي|هالي|ها)$/u;

/**
 * When the typed text only points at the image ("what is this?", "حل السؤال الأول", "explain
 * photosynthesis in this picture"): its topic words (often none); null for a real question.
 */
export function deicticTopic(typed: string): string[] | null {
  const folded = foldText(typed);
  const tokens = analyze(folded, ['ara', 'eng']);
  const topical = tokens.filter((t) => {
    // A number or a question's label ("q2", "ex3") names a part of the image, not a topic.
    if (/^(?:q|ex|no|س)?\d+$/u.test(t.surface)) return false;
    const bare = t.surface.replace(ARABIC_ARTICLE, '');
    // "جاوبني", "حللي", "اشرحيلي": a pointing verb with "me" / "for me" attached.
    const verb = t.surface.replace(OBJECT_SUFFIX, '');
    return (
      !POINTING.has(t.surface) &&
      !POINTING.has(bare) &&
      !POINTING.has(t.light) &&
      !(verb.length >= 2 && verb !== t.surface && POINTING.has(verb))
    );
  });
  // Everything was a pointer or a function word ("what is this", "ما هذا"): deictic. One topic
  // word with a pointer ("explain this diagram") still is; two topic words are a real question.
  if (topical.length === 0) return [];
  const points =
    tokens.length > topical.length || /\b(?:this|these|that|it)\b|هذا|هذه|ذلك|تلك/u.test(folded);
  return topical.length === 1 && points && tokens.length <= 4 ? [topical[0]!.surface] : null;
}

/**
 * The typed words that can tell the reply's language: none when the student typed only a
 * question's label or number ("q2", "3?", "س٢"), whose language the photo's text then decides.
 */
export function typedLanguageText(typed: string): string {
  const words = typed.replace(
    /(?:^|\s)(?:q|ex|no\.?|#|س)?[\d\u0660-\u0669]+(?=\s|$|[?؟.!,،])/giu,
    ' ',
  );
  return /\p{L}/u.test(words) ? typed.trim() : '';
}

export function isDeicticQuestion(typed: string): boolean {
  return deicticTopic(typed) !== null;
}

/** Words that only point at the image, with no topic of their own ("solve question 1", "ما هذا؟"). */
export function pointsOnlyAtImage(typed: string): boolean {
  return deicticTopic(typed)?.length === 0;
}

/** The question number a student names ("question 2", "Q3", "السؤال الأول", "س ٢"), or null. */
export function namedQuestionNumber(typed: string): number | null {
  const folded = foldText(typed);
  const numbered = new RegExp(`${QUESTION_WORD}\\s*(?:رقم\\s*)?(\\d{1,2})\\b`, 'iu').exec(folded);
  if (numbered) return Number(numbered[1]);
  const ordinal = new RegExp(
    `(?:${QUESTION_WORD})\\s+(?:ال)?(\\p{L}+)|(\\p{L}+)\\s+(?:question|exercise|problem|task)`,
    'iu',
  ).exec(folded);
  return ordinalValue(ordinal?.[1] ?? ordinal?.[2] ?? '') ?? null;
}

/** A line that starts question `n` (or any question when n is null): "1.", "2)", "Q3:", "س4-", "السؤال الأول". */
function startsQuestion(line: string, n: number | null): boolean {
  const folded = foldText(line).trim();
  const num = n === null ? String.raw`\d{1,2}` : String(n);
  if (new RegExp(`^(?:${QUESTION_WORD}\\s*)?${num}\\s*[).:\\-–]`, 'iu').test(folded)) return true;
  if (new RegExp(`^${QUESTION_WORD}\\s*${num}\\b`, 'iu').test(folded)) return true;
  const ordinal = new RegExp(`^${QUESTION_WORD}\\s+(?:ال)?(\\p{L}+)`, 'iu').exec(folded);
  if (!ordinal) return false;
  const value = ordinalValue(ordinal[1]!);
  return value !== undefined && (n === null || value === n);
}

/** The lines of question `n` in the image text (up to the next question), or null. */
export function questionInImage(imageText: string, n: number): string | null {
  const lines = imageText.split('\n');
  const start = lines.findIndex((l) => startsQuestion(l, n));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && !startsQuestion(lines[end]!, null)) end++;
  const text = lines.slice(start, end).join('\n').trim();
  return text || null;
}

/**
 * Question `n` of the image text: from the line starting with its label up to the next one,
 * cut at a next label on the same line; else counted among labels that lost their digits or
 * among the sentences asked (photo-question-parts.ts).
 */
function numberedQuestion(imageText: string, n: number): string | null {
  const lines = questionInImage(imageText, n);
  return lines !== null ? beforeNextLabel(lines) : countedQuestion(imageText, n);
}

/** A token with one letter and no digit ('ل"', "ا", "a."): a speck the reader took for a letter. */
const SPECK = (token: string): boolean =>
  (token.match(/\p{L}/gu)?.length ?? 0) <= 1 && !/\p{N}/u.test(token);
/** A worksheet question's label at a line's start ("Q1.", "2)", "س١:"), not a decimal ("3.14"). */
const LABEL = new RegExp(
  `^\\s*(?:${QUESTION_WORD}\\s*)?[\\d\\u0660-\\u0669]{1,2}\\s*[).:\\-–](?![\\d\\u0660-\\u0669])\\s*`,
  'iu',
);
const ENDS_SENTENCE = /[?؟.!:]["'”»)]*$/u;

/**
 * OCR text without its debris: tokens with no letter or digit, specks after the end of a line's
 * sentence ("ما وظيفة خلايا الدم البيضاء؟ ل\" ا": the page's edge read as letters, which made the
 * question find another passage), and lines left with no letter.
 */
export function cleanImageText(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const tokens = line.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token));
      // Specks before a question's label: the page's edge read as letters ("i Q4. What is ...").
      let start = 0;
      while (start < tokens.length - 1 && SPECK(tokens[start]!)) start++;
      if (start > 0 && LABEL.test(tokens.slice(start).join(' '))) tokens.splice(0, start);
      let end = tokens.length;
      while (end > 0 && SPECK(tokens[end - 1]!)) end--;
      const afterSentence = end > 0 && end < tokens.length && ENDS_SENTENCE.test(tokens[end - 1]!);
      const kept = afterSentence ? tokens.slice(0, end) : tokens;
      return withLabelInFront(kept).join(' ');
    })
    .filter((line) => /\p{L}/u.test(line))
    .join('\n');
}

/** "1." read at the end of an English line as ".1" (the line read right to left with Arabic). */
const REVERSED_LABEL = /^[).:]([\d\u0660-\u0669]{1,2})$/u;

/** An English question whose label the Arabic reading put last, read with its label first. */
function withLabelInFront(tokens: string[]): string[] {
  const last = REVERSED_LABEL.exec(tokens.at(-1) ?? '');
  if (!last || tokens.length < 3 || !ENDS_SENTENCE.test(tokens.at(-2)!.replace(/\p{Cf}/gu, '')))
    return tokens;
  return [`${last[1]}.`, ...tokens.slice(0, -1)];
}

/**
 * Worksheet questions without their labels, on every line: a label ("Q4" is searched as a word
 * no file holds) only adds noise to search and made a photographed question decline.
 */
function withoutLabel(part: string): string {
  return part
    .split('\n')
    .map((line) => withoutOrdinalLabel(line.replace(LABEL, '')))
    .join('\n');
}

/** A label in words ("السؤال الأول:", "Question two -"): "first" would be asked as a word. */
const ORDINAL_LABEL = new RegExp(`^\\s*${QUESTION_WORD}\\s+(\\p{L}+)\\s*[).:\\-–]\\s*`, 'iu');

function withoutOrdinalLabel(line: string): string {
  const label = ORDINAL_LABEL.exec(foldText(line));
  if (!label || ordinalValue(label[1]!) === undefined) return line;
  // The folded label is as long as the written one unless it held marks: cut at the written ':'.
  const written = ORDINAL_LABEL.exec(line);
  return written ? line.slice(written[0].length) : line;
}

const POINTER = /\b(?:this|these|that|it)\b|هذا|هذه|ذلك|تلك/iu;
const SHORT_IMAGE_WORDS = 4;

/** What to ask, in order: the first attempt that finds an answer is used. */
export function planImageQuestion(typed: string, imageText: string): QuestionAttempt[] {
  // A question copied from a worksheet with its label ("Q4. What is the job of ...").
  const question = withoutLabel(typed.trim());
  const image = cleanImageText(imageText).trim();
  if (!image) return question ? [{ query: question, imageText: null }] : [];
  if (!question) return [{ query: withoutLabel(image), imageText: image }];
  const topic = deicticTopic(question);
  if (topic) {
    const n = namedQuestionNumber(question);
    const part = (n === null ? null : numberedQuestion(image, n)) ?? image;
    // A word or two read from the image takes the pointer's place: "what is this?" + "Stomata"
    // is asked as "what is Stomata?", so the question keeps its kind (what is / explain / ...).
    if (n === null && part.split(/\s+/u).length <= SHORT_IMAGE_WORDS && POINTER.test(question))
      return [{ query: question.replace(POINTER, part.replace(/\s+/gu, ' ')), imageText: part }];
    return [{ query: [...topic, withoutLabel(part)].join('\n'), imageText: part }];
  }
  return [
    { query: question, imageText: null },
    { query: `${question}\n${withoutLabel(image)}`, imageText: image },
  ];
}

/**
 * "quiz me on this", "لخص هذا", "اختبرني" with a photo of a heading or a term ("Limiting
 * factors", "الدوائر الكهربائية"): a quiz or summary whose topic is what the photo says. Only a
 * short text (a title, a word or two) names a topic; a photographed worksheet is no topic, and
 * such a message is asked like any question with a photo. Explanations ("explain this") are
 * questions about the photo already (planImageQuestion). Null: not such a request.
 */
export function studyRequestOnImage(
  typed: string,
  imageText: string,
): { intent: Intent; imageText: string } | null {
  const image = cleanImageText(imageText).replace(/\s+/gu, ' ').trim();
  if (!typed.trim() || !image || image.split(' ').length > SHORT_IMAGE_WORDS) return null;
  const intent = classifyIntent(typed);
  if (intent.kind !== 'quiz' && intent.kind !== 'summarize') return null;
  // The request names no topic, page or file of its own: the photo is what it is about.
  if (intent.subject || intent.page !== undefined || intent.thisFile) return null;
  return { intent: { ...intent, subject: withoutLabel(image) }, imageText: image };
}

const READ_FROM_IMAGE: Record<QuestionLanguage, string> = {
  ar: 'قرأت من صورتك: «{text}»',
  en: 'From your image I read: “{text}”',
  fr: 'Dans ton image, j’ai lu : « {text} »',
  de: 'Aus deinem Bild habe ich gelesen: „{text}“',
};

const NOTE_CHARS = 120;

/** One line telling the student what was read from the image (shortened, on one line). */
export function imageNote(language: QuestionLanguage, imageText: string): string {
  const flat = imageText.replace(/\s+/gu, ' ').trim();
  let shown = flat;
  if (flat.length > NOTE_CHARS) {
    const cut = flat.lastIndexOf(' ', NOTE_CHARS);
    shown = `${flat.slice(0, cut > NOTE_CHARS / 2 ? cut : NOTE_CHARS)}…`;
  }
  return READ_FROM_IMAGE[language].replace('{text}', shown);
}
