import { getEventListeners } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { ARABIC_LINES, textImage } from '../../../test/fixtures/ingestion-fixtures.js';
import { TesseractOcrEngine } from './ocr.js';

const engine = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => engine.close());

describe('TesseractOcrEngine (offline language data from npm packages)', () => {
  it('reads English, then Arabic with the same worker re-initialized for the other language', async () => {
    expect(await engine.recognize(textImage(['Water boils at 100 degrees.']), ['eng'])).toMatch(
      /Water boils at 100 degrees/,
    );
    const arabic = await engine.recognize(textImage([ARABIC_LINES[2]!], { rtl: true }), ['ara']);
    expect(arabic).toContain('الطاقة الضوئية');
  });

  it('leaves no abort listener behind after each page of a file read under one signal', async () => {
    const controller = new AbortController();
    for (let page = 0; page < 3; page++)
      await engine.recognize(textImage([`Page ${page + 1}`]), ['eng'], controller.signal);
    // A file of many scanned pages shares one signal: a listener per page was a leak.
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('stops a recognition when its signal aborts, and keeps working afterwards', async () => {
    const controller = new AbortController();
    const started = process.cpuUsage();
    const pending = engine.recognize(
      textImage(
        Array.from({ length: 120 }, () => ARABIC_LINES[0]!),
        { rtl: true },
      ),
      ['ara', 'eng'],
      controller.signal,
    );
    setTimeout(() => controller.abort(new Error('budget')), 100);
    await expect(pending).rejects.toThrow('budget');
    // The reader runs in a thread of this process, so its CPU counts here. A full read of these
    // 120 lines costs about 12.7 s of CPU (measured); an obeyed abort stops it within a fraction
    // of that. CPU, not wall-clock time: at load 50 the wall time of an obeyed abort reached 21 s.
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(6_000);
    expect(await engine.recognize(textImage(['Still reading.']), ['eng'])).toMatch(/Still reading/);
  });
});
