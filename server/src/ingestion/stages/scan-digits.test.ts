import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, fixtureFont } from '../../../test/fixtures/ingestion-fixtures.js';
import { readNumber } from './scan-digits.js';
import { greyFromRgba, type GreyImage } from './scan-pixels.js';

/** A word drawn right to left in the fixture font (DejaVu Sans), as an Arabic line sets it. */
function drawn(text: string, size = 30): GreyImage {
  fixtureFont();
  const [width, height] = [size * 8, size * 2];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f7f5ef';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#222';
  context.font = `${size}px "${FONT_FAMILY}"`;
  context.direction = 'rtl';
  context.textAlign = 'right';
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
