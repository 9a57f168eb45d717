// Sentence splitting for extractive answers. Hard boundaries: . ! ? and the Arabic question
// mark and semicolon (؟ ؛), each only when followed by space or the end (so 3.14, e.g. "v2.0",
// or URLs stay whole), plus line breaks. Arabic prose often chains clauses with the Arabic comma
// (،) for a whole paragraph, so an overlong piece is cut again at ، or ; to keep answers short.
export interface Sentence {
  text: string;
  /** Position of the sentence within its passage (0-based). */
  index: number;
}

const HARD = /(?:[^\n.!?؟؛]|[.!?؟؛](?!\s|$))*(?:[.!?؟؛]+(?=\s|$)|\n|$)/gu;
const SOFT_SPLIT_CHARS = 280;
const SOFT = /(?:[^،;]|[،;](?!\s|$))*(?:[،;]+(?=\s|$)|$)/gu;
// Initials and common titles end in a period without ending the sentence.
const ABBREVIATION = /(?:^|\s)(?:\p{Lu}|Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|vs|e\.g|i\.e|Fig|No|approx)\.$/u;
const MIN_LETTERS = /\p{L}.*\p{L}/su;

function pieces(text: string, pattern: RegExp): string[] {
  const out: string[] = [];
  let carry = '';
  for (const match of text.matchAll(pattern)) {
    const piece = match[0];
    if (piece === '') continue;
    // A boundary inside an abbreviation-like token (single letter + ".") is glued back on.
    const joined = carry + piece;
    if (ABBREVIATION.test(joined.trimEnd()) && !piece.includes('\n')) {
      carry = joined;
      continue;
    }
    out.push(joined);
    carry = '';
  }
  if (carry) out.push(carry);
  return out;
}

function softSplit(sentence: string): string[] {
  if (sentence.length <= SOFT_SPLIT_CHARS) return [sentence];
  const parts = pieces(sentence, SOFT);
  // Re-merge tiny clauses so no piece is a lone word.
  const merged: string[] = [];
  for (const part of parts) {
    const last = merged.length - 1;
    if (last >= 0 && (merged[last]!.length < 80 || part.trim().length < 40)) merged[last] += part;
    else merged.push(part);
  }
  return merged;
}

export function splitSentences(passage: string): Sentence[] {
  const out: Sentence[] = [];
  for (const hard of pieces(passage, HARD)) {
    for (const piece of softSplit(hard)) {
      const text = piece.replace(/\s+/gu, ' ').trim();
      if (text && MIN_LETTERS.test(text)) out.push({ text, index: out.length });
    }
  }
  return out;
}
