// An exercise's line is never an answer (issue 7 §2): a worksheet's "2. How does a catalyst make
// a reaction faster?" or "اذكر وحدة قياس المقاومة" repeats the student's words and answers
// nothing. It is a question (ends with a question mark) or a task: a line opening with a verb
// that asks the reader for knowledge ("Explain why ...", "اشرح ..."), or a numbered item opening
// with one of the commoner task verbs ("3. Name a catalyst ...", "ب) اذكر ..."). Verbs that also
// open lesson prose as nouns ("List comprehension", "State symbols", "Name:") count only after a
// number; "Write" / "Calculate" / "اكتب" are left out: worked sheets put the solution on the same
// line ("13)Write z=ones(3,3) ... >>z(1,1)=5").
import { foldText } from '@edubot/common';

const QUESTION_END = /[?؟]["'”»)\]]*$/u;
/**
 * A worked sheet gives the answer on the question's own line ("What is the largest number one
 * byte can hold? (Answer: 255)", "كم بت في البايت؟ الإجابة: ٨"): that line answers its question.
 */
const ANSWER_ON_LINE =
  /(?:^|[\s([])(?:answers?|ans|solution|الإجابة|الاجابة|الجواب|الحل)\s*[:：=-]/iu;
/** A list marker: "2.", "3)", "(b)", "b)", "ب)", "Q4", "س٢:". */
const MARKER =
  /^(?:\(?(?:\p{Nd}{1,2}|[a-h]|[ivx]{1,4}|[\u0621-\u064a])\s*[).:-]|q\s*\p{Nd}{1,2}\s*[.):-]?|س\s*\p{Nd}{1,2}\s*[.):-]?)\s*/iu;
const BULLET = /^[•▪◦●○■□➢➤►▸✓✔\-–*·]\s*/u;
/** Task verbs that never open lesson prose (folded: no hamza, ta marbuta as ha). */
const ALWAYS_TASKS = new Set(
  (
    'explain describe define suggest compare outline evaluate justify discuss distinguish ' +
    'اذكر اشرح علل'
  ).split(' '),
);
/**
 * Task verbs that are also nouns or past tenses in lesson text ("State symbols", "عدد الكواكب",
 * "عرف الإنسان النار", "بين عامي"): tasks only after a number.
 */
const NUMBERED_TASKS = new Set(
  'name state list give identify predict وضح عرف قارن فسر بين صف عدد ناقش استنتج ميز'.split(' '),
);

/**
 * The sentence is an exercise's question or task, not lesson text. `line` is the line it opens,
 * when it opens one: the sentence splitter leaves the line's list marker ("3.") out.
 */
export function isExerciseLine(sentence: string, line?: string): boolean {
  const text = sentence.trim();
  if (ANSWER_ON_LINE.test(line ?? text)) return false;
  if (QUESTION_END.test(text)) return true;
  const unbulleted = text.replace(BULLET, '');
  const lineStart = (line ?? text).trim().replace(BULLET, '');
  const numbered =
    MARKER.test(unbulleted) ||
    (MARKER.test(lineStart) && lineStart.replace(MARKER, '').startsWith(unbulleted));
  const first = foldText(unbulleted.replace(MARKER, '')).split(/[\s,:،]+/u)[0] ?? '';
  return ALWAYS_TASKS.has(first) || (numbered && NUMBERED_TASKS.has(first));
}
