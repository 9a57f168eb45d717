// When OCR may touch a page: a garbled text layer is replaced by OCR; a good one never is.
import { afterAll, describe, expect, it } from 'vitest';
import {
  brokenMapPdf,
  ENGLISH_LINES,
  slideWithPicturePdf,
} from '../../../test/fixtures/ingestion-fixtures.js';
import { resolveLimits } from '../ingestion-limits.js';
import { extractPdf } from './extract-pdf.js';
import { TesseractOcrEngine } from './ocr.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());
const ctx = { languages: ['eng'] as const, signal: new AbortController().signal };
const deps = { ocr, limits: resolveLimits() };

describe('extractPdf: OCR and the text layer', () => {
  it('OCRs a page whose text layer is letter soup from a broken font map', async () => {
    const pages = await extractPdf(
      await brokenMapPdf([{ lines: ENGLISH_LINES }], 'shuffled'),
      ctx,
      deps,
    );
    expect(pages[0]!.text).toMatch(/chlorophyll absorbs light energy/i);
    expect(pages[0]!.text).not.toMatch(/Higzglnfzitlol/);
  });

  it('keeps a slide text layer with Greek letters exactly, adding the picture text', async () => {
    const title = 'Waves: wavelength λ and angle θ';
    const pages = await extractPdf(
      await slideWithPicturePdf(
        [title, 'Speed v = f·λ (Δt small)'],
        ['Light bends at the prism edge.'],
      ),
      ctx,
      deps,
    );
    const text = pages[0]!.text;
    expect(text.startsWith(`${title}\nSpeed v = f·λ (Δt small)`)).toBe(true);
    expect(text).toMatch(/Light bends at the prism edge/);
  });
});
