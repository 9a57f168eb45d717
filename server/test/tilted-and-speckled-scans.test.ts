// Scanned Arabic pages read by the real OCR engine through the ingestion stage (decision 085),
// drawn by the class builder from the scans-085 dev class: a page turned by 2.5 degrees on a
// bilingual bot, and a dusty copy turned by one degree on an Arabic bot. Read as they came,
// Tesseract misread letters along the tilted lines ("الصفائج", "فاتج", "جر." for "جرح") and the
// dust ("النازية", "الركام"); the pages are now turned straight and the dust smoothed first.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFile, readClassSpec } from '../bench/class-builder/build-class.js';
import { extractImage } from '../src/ingestion/stages/extract-image.js';
import { TesseractOcrEngine } from '../src/ingestion/stages/ocr.js';
import { resolveLimits } from '../src/ingestion/ingestion-limits.js';
import type { LanguageCode } from '../src/search/language-codes.js';

const DEV_CLASS = path.join(import.meta.dirname, '..', 'bench', 'scans-085-class');
const engine = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => engine.close());

async function readScan(source: string, languages: LanguageCode[]): Promise<string> {
  const spec = readClassSpec(DEV_CLASS)
    .bots.flatMap((bot) => bot.files)
    .find((f) => f.source.endsWith(source))!;
  const file = await buildFile(spec, DEV_CLASS);
  const pages = await extractImage(
    'png',
    file.bytes,
    { languages, signal: new AbortController().signal },
    { ocr: engine, limits: resolveLimits() },
  );
  return pages.map((p) => p.text).join('\n');
}

describe('scanned pages turned or dusty', () => {
  it('reads a page turned by 2.5 degrees as written', async () => {
    const text = await readScan('blood.md', ['ara', 'eng']);
    expect(text).toContain('والصفائح الدموية');
    expect(text).toContain('أصفر فاتح');
    expect(text).toContain('حدوث جرح');
  }, 120_000);

  it('reads a dusty copy as written', async () => {
    const text = await readScan('rocks.md', ['ara']);
    expect(text).toContain('الصخور النارية');
    expect(text).toContain('مثل الرخام');
    expect(text).toContain('تنقل الأنهار الفتات');
  }, 120_000);
});
