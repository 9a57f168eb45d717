// Strokes read as Arabic-Indic ones do not make a page count as printed in Arabic-Indic digits
// (decision 116): on a poster, box edges and bars read as "١" outvoted its European year, which
// was then dropped as a misreading.
import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrWord } from './ocr.js';
import { rereadNumbers } from './scan-numbers.js';
import type { GreyImage } from './scan-pixels.js';

const WIDTH = 600;
const HEIGHT = 60;

/** A white strip with vertical strokes (3 x 24 px) at `strokes` and a dark smudge (no digit) at 400-460. */
function strip(strokes: number[]): GreyImage {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
  for (const x0 of strokes)
    for (let y = 18; y < 42; y++) for (let x = x0; x < x0 + 3; x++) pixels[y * WIDTH + x] = 0;
  for (let y = 20; y < 40; y++)
    for (let x = 400; x < 460; x++) pixels[y * WIDTH + x] = (x * 7 + y * 13) % 3 === 0 ? 0 : 255;
  return { width: WIDTH, height: HEIGHT, pixels };
}

const word = (text: string, left: number, right: number): OcrWord => ({
  text,
  left,
  top: 16,
  right,
  bottom: 44,
});

describe('strokes on a scanned Arabic line', () => {
  it('keep a European year Tesseract read where the reader reads no number', () => {
    const words = [
      word('بحلول', 480, 560),
      word('2030', 400, 460),
      word('|', 300, 303),
      word('|', 200, 203),
      word('|', 100, 103),
      word('العالم', 10, 80),
    ];
    const line: OcrLine = {
      text: words.map((w) => w.text).join(' '),
      confidence: 80,
      top: 16,
      bottom: 44,
      words,
    };
    const [read] = rereadNumbers([line], strip([300, 200, 100]), 128);
    expect(read!.text).toContain('2030');
  });
});
