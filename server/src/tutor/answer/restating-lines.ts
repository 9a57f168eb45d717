// A line that only restates the question: a title slide ("Photosynthesis"), an agenda or
// overview item ("• The limiting factors of photosynthesis"), a section title written as text
// ("Testing a leaf for starch"). Every word of it is a word of the question and it ends
// without a full stop, so it names the topic and states nothing about it. It holds the
// question's words as well as any line can, and so outranked the page that answers; it may
// still be quoted when nothing else holds the question (issue 7 §2).

/** A line's words (analyzed stems) and, per question term, where the line holds it. */
export interface LineWords {
  role: string;
  /** Ends without closing punctuation (or with a colon). */
  open: boolean;
  stems: readonly string[];
  matches: readonly (readonly number[] | null)[];
}

/** Digits and words of two letters or more: what a line says (list markers aside). */
const SAYS = /\p{N}|\p{L}\p{L}/u;

export function restatesQuestion(line: LineWords): boolean {
  if (line.role !== 'text' || !line.open) return false;
  const said = line.stems.flatMap((stem, i) => (SAYS.test(stem) ? [i] : []));
  if (said.length === 0) return false;
  const held = new Set(line.matches.flatMap((positions) => positions ?? []));
  return said.every((i) => held.has(i));
}
