// Words a student uses for a file without naming it: "the forces SLIDES", "the enzymes NOTES",
// "لخص الصورة", "ملف الأحماض", "محاضرة حوكمة الأمن السيبراني". When the words left after them
// name no file, they still say the student means a file (or the bot's whole material), not a
// topic: without them "forces slides" was searched as a topic holding the word "slides" and
// declined.
import type { MaterialDocument } from '../../search/material-reader.js';
import { foldWord, withoutGluedPreposition } from './request-words.js';
import { resolveDocuments } from './resolve-document.js';

const WORDS = new Set(
  (
    'file files document documents doc docs notes note slides slide deck lecture lectures ' +
    'handout worksheet sheet pdf image picture photo scan presentation powerpoint ppt ' +
    'ملف الملف لملف للملف بملف ملفات الملفات المحاضره محاضره لمحاضره للمحاضره المحاضرات ' +
    'محاضرات الصوره صوره للصوره الشرائح شرائح العرض المذكره مذكره الورقه ورقه الدرس درس'
  )
    .split(' ')
    .map(foldWord),
);
const IMAGE_WORDS = new Set(['image', 'picture', 'photo', 'scan', 'الصوره', 'صوره', 'للصوره']);
const IMAGE_FILE = /\.(?:png|jpe?g|webp|gif|bmp|tiff?)$/iu;
/** Words that join the rest of a phrase ("the", "of", "من"): no file name or topic by themselves. */
const JOINERS = new Set('the a an of on for my our this that من في عن هذا هذه'.split(' '));

export interface DocumentWords {
  /** The subject without the words for "file" (and joiners left at its edges). */
  rest: string;
  /** Whether the subject held such a word. */
  saidFile: boolean;
  /** Whether it said "the image / الصورة". */
  saidImage: boolean;
}

export function documentWords(subject: string): DocumentWords {
  const words = subject.split(/\s+/u).filter(Boolean);
  const folded = words.map((w) => withoutGluedPreposition(foldWord(w).toLowerCase(), WORDS));
  const kept = words.filter((_, i) => !WORDS.has(folded[i]!));
  while (kept.length > 0 && JOINERS.has(foldWord(kept[0]!).toLowerCase())) kept.shift();
  while (kept.length > 0 && JOINERS.has(foldWord(kept[kept.length - 1]!).toLowerCase())) kept.pop();
  return {
    rest: kept.join(' '),
    saidFile: kept.length < words.length,
    saidImage: folded.some((w) => IMAGE_WORDS.has(w)),
  };
}

export const isImageFile = (filename: string): boolean => IMAGE_FILE.test(filename);

/** Share of a file name's words enough when the student also said "slides", "notes", "ملف". */
const LOOSE_NAME_MATCH = 0.3;
/** Share of the bot's name ("حوكمة الأمن السيبراني") that means "all of this bot's files". */
const BOT_NAME_MATCH = 0.6;

/**
 * The documents a student means by a word for a file plus what is left of the name: a looser
 * match of the name ("forces" of forces-and-motion.pdf), the bot itself ("the cyber governance
 * lecture" on the bot of that name: all of it), or the bot's only image ("الصورة").
 */
export function meantDocuments(
  said: DocumentWords,
  botName: string,
  documents: readonly MaterialDocument[],
): MaterialDocument[] | null {
  if (documents.length === 0) return null;
  if (said.rest) {
    const loose = resolveDocuments(said.rest, documents, LOOSE_NAME_MATCH);
    if (loose) return loose.documents;
    return namesBot(said.rest, botName, documents) ? [...documents] : null;
  }
  if (said.saidImage) {
    const images = documents.filter((d) => isImageFile(d.filename));
    if (new Set(images.map((d) => d.fileId)).size === 1) return images;
  }
  return null;
}

/** "quiz me on cyber governance" on the bot called that: the subject is the whole bot. */
export function namesBot(
  subject: string,
  botName: string,
  documents: readonly MaterialDocument[],
): boolean {
  if (!subject || documents.length === 0) return false;
  const bot = { ...documents[0]!, filename: botName };
  return resolveDocuments(subject, [bot], BOT_NAME_MATCH) !== null;
}
