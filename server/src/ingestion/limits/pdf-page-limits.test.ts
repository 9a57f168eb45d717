// The PDF page check measures a page's content (forms drawn from it included) before pdf.js
// reads it: ordinary text pages pass, the hostile pages of issue 8 are refused with their page.
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LINES, textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { strokesPdf, textOperatorsPdf } from '../../../test/fixtures/hostile-fixtures.js';
import { INGESTION_MESSAGES } from '../ingestion-error.js';
import { scanContentOperators } from './pdf-content-ops.js';
import { PdfPageChecker } from './pdf-page-limits.js';

function operators(content: string): string[] {
  const seen: string[] = [];
  scanContentOperators(Buffer.from(content, 'latin1'), (op, name) => {
    seen.push(op === 'Do' ? `${op}:${name}` : op);
    return true;
  });
  return seen;
}

/** Page 1 draws form /Fm0 `draws` times; the form draws `inner` strokes. */
async function formPdf(draws: number, inner: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const formContent = Array.from({ length: inner }, () => '0 0 m 10 10 l S').join('\n');
  const form = doc.context.stream(deflateSync(Buffer.from(formContent)), {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, 595, 842],
    Filter: 'FlateDecode',
  });
  page.node.setXObject(PDFName.of('Fm0'), doc.context.register(form));
  const content = Array.from({ length: draws }, () => '/Fm0 Do').join('\n');
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)));
  return doc.save();
}

describe('scanContentOperators', () => {
  it('counts operators, skipping strings, names, arrays, dictionaries and inline images', () => {
    const content =
      'BT /F1 12 Tf (a (nested) \\) Tj) Tj [(x) 120 (y)] TJ <414243> Tj ET\n' +
      '% a comment with Tj in it\n/Im1 Do q BI /W 2 /H 1 ID \x00EI\xffS EI Q /P <</MCID 0>> BDC EMC true';
    expect(operators(content)).toEqual([
      'BT',
      'Tf',
      'Tj',
      'TJ',
      'Tj',
      'ET',
      'Do:Im1',
      'q',
      'BI',
      'ID',
      'EI',
      'Q',
      'BDC',
      'EMC',
    ]);
  });
});

describe('PdfPageChecker', () => {
  it('passes ordinary text pages', async () => {
    const checker = await PdfPageChecker.open(
      await textPdf([{ lines: ENGLISH_LINES }, { lines: ENGLISH_LINES }]),
    );
    expect(checker).not.toBeNull();
    expect(() => checker!.assertPage(1)).not.toThrow();
    expect(() => checker!.assertPage(2)).not.toThrow();
  });

  it('refuses a page of 300,000 strokes and a page of 400,000 text operators', async () => {
    const reason = INGESTION_MESSAGES.pdfPageTooComplex(1);
    const strokes = await PdfPageChecker.open(await strokesPdf());
    expect(() => strokes!.assertPage(1)).toThrow(reason);
    const text = await PdfPageChecker.open(await textOperatorsPdf());
    expect(() => text!.assertPage(1)).toThrow(reason);
  });

  it('counts a form each time the page draws it', async () => {
    const once = await PdfPageChecker.open(await formPdf(10, 1_000));
    expect(() => once!.assertPage(1)).not.toThrow();
    const many = await PdfPageChecker.open(await formPdf(100, 3_000));
    expect(() => many!.assertPage(1)).toThrow(INGESTION_MESSAGES.pdfPageTooComplex(1));
  });

  it('refuses nothing it cannot read: damaged files are left to pdf.js', async () => {
    const damaged = await PdfPageChecker.open(new Uint8Array(Buffer.from('%PDF-1.7 garbage')));
    expect(() => damaged?.assertPage(1)).not.toThrow();
  });
});
