// Words hyphenated across a line break ("con-\nclusion") are joined back. A compound that keeps
// its hyphen ("self-\nevident") stays hyphenated when the document writes it with a hyphen
// elsewhere; dashes used as punctuation ("word -", "—", "–") are never joined.

/** A lower-case word part, a hyphen at the line's end, a lower-case continuation. */
const BROKEN = /(\p{L}+)-\n(\p{Ll}\p{L}*)[ \t]?/gu;

/** Hyphenated compounds written on one line somewhere in the document ("self-evident"). */
function hyphenatedCompounds(texts: readonly string[]): Set<string> {
  const compounds = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\p{L}+-\p{L}+/gu)) compounds.add(match[0].toLowerCase());
  }
  return compounds;
}

/** Joins hyphenated line breaks in each text, using the whole document as evidence for compounds. */
export function joinHyphenatedBreaks(texts: readonly string[]): string[] {
  const compounds = hyphenatedCompounds(texts);
  return texts.map((text) =>
    text.replace(BROKEN, (_, head: string, tail: string) => {
      if (!/\p{Ll}$/u.test(head)) return `${head}-\n${tail}`;
      const keepsHyphen = compounds.has(`${head}-${tail}`.toLowerCase());
      return keepsHyphen ? `${head}-${tail}\n` : `${head}${tail}\n`;
    }),
  );
}
