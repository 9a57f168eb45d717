// What the material itself says about its words, so a quiz blanks the lesson's terms: the terms
// it defines ("Resistance is ...", "a coil called a solenoid", "يسمى ..."), the words it uses as
// nouns (after an article, a number or a preposition, or in a heading), and the words it uses in
// more than one sentence. A word the notes use once, or only as a verb, is no term to ask for.
import type { MaterialSentence } from './material-sentences.js';
import { definitionTerm, NOUN_BEFORE, type TermEvidence } from './quiz-questions.js';
import { foldWord } from './request-words.js';
import { analyze } from '../../search/analyzer/analyzer.js';

/** Words (folded) right before a term the sentence names: "called chlorophyll", "تسمى الثغور". */
const NAMING = new Set(
  ['called', 'named', 'termed', 'known', 'يسمى', 'تسمى', 'يدعى', 'تدعى', 'عليه', 'عليها'].map(
    foldWord,
  ),
);

/**
 * "The element in row i and column j of A is denoted by A(i,j)": the sentence gives the notation
 * of the thing it opens with, so that thing is a term of the lesson, however plain the word.
 */
const NOTATION =
  /^(?:the |a |an )?(\p{L}+)\b[^.;:]*?\b(?:is|are) (?:denoted|written|represented|symboli[sz]ed|abbreviated) (?:by|as)\b/iu;

const bare = (w: string) => foldWord(w.replace(/^\p{P}+|\p{P}+$/gu, '')).toLowerCase();
const stems = (text: string) => analyze(text, ['ara', 'eng']).map((t) => t.stem);

export function termEvidence(
  sentences: readonly MaterialSentence[],
): Required<Omit<TermEvidence, 'asked'>> {
  const defined = new Set<string>();
  const nounForms = new Set<string>();
  const sentencesOf = new Map<string, number>();
  for (const s of new Map(sentences.map((x) => [x.text, x])).values()) {
    for (const stem of new Set(s.stems)) sentencesOf.set(stem, (sentencesOf.get(stem) ?? 0) + 1);
    const words = s.text.split(/\s+/u);
    if (s.heading) {
      for (const w of words) nounForms.add(bare(w));
      continue;
    }
    const term = definitionTerm(words);
    if (term) for (const stem of stems(term)) defined.add(stem);
    const notation = NOTATION.exec(s.text)?.[1];
    if (notation) for (const stem of stems(notation)) defined.add(stem);
    words.forEach((w, i) => {
      const before = i > 0 ? bare(words[i - 1]!) : '';
      if (NOUN_BEFORE.has(before) || /^\p{N}/u.test(before)) nounForms.add(bare(w));
      // "known as X": the word after "as".
      const named = NAMING.has(before) || (before === 'as' && bare(words[i - 2] ?? '') === 'known');
      if (named && bare(w) !== 'as') for (const stem of stems(w)) defined.add(stem);
    });
  }
  return { defined, nounForms, recurring: (stem) => (sentencesOf.get(stem) ?? 0) >= 2 };
}
