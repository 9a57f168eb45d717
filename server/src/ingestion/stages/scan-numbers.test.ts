import { afterAll, describe, expect, it } from 'vitest';
import { scanImage } from '../../../bench/class-builder/render-scan.js';
import { TesseractOcrEngine } from './ocr.js';
import { finishReading, firstReading } from './scan-reading.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());

/** A scanned page of Arabic lines with Arabic-Indic numbers (the fixture font, 220 dpi). */
function scannedPage(lines: string[]): Uint8Array {
  const runs = lines.map((text, i) => ({ text, x: 555, y: 50 + i * 28, size: 13, rtl: true }));
  return scanImage({ width: 595, height: 60 + lines.length * 28, runs }, { scale: 3, angle: 0.4 });
}

const LINES = [
  'يغلي الماء عند ١٠٠ درجة',
  'قامت الثورة عام ١٩٥٢ في مصر',
  'يبلغ طول نهر النيل نحو ٦٦٥٠ كيلومترا',
  'نسبة الملح في الماء ٢٫٥٪ فقط',
];

async function read(languages: ('ara' | 'eng')[]): Promise<string> {
  const image = scannedPage(LINES);
  const signal = AbortSignal.timeout(120_000);
  const first = await firstReading(ocr, image, languages, signal);
  return finishReading(ocr, image, first, languages, signal);
}

describe('numbers on a scanned Arabic page', () => {
  it('reads Arabic-Indic numbers in their order, for an Arabic-only bot', async () => {
    const text = await read(['ara']);
    for (const n of ['١٠٠', '١٩٥٢', '٦٦٥٠', '٢٫٥٪']) expect(text).toContain(n);
    // Tesseract's own misreadings are not left in the text.
    expect(text).not.toMatch(/٠٠١|1901|1907|\+110/u);
  }, 120_000);

  it('reads them on a bilingual bot too', async () => {
    const text = await read(['ara', 'eng']);
    for (const n of ['١٠٠', '١٩٥٢', '٦٦٥٠']) expect(text).toContain(n);
  }, 120_000);
});
