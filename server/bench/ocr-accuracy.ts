// Accuracy of an OCR reading against the text that was drawn: character errors (edit distance
// over folded words joined by one space) and drawn words found. Shared by photo-ocr.ts and scan-ocr.ts.
import { foldText } from '@edubot/common';

function words(text: string): string[] {
  return foldText(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** Character errors against the drawn text (folded, words joined by one space). */
export function charErrors(reference: string, read: string): { errors: number; chars: number } {
  const ref = words(reference).join(' ');
  return {
    errors: Math.min(ref.length, editDistance(ref, words(read).join(' '))),
    chars: ref.length,
  };
}

/** Drawn words found in what was read (each read word counts once). */
export function wordHits(reference: string, read: string): { hits: number; words: number } {
  const left = new Map<string, number>();
  for (const w of words(read)) left.set(w, (left.get(w) ?? 0) + 1);
  let hits = 0;
  const drawn = words(reference);
  for (const w of drawn) {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      hits++;
      left.set(w, n - 1);
    }
  }
  return { hits, words: drawn.length };
}
