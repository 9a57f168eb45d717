// Scans made easier to read before OCR (decision 085): a page turned by a degree or more is turned
// back, a speckled copy smoothed, and a clean straight page passed on byte for byte.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, fixtureFont } from '../../../test/fixtures/ingestion-fixtures.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { prepareScanImage } from './scan-image-prep.js';
import { estimateSkew, greyFromRgba, histogram, otsuThreshold } from './scan-pixels.js';

const LINES = [
  'Sound is produced when an object vibrates.',
  'يقاس الضغط الجوي بجهاز البارومتر الذي اخترعه العالم.',
  'Clouds form when water vapour cools and condenses.',
  'تنقل خلايا الدم الحمراء الأكسجين من الرئتين.',
  'A compass needle is a small magnet that points north.',
  'تتكون الصخور النارية من تبرد الصهارة وتصلبها.',
];

/** A page of text turned by `degrees`, with `specks` specks of dust over it (a dirty copy). */
function page(degrees: number, specks = 0): Uint8Array {
  fixtureFont();
  const canvas = createCanvas(1000, 700);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f7f5ef';
  context.fillRect(0, 0, 1000, 700);
  context.translate(500, 350);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-500, -350);
  context.fillStyle = '#222';
  context.font = `26px "${FONT_FAMILY}"`;
  LINES.forEach((line, i) => context.fillText(line, 80, 120 + i * 80));
  context.setTransform(1, 0, 0, 1, 0, 0);
  // Toner dust: grey specks of a pixel or two, over the paper and the strokes.
  const random = seededRandom(3);
  for (let i = 0; i < specks; i++) {
    const shade = Math.round(100 + random() * 80);
    context.fillStyle = `rgb(${shade},${shade},${shade})`;
    context.fillRect(random() * 1000, random() * 700, 1 + random() * 1.5, 1 + random() * 1.5);
  }
  return new Uint8Array(canvas.toBuffer('image/png'));
}

async function tiltOf(bytes: Uint8Array): Promise<number> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const grey = greyFromRgba(
    context.getImageData(0, 0, image.width, image.height).data,
    image.width,
    image.height,
  );
  return estimateSkew(grey, otsuThreshold(histogram(grey)));
}

describe('scans prepared before OCR', () => {
  it('measures a page tilt in either direction', async () => {
    expect(await tiltOf(page(2.5))).toBeCloseTo(2.5, 0);
    expect(await tiltOf(page(-1.5))).toBeCloseTo(-1.5, 0);
    expect(await tiltOf(page(0))).toBe(0);
  });

  it('turns a page tilted by a degree or more back straight', async () => {
    const prepared = await prepareScanImage(page(2));
    expect(prepared.deskewed).toBeCloseTo(2, 0);
    expect(Math.abs(await tiltOf(prepared.image))).toBeLessThanOrEqual(0.2);
  });

  it('passes a clean page straight or barely tilted on as it came', async () => {
    for (const degrees of [0, 0.4]) {
      const bytes = page(degrees, 1_000);
      const prepared = await prepareScanImage(bytes);
      expect(prepared).toMatchObject({ deskewed: 0, despeckled: false });
      expect(prepared.image).toBe(bytes);
    }
  });

  it('smooths a speckled copy', async () => {
    const prepared = await prepareScanImage(page(0, 8_000));
    expect(prepared.despeckled).toBe(true);
    expect(prepared.image).not.toHaveLength(0);
  });
});
