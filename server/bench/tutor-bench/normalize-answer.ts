// Answer containment as the class-files set defines it (docs/decisions, "tutor benchmark"):
// Unicode NFKC, lower case, Arabic diacritics and tatweel removed, whitespace collapsed, and
// for Arabic the hamza forms of alef unified (أ/إ/آ→ا) and ة→ه. Arabic-Indic digits are read as
// the same digits (٧٥٠ = 750). This is the benchmark's own code on purpose: it must not move
// when the product's text normalization changes.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/gu;
const ARABIC_INDIC = /[\u0660-\u0669]/gu;
const EXTENDED_INDIC = /[\u06F0-\u06F9]/gu;

export function normalizeForScoring(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(DIACRITICS, '')
    .replace(/[أإآ]/gu, 'ا')
    .replace(/ة/gu, 'ه')
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/gu, ' ')
    .trim();
}

export function containsAnswer(reply: string, answers: readonly string[]): boolean {
  const haystack = normalizeForScoring(reply);
  return answers.some((a) => {
    const needle = normalizeForScoring(a);
    if (!needle) return false;
    // A bare number must stand alone: "35" is not found inside "1350".
    if (/^\d+$/u.test(needle))
      return new RegExp(`(?<![\\d.])${needle}(?![\\d])`, 'u').test(haystack);
    return haystack.includes(needle);
  });
}
