// The words of a question that carry its meaning, weighted by how specific they are to the
// bot's files. The weight depends only on a word's document frequency in the bot (how many
// chunks hold it), never on the size of the index: a word no file holds weighs 1, a word in one
// chunk 0.5, in 15 chunks 0.2, in 1,000 chunks 0.09. So the same question about the same file
// is judged the same in a bot of 5 pages and in a bot of 1,000 pages (docs/decisions/012).
import { foldText } from '@edubot/common';
import type { TermStat, TermStats } from '../../search/term-stats.js';
import { spokenFunctionWord } from '../colloquial/standard-forms.js';
import { isGeneralWord } from './general-words.js';
import { isIrregularForm } from './irregular-forms.js';
import { asksForTranslation, isTranslatingWord } from './translation-sense.js';

export interface WeightedTerm {
  surface: string;
  stem: string;
  light: string;
  df: number;
  weight: number;
  /** An everyday word (general-words.ts), not subject vocabulary. */
  general: boolean;
}

// How students wrap a question: politeness, length and format wishes ("one line please",
// "briefly", "لو سمحت", "باختصار"). When no file holds such a word it is the wrapping, not the
// subject: counted as missing vocabulary, it turned "what is MATLAB? one line please" into a
// decline on a MATLAB bot. The same for the words that point at the material itself ("in the
// homework", "according to the sheet", "في المحاضرة"): a worksheet headed "H.W" never says
// "homework". When a file does hold such a word ("a bad line" in logic), it stays a word. So do
// the words of a student's hurry ("urgent", "tmrw", "عندي ... بكرا"; docs/decisions/100).
const REQUEST_WORDS = new Set(
  `please pls plz kindly thanks thank thx briefly brief short shortly simply simple quick
   quickly line lines sentence sentences word words detail details detailed answer help again
   سمحت فضلك رجاء رجاءا بليز ممكن باختصار مختصر بسرعه سريعا سطر سطرين جمله كلمه كلمات بالتفصيل
   تفصيل ساعدني اريد ابغى ابغي عايز عاوز حابب اعرف
   tomorrow tmrw tmr tonight urgent urgently asap guys bro
   ساعدوني ساعدونا عندي بكرا بكره بكرة غدا ضروري مستعجل
   according exercise exercises sheet worksheet homework lecture lectures slide slides notes
   chapter lesson textbook book handout teacher example
   حسب وفق المحاضره المحاضرات الشرائح الملزمه الملف الدرس الواجب التمرين التمارين الكتاب المعلم الاستاذ`
    .split(/\s+/u)
    .filter(Boolean)
    .map((w) => foldText(w)),
);

// Question words the analyzer keeps because they are glued to a particle or written as one word
// ("ماهي", "بماذا", "لمن", "whats"), or are spoken forms students type ("شو", "مين", "ليش"):
// they are in no lesson, so they must not count as missing vocabulary.
// Folded like the text (foldText), so every spelling is covered.
const QUESTION_FORMS = new Set(
  `ماهي ماهو ماهى ماذا بماذا لماذا وماذا فماذا عماذا لمن ولمن بمن ممن عمن واين فاين ومتى فمتى
   وكيف فكيف وكم فكم بكم لكم وهل فهل ماهم ماهما ايهما ايهم اذكر عرف عرّف اشرح وضح وضّح بين
   مين شو ايش إيش وش ليش وين فين امتى إمتى قديش كيفاش يعني
   whats hows wheres whos whens whys explain define describe give tell`
    .split(/\s+/u)
    .filter(Boolean)
    .map((w) => foldText(w)),
);

/** A glued or spoken question word ("ماهي", "شو", "whats"), folded like the text. */
export function isQuestionForm(surface: string): boolean {
  return QUESTION_FORMS.has(foldText(surface));
}

const ORDINAL = /^\d+(?:st|nd|rd|th)$/u;

/** "translation" no file holds, in a question asking no translation: the subject (translation-sense.ts). */
function translationAsSubject(t: TermStat, question: readonly TermStat[]): boolean {
  return t.df === 0 && isTranslatingWord(t) && !asksForTranslation(t, question);
}

export function termWeight(df: number): number {
  return 1 / (1 + Math.log2(1 + Math.max(0, df)));
}

/**
 * An everyday word ("many", "gives", "best", "مثالا") weighs at most like a word seven chunks
 * hold, whether or not a file holds it: it is the question's phrasing, not its subject
 * (general-words.ts), so it is never the question's key word while a subject word is there.
 */
export const GENERAL_WORD_DF = 7;

function weightOf(term: { df: number }, general: boolean): number {
  return termWeight(general ? Math.max(term.df, GENERAL_WORD_DF) : term.df);
}

/**
 * The question's meaningful words with their weights, in question order. Spoken question and
 * function words ("ازاي", "كام", "عشان", "اللي") no file holds are phrasing, as the written ones
 * are stopwords (colloquial/colloquial-words.ts).
 */
export function weightedTerms(stats: TermStats): WeightedTerm[] {
  return stats.terms
    .filter((t) => !QUESTION_FORMS.has(t.surface))
    .filter((t) => t.df > 0 || !REQUEST_WORDS.has(t.surface))
    .filter((t) => t.df > 0 || spokenFunctionWord(t.surface) === undefined)
    .map((t) => {
      // "left" when the notes say "leave": a verb's other form, not vocabulary the files lack
      // (the answer matches it by its base: irregular-forms.ts).
      // "3rd period" when the timetable says "3": an ordinal is a number, not vocabulary.
      const general =
        (isGeneralWord(t) && !translationAsSubject(t, stats.terms)) ||
        (t.df === 0 && (isIrregularForm(t.light) || ORDINAL.test(t.light)));
      return { ...t, general, weight: weightOf(t, general) };
    });
}

/** The question's most specific word (rarest in the bot; the first on a tie), or null. */
export function keyTerm(terms: readonly WeightedTerm[]): WeightedTerm | null {
  let best: WeightedTerm | null = null;
  for (const t of terms) if (!best || t.weight > best.weight) best = t;
  return best;
}
