import { describe, expect, it } from 'vitest';
import { textPdf } from '../../test/fixtures/ingestion-fixtures.js';
import { loadPdfJs, openPdf } from './pdfjs.js';

// Captured before pdf.js is loaded (it is loaded lazily, and each test file runs in its own process).
const native = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };

describe('pdf.js adapter', () => {
  it('keeps the native JSON and Array.push (the legacy build would swap in ~8x slower polyfills)', async () => {
    await loadPdfJs();
    const pdf = await openPdf(await textPdf([{ lines: ['Hello'] }]), { maxImagePixels: 1e6 });
    expect(pdf.numPages).toBe(1);
    await pdf.destroy();
    expect(JSON.parse).toBe(native.parse);
    expect(JSON.stringify).toBe(native.stringify);
    expect(Array.prototype.push).toBe(native.push);
  });
});
