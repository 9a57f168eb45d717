// A whole scanned page is read with Tesseract's page layout (its blocks and columns found first),
// a picture's text on a slide as one block (decision 085). The engine here records what it is asked.
import { describe, expect, it } from 'vitest';
import {
  ENGLISH_LINES,
  scannedPdf,
  slideWithPicturePdf,
  textImage,
} from '../../../test/fixtures/ingestion-fixtures.js';
import { resolveLimits } from '../ingestion-limits.js';
import { extractImage } from './extract-image.js';
import { extractPdf } from './extract-pdf.js';
import type { OcrEngine, OcrOptions } from './ocr.js';

function recordingEngine(): { engine: OcrEngine; layouts: OcrOptions['layout'][] } {
  const layouts: OcrOptions['layout'][] = [];
  const text = 'Chlorophyll absorbs light energy for photosynthesis.';
  const engine: OcrEngine = {
    parallelism: 1,
    recognize: async () => text,
    recognizeDetailed: async (_image, _languages, _signal, options = {}) => {
      layouts.push(options.layout);
      return { text, confidence: 90, lines: [{ text, confidence: 90, top: 10, bottom: 30 }] };
    },
    releaseIdle: async () => undefined,
    close: async () => undefined,
  };
  return { engine, layouts };
}

const ctx = { languages: ['eng'] as const, signal: new AbortController().signal };

describe('the layout a scan is read with', () => {
  it('reads an image file and an image-only PDF page as pages', async () => {
    const { engine, layouts } = recordingEngine();
    const deps = { ocr: engine, limits: resolveLimits() };
    await extractImage('png', textImage(ENGLISH_LINES), ctx, deps);
    await extractPdf(await scannedPdf([{ lines: ENGLISH_LINES }]), ctx, deps);
    expect(layouts).toEqual(['page', 'page']);
  });

  it("reads a slide picture's text as one block", async () => {
    const { engine, layouts } = recordingEngine();
    const pdf = await slideWithPicturePdf(
      ['Waves: wavelength and angle', 'Speed equals frequency times wavelength'],
      ['Light bends at the prism edge.'],
    );
    await extractPdf(pdf, ctx, { ocr: engine, limits: resolveLimits() });
    expect(layouts).toEqual(['block']);
  });
});
