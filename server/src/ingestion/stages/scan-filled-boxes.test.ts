// Scans printed in filled boxes redrawn as dark ink on white before OCR (decision 116).
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { boxedPoster, ENGLISH_POSTER } from '../../../test/fixtures/boxed-poster.js';
import { textImage } from '../../../test/fixtures/ingestion-fixtures.js';
import {
  blockBackgrounds,
  filledShare,
  inkOnWhite,
  MIN_FILLED_SHARE,
} from './scan-filled-boxes.js';
import { greyImageOf, prepareScanImage } from './scan-image-prep.js';
import type { GreyImage } from './scan-pixels.js';

/** A page of `fill` with a box of `box` grey in its middle and a stroke of `ink` (3 px) in the box. */
function page(fill: number, box: number, ink: number): GreyImage {
  const width = 400;
  const height = 200;
  const pixels = new Uint8Array(width * height).fill(fill);
  for (let y = 50; y < 150; y++) for (let x = 50; x < 350; x++) pixels[y * width + x] = box;
  for (let y = 96; y < 99; y++) for (let x = 100; x < 300; x++) pixels[y * width + x] = ink;
  return { width, height, pixels };
}

const at = (image: GreyImage, x: number, y: number) => image.pixels[y * image.width + x]!;

describe('scans printed in filled boxes', () => {
  it('draws white text on a light grey box dark, and the box and the paper white', () => {
    const image = page(255, 190, 255);
    const backgrounds = blockBackgrounds(image);
    expect(filledShare(backgrounds)).toBeGreaterThanOrEqual(MIN_FILLED_SHARE);
    const out = inkOnWhite(image, backgrounds);
    expect(at(out, 200, 97)).toBeLessThan(60); // the white bar: ink
    expect(at(out, 200, 70)).toBe(255); // the grey box
    expect(at(out, 20, 20)).toBe(255); // the paper
    expect(at(out, 50, 100)).toBe(255); // the box's edge is no ink
  });

  it('keeps dark text on a box dark', () => {
    const out = inkOnWhite(page(255, 120, 20), blockBackgrounds(page(255, 120, 20)));
    expect(at(out, 200, 97)).toBeLessThan(60);
    expect(at(out, 200, 70)).toBe(255);
  });

  it('finds a poster printed in boxes and passes a page on plain paper as it came', async () => {
    const poster = await prepareScanImage(boxedPoster(ENGLISH_POSTER));
    expect(poster.boxed).toBe(true);
    const plainBytes = textImage(['Plants make food by photosynthesis.', 'النباتات تصنع غذاءها.']);
    const plain = await prepareScanImage(plainBytes);
    expect(plain.boxed).toBe(false);
    expect(plain.image).toBe(plainBytes);
  });

  it('leaves the grey box of the poster white and its sentence dark', async () => {
    const { image } = await prepareScanImage(boxedPoster(ENGLISH_POSTER));
    const grey = await greyImageOf(image);
    const decoded = await loadImage(Buffer.from(image));
    expect(decoded.width).toBe(1100);
    // Inside the grey box, above its line of text: background, drawn white.
    expect(at(grey, 100, 160)).toBe(255);
    // The sentence's line holds dark ink.
    let darkest = 255;
    for (let x = 150; x < 950; x++) darkest = Math.min(darkest, at(grey, x, 188));
    expect(darkest).toBeLessThan(80);
  });
});
