import { afterAll, describe, expect, it } from 'vitest';
import { worksheetPhoto } from '../../bench/class-builder/render-scan.js';
import { TesseractOcrEngine } from '../ingestion/stages/ocr.js';
import { HEAVY_JOB, heavyJobHandlers, type ImageReading } from './heavy-jobs.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());

describe("a chat photo's numbers", () => {
  it('are read in their order from an Arabic worksheet photo', async () => {
    const photo = worksheetPhoto(
      ['يغلي الماء عند ١٠٠ درجة', 'قامت الثورة عام ١٩٥٢ في مصر', 'نسبة الملح في الماء ٢٫٥٪ فقط'],
      true,
      { scale: 3 },
    );
    const read = heavyJobHandlers(() => ocr)[HEAVY_JOB.imageText] as (
      p: unknown,
    ) => Promise<ImageReading>;
    const reading = await read({ bytes: photo, languages: ['ara'] });
    for (const n of ['١٠٠', '١٩٥٢', '٢٫٥٪']) expect(reading.text).toContain(n);
    expect(reading.lines?.map((l) => l.text).join('\n')).toContain('١٩٥٢');
  }, 120_000);
});
