// The number reader over word boxes, without Tesseract: the words of a line are drawn one by one
// where an OCR line's boxes say they stand, and given the text Tesseract gave them.
import { describe, expect, it } from 'vitest';
import { rtlInkCanvas } from '../../../test/fixtures/ingestion-fixtures.js';
import type { OcrLine, OcrWord } from './ocr.js';
import { rereadNumbers } from './scan-numbers.js';
import { greyFromRgba, histogram, otsuThreshold, type GreyImage } from './scan-pixels.js';

const SIZE = 30;

/** A line of words drawn right to left; each word is [what is drawn, what Tesseract read]. */
function drawnLine(words: [drawn: string, read: string][]): { page: GreyImage; line: OcrLine } {
  const [width, height] = [SIZE * 30, SIZE * 3];
  const context = rtlInkCanvas(width, height, { size: SIZE });
  const boxes: OcrWord[] = [];
  let right = width - SIZE;
  for (const [drawn, read] of words) {
    const measure = context.measureText(drawn);
    const baseline = SIZE * 1.8;
    context.fillText(drawn, right, baseline);
    boxes.push({
      text: read,
      left: Math.floor(right - measure.width),
      top: Math.floor(baseline - measure.actualBoundingBoxAscent),
      right: Math.ceil(right),
      bottom: Math.ceil(baseline + measure.actualBoundingBoxDescent),
    });
    right -= measure.width + SIZE * 0.6;
  }
  const page = greyFromRgba(context.getImageData(0, 0, width, height).data, width, height);
  const text = words.map(([, read]) => read).join(' ');
  return { page, line: { text, confidence: 80, top: 0, bottom: height, words: boxes } };
}

function reread(words: [string, string][]): string {
  const { page, line } = drawnLine(words);
  return rereadNumbers([line], page, otsuThreshold(histogram(page)))[0]!.text;
}

describe('a question mark Tesseract read for a digit', () => {
  it('is read again when it stands alone between words', () => {
    // "٢" and "؟" are the same hook: Tesseract reads a range's digits as question marks.
    const text = reread([
      ['يبقى', 'يبقى'],
      ['الدرس', 'الدرس'],
      ['من', 'من'],
      ['٢', '؟'],
      ['إلى', 'إلى'],
      ['٤', '؟'],
      ['ساعات', 'ساعات'],
    ]);
    expect(text).toBe('يبقى الدرس من ٢ إلى ٤ ساعات');
  });

  it('stays a question mark when it is one', () => {
    const text = reread([
      ['ما', 'ما'],
      ['؟', '؟'],
      ['الهضم', 'الهضم'],
      ['؟', '؟'],
    ]);
    expect(text).toBe('ما ؟ الهضم ؟');
  });
});
