import { describe, expect, it } from 'vitest';
import { rtlInkCanvas } from '../../../test/fixtures/ingestion-fixtures.js';
import { registerDigitFonts } from '../../../bench/scan-digit-shapes.js';
import { readNumber, readNumberAtLevels } from './scan-digits.js';
import { greyFromRgba, histogram, otsuThreshold, type GreyImage } from './scan-pixels.js';

/** A word drawn right to left in the fixture font (DejaVu Sans), as an Arabic line sets it. */
function drawn(text: string, size = 30): GreyImage {
  const [width, height] = [size * 8, size * 2];
  const context = rtlInkCanvas(width, height, { size });
  context.fillText(text, width - 10, size * 1.3);
  return greyFromRgba(context.getImageData(0, 0, width, height).data, width, height);
}

const read = (text: string, size?: number) => {
  const page = drawn(text, size);
  return readNumber(page, { left: 0, top: 0, right: page.width, bottom: page.height }, 128);
};

describe('reading a number from its pixels', () => {
  it('writes Arabic-Indic digits most significant first, as they stand left to right', () => {
    expect(read('١٠٠')).toBe('١٠٠');
    expect(read('١٩٥٢')).toBe('١٩٥٢');
    expect(read('٦٦٥٠', 22)).toBe('٦٦٥٠');
    expect(read('٣٦٥', 44)).toBe('٣٦٥');
  });

  it('reads the decimal mark and the percent sign', () => {
    expect(read('١٢٫٧')).toBe('١٢٫٧');
    expect(read('٢٫٥٪')).toBe('٢٫٥٪');
  });

  it('keeps European digits European', () => {
    expect(read('1908')).toBe('1908');
    expect(read('25.5%')).toBe('25.5%');
  });

  it('reads no number in a word of letters', () => {
    expect(read('الماء')).toBeUndefined();
    expect(read('درجة')).toBeUndefined();
  });
});

/**
 * A number set at 150-200 dpi (12 pt body text is 25-33 px): drawn small, off the pixel grid, on
 * grey paper, so that its thin strokes have grey edges; read at the page's Otsu threshold.
 */
function readSmall(text: string, font: string, size: number) {
  registerDigitFonts();
  const [width, height] = [size * 5, size * 2];
  const context = rtlInkCanvas(width, height, { size, font, paper: '#ebe8e0' });
  context.fillText(text, width - 10.3, size * 1.3 + 0.4);
  const page = greyFromRgba(context.getImageData(0, 0, width, height).data, width, height);
  const box = { left: 0, top: 0, right: width, bottom: height };
  return readNumberAtLevels(page, box, otsuThreshold(histogram(page)));
}

describe('reading a number scanned at 150-200 dpi', () => {
  it('reads strokes the page threshold breaks at a lighter one', () => {
    // Naskh at 25-28 px: a "١"'s grey edge or a "٤"'s tail falls below the page's threshold.
    expect(readSmall('١٦', 'Noto Naskh Arabic 0', 25)).toBe('١٦');
    expect(readSmall('١٢', 'Noto Naskh Arabic 0', 28)).toBe('١٢');
    expect(readSmall('١٫٤', 'Noto Naskh Arabic 0', 25)).toBe('١٫٤');
  });

  it('takes a thin slanted "١" that no other digit resembles', () => {
    expect(readSmall('١٢', 'Noto Sans Arabic 0', 25)).toBe('١٢');
    expect(readSmall('١٦', 'Noto Sans Arabic 0', 28)).toBe('١٦');
    expect(readSmall('١٩٨٤', 'Noto Sans Arabic 0', 22)).toBe('١٩٨٤');
  });

  it('reads no wrong number when the shapes stay unclear', () => {
    // A short Naskh "٥" at 25 px is as near a European zero as its own shape: declined.
    for (const text of ['٢٥', '٤٧', '٣٠', '٧١٪'])
      for (const size of [22, 25, 28])
        expect([text, undefined]).toContain(readSmall(text, 'Noto Naskh Arabic 0', size));
  });
});
