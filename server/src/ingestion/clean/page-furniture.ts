// Removes what a page carries besides the lesson: running headers, footers and page-number
// lines. Decided over the whole document, since "running" means repeated across its pages.
import type { PageText } from '../ingestion-types.js';
import { edgeLineIndexes } from './edge-lines.js';
import { isWordedPageNumber, withoutPageNumber } from './page-number-lines.js';
import { RunningLines } from './running-lines.js';

export interface FurnitureResult {
  pages: PageText[];
  /** Lines taken out, for the inspection script and the decision record's measurements. */
  removedLines: number;
}

export function removePageFurniture(pages: readonly PageText[]): FurnitureResult {
  const pageLines = pages.map((p, i) => ({ page: p.page ?? i + 1, lines: p.text.split('\n') }));
  const running = new RunningLines(pageLines);
  let removedLines = 0;
  const cleaned = pages.map((page, p) => {
    const { page: number, lines } = pageLines[p]!;
    const edges = edgeLineIndexes(lines);
    const kept: string[] = [];
    lines.forEach((line, i) => {
      const furniture = isWordedPageNumber(line) || (edges.has(i) && running.has(line, number));
      // An OCR'd footer, with debris around it or glued to the page's last line.
      const stripped = furniture || !edges.has(i) ? null : withoutPageNumber(line);
      if (furniture || stripped === '') removedLines++;
      else kept.push(stripped ?? line);
    });
    return { page: page.page, text: kept.join('\n').replace(/^\n+|\n+$/g, '') };
  });
  return { pages: cleaned, removedLines };
}
