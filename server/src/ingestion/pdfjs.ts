// The pdf.js adapter: the only file that loads pdfjs-dist. In Node the legacy build runs its
// "worker" in this thread; work arrives in small async steps, and callers yield between pages.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const requireHere = createRequire(import.meta.url);
let loaded: Promise<PdfJs> | null = null;

function pdfjsRoot(): string {
  return path.dirname(requireHere.resolve('pdfjs-dist/package.json'));
}

/**
 * The legacy build bundles core-js, which replaces some builtins for the WHOLE process with
 * spec polyfills: JSON.parse/stringify become ~8x slower and Array.prototype.push ~2x on Node 20
 * (measured), slowing every request of the server. pdf.js needs none of their extra behaviour,
 * so the native ones are put back once pdf.js and its worker module are loaded.
 */
const NATIVE_BUILTINS: [object, string, PropertyDescriptor | undefined][] = [
  [Array.prototype, 'push', Object.getOwnPropertyDescriptor(Array.prototype, 'push')],
  [JSON, 'parse', Object.getOwnPropertyDescriptor(JSON, 'parse')],
  [JSON, 'stringify', Object.getOwnPropertyDescriptor(JSON, 'stringify')],
];

function restoreNativeBuiltins(): void {
  for (const [owner, name, descriptor] of NATIVE_BUILTINS) {
    if (descriptor) Object.defineProperty(owner, name, descriptor);
  }
}

export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= (async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // The worker module, loaded here rather than on the first document: in Node it runs in this
    // thread (pdf.js finds it on globalThis.pdfjsWorker), and its own core-js copy is undone below too.
    const workerFile = pathToFileURL(path.join(pdfjsRoot(), 'legacy/build/pdf.worker.mjs')).href;
    await import(workerFile);
    pdfjs.GlobalWorkerOptions.workerSrc = workerFile;
    restoreNativeBuiltins();
    return pdfjs;
  })();
  return loaded;
}

export interface OpenPdfOptions {
  /** Largest embedded image pdf.js will decode (pixels), a guard against pixel floods inside PDFs. */
  maxImagePixels: number;
}

export async function openPdf(
  bytes: Uint8Array,
  options: OpenPdfOptions,
): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const root = pdfjsRoot();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
    maxImageSize: options.maxImagePixels,
    standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
    cMapUrl: path.join(root, 'cmaps') + path.sep,
    cMapPacked: true,
    wasmUrl: path.join(root, 'wasm') + path.sep,
  });
  return task.promise;
}

export type { PDFDocumentProxy };

/** Operator codes that paint a raster image (a scan, a photo of a page, a figure). */
export async function imagePaintOps(): Promise<Set<number>> {
  const { OPS } = await loadPdfJs();
  return new Set([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
  ]);
}
