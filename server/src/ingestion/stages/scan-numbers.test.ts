import { afterAll, describe, expect, it } from 'vitest';
import { scanImage } from '../../../bench/class-builder/render-scan.js';
import { registerDigitFonts } from '../../../bench/scan-digit-shapes.js';
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

/** Lines of a revision sheet with lengths, ranges, a year, a decimal and a percentage. */
const SHEET = [
  'يبلغ طول القلب نحو ١٢ سم عند الإنسان البالغ',
  'تنام القطط من ١٢ إلى ١٦ ساعة في اليوم',
  'يدوم فصل الربيع من ٢ إلى ٣ أشهر تقريبا',
  'افتتحت المكتبة العامة عام ١٩٨٤ في المدينة',
  'يزن دماغ الإنسان نحو ١٫٤ كيلوغرام',
  'يغطي الماء نحو ٧١٪ من سطح الأرض',
  'يبلغ عمق البئر ٢٥ مترا تحت السطح',
  'يحتاج الطفل إلى ٩ ساعات من النوم',
];

/** The sheet scanned at `scale` pixels per point on grey paper with more grain than usual. */
async function readSheet(font: string, scale: number): Promise<string> {
  registerDigitFonts();
  const runs = SHEET.map((text, i) => ({ text, x: 555, y: 50 + i * 28, size: 12, rtl: true }));
  const image = scanImage(
    { width: 595, height: 60 + SHEET.length * 28, runs },
    { scale, angle: 0.5, paper: '#ebe8e0', noise: 1.5, font },
  );
  const signal = AbortSignal.timeout(120_000);
  const first = await firstReading(ocr, image, ['ara'], signal);
  return finishReading(ocr, image, first, ['ara'], signal);
}

/** The numbers of each line of a reading, matched to the sheet's lines by their first two words. */
function numbersByLine(text: string): string[][] {
  const lines = text.split('\n').filter((l) => l.trim());
  return SHEET.map((source) => {
    const start = source.split(' ').slice(0, 2).join(' ');
    const line = lines.find((l) => l.includes(start)) ?? '';
    return line.match(/[0-9٠-٩]+([.,٫][0-9٠-٩]+)?[%٪]?/gu) ?? [];
  });
}

describe('numbers on an Arabic sheet scanned at 150-170 dpi', () => {
  it('keeps the numbers Tesseract misread or cut, and quotes none wrong', async () => {
    // Noto Sans Arabic at 150 and 170 dpi: its thin "١" and grey stroke edges were declined.
    const at150 = numbersByLine(await readSheet('Noto Sans Arabic 0', 2.08));
    const at170 = numbersByLine(await readSheet('Noto Sans Arabic 0', 2.36));
    expect(at150[1]).toEqual(['١٢', '١٦']);
    expect(at150[4]).toEqual(['١٫٤']);
    expect(at170[0]).toEqual(['١٢']);
    expect(at170[1]).toEqual(['١٢', '١٦']);
    expect(at170[5]).toEqual(['٧١٪']);
    // Whatever is read is the sheet's own number: nothing else is quoted as a figure.
    for (const read of [at150, at170])
      read.forEach((numbers, i) => {
        for (const n of numbers) expect(SHEET[i]).toContain(n);
      });
  }, 240_000);

  it('reads a range whose digits Tesseract read as question marks', async () => {
    // Noto Naskh Arabic at 170 dpi: "من ٢ إلى ٣" comes out of Tesseract as "من ؟ إلى ٣".
    const text = await readSheet('Noto Naskh Arabic 0', 2.36);
    expect(text).toContain('من ٢ إلى ٣');
    expect(text).not.toContain('؟');
  }, 120_000);
});
