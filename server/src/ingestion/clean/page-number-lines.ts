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
