// Draws laid-out pages into PDFs with a real text layer, with either of two engines real files
// come from: pdf-lib (glyph runs in logical order) or Skia (shaped, bidi-ordered text as
// browsers and office tools print it). Right-to-left and mixed lines always go through Skia.
import fontkit from '@pdf-lib/fontkit';
import { createCanvas, PDFDocument as SkiaPdfDocument } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { FONT_FAMILY, fixtureFont } from '../../test/fixtures/ingestion-fixtures.js';
import type { LaidOutPage, Measure } from './layout.js';

/**
 * pdf-lib stamps the current time as creation and modification date; a fixed date keeps a
 * built file byte-identical from run to run, so benchmarks can cache what its ingestion gives.
 */
export const BUILD_DATE = new Date('2026-01-01T00:00:00Z');

/** A new pdf-lib document whose bytes depend only on what is drawn into it. */
export async function reproduciblePdf(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(BUILD_DATE);
  doc.setModificationDate(BUILD_DATE);
  return doc;
}

let skiaMeasureContext: ReturnType<ReturnType<typeof createCanvas>['getContext']> | undefined;

/** Text width in points as Skia draws it with the fixture font. */
export const skiaMeasure: Measure = (text, size) => {
  fixtureFont();
  skiaMeasureContext ??= createCanvas(10, 10).getContext('2d');
  skiaMeasureContext.font = `${size}px "${FONT_FAMILY}"`;
  return skiaMeasureContext.measureText(text).width;
};

export function skiaPdf(pages: LaidOutPage[], title: string): Uint8Array {
  fixtureFont();
  const doc = new SkiaPdfDocument({ title });
  for (const page of pages) {
    const ctx = doc.beginPage(page.width, page.height);
    ctx.fillStyle = '#111';
    for (const run of page.runs) {
      ctx.font = `${run.size}px "${FONT_FAMILY}"`;
      ctx.direction = run.rtl ? 'rtl' : 'ltr';
      ctx.textAlign = run.rtl ? 'right' : 'left';
      ctx.fillText(run.text, run.x, run.y);
    }
    doc.endPage();
  }
  return new Uint8Array(doc.close());
}

/** pdf-lib's width measure for the fixture font (its own metrics, so lines fit exactly). */
export async function pdfLibMeasure(): Promise<Measure> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fixtureFont(), { subset: true });
  return (text, size) => font.widthOfTextAtSize(text, size);
}

export async function pdfLibPdf(pages: LaidOutPage[], title: string): Promise<Uint8Array> {
  const doc = await reproduciblePdf();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  const font = await doc.embedFont(fixtureFont(), { subset: true });
  for (const laid of pages) {
    const page = doc.addPage([laid.width, laid.height]);
    for (const run of laid.runs) {
      if (run.rtl) throw new Error(`pdf-lib cannot order right-to-left text: "${run.text}"`);
      page.drawText(run.text, { x: run.x, y: laid.height - run.y, size: run.size, font });
    }
  }
  return doc.save();
}
