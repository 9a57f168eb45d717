// A scanned Arabic study file on a bilingual bot, read by the real OCR engine through the
// ingestion stage (docs/decisions/065). The scan is drawn by the class builder (paper, tilt,
// specks) from the scan dev class's lesson on air pressure.
// - Read with Arabic and English at once, Tesseract wrote some Arabic words as Latin ("تعمل" as
//   "Jams", "يدفع" as "gos,"): the page is now read again in Arabic and chosen per line.
// - A letter misread with other dots ("الضغظ") takes the spelling the page itself uses.
// - Bullets read as "٠" are bullets, and specks around the lines are gone.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFile, readClassSpec } from '../bench/class-builder/build-class.js';
import { extractImage } from '../src/ingestion/stages/extract-image.js';
import { TesseractOcrEngine } from '../src/ingestion/stages/ocr.js';
import { resolveLimits } from '../src/ingestion/ingestion-limits.js';

const SCAN_CLASS = path.join(import.meta.dirname, '..', 'bench', 'scan-class');
const engine = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => engine.close());

async function readPressureScan(): Promise<string> {
  const spec = readClassSpec(SCAN_CLASS).bots[0]!.files.find((f) =>
    f.source.endsWith('pressure-scan.md'),
  )!;
  const file = await buildFile(spec, SCAN_CLASS);
  const pages = await extractImage(
    'png',
    file.bytes,
    { languages: ['ara', 'eng'], signal: new AbortController().signal },
    { ocr: engine, limits: resolveLimits() },
  );
  return pages.map((p) => p.text).join('\n');
}

describe('a scanned Arabic page on a bilingual bot', () => {
  it('is read as Arabic, spelled as the page spells it, with its bullets and without specks', async () => {
    const text = await readPressureScan();
    const lines = text.split('\n').filter(Boolean);
    // An all-Arabic lesson: no word of it read as Latin letters.
    expect(text).not.toMatch(/[A-Za-z]{2,}/u);
    expect(text).toContain('تعمل المح');
    // "الضغط" as written eight times, never with the dots of "ظ".
    expect(text).not.toContain('الضغظ');
    expect(text).toContain('يقل الضغط');
    // The three factors are bullets; no line starts with a lone symbol or ends with a speck.
    expect(lines.filter((l) => l.startsWith('• '))).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toMatch(/^[^\p{L}\p{N}•]+ /u);
      expect(line).not.toMatch(/ [^\p{L}\p{N}]+$/u);
    }
  }, 120_000);
});
