// "What is X Y?" over a passage that holds only one of X and Y (docs/decisions/103). A term of
// two or more words is one thing: "الذاكرة العرضية" (episodic memory) is not explained by a page
// on a dam's width ("عرض"), nor "the population of Dubai" by a page naming Dubai, nor "structural
// unemployment" by the notes on unemployment. The passage quoted for a definition must hold every
// word of the asked term: as the analyzer reads it (stem or light form), in its file's name, or
// as a spelling slip of a word it holds (answer/similar-word.ts: "اظطراب", "Christchruch").
// A one-word term is left to the coverage gate (its key-word rule); "what is X for" asks what X
// does, and a page may answer it without naming each word (answer/function-questions.ts).
import type { AnalyzedToken } from '../../search/analyzer/analyzer.js';
import { similarWord } from './similar-word.js';

export interface WordsHeld {
  stems: ReadonlySet<string>;
  lights: ReadonlySet<string>;
}

/** Every word of the asked term is in the passage or its file's name (a slip counts). */
export function holdsAskedTerm(
  words: readonly Pick<AnalyzedToken, 'stem' | 'light'>[],
  passage: WordsHeld,
  title: WordsHeld,
): boolean {
  return words.every(
    (w) =>
      passage.stems.has(w.stem) ||
      passage.lights.has(w.light) ||
      title.stems.has(w.stem) ||
      title.lights.has(w.light) ||
      [...passage.lights].some((light) => similarWord(w.light, light)),
  );
}
