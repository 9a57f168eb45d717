// Real pdf-lib PDFs with superscripts and subscripts drawn as producers draw them: a smaller font
// with the baseline raised or lowered past the same-line tolerance. They must stay against their
// base ("x2", "CO2"), while small text on a line of its own (a footnote) stays its own line.
import { afterAll, describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { fixtureFont } from '../../../test/fixtures/ingestion-fixtures.js';
import { resolveLimits } from '../ingestion-limits.js';
import { extractPdf } from './extract-pdf.js';
import { TesseractOcrEngine } from './ocr.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());
const ctx = { languages: ['ara', 'eng'] as const, signal: new AbortController().signal };
const deps = { ocr, limits: resolveLimits() };

const BODY = 12;
const SCRIPT = 8;

/** A piece of a line: its text, and how far its baseline is raised (+) or lowered (-). */
type Piece = [text: string, shift?: number];

/** Draws the pieces one after another from x; scripts in the small size. Returns the end x. */
function drawPieces(page: PDFPage, font: PDFFont, pieces: Piece[], x: number, y: number): number {
  for (const [text, shift] of pieces) {
    const size = shift ? SCRIPT : BODY;
    page.drawText(text, { x, y: y + (shift ?? 0), size, font });
    x += font.widthOfTextAtSize(text, size);
  }
  return x;
}

async function linesOf(pdf: Uint8Array): Promise<string[]> {
  const pages = await extractPdf(pdf, ctx, deps);
  return pages.flatMap((p) => p.text.split('\n')).filter((line) => line !== '');
}

describe('superscripts and subscripts in a PDF text layer', () => {
  it('keeps a raised or lowered small figure against its base, and a small footnote line apart', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    const lines: Piece[][] = [
      [['The area of the square is x'], ['2', 5.5], [' square metres.']],
      [['Plants take in CO'], ['2', -4.5], [' from the air.']],
      [['Gravity pulls at 9.8 m/s'], ['2', 5.5], [' and the error is 10'], ['-3', 5.5], ['.']],
      [['Probability of measuring one is |b|'], ['2', 5.5]],
      // A script drawn in pieces, as some producers draw each glyph of it.
      [['The power p'], ['3', 5.5], ['/', 5.5], ['2', 5.5], [' grows fast.']],
    ];
    lines.forEach((pieces, index) => drawPieces(page, font, pieces, 50, 780 - index * 20));
    // A footnote set in the script size just under the last line of the body.
    page.drawText('1 Adapted from the course notes, chapter two.', {
      x: 50,
      y: 780 - lines.length * 20 + 6,
      size: SCRIPT,
      font,
    });

    expect(await linesOf(await doc.save())).toEqual([
      'The area of the square is x2 square metres.',
      'Plants take in CO2 from the air.',
      'Gravity pulls at 9.8 m/s2 and the error is 10-3.',
      'Probability of measuring one is |b|2',
      'The power p3/2 grows fast.',
      '1 Adapted from the course notes, chapter two.',
    ]);
  });

  it('keeps a superscript against its base on a page read from its glyphs (Arabic)', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(fixtureFont(), { subset: true });
    const page = doc.addPage([595, 842]);
    // Visual order, left to right: "x", the raised "3/2" (glyph by glyph), then the Arabic words.
    const end = drawPieces(page, font, [['x'], ['3', 5.5], ['/', 5.5], ['2', 5.5]], 300, 780);
    page.drawText('مساحة المربع ', { x: end + 4, y: 780, size: BODY, font });
    page.drawText('الدرس الأول عن المساحة.', { x: 300, y: 750, size: BODY, font });

    const lines = await linesOf(await doc.save());
    expect(lines[0]).toBe('مساحة المربع x3/2');
  });
});
