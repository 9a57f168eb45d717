// A PDF page as a PNG (for OCR, and for a student's page view), at a resolution chosen from the
// page's size so the raster stays within a pixel budget. What rendering costs in memory grows
// with the raster, not only the canvas: on a real one-page scan made of 36 JPEG strips, drawing
// peaked ~200 MB above the process's base at 150 dpi (2.1 MP) and ~330 MB at 300 dpi (8.4 MP),
// against a 512 MB cap for the whole job child (docs/decisions/032).
import { collectGarbage } from '../../isolation/process-memory.js';
import type { PDFDocumentProxy } from '../pdfjs.js';

type PdfPage = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
type RenderParameters = Parameters<PdfPage['render']>[0];

export interface RasterSpec {
  /** The resolution wanted. */
  dpi: number;
  /** Width x height never exceeded: a larger page is drawn at a lower resolution. */
  maxPixels: number;
}

export interface RasterSize {
  width: number;
  height: number;
  /** Pixels per PDF point (1/72 inch). */
  scale: number;
}

/** The raster of a page of `widthPt` x `heightPt` points for `spec`. */
export function rasterSize(widthPt: number, heightPt: number, spec: RasterSpec): RasterSize {
  let scale = spec.dpi / 72;
  const pixels = widthPt * heightPt * scale * scale;
  if (pixels > spec.maxPixels) scale *= Math.sqrt(spec.maxPixels / pixels);
  // Rounded up, as pdf.js sizes its viewport (within one row and one column of the budget).
  const width = Math.max(1, Math.ceil(widthPt * scale));
  const height = Math.max(1, Math.ceil(heightPt * scale));
  return { width, height, scale };
}

export async function renderPageImage(
  pdf: PDFDocumentProxy,
  page: PdfPage,
  spec: RasterSpec,
): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  const size = rasterSize(base.width, base.height, spec);
  const viewport = page.getViewport({ scale: size.scale });
  // pdf.js brings its own canvas factory (@napi-rs/canvas in Node).
  const factory = pdf.canvasFactory as {
    create(
      w: number,
      h: number,
    ): { canvas: { encode(format: 'png'): Promise<Buffer> }; context: unknown };
    destroy(pair: unknown): void;
  };
  const pair = factory.create(size.width, size.height);
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
    // pdf.js keeps every image it decoded for the page (110 MB for that scan) until the page is
    // cleaned up; they are dropped now and collected at once, before OCR allocates its own
    // memory, instead of whenever V8 next collects (which made the peak, and the kill, a matter
    // of timing).
    page.cleanup();
    collectGarbage();
  }
}
