// "translation" names the translating of words, and in biology the making of a protein at the
// ribosomes; "ترجمة" the same. general-words.ts lists the words as phrasing ("what is the
// TRANSLATION of xylem", "ترجمة كلمة النتح"), so a question's subject word they were weighed as
// phrasing in "where does translation happen in the cell": with "cell" its only subject word, a
// page on nerve cells answered it. The bot's own files choose the sense: a translating word they
// hold keeps its everyday weight (as before); one they never hold is phrasing only when the
// question asks for a translation (it names a language, or holds a word in the other script),
// and otherwise the subject it names, which the files lack.
import { analyze } from '../../search/analyzer/analyzer.js';

const BOTH = ['ara', 'eng'] as const;

function forms(words: string): Set<string> {
  const out = new Set<string>();
  for (const t of analyze(words, BOTH)) {
    out.add(t.stem);
    out.add(t.light);
  }
  return out;
}

const TRANSLATING = forms('translation translations translate translated ترجمة الترجمة');
const LANGUAGES = forms(
  'arabic english french german عربي العربية بالعربي بالعربية انجليزي الانجليزية بالانجليزي بالانجليزية انجليزية إنجليزي الإنجليزية بالإنجليزي بالإنجليزية فرنسي الفرنسية ألماني الألمانية',
);

interface Word {
  surface: string;
  stem: string;
  light: string;
}

const isArabic = (w: Word) => /\p{Script=Arabic}/u.test(w.surface);
const has = (set: Set<string>, w: Word) => set.has(w.stem) || set.has(w.light);

/** A word of translating ("translation", "ترجمة"). */
export function isTranslatingWord(word: Word): boolean {
  return has(TRANSLATING, word);
}

/**
 * Whether the question's translating word `word` asks for a translation: it names a language
 * ("in Arabic", "بالإنجليزي") or holds a word of the other script ("ما ترجمة photosynthesis").
 */
export function asksForTranslation(word: Word, question: readonly Word[]): boolean {
  return question.some((w) => w !== word && (has(LANGUAGES, w) || isArabic(w) !== isArabic(word)));
}
