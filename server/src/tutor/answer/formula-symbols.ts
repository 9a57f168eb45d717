// Single-letter names in formulas and worksheets: "what value of Q is given", "what is k0 when",
// "the probability of β". The analyzer drops one-letter words (and Greek letters) as noise, so
// the question's most specific word vanished and "Q = 8000 cal/mol" never stood out from the
// other lines of the homework. A symbol here is one Latin or Greek letter standing alone (not
// inside a word, not an initial "U.S."), compared after NFKC so the math italic "𝑸" of a
// Word equation is "Q". Latin capitals are case-sensitive ("Q" is not the "q" of "q1"); "a",
// "A", "I", "i" are left out: in prose they are an article or a pronoun far more often.
const SYMBOL =
  /(?<![\p{L}\p{N}_.'’])(\p{Script=Greek}|[B-HJ-Zb-hj-z])(?![\p{L}\p{N}_'’]|\.\p{L})/gu;

/** The standalone one-letter symbols of a text, in order, NFKC-normalized. */
export function symbolsOf(text: string): string[] {
  if (!/(?:^|[^\p{L}])\p{L}(?:[^\p{L}]|$)/u.test(text)) return [];
  return [...text.normalize('NFKC').matchAll(SYMBOL)].map((m) => m[1]!);
}

/** The question's symbols, each once. */
export function questionSymbols(question: string): string[] {
  return [...new Set(symbolsOf(question))];
}
