// The raster a page is drawn at for OCR: the resolution asked within a pixel budget. What a page's
// render costs in memory grows with it (render-page.ts), so a large page or the small-print
// retry must not reach the 8-12 MP rasters that peaked past the job child's 512 MB cap.
import { describe, expect, it } from 'vitest';
import { OCR_RASTER, RETRY_RASTER } from './extract-pdf.js';
import { rasterSize } from './render-page.js';

const LETTER = [612, 792] as const;
const A4 = [595, 842] as const;
const A0 = [2384, 3370] as const;

const pixels = (size: { width: number; height: number }) => size.width * size.height;

describe('rasterSize', () => {
  it('keeps 150 dpi for a letter or A4 page, the raster OCR was tuned on', () => {
    expect(rasterSize(...LETTER, OCR_RASTER)).toMatchObject({ width: 1275, height: 1651 });
    expect(rasterSize(...A4, OCR_RASTER)).toMatchObject({ width: 1240, height: 1755 });
  });

  it('draws the small-print retry of a letter page within its budget (not at 8.4 MP)', () => {
    const size = rasterSize(...LETTER, RETRY_RASTER);
    expect(pixels(size)).toBeLessThanOrEqual(RETRY_RASTER.maxPixels + size.width + size.height);
    expect(pixels(size)).toBeGreaterThan(0.95 * RETRY_RASTER.maxPixels);
    expect(size.width / size.height).toBeCloseTo(612 / 792, 2);
  });

  it('draws a poster-sized page within the budget, at a lower resolution', () => {
    const size = rasterSize(...A0, OCR_RASTER);
    expect(pixels(size)).toBeLessThanOrEqual(OCR_RASTER.maxPixels + size.width + size.height);
    expect(size.scale).toBeLessThan(150 / 72);
  });
});
