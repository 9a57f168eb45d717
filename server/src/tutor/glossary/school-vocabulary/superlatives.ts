// Superlatives across languages ("the longest bone", "أطول عظمة", "the hardest mineral", "أصلب
// المعادن"). The vocabulary lists adjectives in their plain form ("طويل = long/tall", "صلب = solid/
// hard"), and the analyzer's stems keep "longest" apart from "long" and "أطول" apart from "طويل".
// Without these forms a superlative was a word no entry knows: left out of a partial translation
// (067), "ما أصغر عظمة في الجسم" was carried across as "bone body" and answered with the line on
// the longest bone; or it vetoed a question the notes answer ("what is the hardest mineral?" on
// "أصلب المعادن الماس"). Written from the regular patterns of each language, never from a list of
// words: English -est (large/largest, big/biggest, heavy/heaviest) and the Arabic elative أفعل
// (كبير/أكبر, صلب/أصلب, طويل/أطول, عالٍ/أعلى).

const ARABIC_LETTERS = /^\p{Script=Arabic}+$/u;
const LONG_VOWELS = /[اويى]/u;

/** An English word's superlative forms ("long" and "longer" -> "longest"); none for a phrase. */
export function englishSuperlatives(word: string): string[] {
  const w = word.toLowerCase();
  if (!/^[a-z]{2,8}$/u.test(w) || w.endsWith('est')) return [];
  if (w.length > 4 && w.endsWith('er')) return [`${w.slice(0, -2)}est`];
  if (w.endsWith('e')) return [`${w}st`];
  if (/[^aeiou]y$/u.test(w)) return [`${w.slice(0, -1)}iest`];
  // One short vowel before one final consonant doubles it: big/biggest, hot/hottest, thin/thinnest.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/u.test(w)) return [`${w}${w.at(-1)}est`];
  return [`${w}est`];
}

/** The plain forms an English superlative may come from ("largest" -> "larg", "large"). */
export function englishSuperlativeBases(word: string): string[] {
  const w = word.toLowerCase();
  if (!/^[a-z]{3,}est$/u.test(w)) return [];
  const stem = w.slice(0, -3);
  if (stem.endsWith('i')) return [`${stem.slice(0, -1)}y`];
  const bases = [stem, `${stem}e`];
  if (/([^aeiou])\1$/u.test(stem)) bases.unshift(stem.slice(0, -1));
  return bases;
}

/**
 * The elative of an Arabic adjective as the notes write it before a noun ("أكبر صحراء", "أصلب
 * المعادن"): فعيل (كبير, طويل) and فعل (صلب) -> أفعل, فاعل with a weak end (عالي) -> أفعى.
 */
export function arabicElatives(word: string): string[] {
  const w = word.replace(/^ال/u, '');
  if (!ARABIC_LETTERS.test(w) || w.endsWith('ة')) return [];
  if (w.length === 4 && w[2] === 'ي') return [`أ${w[0]}${w[1]}${w[3]}`];
  if (w.length === 4 && w[1] === 'ا' && w[3] === 'ي') return [`أ${w[0]}${w[2]}ى`];
  if (w.length === 3 && !LONG_VOWELS.test(w)) return [`أ${w}`];
  return [];
}

/** Whether an Arabic word has the shape of an elative (أفعل, أفعى), with or without the article. */
export function isArabicElative(word: string): boolean {
  return arabicElativeBases(word).length > 0;
}

/** The adjectives an Arabic elative may come from ("أكبر" -> "كبير", "كبر"; "أعلى" -> "عالي"). */
export function arabicElativeBases(word: string): string[] {
  const w = word.replace(/^[وف]?ال/u, '');
  const m = /^[أا](\p{Script=Arabic})(\p{Script=Arabic})(\p{Script=Arabic})$/u.exec(w);
  if (!m) return [];
  const [, a, b, c] = m as unknown as [string, string, string, string];
  if (c === 'ى' || c === 'ي') return LONG_VOWELS.test(a + b) ? [] : [`${a}ا${b}ي`];
  // A hollow root keeps its و / ي in the middle: "أطول" is "طويل".
  if (/[اىةء]/u.test(a + b + c) || /[وي]/u.test(a + c)) return [];
  return [`${a}${b}ي${c}`, `${a}${b}${c}`];
}
