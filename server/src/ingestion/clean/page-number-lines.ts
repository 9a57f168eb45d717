// Page-number lines that name the page ("Page 3 of 12", "صفحة ٢ من ٢", "Seite 3 von 9") in any
// digit set (Latin, Arabic-Indic, Eastern Arabic-Indic: \p{Nd} covers them). They carry no lesson
// text, and quoted in an answer they read as noise. Bare numbers ("3", "- 3 -", "3 / 12") are
// running lines (running-lines.ts): only their following the page order tells them from content.

const N = String.raw`\p{Nd}{1,4}`;
const OF = String.raw`(?:of|/|من|sur|von|de|di)`;
const PAGE_WORD = String.raw`(?:page|pages|pg\.?|p\.|seite|página|pagina|صفحة|الصفحة|صفحه|ص\.?)`;

/** "Page 3", "Page 3 of 12", "صفحة ٢ من ٢", "3 of 12 pages": unambiguous wherever they stand. */
const WORDED = new RegExp(
  String.raw`^(?:${PAGE_WORD}\s*${N}(?:\s*${OF}\s*${N})?|${N}\s*${OF}\s*${N}\s*${PAGE_WORD})$`,
  'iu',
);
/** The whole line names the page ("Page 3 of 12"). */
export function isWordedPageNumber(line: string): boolean {
  const text = line.trim();
  return text.length > 0 && text.length <= 40 && WORDED.test(text);
}

/**
 * "Page 2 of 2" with its words and numbers in full, found inside a line: OCR reads a footer with
 * debris around it (". Page 1 of 2 | ١ | :") or glued to the page's last line ("... by osmosis.
 * i Page 2 of 2 : ِ :"), and may misread its numbers, so neither the numbers nor the line's
 * edges are trusted.
 */
const WORDED_INSIDE = new RegExp(
  String.raw`(?:^|\s)${PAGE_WORD}\s*${N}\s*${OF}\s*${N}(?=\s|$|[^\p{L}\p{Nd}])`,
  'iu',
);
/** A token of OCR debris: no run of two letters or digits ("i", "١", "|", ":", a lone mark). */
const DEBRIS_TOKEN = /^(?:[^\p{L}\p{Nd}]*[\p{L}\p{Nd}]?[^\p{L}\p{Nd}]*)$/u;

function onlyDebris(text: string): boolean {
  return text
    .trim()
    .split(/\s+/u)
    .every((token) => token === '' || DEBRIS_TOKEN.test(token));
}

/**
 * The line without a "Page N of M" it holds at its end or among debris, or null when it holds
 * none. An empty result: the line was only the page number (and debris).
 */
export function withoutPageNumber(line: string): string | null {
  const match = WORDED_INSIDE.exec(line);
  if (!match) return null;
  const before = line.slice(0, match.index);
  const after = line.slice(match.index + match[0].length);
  if (!onlyDebris(after)) return null;
  if (onlyDebris(before)) return '';
  // Text before the footer: keep it, without the debris tokens that lead into the footer.
  const tokens = before.trimEnd().split(/\s+/u);
  while (tokens.length > 0 && DEBRIS_TOKEN.test(tokens.at(-1)!) && !/[.!?؟]$/u.test(tokens.at(-1)!))
    tokens.pop();
  return tokens.join(' ');
}
