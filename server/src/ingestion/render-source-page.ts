// One page of a study PDF as a PNG, for a student opening a citation (issue 11). Runs in a job
// child (isolation/heavy-jobs.ts) with its memory and time limits, never on the request thread.
import { openPdf } from './pdfjs.js';
import { renderPageImage } from './stages/extract-pdf.js';

/** Screen resolution: readable on a phone, a few hundred KB per page. */
const VIEW_DPI = 110;

export class PageOutOfRange extends Error {
  constructor() {
    super('No such page');
    this.name = 'PageOutOfRange';
  }
}

export async function renderSourcePage(
  bytes: Uint8Array,
  pageNumber: number,
  maxImagePixels: number,
): Promise<Uint8Array> {
  const pdf = await openPdf(bytes, { maxImagePixels });
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages)
      throw new PageOutOfRange();
    const page = await pdf.getPage(pageNumber);
    return await renderPageImage(pdf, page, VIEW_DPI);
  } finally {
    await pdf.destroy();
  }
}
