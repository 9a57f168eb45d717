// English terms written in Arabic letters: students on a bilingual bot type "اختبرني في الكيوبت",
// "اشرح البروتين", "المصفوفات في ماتلاب" about English notes that say "qubit", "protein",
// "MATLAB". Science and computing vocabulary is borrowed this way all the time, and no glossary
// of the teacher's files lists such words (the notes never write them in Arabic). Both spellings
// keep the consonants, so each word is reduced to a key of consonant classes (vowels, long vowels
// and h-sounds dropped; b/p, s/z/sh, k/q/c, g/j, f/v/ph merged as Arabic writes them):
// "كيوبت" -> K B T, "qubit" -> K B T; "ماتلاب" -> M T L B, "MATLAB" -> M T L B. An Arabic word
// the bot's files do not hold is matched to the English words of the files with the same key.
// Keys of fewer than three consonants are never matched: too many words share them.

const ARABIC_CLASS: Record<string, string> = {
  ب: 'B',
  پ: 'B',
  ت: 'T',
  ط: 'T',
  ث: 'T',
  ج: 'G',
  غ: 'G',
  خ: 'K',
  ق: 'K',
  ك: 'K',
  د: 'D',
  ذ: 'D',
  ض: 'D',
  ظ: 'D',
  ر: 'R',
  ز: 'S',
  س: 'S',
  ش: 'S',
  ص: 'S',
  ف: 'F',
  ڤ: 'F',
  ل: 'L',
  م: 'M',
  ن: 'N',
};

const LATIN_CLASS: Record<string, string> = {
  b: 'B',
  p: 'B',
  t: 'T',
  d: 'D',
  f: 'F',
  v: 'F',
  g: 'G',
  j: 'G',
  k: 'K',
  q: 'K',
  c: 'K',
  l: 'L',
  m: 'M',
  n: 'N',
  r: 'R',
  s: 'S',
  z: 'S',
};

/** Prefixes an Arabic word carries before a borrowed term: "الكيوبت", "بالبروتين", "للماتلاب". */
const ARABIC_PREFIX = /^(?:وال|فال|بال|كال|ال|لل)/u;
const MIN_KEY = 3;

function collapse(classes: string[]): string {
  return classes.filter((c, i) => c && c !== classes[i - 1]).join('');
}

/**
 * The consonant keys of an English word ("qubits" -> "KBTS"); "ch" gives two, as Arabic writes
 * "chlorophyll" with k (كلوروفيل) and "chip" with sh (شيب).
 */
export function latinKeys(word: string): string[] {
  const w = word
    .toLowerCase()
    .replace(/ph/gu, 'f')
    .replace(/sh/gu, 's')
    .replace(/th/gu, 't')
    .replace(/ck/gu, 'k')
    .replace(/qu/gu, 'k')
    .replace(/x/gu, 'ks')
    .replace(/c(?=[eiy])/gu, 's');
  const forms = w.includes('ch') ? [w.replace(/ch/gu, 'k'), w.replace(/ch/gu, 's')] : [w];
  return [...new Set(forms.map((f) => collapse([...f].map((ch) => LATIN_CLASS[ch] ?? ''))))];
}

/**
 * The consonant keys of an Arabic word: as written without its article or preposition, and
 * without a plural ending ("البروتينات" -> "BRTN").
 */
export function arabicKeys(word: string): string[] {
  const bare = word.replace(/[\u064B-\u065F\u0670\u0640]/gu, '');
  const stem = bare.length - 2 >= 3 ? bare.replace(ARABIC_PREFIX, '') : bare;
  // "الكترون" is electron whole: the article-like start is tried kept too.
  const forms = [stem, bare];
  if (/(?:ات|ون|ين)$/u.test(stem) && stem.length >= 5) forms.push(stem.slice(0, -2));
  return [...new Set(forms.map((f) => collapse([...f].map((ch) => ARABIC_CLASS[ch] ?? ''))))];
}

/** English words by consonant key, the most frequent spelling first. */
export class LatinVocabulary {
  private readonly byKey = new Map<string, Map<string, number>>();

  add(word: string): void {
    if (!/^[A-Za-z][A-Za-z'’-]{2,}$/u.test(word)) return;
    for (const form of new Set([word, word.replace(/(?<=[^s])s$/u, '')])) {
      for (const key of latinKeys(form)) {
        if (key.length < MIN_KEY) continue;
        const spellings = this.byKey.get(key) ?? new Map<string, number>();
        spellings.set(form, (spellings.get(form) ?? 0) + 1);
        this.byKey.set(key, spellings);
      }
    }
  }

  /** The English word an Arabic word spells, or null when none or several equally likely. */
  match(arabicWord: string): string | null {
    // A word with the feminine ending ("الثلاثة", "تجربة") is Arabic, not a borrowed term: "الثلاثة"
    // has the consonants of "tilt". Short words have too few consonants to tell.
    const bare = arabicWord.replace(/[\u064B-\u065F\u0670\u0640]/gu, '').replace(ARABIC_PREFIX, '');
    if (/[ةه]$/u.test(bare) || bare.length < 4) return null;
    for (const key of arabicKeys(arabicWord)) {
      if (key.length < MIN_KEY) continue;
      const spellings = this.byKey.get(key);
      if (!spellings) continue;
      const ranked = [...spellings.entries()].sort((a, b) => b[1] - a[1]);
      // Two different words with one key ("matrix", "metrics"): not a transliteration to trust.
      // Forms of one word ("photosynthesis", "photosynthesises") share their start.
      const starts = new Set(ranked.map(([w]) => w.toLowerCase().slice(0, 5)));
      if (starts.size > 1) return null;
      return ranked[0]![0];
    }
    return null;
  }
}
