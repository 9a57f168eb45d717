// Lines of a lesson that are never an answer a student can use (issue 7 §1-3): a list of the
// lesson's key words ("Key words: crust, mantle, core", "المفاهيم الرئيسة: الهضم، البلعة"), the
// words under a "Vocabulary" / "مصطلحات" slide title, and a worksheet's instruction to the
// student ("Read the table then answer the questions", "اقرأ الجدول الآتي ثم أجب عن الأسئلة").
// They name the lesson's terms without saying anything about them, so quoting one as an answer,
// an explanation, a summary point or a quiz sentence only looks like an answer.

/** The label of a list of terms, alone on its line or before a colon. */
const TERMS_LABEL =
  /^(?:key\s*(?:words?|terms?|concepts?|vocabulary)|keywords|vocabulary|new\s+words|words\s+to\s+know|glossary|terms?\s+to\s+know|(?:ال)?مفاهيم(?:\s+(?:ال)?(?:رئيس[ةه]|رئيسي[ةه]|اساسي[ةه]|أساسي[ةه]))?|(?:ال)?مصطلحات(?:\s+(?:ال)?(?:علمي[ةه]|رئيس[ةه]|رئيسي[ةه]|اساسي[ةه]|أساسي[ةه]))?|(?:ال)?مفردات(?:\s+(?:ال)?(?:جديد[ةه]|درس))?|(?:ال)?كلمات\s+(?:ال)?مفتاحي[ةه])$/iu;
const LABEL_SEPARATOR = /\s*[:：]\s*|\s+[-–—]\s+/u;
const ITEM_SEPARATOR = /\s*[,،;؛]\s*/u;
/** A term is a few words; a clause ("the crust is the outer layer") is more. */
const MAX_TERM_WORDS = 4;
const MIN_TERMS = 2;
const BULLET = /^(?:[•▪◦●○■□➢➤►▸✓✔\-–*·]\s*)+/u;

const bare = (line: string) =>
  line
    .replace(BULLET, '')
    .replace(/[.。]\s*$/u, '')
    .trim();

/** "Key words", "Vocabulary", "المفاهيم الرئيسة", "مصطلحات": the title of a list of terms. */
export const isTermsLabel = (line: string): boolean =>
  TERMS_LABEL.test(bare(line).replace(/\s*[:：]$/u, ''));

/** Only terms, comma-separated: "magma, lava, crater, vent", "المريء، المعدة، الكبد". */
function onlyTerms(list: string): boolean {
  const items = list.split(ITEM_SEPARATOR).filter((item) => item.length > 0);
  return (
    items.length >= MIN_TERMS &&
    items.every((item) => item.split(/\s+/u).length <= MAX_TERM_WORDS && !/[.!?؟]/u.test(item))
  );
}

/**
 * A list of the lesson's terms: "Key words: crust, mantle, …", "المفاهيم الرئيسة: الهضم، …", or
 * (with `previous`, the line above) only terms under a "Vocabulary" / "مصطلحات" title.
 */
export function isTermsList(line: string, previous?: string): boolean {
  const text = bare(line);
  const separator = LABEL_SEPARATOR.exec(text);
  if (separator && isTermsLabel(text.slice(0, separator.index)))
    return onlyTerms(text.slice(separator.index + separator[0].length));
  return previous !== undefined && isTermsLabel(previous) && onlyTerms(text);
}

/** "Read the text below then answer the questions", "اقرأ الجدول الآتي ثم أجب عن الأسئلة". */
const INSTRUCTION = [
  /^(?:read|look\s+at|study|examine|use)\s+(?:the\s+)?(?:following\s+)?(?:text|passage|table|diagram|figure|graph|chart|map|paragraph|information|data)s?\b.{0,40}\b(?:then|and)\s+answer\b/iu,
  /^answer\s+(?:the|all|these)\s+(?:following\s+)?questions\b/iu,
  /^(?:اقرأ|اقرا|ادرس|تأمل|تامل|لاحظ)\s+(?:ال)?(?:نص|جدول|شكل|فقر[ةه]|رسم|خريط[ةه]|بيانات)(?=\s|$).{0,40}(?:ثم|و)\s*(?:أجب|اجب)/u,
  /^(?:أجب|اجب)\s+عن\s+(?:ال)?أسئل[ةه]|^(?:أجب|اجب)\s+عن\s+(?:ال)?اسئل[ةه]/u,
];

/** An instruction to the student about the worksheet itself, not lesson content. */
export const isInstructionLine = (line: string): boolean => {
  const text = bare(line);
  return INSTRUCTION.some((pattern) => pattern.test(text));
};

/** A line that never stands as an answer's content (see the top of this file). */
export const isNotAnswerLine = (line: string, previous?: string): boolean =>
  isTermsList(line, previous) || isInstructionLine(line) || isTermsLabel(line);
