// A light Arabic stemmer in the spirit of Larkey's "light10": strip the conjunction/article
// prefixes and the most frequent inflectional suffixes, never try to reach the root.
// Snowball Arabic (stemmers.ts) is more aggressive; indexing both forms lets a query match
// when either one conflates the student's word with the teacher's. Input is already folded
// (ة -> ه, ى -> ي, alef forms -> ا), so the suffix list uses the folded spellings.

const PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال'] as const;
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'] as const;
const MIN_STEM = 2;

export function arabicLightStem(word: string): string {
  let w = word;
  // A leading و (and) is stripped only when enough letters remain to be a word.
  if (w.length >= 4 && w.startsWith('و')) w = w.slice(1);
  for (const prefix of PREFIXES) {
    if (w.startsWith(prefix) && w.length - prefix.length >= MIN_STEM) {
      w = w.slice(prefix.length);
      break;
    }
  }
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= MIN_STEM) {
      w = w.slice(0, -suffix.length);
    }
  }
  return w;
}

/**
 * Prepares a folded word for Snowball Arabic. Folding turned a word-final ta marbuta into ه,
 * which Snowball only strips in some positions; restoring ة there gives the same stem for
 * "مدرسة" and "المدرسة" (a final pronoun ه is stripped either way). Snowball also keeps a
 * leading و/ف before ال, so that conjunction is removed first.
 */
export function prepareForSnowballArabic(word: string): string {
  let w = word;
  if (w.length >= 6 && (w.startsWith('وال') || w.startsWith('فال'))) w = w.slice(1);
  if (w.length >= 3 && w.endsWith('ه')) w = `${w.slice(0, -1)}\u0629`;
  return w;
}
