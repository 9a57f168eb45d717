// "ascii code for CAPITAL A", "what is lowercase b in binary": the case word asks about the one
// letter after it, which the analyzer drops (one letter is no word), and the notes write that
// letter as the thing they list ("'A' = 65", "A = 10"), seldom the word "capital". Counted as
// a word no file holds, "capital" became the question's key word and the coverage gate declined
// (decision 121). A passage holds the case word when it writes that letter, in that case, quoted
// or given a value: the letter alone ("A rock is ...") is an article, not the letter asked.
const CASE_WORDS: ReadonlyMap<string, 'upper' | 'lower'> = new Map([
  ['capital', 'upper'],
  ['uppercase', 'upper'],
  ['upper', 'upper'],
  ['lowercase', 'lower'],
  ['lower', 'lower'],
  ['small', 'lower'],
]);

/** The letter the question asks about after a case word ("capital A" -> "A"), or null. */
export function letterAsked(question: string, caseWord: string): string | null {
  const kind = CASE_WORDS.get(caseWord.toLowerCase());
  if (!kind) return null;
  const after = new RegExp(
    `(?:^|[^\\p{L}])${caseWord}(?:[\\s-]*case)?(?:\\s+letter)?\\s+['"‘’“”]?(\\p{Script=Latin})['"‘’“”]?(?![\\p{L}\\p{N}])`,
    'iu',
  ).exec(question);
  if (!after) return null;
  const letter = after[1]!;
  return kind === 'upper' ? letter.toUpperCase() : letter.toLowerCase();
}

/** The passage writes the letter as a listed thing: quoted ("'A'") or given a value ("A = 10"). */
export function writesLetter(text: string, letter: string): boolean {
  const quoted = new RegExp(`['"‘’“”]${letter}['"‘’“”]`, 'u');
  const valued = new RegExp(`(?<![\\p{L}\\p{N}'"‘’“”])${letter}\\s*[=:→]`, 'u');
  return quoted.test(text) || valued.test(text);
}
