// Lines that set a task instead of teaching something: a worksheet's prompts ("Calculate the
// current in ...", "Find the combined resistance of ...", "احسب ...", "علل: ..."), its answer key
// ("Answers: 1) 0.5 A ...", "ج: لأنه ...") and the given data between them ("A torch bulb draws
// 0.5 A from a 3 V battery."). Blanked in a quiz they ask the student to fill in a question, and
// quoted first in an explanation they explain nothing: both requests leave them out.
import { foldWord } from './request-words.js';

/** Numbering before a prompt: "1.", "2)", "(b)", "١.", "أ)". */
const NUMBERING = /^(?:\(?[\p{N}]{1,2}[.)-]|\(?[a-h][.)]|\(?[أبجده][.)-])\s*/u;

/** Verbs (folded, lower case) that open a task set to the student. */
const TASK_VERBS = new Set(
  (
    'calculate find determine state explain describe sketch label complete fill choose ' +
    'identify suggest compare predict estimate evaluate justify outline discuss define give ' +
    'write prove solve convert rearrange tick underline classify ' +
    'احسب اوجد اذكر علل وضح اشرح ارسم قارن استنتج حدد اكمل اختر صنف فسر اكتب عرف انقل رتب ' +
    'استخرج ناقش برهن اثبت'
  ).split(' '),
);
/**
 * Words that set a task only in a numbered line: otherwise they are as often a noun opening a
 * statement ("Work is done when ...", "عدد البروتونات يساوي ...", "بين الخلايا ...").
 */
const NUMBERED_TASK_VERBS = new Set(
  'work use name list show draw plot match sort circle عدد بين صف حل جد ضع'.split(' '),
);
/** Words after which an opening verb-like word is a noun: "Work is ...", "Use of ...". */
const NOUN_NEXT = new Set('is are was were has have can will of s'.split(' '));

/** An answer key's label: "Answer:", "Answers -", "Ans.", "ج:", "الإجابة:", "الحل:". */
const ANSWER_KEY =
  /^(?:answers?|ans|solutions?|key|ج|جـ|جواب|الجواب|الاجابه|الإجابة|الاجابة|الحل|حل)\s*[:：.\-–]/iu;

/** The line sets a task or gives its answer (numbering and bullets already removed or not). */
export function isExercisePrompt(text: string): boolean {
  const trimmed = text.trim();
  const line = trimmed.replace(NUMBERING, '');
  if (ANSWER_KEY.test(line)) return true;
  const [first = '', next = ''] = line.split(/\s+/u).map((w) => foldWord(w).toLowerCase());
  if (NOUN_NEXT.has(next)) return false;
  return TASK_VERBS.has(first) || (line !== trimmed && NUMBERED_TASK_VERBS.has(first));
}

/** A question the line asks: it ends with "?" or "؟". */
export const isQuestionLine = (text: string): boolean => /[?؟]["'”»)\]]*\s*$/u.test(text);

/** Share of a chunk's lines that set tasks from which the whole chunk reads as a worksheet. */
const WORKSHEET_SHARE = 0.4;
const WORKSHEET_MIN_TASKS = 2;

/**
 * Whether the lines (a chunk's sentences, headings left out) are a worksheet: enough of them set
 * tasks or ask questions that the statements among them are the tasks' given data.
 */
export function isWorksheet(all: readonly string[]): boolean {
  // Numbering the splitter cut off ("1.") is no line of its own.
  const lines = all.filter((l) => l.split(/\s+/u).length >= 3);
  const tasks = lines.filter((l) => isExercisePrompt(l) || isQuestionLine(l)).length;
  return tasks >= WORKSHEET_MIN_TASKS && tasks >= WORKSHEET_SHARE * lines.length;
}
