// The characters a list bullet is drawn with, for the two PDF line readers (pdf-text-layout.ts
// for items, pdf-bidi-lines.ts for glyphs). PowerPoint, Impress and Word draw bullets from symbol
// fonts, as private-use characters (U+F0B7, U+F0A7, U+F095) that the text layer drops later; a
// reader that did not know them kept an empty cell before the item's text.
export const BULLET_CHARS =
  '•▪◦●○■□➢➤►▸✓✔\\-–*·→\\u2022\\u2023\\u2043\\u2219\\u25A0-\\u25FF\\u2794-\\u27BF\\uE000-\\uF8FF';
