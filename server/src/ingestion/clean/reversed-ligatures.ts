// Some fonts (Word's Arabic exports among them) draw lam-alef, lam-meem and similar pairs as ONE
// ligature glyph whose text map gives the two letters in logical order ("لإ"). Reading a
// right-to-left run, pdf.js reverses the run's characters, and with them the two letters of
// each ligature: "الإرشادية" comes out "اإلرشادية", "ثلاثة" "ثالثة", "المحاضرة" "املحاضرة".
// Whether a given "ال" is such a reversed pair or a real alef-lam ("سؤال", "مثال") cannot be told
// from the text. It can from the glyphs: the page's glyph runs, put in logical order glyph by
// glyph, spell every word right. A word of the text layer that the glyph runs do not contain is
// replaced by the variant, with some reversed ligature pairs turned back, that they do contain.

const ARABIC_WORD = /[\u0620-\u065F\u0670-\u06D3\u06D5\u06FA-\u06FC]+/gu;
/** More reversed pairs than this in one word are not tried (2^n variants). */
const MAX_PAIRS_PER_WORD = 4;
/** Shorter words are only matched as whole words ("ال" is inside nearly every Arabic run). */
const MIN_SUBSTRING_CHARS = 5;

function reversedPairPositions(word: string, ligatures: readonly string[]): [number, string][] {
  const found: [number, string][] = [];
  for (const ligature of ligatures) {
    const reversed = [...ligature].reverse().join('');
    for (let at = word.indexOf(reversed); at >= 0; at = word.indexOf(reversed, at + 1)) {
      found.push([at, ligature]);
    }
  }
  return found.sort((a, b) => a[0] - b[0]);
}

/** Variants of `word` with each subset of its reversed pairs turned back, fewest changes first. */
function variants(word: string, pairs: readonly [number, string][]): string[] {
  const out: { text: string; changes: number }[] = [];
  for (let mask = 1; mask < 1 << pairs.length; mask++) {
    const chars = [...word];
    let changes = 0;
    let overlapping = false;
    let lastEnd = -1;
    pairs.forEach(([at, ligature], i) => {
      if (!(mask & (1 << i))) return;
      if (at < lastEnd) overlapping = true;
      lastEnd = at + ligature.length;
      [...ligature].forEach((ch, k) => (chars[at + k] = ch));
      changes++;
    });
    if (!overlapping) out.push({ text: chars.join(''), changes });
  }
  return out.sort((a, b) => a.changes - b.changes).map((v) => v.text);
}

/**
 * Repairs the words of `text` whose ligature pairs were reversed, using `glyphText` (the page's
 * text rebuilt from its glyph runs in logical order) as the evidence of the right spelling.
 * `ligatures`: the multi-letter glyph texts seen on the page, e.g. ["لإ", "لا", "لم"].
 */
export function repairReversedLigatures(
  text: string,
  glyphText: string,
  ligatures: readonly string[],
): string {
  if (ligatures.length === 0) return text;
  const evidenceWords = new Set(glyphText.match(ARABIC_WORD) ?? []);
  const evidenceRun = glyphText.replace(/\s+/g, '');
  // Whole words first; a longer word may also be found inside the runs (a run can split words).
  const attested = (w: string) =>
    evidenceWords.has(w) || (w.length >= MIN_SUBSTRING_CHARS && evidenceRun.includes(w));
  const decided = new Map<string, string>();
  return text.replace(ARABIC_WORD, (word) => {
    const known = decided.get(word);
    if (known !== undefined) return known;
    let result = word;
    const pairs = reversedPairPositions(word, ligatures);
    if (pairs.length > 0 && pairs.length <= MAX_PAIRS_PER_WORD && !attested(word)) {
      result = variants(word, pairs).find(attested) ?? word;
    }
    decided.set(word, result);
    return result;
  });
}
