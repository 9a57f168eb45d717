import { describe, expect, it } from 'vitest';
import { histogram, median3, otsuThreshold, speckShare, type GreyImage } from './scan-pixels.js';

function image(width: number, height: number, fill: number): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(fill) };
}

describe('scan pixels', () => {
  it("parts dark ink from grey paper at Otsu's threshold", () => {
    const page = image(10, 10, 200);
    page.pixels.fill(60, 0, 20);
    const threshold = otsuThreshold(histogram(page));
    expect(threshold).toBeGreaterThanOrEqual(60);
    expect(threshold).toBeLessThan(200);
  });

  it('removes a lone speck and keeps a stroke three pixels wide', () => {
    const page = image(9, 9, 255);
    page.pixels[2 * 9 + 2] = 0; // a speck
    for (let y = 0; y < 9; y++) for (let x = 5; x < 8; x++) page.pixels[y * 9 + x] = 0; // a stroke
    const smoothed = median3(page);
    expect(smoothed.pixels[2 * 9 + 2]).toBe(255);
    expect(smoothed.pixels[4 * 9 + 6]).toBe(0);
    expect(speckShare(page, smoothed, 128)).toBeGreaterThan(0);
    expect(speckShare(page, smoothed, 128)).toBeLessThan(0.2);
  });
});
