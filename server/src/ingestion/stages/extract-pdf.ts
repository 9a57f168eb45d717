// PDF -> text per page. The text layer is read with pdf.js and put back in reading order
// (Arabic included); a page with no or too little text (a scan, a photo of a page) or a garbled
// one (a broken font map) is rendered and OCR'd, so mixed and fully scanned PDFs both work. A good
// text layer is never replaced by OCR: on a sparse page with a picture OCR only adds the picture's text.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { IngestionError, INGESTION_MESSAGES } from '../ingestion-error.js';
import type { IngestionLimits } from '../ingestion-limits.js';
import type { IngestContext, PageText } from '../ingestion-types.js';
import { PdfPageChecker } from '../limits/pdf-page-limits.js';
import { imagePaintOps, openPdf, type PDFDocumentProxy } from '../pdfjs.js';
import type { OcrEngine } from './ocr.js';
import { judgeTextLayer } from '../clean/garbled-text.js';
import { supplementLayerWithOcr } from '../clean/ocr-supplement.js';
import { spellOcrPagesAsDocument } from '../clean/ocr-dot-spelling.js';
import { prepareScanImage } from './scan-image-prep.js';
import { firstReading, finishReading } from './scan-reading.js';
import { cleanOcrText, meaningfulCharCount } from './text-quality.js';
import { PdfTextReader } from './pdf-page-text.js';
import { renderPageImage, type RasterSpec } from './render-page.js';

/**
 * Rasters for OCR. 150 dpi reads body text (10-12 pt) well at about half the cost of 300 dpi; a
 * page read with low confidence (small print) is rendered again at 300 dpi. The pixel budgets
 * bound what drawing a page costs (render-page.ts): letter and A4 pages keep 150 dpi, an A3 page
 * gets ~147; a letter page's retry ~255 dpi (drawing the class files' scan for it: +160 MB at
 * 6 MP, +290 MB at the 8.4 MP of 300 dpi, docs/decisions/032).
 */
export const OCR_RASTER: RasterSpec = { dpi: 150, maxPixels: 4_200_000 };
export const RETRY_RASTER: RasterSpec = { dpi: 300, maxPixels: 6_000_000 };
const RETRY_BELOW_CONFIDENCE = 70;
/**
 * A page with some text but less than this, that also paints an image, is OCR'd too: scans often
 * carry a stamp ("Scanned with ...") or a page header as their only text layer.
 */
const SPARSE_PAGE_CHARS = 200;
type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

export interface PdfDeps {
  ocr: OcrEngine;
  limits: IngestionLimits;
}

async function open(bytes: Uint8Array, limits: IngestionLimits): Promise<PDFDocumentProxy> {
  try {
    return await openPdf(bytes, { maxImagePixels: limits.maxImagePixels });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      throw new IngestionError(INGESTION_MESSAGES.encryptedPdf);
    throw new IngestionError(INGESTION_MESSAGES.badPdf);
  }
}

async function ocrPage(
  pdf: PDFDocumentProxy,
  page: PdfPage,
  rendered: Uint8Array,
  ctx: IngestContext,
  deps: PdfDeps,
  wholePage: boolean,
): Promise<string> {
  // Only a page read whole is prepared as a scan: a picture on a slide is not a tilted page.
  const prepare = async (raster: Uint8Array) =>
    wholePage ? await prepareScanImage(raster) : { image: raster, boxed: false };
  const { image, boxed } = await prepare(rendered);
  const first = await firstReading(deps.ocr, image, ctx.languages, ctx.signal);
  if (first.confidence >= RETRY_BELOW_CONFIDENCE || meaningfulCharCount(first.text) === 0)
    return cleanOcrText(
      await finishReading(deps.ocr, image, first, ctx.languages, ctx.signal, { ...ctx, boxed }),
    );
  await deps.ocr.releaseIdle(); // rendering and OCR never hold their peaks at once (ocr.ts)
  const sharp = await prepare(await renderPageImage(pdf, page, RETRY_RASTER));
  const sharper = await firstReading(deps.ocr, sharp.image, ctx.languages, ctx.signal);
  // The Arabic-only reading (bilingual bots) reads the raster that read better, once.
  const [better, chosen] =
    sharper.confidence > first.confidence ? [sharper, sharp] : [first, { image, boxed }];
  return cleanOcrText(
    await finishReading(deps.ocr, chosen.image, better, ctx.languages, ctx.signal, {
      ...ctx,
      boxed: chosen.boxed,
    }),
  );
}

async function paintsImage(page: PdfPage): Promise<boolean> {
  const ops = await imagePaintOps();
  const list = await page.getOperatorList();
  return list.fnArray.some((fn) => ops.has(fn));
}

/**
 * What OCR does for a page: nothing (a good text layer), replace (no text layer, or a garbled
 * one), or supplement (a good but sparse layer on a page with a picture: the layer is kept, the
 * picture's text is added).
 */
async function ocrRole(
  page: PdfPage,
  layerText: string,
  ctx: IngestContext,
  limits: IngestionLimits,
): Promise<'none' | 'replace' | 'supplement'> {
  const chars = meaningfulCharCount(layerText);
  if (chars < limits.minPageTextChars) return 'replace';
  if (judgeTextLayer(layerText, ctx.languages).garbled) return 'replace';
  return chars < SPARSE_PAGE_CHARS && (await paintsImage(page)) ? 'supplement' : 'none';
}

export async function extractPdf(
  bytes: Uint8Array,
  ctx: IngestContext,
  deps: PdfDeps,
): Promise<PageText[]> {
  const pdf = await open(bytes, deps.limits);
  const pageChecker = await PdfPageChecker.open(bytes);
  // Scanned pages are OCR'd while the next pages are read, up to the OCR engine's parallelism.
  const inFlight = new Set<Promise<void>>();
  const texts: string[] = [];
  const ocrPages: number[] = [];
  const reader = new PdfTextReader();
  try {
    if (pdf.numPages > deps.limits.maxPdfPages)
      throw new IngestionError(INGESTION_MESSAGES.tooManyPages(deps.limits.maxPdfPages));
    for (let number = 1; number <= pdf.numPages; number++) {
      ctx.signal.throwIfAborted();
      pageChecker?.assertPage(number); // before pdf.js walks the page's operators
      const page = await pdf.getPage(number);
      const layerText = await reader.read(page);
      texts[number - 1] = layerText;
      const role = await ocrRole(page, layerText, ctx, deps.limits);
      if (role !== 'none') {
        await deps.ocr.releaseIdle(); // rendering and OCR never hold their peaks at once (ocr.ts)
        const image = await renderPageImage(pdf, page, OCR_RASTER);
        const index = number - 1;
        // A garbled layer is never indexed, even when OCR finds nothing better.
        if (role === 'replace' && meaningfulCharCount(layerText) >= deps.limits.minPageTextChars)
          texts[index] = '';
        const job: Promise<void> = ocrPage(pdf, page, image, ctx, deps, role === 'replace').then(
          (ocrText) => {
            if (role === 'supplement') texts[index] = supplementLayerWithOcr(layerText, ocrText);
            else if (meaningfulCharCount(ocrText) > meaningfulCharCount(texts[index]!))
              texts[index] = ocrText;
            ocrPages.push(index);
          },
        );
        job.catch(() => undefined); // observed below; avoids an unhandled rejection while waiting on others
        inFlight.add(job);
        void job.finally(() => inFlight.delete(job)).catch(() => undefined);
        if (inFlight.size >= Math.max(1, deps.ocr.parallelism)) await Promise.race(inFlight);
      }
      page.cleanup();
      // Parsing runs on this thread: let queued HTTP requests through between pages.
      await yieldToEventLoop();
    }
    await Promise.all(inFlight);
    return spellOcrPagesAsDocument(texts, ocrPages)
      .map((text, i) => ({ page: i + 1, text }))
      .filter((p) => p.text.length > 0);
  } finally {
    await Promise.allSettled(inFlight);
    await pdf.destroy();
  }
}
