// A change of type size between two lines ends a paragraph: a heading set bigger than the text
// under it ("وظائف أجزاء الخلية" in a LibreOffice export, 14 pt over 12 pt) is its own block even
// when the paragraph gap before it is under the 1.9 line heights that mark a gap, and even when
// the line above it runs to the margin (the chunker would otherwise glue it onto that sentence).
// Only a step of the whole line counts: every letter of one line bigger than every glyph of the
// other, so a formula's tall bracket or a raised figure inside running text changes nothing.

/** The smallest step between two type sizes that sets a heading apart (12 pt body, 14 pt heading). */
const SIZE_STEP = 1.12;

export interface LineSizes {
  /** The line's tallest glyph or item. */
  largest: number;
  /** Its smallest letter or digit that is not a superscript or subscript. */
  smallestLetter: number;
}

export function sizeStepBetween(a: LineSizes, b: LineSizes): boolean {
  return a.smallestLetter > SIZE_STEP * b.largest || b.smallestLetter > SIZE_STEP * a.largest;
}

/** Sizes of a line from its pieces (glyphs or text items); scripts are left out of the letters. */
export function lineSizes<T>(
  pieces: readonly T[],
  size: (piece: T) => number,
  text: (piece: T) => string,
  isScript: (piece: T) => boolean,
): LineSizes {
  let largest = 0;
  let smallestLetter = Infinity;
  for (const piece of pieces) {
    largest = Math.max(largest, size(piece));
    if (!isScript(piece) && /[\p{L}\p{Nd}]/u.test(text(piece)))
      smallestLetter = Math.min(smallestLetter, size(piece));
  }
  return { largest, smallestLetter: Number.isFinite(smallestLetter) ? smallestLetter : largest };
}
