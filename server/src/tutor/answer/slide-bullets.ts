// Slide decks exported by Impress and PowerPoint draw their bullets from symbol fonts, and the
// text layer keeps them as private-use characters (U+F095, U+F0B7, U+F0A7, ...). Set a little
// higher than the item's text, the glyph lands at the end of the line before its item in
// left-to-right text ("every segment is acknowledged \uF095" / "lost segments are sent again"),
// and after its item in right-to-left text, where the bidi order puts the item's start last
// ("الطاقة الشمسية \uF095"). Several Arabic items then share one line. Read as they are, the items
// are neither a list nor apart: the line under "UDP: faster" is glued to the wrapped-prose rules
// and an answer quotes three items as one. Here each glyph becomes a "• " at the start of its
// item's line, so the list rules (line-roles.ts) see the slide's bullets. The first item's glyph
// is most often lost to the title above it ("TCP and UDP" / "TCP: reliable" / glyph / "every
// segment ..."): the line between the passage's first line and the first glyph is an item too,
// else it would read as a heading over the list and never be quoted.

/** Bullet glyphs of the symbol fonts (OpenSymbol, Symbol, Wingdings) as private-use code points. */
const GLYPHS =
  '\\uF095\\uF0B7\\uF0A7\\uF0A8\\uF0D8\\uF076\\uF0FC\\uF06E\\uF06C\\uF0E8\\uF071\\uF075';
/** A bullet glyph standing as a word of its own (never a symbol inside a formula's word). */
const GLYPH_TOKEN = new RegExp(`(?:^|\\s+)[${GLYPHS}](?=\\s|$)\\s*`, 'u');
const GLYPH_SPLIT = new RegExp(`(?:^|\\s+)[${GLYPHS}](?:\\s+|$)`, 'u');
const ARABIC = /\p{Script=Arabic}/u;

const item = (text: string) => `• ${text}`;

/** The passage with each symbol-font bullet glyph turned into a "• " opening its item's line. */
export function bulletGlyphsAsItems(text: string): string {
  if (!GLYPH_TOKEN.test(text)) return text;
  const out: string[] = [];
  // Left to right: a glyph at the end of a line opens the next line's item.
  let pending = false;
  let seenGlyph = false;
  // The first glyph of the passage: the line before it, unless it is the passage's first (the
  // slide's title), is the first item.
  const firstItemBefore = () => {
    if (seenGlyph) return;
    seenGlyph = true;
    const filled = out.flatMap((l, i) => (l.trim() ? [i] : []));
    const last = filled[filled.length - 1];
    if (filled.length >= 2 && last !== undefined && !out[last]!.startsWith('• '))
      out[last] = item(out[last]!.trim());
  };
  for (const line of text.split('\n')) {
    if (!GLYPH_TOKEN.test(line)) {
      const trimmed = line.trim();
      out.push(pending && trimmed ? item(trimmed) : line);
      if (trimmed) pending = false;
      continue;
    }
    const parts = line.split(GLYPH_SPLIT).map((p) => p.trim());
    // A glyph that ends a line was set apart from its item (the Impress offset); one opening its
    // line ("\uF0B7 Objectives", PowerPoint) sits with its item and says nothing of the line above.
    const trailing = parts[parts.length - 1] === '';
    if (!ARABIC.test(line) && trailing && parts[0] === '') firstItemBefore();
    if (ARABIC.test(line)) {
      // Right to left: each glyph closes the item before it; text after the last one is not
      // known to be an item (a title set on the line of the first bullet).
      parts.forEach((part, i) => {
        if (part) out.push(i < parts.length - 1 ? item(part) : part);
      });
      pending = false;
      continue;
    }
    parts.forEach((part, i) => {
      if (part) out.push(i > 0 || pending ? item(part) : part);
      if (i === 0 && part && trailing) firstItemBefore();
    });
    pending = trailing;
  }
  return out.join('\n');
}
