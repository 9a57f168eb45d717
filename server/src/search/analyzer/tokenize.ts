// Splits folded text into words. Arabic letters and other letters/digits form separate runs,
// so a conjunction glued to a number ("و2002") or to a Latin word yields two tokens.
const WORD = /(?:(?=\p{Script=Arabic})\p{L})+|(?:(?!\p{Script=Arabic})[\p{L}\p{N}\p{M}])+/gu;
const ARABIC_START = /^\p{Script=Arabic}/u;

export interface RawToken {
  text: string;
  arabic: boolean;
}

export function tokenize(folded: string): RawToken[] {
  const tokens: RawToken[] = [];
  for (const match of folded.matchAll(WORD)) {
    const text = match[0];
    tokens.push({ text, arabic: ARABIC_START.test(text) });
  }
  return tokens;
}
