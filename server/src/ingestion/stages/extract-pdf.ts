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
import { cleanOcrText, meaningfulCharCount } from './text-quality.js';
import { PdfTextReader } from './pdf-page-text.js';

/**
 * Rendering resolution for OCR. 150 dpi reads body text (10-12 pt) well at about half the cost of
 * 300 dpi; a page read with low confidence (small print) is rendered again at 300 dpi.
 */
const OCR_DPI = 150;
const RETRY_DPI = 300;
const RETRY_BELOW_CONFIDENCE = 70;
/**
 * A page with some text but less than this, that also paints an image, is OCR'd too: scans often
 * carry a stamp ("Scanned with ...") or a page header as their only text layer.
 */
const SPARSE_PAGE_CHARS = 200;
const MAX_RENDER_PIXELS = 12_000_000;

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
type RenderParameters = Parameters<PdfPage['render']>[0];

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

export async function renderPageImage(
  pdf: PDFDocumentProxy,
  page: PdfPage,
  dpi = OCR_DPI,
): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  let scale = dpi / 72;
  const pixels = base.width * base.height * scale * scale;
  if (pixels > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / pixels);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  // pdf.js brings its own canvas factory (@napi-rs/canvas in Node).
  const factory = pdf.canvasFactory as {
    create(
      w: number,
      h: number,
    ): { canvas: { encode(format: 'png'): Promise<Buffer> }; context: unknown };
    destroy(pair: unknown): void;
  };
  const pair = factory.create(width, height);
  try {
    // The DOM canvas types are not in the server's lib: the parameters are built untyped.
    const params = {
      canvas: pair.canvas,
      canvasContext: pair.context,
      viewport,
    } as unknown as RenderParameters;
    await page.render(params).promise;
    // encode() runs in a libuv thread: a large page does not block the event loop while compressing.
    return new Uint8Array(await pair.canvas.encode('png'));
  } finally {
    factory.destroy(pair);
  }
}

async function ocrPage(
  pdf: PDFDocumentProxy,
  page: PdfPage,
  image: Uint8Array,
  ctx: IngestContext,
  deps: PdfDeps,
): Promise<string> {
  const first = await deps.ocr.recognizeDetailed(image, ctx.languages, ctx.signal);
  if (first.confidence >= RETRY_BELOW_CONFIDENCE || meaningfulCharCount(first.text) === 0)
    return cleanOcrText(first.text);
  const sharper = await deps.ocr.recognizeDetailed(
    await renderPageImage(pdf, page, RETRY_DPI),
    ctx.languages,
    ctx.signal,
  );
  return cleanOcrText(sharper.confidence > first.confidence ? sharper.text : first.text);
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
        const image = await renderPageImage(pdf, page);
        const index = number - 1;
        // A garbled layer is never indexed, even when OCR finds nothing better.
        if (role === 'replace' && meaningfulCharCount(layerText) >= deps.limits.minPageTextChars)
          texts[index] = '';
        const job: Promise<void> = ocrPage(pdf, page, image, ctx, deps).then((ocrText) => {
          if (role === 'supplement') texts[index] = supplementLayerWithOcr(layerText, ocrText);
          else if (meaningfulCharCount(ocrText) > meaningfulCharCount(texts[index]!))
            texts[index] = ocrText;
        });
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
    return texts.map((text, i) => ({ page: i + 1, text })).filter((p) => p.text.length > 0);
  } finally {
    await Promise.allSettled(inFlight);
    await pdf.destroy();
  }
}
