// Running headers, footers and bare page numbers: the same short line at the top or bottom of
// many pages ("132 Chapter 12" / "134 Chapter 12", "https://github.com/...", "7"). Lines are
// compared without the page number at their start or end; that number must follow the page
// order (number - page is the same on every page), so a chapter title "12 Truth tables" on the
// first page is not taken for the running header "Truth tables 133".
import { edgeLineIndexes } from './edge-lines.js';
import { edgeNumbers } from './page-numbers.js';

/** Longer lines are body text even when repeated (a definition quoted on every slide stays). */
const MAX_RUNNING_LINE_CHARS = 100;
/** Share of the document's pages a line must repeat on (at the edge) to be a running line. */
const MIN_PAGE_SHARE = 0.3;
const MIN_PAGES = 3;
const NO_NUMBER = 'none';

/** The line as compared across pages: case, spacing, punctuation and numbers ignored. */
export function runningLineKey(line: string): string {
  const hasNumber = edgeNumbers(line).length > 0;
  const words = line
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^\P{L}+|\P{L}+$/gu, '')
    .replace(/\p{Nd}+/gu, '#')
    .replace(/[\s|·•\-–—_.,:;()[\]]+/gu, ' ')
    .trim();
  return hasNumber ? `${words} #` : words;
}

/**
 * For each number at the line's start or end: number - page (constant for a page number) and
 * the number itself (constant for a fixed number, "Chapter 12" or a URL's "FUE105").
 */
function pageOffsets(line: string, page: number): string[] {
  const numbers = edgeNumbers(line);
  if (numbers.length === 0) return [NO_NUMBER];
  return numbers.flatMap((n) => [String(n - page), `=${n}`]);
}

/** How many pages a line must repeat on: every page for documents of up to 3 pages. */
function pagesNeeded(pageCount: number): number {
  if (pageCount <= MIN_PAGES) return pageCount;
  return Math.max(MIN_PAGES, Math.ceil(pageCount * MIN_PAGE_SHARE));
}

export interface PageLines {
  page: number;
  lines: readonly string[];
}

/** Decides, for one document, which edge lines are running lines. */
export class RunningLines {
  /** key -> offsets (number - page, or NO_NUMBER) that repeat on enough pages. */
  private readonly running = new Map<string, Set<string>>();

  constructor(pages: readonly PageLines[]) {
    if (pages.length < 2) return;
    const pagesWith = new Map<string, Set<number>>();
    for (const { page, lines } of pages) {
      for (const i of edgeLineIndexes(lines)) {
        const line = lines[i]!.trim();
        if (line.length > MAX_RUNNING_LINE_CHARS) continue;
        const key = runningLineKey(line);
        for (const offset of pageOffsets(line, page)) {
          const id = `${key}\u0000${offset}`;
          if (!pagesWith.has(id)) pagesWith.set(id, new Set());
          pagesWith.get(id)!.add(page);
        }
      }
    }
    const needed = pagesNeeded(pages.length);
    for (const [id, onPages] of pagesWith) {
      if (onPages.size < needed) continue;
      const [key, offset] = id.split('\u0000') as [string, string];
      if (!this.running.has(key)) this.running.set(key, new Set());
      this.running.get(key)!.add(offset);
    }
  }

  /** True when `line` (an edge line of `page`) is one of the document's running lines. */
  has(line: string, page: number): boolean {
    const offsets = this.running.get(runningLineKey(line.trim()));
    return offsets !== undefined && pageOffsets(line, page).some((o) => offsets.has(o));
  }
}
