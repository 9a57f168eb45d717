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
 * The marks a worksheet gives a task: "(2 marks)", "[1 mark]", "(درجتان)", "(٣ درجات)",
 * "(علامة واحدة)". Lesson prose never scores itself, so a line carrying them is a task whatever
 * its first word ("Name the two ... (2 marks)" even when the splitter lost its number).
 */
const MARKS =
  /[([]\s*(?:\p{Nd}{1,2}|one|two|three|four|five)\s*marks?\s*[)\]]|[([]\s*(?:\p{Nd}{1,2}\s*)?(?:درجة|درجه|درجتان|درجتين|درجات|علامة|علامه|علامتان|علامتين|علامات)(?:\s+واحدة|\s+واحده)?\s*[)\]]/iu;
/** A bare mark in square brackets after a task ("List three types of cloud. [3]"). */
const BARE_MARK = /\[\s*\p{Nd}{1,2}\s*\]\s*$/u;

/** A list marker right before a sentence inside its line ("... (1 mark) 4. Name the ..."). */
const MARKER_BEFORE = /(?:^|\s)(?:\p{Nd}{1,2}|[a-h]|[\u0621-\u064a])\s*[).]\s*$/iu;
/** A line of marks on its own, opening the sentence after a task ("(2 marks)", "(درجتان)"). */
const MARKS_FIRST = new RegExp(`^\\s*(?:${MARKS.source})`, 'iu');

/**
 * The sentence is an exercise's question or task, not lesson text. `line` is the line it opens
 * or stands in (the sentence splitter leaves a list marker out of its sentence), `next` the
 * sentence after it: a worksheet's marks for the task may stand there ("(2 marks)").
 */
export function isExerciseLine(sentence: string, line?: string, next?: string): boolean {
  const text = sentence.trim();
  if (ANSWER_ON_LINE.test(line ?? text)) return false;
  if (QUESTION_END.test(text) || MARKS.test(text)) return true;
  const unbulleted = text.replace(BULLET, '');
  const lineText = (line ?? text).trim().replace(BULLET, '');
  // Several items may share a line ("... (1 mark) 4. Name the two ..."): the marker stands
  // right before the sentence, wherever it is in the line.
  const at = lineText.indexOf(unbulleted);
  const numbered =
    MARKER.test(unbulleted) || (at >= 0 && MARKER_BEFORE.test(lineText.slice(0, at)));
  const first = foldText(unbulleted.replace(MARKER, '')).split(/[\s,:،]+/u)[0] ?? '';
  const task = ALWAYS_TASKS.has(first) || NUMBERED_TASKS.has(first);
  if (task && next !== undefined && MARKS_FIRST.test(next)) return true;
  return (
    ALWAYS_TASKS.has(first) ||
    (numbered && NUMBERED_TASKS.has(first)) ||
    (task && BARE_MARK.test(text))
  );
}
