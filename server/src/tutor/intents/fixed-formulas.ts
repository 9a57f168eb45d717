// Fixed formulas a text repeats word for word: religious honorifics and invocations ("صلى الله
// عليه وسلم", "رضي الله عنه", "بسم الله الرحمن الرحيم", "peace be upon him"). A quiz blank in one
// ("صل _____ عليه وسلم") tests a phrase every reader knows, not the lesson; and a line that starts
// inside one ("وسلم أنه قال ...") or stops inside one ("... عن رسول الله صلى الله عليه") is a
// scan's line cut short, no whole sentence (docs/decisions/114).
import { foldWord } from './request-words.js';

/**
 * Each formula as patterns over folded words without punctuation. Scans drop letters at the ends
 * of words ("صل" for "صلى"), so a word may lose its last letter.
 */
const FORMULAS: readonly (readonly RegExp[])[] = [
  [/^صلي?$/u, /^الله$/u, /^عليه$/u, /^و?سلم$/u],
  [/^عليه$/u, /^الصلاه?$/u, /^والسلام?$/u],
  [/^عليه$/u, /^السلام?$/u],
  [/^peace$/u, /^be$/u, /^upon$/u, /^him$/u],
  [/^رضي?$/u, /^الله$/u, /^عن(?:ه|ها|هما|هم)$/u],
  [/^رحم(?:ه|ها|هم)$/u, /^الله$/u],
  [/^بسم$/u, /^الله$/u, /^الرحمن$/u, /^الرحيم$/u],
  [/^سبحانه$/u, /^وتعالي?$/u],
  [/^تبارك$/u, /^وتعالي?$/u],
  [/^عز$/u, /^وجل$/u],
  [/^جل$/u, /^جلاله$/u],
  [/^ان$/u, /^شاء?$/u, /^الله$/u],
  [/^الحمد$/u, /^لله$/u],
  [/^رسول$/u, /^الله$/u],
  [/^may$/u, /^allah$/u, /^be$/u, /^pleased$/u, /^with$/u, /^(?:him|her|them)$/u],
];
/**
 * The formulas said after the Prophet's name (the first entries above): the word before one
 * ("النبي", "محمد") is given away by it, so it is no blank either.
 */
const HONOURING = FORMULAS.slice(0, 4);

const plain = (word: string) => foldWord(word.replace(/^\p{P}+|\p{P}+$/gu, '')).toLowerCase();

export interface FormulaSpans {
  /** Indices of the words inside a formula, whole or cut at the sentence's edge. */
  inside: Set<number>;
  /** The sentence starts after a formula's first words or stops before its last ones. */
  cut: boolean;
}

/** Where the sentence's words hold a fixed formula. */
export function formulaSpans(words: readonly string[]): FormulaSpans {
  const folded = words.map(plain);
  const inside = new Set<number>();
  let cut = false;
  for (const formula of FORMULAS) {
    // Whole formulas anywhere.
    for (let i = 0; i + formula.length <= folded.length; i++)
      if (formula.every((p, k) => p.test(folded[i + k]!))) {
        for (let k = 0; k < formula.length; k++) inside.add(i + k);
        if (i > 0 && HONOURING.includes(formula)) inside.add(i - 1);
      }
    // Its last words opening the sentence ("وسلم أنه قال", "عليه وسلم ..."), its first words
    // ending it ("... صلى الله عليه"). One word alone shows the formula only when it cannot open
    // a sentence of its own: a closing word glued to و ("وسلم", "وتعالى"), not "الله" or "السلام".
    for (let n = 1; n < formula.length && n <= folded.length; n++) {
      const tail = formula.slice(formula.length - n);
      const opens = tail.every((p, k) => p.test(folded[k]!));
      if (opens && (n > 1 || folded[0]!.startsWith('و'))) {
        for (let k = 0; k < n; k++) inside.add(k);
        cut = true;
      }
      const from = folded.length - n;
      if (n >= 2 && formula.slice(0, n).every((p, k) => p.test(folded[from + k]!))) {
        for (let k = 0; k < n; k++) inside.add(from + k);
        cut = true;
      }
    }
  }
  return { inside, cut };
}
