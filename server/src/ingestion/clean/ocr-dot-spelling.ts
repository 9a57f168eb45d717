// Arabic words of a scanned document spelled as the document itself spells them elsewhere
// (docs/decisions/065). OCR reads a letter as another of its shape with other dots on one line
// and right on the next ("الضغظ" twice among eight "الضغط", "الكند" once beside the heading's
// "الكبد"); the misread form is in no other file and a question's word never finds it. A word of
// five letters or more that a one-letter swap within its shape turns into a word the document
// holds at least twice, and three times as often as the word as read, takes that spelling.
// Words the document holds as often as their neighbour (two real words) stay as they are.
import { foldText } from '@edubot/common';
import { dotSwaps, SAME_SHAPE } from './arabic-dot-swaps.js';

/** Scans also confuse a bare seat with a hamza on it ("الجوي" read "الجؤي", "المحقنة" read "المحقئة"). */
const SCAN_SHAPES: readonly string[] = [...SAME_SHAPE, 'بتثنيئ', 'وؤ'];
const MIN_LETTERS = 5;
const MIN_SEEN = 2;
const MORE_OFTEN = 3;
const ARABIC_WORD = /\p{Script=Arabic}+/gu;

/** Folded word -> how often it occurs and its most frequent written form. */
function wordCounts(
  texts: readonly string[],
): Map<string, { n: number; forms: Map<string, number> }> {
  const counts = new Map<string, { n: number; forms: Map<string, number> }>();
  for (const text of texts) {
    for (const [written] of text.matchAll(ARABIC_WORD)) {
      const folded = foldText(written);
      const entry = counts.get(folded) ?? { n: 0, forms: new Map<string, number>() };
      entry.n++;
      entry.forms.set(written, (entry.forms.get(written) ?? 0) + 1);
      counts.set(folded, entry);
    }
  }
  return counts;
}

function mostFrequent(forms: Map<string, number>): string {
  return [...forms].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * The document's pages (all of them count as its vocabulary), with the Arabic words of the pages
 * at `ocrPages` (indexes) respelled where they are dot misreadings of the document's own words.
 */
export function spellOcrPagesAsDocument(texts: string[], ocrPages: readonly number[]): string[] {
  if (ocrPages.length === 0) return texts;
  const counts = wordCounts(texts);
  const fixes = new Map<string, string>();
  for (const [folded, entry] of counts) {
    if ([...folded].length < MIN_LETTERS) continue;
    let best: { written: string; n: number } | null = null;
    for (const form of dotSwaps(folded, SCAN_SHAPES)) {
      const other = counts.get(foldText(form));
      if (!other || other.n < MIN_SEEN || other.n < entry.n * MORE_OFTEN) continue;
      if (!best || other.n > best.n) best = { written: mostFrequent(other.forms), n: other.n };
    }
    if (best) fixes.set(folded, best.written);
  }
  if (fixes.size === 0) return texts;
  const out = [...texts];
  for (const index of ocrPages) {
    out[index] = out[index]!.replace(ARABIC_WORD, (word) => fixes.get(foldText(word)) ?? word);
  }
  return out;
}
