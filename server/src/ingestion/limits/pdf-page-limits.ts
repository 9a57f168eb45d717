// Cheap check of a PDF page before pdf.js reads or renders it (docs/decisions/008): the size of
// its content (page streams and the form XObjects it draws, counted each time they are drawn)
// and its operator count. pdf.js walks every operator to read the text layer and again to render
// for OCR, so a 2 MB page of 300,000 strokes costs minutes; measuring it costs one pass over the
// bytes. pdf-lib (only here, for its object model and stream filters) reads the structure.
import { constants, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';
import { IngestionError, INGESTION_MESSAGES } from '../ingestion-error.js';
import { scanContentOperators } from './pdf-content-ops.js';

export interface PdfPageLimits {
  /** Decoded content of one page, forms included. */
  maxContentBytes: number;
  /** Operators of one page, forms included. */
  maxOperators: number;
}

export const DEFAULT_PDF_PAGE_LIMITS: PdfPageLimits = {
  maxContentBytes: 16 * 1024 * 1024,
  maxOperators: 200_000,
};

/** Forms drawing forms: deeper than this is treated as too complex. */
const MAX_FORM_DEPTH = 12;

class TooComplex extends Error {}

interface Cost {
  bytes: number;
  operators: number;
}

export class PdfPageChecker {
  private readonly formCosts = new Map<PDFRawStream, Cost>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly limits: PdfPageLimits,
  ) {}

  /** Null when pdf-lib cannot read the file: pdf.js then decides (and the job's limits still apply). */
  static async open(bytes: Uint8Array, limits = DEFAULT_PDF_PAGE_LIMITS) {
    try {
      const doc = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        updateMetadata: false,
        throwOnInvalidObject: false,
      });
      return doc.isEncrypted ? null : new PdfPageChecker(doc, limits);
    } catch {
      return null;
    }
  }

  /** Throws a teacher-readable IngestionError when page `number` (1-based) is too costly to read. */
  assertPage(number: number): void {
    try {
      const page = this.doc.getPages()[number - 1];
      if (!page) return;
      const resources = page.node.Resources();
      const contents = page.node.Contents();
      const streams =
        contents instanceof PDFArray
          ? contents.asArray().map((item) => this.doc.context.lookup(item))
          : [contents];
      const total: Cost = { bytes: 0, operators: 0 };
      for (const stream of streams) {
        if (stream instanceof PDFRawStream) this.addStream(total, stream, resources, 0);
      }
    } catch (error) {
      if (error instanceof TooComplex)
        throw new IngestionError(INGESTION_MESSAGES.pdfPageTooComplex(number));
      // Anything pdf-lib cannot follow is left to pdf.js.
    }
  }

  private addStream(
    total: Cost,
    stream: PDFRawStream,
    resources: PDFDict | undefined,
    depth: number,
  ) {
    const content = this.decode(stream);
    this.add(total, { bytes: content.byteLength, operators: 0 });
    scanContentOperators(content, (operator, name) => {
      this.add(total, { bytes: 0, operators: 1 });
      if (operator === 'Do' && name) {
        const form = this.formNamed(resources, name);
        if (form) this.add(total, this.formCost(form, resources, depth + 1));
      }
      return true;
    });
  }

  private formCost(form: PDFRawStream, pageResources: PDFDict | undefined, depth: number): Cost {
    const known = this.formCosts.get(form);
    if (known) return known;
    if (depth > MAX_FORM_DEPTH) throw new TooComplex();
    // Marked before measuring: a form drawing itself is a cycle, never finished.
    this.formCosts.set(form, { bytes: Infinity, operators: Infinity });
    const own = this.dict(form.dict.get(PDFName.of('Resources'))) ?? pageResources;
    const cost: Cost = { bytes: 0, operators: 0 };
    this.addStream(cost, form, own, depth);
    this.formCosts.set(form, cost);
    return cost;
  }

  private formNamed(resources: PDFDict | undefined, name: string): PDFRawStream | undefined {
    const xobjects = this.dict(resources?.get(PDFName.of('XObject')));
    const target = xobjects && this.doc.context.lookup(xobjects.get(PDFName.of(name)));
    if (!(target instanceof PDFRawStream)) return undefined;
    const subtype = target.dict.get(PDFName.of('Subtype'));
    return subtype === PDFName.of('Form') ? target : undefined;
  }

  private dict(value: PDFObject | PDFRef | undefined): PDFDict | undefined {
    const resolved = value instanceof PDFRef ? this.doc.context.lookup(value) : value;
    return resolved instanceof PDFDict ? resolved : undefined;
  }

  private add(total: Cost, more: Cost): void {
    total.bytes += more.bytes;
    total.operators += more.operators;
    if (total.bytes > this.limits.maxContentBytes || total.operators > this.limits.maxOperators)
      throw new TooComplex();
  }

  /** Flate (nearly every content stream) inflates natively with an output cap; other filters via pdf-lib. */
  private decode(stream: PDFRawStream): Uint8Array {
    const filter = stream.dict.get(PDFName.of('Filter'));
    if (filter === undefined) return stream.contents;
    const onlyFlate =
      filter === PDFName.of('FlateDecode') ||
      (filter instanceof PDFArray &&
        filter.size() === 1 &&
        filter.get(0) === PDFName.of('FlateDecode'));
    if (onlyFlate && !stream.dict.has(PDFName.of('DecodeParms'))) {
      try {
        return inflateSync(stream.contents, {
          maxOutputLength: this.limits.maxContentBytes + 1,
          finishFlush: constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new TooComplex();
        return new Uint8Array(0); // damaged: pdf.js copes or fails with its own reason
      }
    }
    try {
      return decodePDFRawStream(stream).decode();
    } catch {
      return new Uint8Array(0);
    }
  }
}
