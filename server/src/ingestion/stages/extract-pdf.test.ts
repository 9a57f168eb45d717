// Real PDFs from two engines (pdf-lib and Skia), Arabic written the ways real producers write it.
import { afterAll, describe, expect, it } from 'vitest';
import {
  ARABIC_LINES,
  ENGLISH_LINES,
  perWordArabicPdf,
  scannedPdf,
  skiaTextPdf,
  textPdf,
  visualPresentationFormsPdf,
} from '../../../test/fixtures/ingestion-fixtures.js';
import { resolveLimits } from '../ingestion-limits.js';
import { extractPdf } from './extract-pdf.js';
import { TesseractOcrEngine } from './ocr.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());

const ctx = { languages: ['ara', 'eng'] as const, signal: new AbortController().signal };
const deps = { ocr, limits: resolveLimits() };
const joined = ARABIC_LINES.join(' ');

describe('extractPdf: text layer', () => {
  it('reads English text page by page', async () => {
    const pdf = await textPdf([
      { lines: ENGLISH_LINES },
      { lines: ['Chapter two is about the cell and its parts.'] },
    ]);
    const pages = await extractPdf(pdf, ctx, deps);
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(pages[0]!.text).toContain(
      'Photosynthesis is the process by which green plants make their own food.',
    );
    expect(pages[1]!.text).toBe('Chapter two is about the cell and its parts.');
  });

  it('reads Arabic from a Skia-made PDF (shaped glyphs, presentation forms in the map) in logical order', async () => {
    const pages = await extractPdf(skiaTextPdf([{ lines: ARABIC_LINES, rtl: true }]), ctx, deps);
    expect(pages[0]!.text.split('\n').join(' ')).toBe(joined);
  });

  it('repairs Arabic stored as presentation forms in visual order', async () => {
    const pages = await extractPdf(await visualPresentationFormsPdf(ARABIC_LINES), ctx, deps);
    expect(pages[0]!.text.split('\n').join(' ')).toBe(joined);
    expect(pages[0]!.text).not.toMatch(/[\uFE70-\uFEFF]/);
  });

  it('orders Arabic words drawn one by one from right to left', async () => {
    const pages = await extractPdf(await perWordArabicPdf(ARABIC_LINES), ctx, deps);
    const lines = pages[0]!.text.split('\n');
    expect(lines[0]).toBe(ARABIC_LINES[0]);
    expect(lines[2]).toBe(ARABIC_LINES[2]);
    // Known limit: fontkit maps a word-initial lam-alef ligature backwards ("لإنتاج" reads "إلنتاج"),
    // which cannot be told apart from a real "إل" ("إلى"); Skia/Word-style maps do not have this.
  });

  it('reads a pdf-lib Arabic PDF, including lam-alef after the article', async () => {
    const pages = await extractPdf(await textPdf([{ lines: ARABIC_LINES, rtl: true }]), ctx, deps);
    expect(pages[0]!.text).toContain(
      'التمثيل الضوئي هو العملية التي تصنع بها النباتات الخضراء غذاءها.',
    );
    expect(pages[0]!.text).toContain('في الأوراق');
  });

  it('refuses a PDF over the page limit with a message a teacher understands', async () => {
    const pdf = await textPdf([{ lines: ['a'] }, { lines: ['b'] }, { lines: ['c'] }]);
    await expect(
      extractPdf(pdf, ctx, { ocr, limits: resolveLimits({ maxPdfPages: 2 }) }),
    ).rejects.toThrow('This PDF has more than 2 pages');
  });

  it('reports a damaged PDF', async () => {
    const pdf = await textPdf([{ lines: ['a'] }]);
    await expect(extractPdf(pdf.subarray(0, 200), ctx, deps)).rejects.toThrow(/could not be read/);
  });
});

describe('extractPdf: scanned pages', () => {
  it('OCRs a page that has no text layer, keeping text pages as they are', async () => {
    const scan = await scannedPdf([{ lines: ENGLISH_LINES }]);
    const pages = await extractPdf(scan, { ...ctx, languages: ['eng'] }, deps);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toMatch(/chlorophyll absorbs light energy/i);
  });

  it('also OCRs a scan whose only text layer is a scanner-app stamp', async () => {
    const scan = await scannedPdf(
      [{ lines: ENGLISH_LINES }],
      'Scanned with PocketScanner - free version',
    );
    const pages = await extractPdf(scan, { ...ctx, languages: ['eng'] }, deps);
    expect(pages[0]!.text).toMatch(/released into the air through small openings/i);
  });

  it('does not OCR a text page that has no image', async () => {
    const calls: number[] = [];
    const counting = {
      ...ocr,
      parallelism: 1,
      recognize: ocr.recognize.bind(ocr),
      releaseIdle: async () => undefined,
      close: async () => undefined,
      recognizeDetailed: async (...args: Parameters<typeof ocr.recognizeDetailed>) => (
        calls.push(1),
        ocr.recognizeDetailed(...args)
      ),
    };
    await extractPdf(await textPdf([{ lines: ['A short page: only a title.'] }]), ctx, {
      ...deps,
      ocr: counting,
    });
    expect(calls).toEqual([]);
  });
});
