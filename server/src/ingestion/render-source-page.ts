// One page of a study PDF as a PNG, for a student opening a citation (issue 11). Runs in a job
// child (isolation/heavy-jobs.ts) with its memory and time limits, never on the request thread.
import { highlightBoxes, type HighlightBox, type TextItem } from './highlight-boxes.js';
import { openPdf } from './pdfjs.js';
import { renderPageImage, type RasterSpec } from './stages/render-page.js';

/** Screen resolution: readable on a phone, a few hundred KB per page (a poster-sized page less sharp). */
const VIEW_RASTER: RasterSpec = { dpi: 110, maxPixels: 4_200_000 };

export class PageOutOfRange extends Error {
  constructor() {
    super('No such page');
    this.name = 'PageOutOfRange';
  }
}

export interface RenderedPage {
  png: Uint8Array;
  /** Where the excerpt is on the page (empty: not found in the text layer); null without one asked. */
  boxes: HighlightBox[] | null;
}

/** The page as PNG and, when an excerpt is given, where it is in the page's text layer. */
export async function renderSourcePage(
  bytes: Uint8Array,
  pageNumber: number,
  maxImagePixels: number,
  excerpt?: string,
): Promise<RenderedPage> {
  const pdf = await openPdf(bytes, { maxImagePixels });
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages)
      throw new PageOutOfRange();
    const page = await pdf.getPage(pageNumber);
    const png = await renderPageImage(pdf, page, VIEW_RASTER);
    if (!excerpt) return { png, boxes: null };
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items.filter((i): i is typeof i & TextItem => 'str' in i);
    const boxes = highlightBoxes(items, viewport, excerpt);
    return { png, boxes };
  } finally {
    await pdf.destroy();
  }
}
