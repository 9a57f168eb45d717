// Arabizi (Arabic typed in Latin letters and digits: "ana 3ayez amoot", "baba bydrabni") written
// back in Arabic letters for the learned safety layer (decision 043). The layer learns most of what
// it knows from Arabic-script messages; spelling "amoot" as اموت lets those weights read Arabizi,
// of which the training sets hold far less. The spelling is rough on purpose: short vowels are
// dropped as Arabic writes them, long ones (aa, ee, oo, ou) and word-final vowels become ا/ي/و, so
// "a3eesh" → اعيش, "mout" → موت, "nafsi" → نفسي. Output is folded as foldText folds Arabic.

/** Two-letter spellings first (sh, kh, gh, long vowels), then one letter or digit; an inner o/u is
 * mostly long in Arabizi ("mout", "yom") and is written و. */
const DIGRAPHS: Record<string, string> = {
  sh: 'ش',
  ch: 'ش',
  kh: 'خ',
  gh: 'غ',
  th: 'ث',
  dh: 'ذ',
  aa: 'ا',
  ee: 'ي',
  ii: 'ي',
  ei: 'ي',
  ai: 'ي',
  ay: 'ي',
  oo: 'و',
  ou: 'و',
  uu: 'و',
  ow: 'و',
};
const SINGLE: Record<string, string> = {
  b: 'ب',
  p: 'ب',
  t: 'ت',
  g: 'ج',
  j: 'ج',
  d: 'د',
  r: 'ر',
  z: 'ز',
  s: 'س',
  f: 'ف',
  v: 'ف',
  q: 'ق',
  k: 'ك',
  c: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  h: 'ه',
  w: 'و',
  y: 'ي',
  x: 'كس',
  '2': 'ا',
  '3': 'ع',
  '5': 'خ',
  '6': 'ط',
  '7': 'ح',
  '8': 'ق',
  '9': 'ق',
};
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** A vowel at the end of a word is written: "ana" انا, "bedi" بدي, "abo" ابو. */
const FINAL_VOWEL: Record<string, string> = { a: 'ا', e: 'ي', i: 'ي', o: 'و', u: 'و' };

/** One Latin word in Arabic letters; null when it has characters the spelling does not know. */
export function arabiziWordToArabic(word: string): string | null {
  if (!/^[a-z0-9']+$/.test(word)) return null;
  const w = word.replace(/'/g, '');
  let out = '';
  let i = 0;
  while (i < w.length) {
    const pair = w.slice(i, i + 2);
    if (pair.length === 2 && DIGRAPHS[pair]) {
      out += DIGRAPHS[pair];
      i += 2;
      continue;
    }
    const ch = w[i]!;
    if (VOWELS.has(ch)) {
      // A word begins with an alef in Arabic when it begins with a vowel; an inner short vowel is
      // not written; a final one is.
      if (i === 0) out += 'ا';
      else if (i === w.length - 1) out += FINAL_VOWEL[ch]!;
      else if (ch === 'o' || ch === 'u') out += 'و';
      i += 1;
      continue;
    }
    const letter = SINGLE[ch];
    if (!letter) return null;
    // A doubled consonant ("7abba") is one letter with a shadda, which folding removes.
    if (w[i - 1] !== ch) out += letter;
    i += 1;
  }
  return out || null;
}

/** A word with a digit standing for a letter inside it: 3ayez, ta3ban, 7aga, el2a5er. */
const DIGIT_LETTER = /^(?=.*[a-z])[a-z]*[235789][a-z0-9]*$/;
/** Words only Arabizi uses (English has none of them), for messages written without digits. */
const ARABIZI_WORDS = new Set([
  'ana',
  'enta',
  'enti',
  'inta',
  'inti',
  'mesh',
  'msh',
  'mish',
  'bedi',
  'badi',
  'biddi',
  'khalas',
  'wallah',
  'walla',
  'leh',
  'lesh',
  'laish',
  'ezay',
  'keda',
  'kida',
  'mafi',
  'mafish',
  'mafeesh',
  'howa',
  'heya',
  'ehna',
  'ya3ni',
  'yani',
  'el',
  'fel',
  'bel',
  'lel',
  'men',
  'mn',
  'ma3',
  'ma3i',
  'lama',
  'lamma',
  'law',
  'bas',
  'kol',
  'kul',
  'nafsi',
  'abouya',
  'abuya',
  'baba',
  'mama',
  'ya',
  'w',
  'da',
  'di',
  'elli',
  'illi',
  'ely',
]);

/**
 * True when the (folded, space-separated) message is Arabizi: a Latin word with a digit for a letter,
 * or two words only Arabizi uses ("bedi mout w khalas").
 */
export function looksArabizi(words: readonly string[]): boolean {
  let markers = 0;
  for (const w of words) {
    if (DIGIT_LETTER.test(w)) return true;
    if (ARABIZI_WORDS.has(w)) markers += 1;
  }
  return markers >= 2;
}

/** The message's Latin words in Arabic letters (others kept), or null when it is not Arabizi. */
export function arabiziToArabic(words: readonly string[]): string | null {
  if (!looksArabizi(words)) return null;
  return words.map((w) => arabiziWordToArabic(w) ?? w).join(' ');
}
