// A file named by its kind in either language: "لخص الصفحة الثالثة من الوحدة" on a bot whose
// file is "Unit3_Restless_Earth.pdf", "summarize the worksheet" when the file is
// "ورقة_عمل_الزلازل.pdf". Teachers name files in one language and students ask in the other,
// so a kind word (unit, chapter, lesson, worksheet, slides, glossary, summary) stands for the
// same kind's words in both. Only a kind that exactly one file has names a file.
import type { MaterialDocument } from '../../search/material-reader.js';
import { foldWord, withoutGluedPreposition } from './request-words.js';
import { NAME_SPLIT } from './resolve-document.js';

/** Each kind's words, English and Arabic, "|" between them; a word may be two ("ورقة عمل"). */
const KINDS: readonly string[] = [
  'unit|units|وحدة|الوحدة|وحده|وحدات',
  'chapter|chapters|ch|chap|فصل|الفصل|فصول',
  'lesson|lessons|درس|الدرس|دروس',
  'worksheet|worksheets|work sheet|exercise sheet|activity sheet|ورقة عمل|ورقة العمل|اوراق عمل|ورقة تمارين',
  'slides|slide|deck|presentation|powerpoint|ppt|عرض|العرض|عرض تقديمي|العرض التقديمي|شرائح|الشرائح',
  'glossary|vocabulary|key terms|keywords|word list|مسرد|المسرد|مسرد المصطلحات|المصطلحات|قاموس',
  'summary|summary notes|revision notes|notes|ملخص|الملخص|مذكرة|المذكرة|ملاحظات',
  'lecture|lectures|محاضرة|المحاضرة|محاضرات',
];

const fold = (word: string): string => foldWord(word).toLowerCase();
const SEQUENCES = KINDS.map((kind) => kind.split('|').map((w) => w.split(' ').map(fold)));
const KIND_WORDS = new Set(SEQUENCES.flat(2));

function holds(words: readonly string[], sequence: readonly string[]): boolean {
  for (let i = 0; i + sequence.length <= words.length; i++) {
    if (sequence.every((w, j) => words[i + j] === w)) return true;
  }
  return false;
}

/** The kinds (indexes into KINDS) a text's words say. */
function kindsOf(words: readonly string[]): Set<number> {
  const out = new Set<number>();
  SEQUENCES.forEach((sequences, kind) => {
    if (sequences.some((s) => holds(words, s))) out.add(kind);
  });
  return out;
}

/** Words around a kind that name nothing themselves ("the", "of", "من"). */
const JOINERS = new Set([
  'the',
  'a',
  'my',
  'our',
  'this',
  'that',
  'of',
  'in',
  'من',
  'في',
  'هذا',
  'هذه',
]);

/** Whether the subject is only kind words: "the unit", "ورقة العمل", not "the unit on volcanoes". */
const onlyKindWords = (words: readonly string[]): boolean =>
  words.length > 0 && words.every((w) => KIND_WORDS.has(w) || JOINERS.has(w));

const textWords = (text: string): string[] =>
  text
    .split(NAME_SPLIT)
    .filter(Boolean)
    .map((w) => withoutGluedPreposition(fold(w), KIND_WORDS));

/** Whether the word is a word for a kind of file (either language). */
export const isFileKindWord = (word: string): boolean =>
  KIND_WORDS.has(withoutGluedPreposition(fold(word), KIND_WORDS));

/**
 * The documents of the one file whose name says the kind the subject (nothing but kind words)
 * says ("الوحدة" ->
 * Unit3_Restless_Earth.pdf), or null when no kind is said, or none or several files have it.
 */
export function documentsOfKind(
  subject: string,
  documents: readonly MaterialDocument[],
): MaterialDocument[] | null {
  const words = textWords(subject);
  // A topic beside the kind ("the unit on volcanoes") is searched as a topic, not a whole file.
  if (!onlyKindWords(words)) return null;
  const said = kindsOf(words);
  if (said.size === 0) return null;
  const matching = documents.filter((d) =>
    [...kindsOf(textWords(d.filename))].some((k) => said.has(k)),
  );
  return new Set(matching.map((d) => d.fileId)).size === 1 ? matching : null;
}
