// Cutting text by UTF-16 units can split an emoji or a letter with its marks in half (issue 8);
// these helpers cut between user-perceived characters (Intl.Segmenter graphemes).
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** At most `max` graphemes of `text`, never a broken one. */
export function takeGraphemes(text: string, max: number): string {
  if (text.length <= max) return text; // every grapheme is at least one unit
  return graphemes(text).slice(0, max).join('');
}
