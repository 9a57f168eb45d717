// A real pdf-lib PDF: fontkit draws lam-alef as one ligature glyph mapped to its two letters,
// which pdf.js reverses with the right-to-left run ("ثلاثة" reads "ثالثة"), exactly like Word's
// Arabic exports. Real alef-lam words ("سؤال", "مثال") must stay as they are.
import { afterAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { resolveLimits } from '../ingestion-limits.js';
import { extractPdf } from './extract-pdf.js';
import { TesseractOcrEngine } from './ocr.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());
const ctx = { languages: ['ara'] as const, signal: new AbortController().signal };

describe('reversed ligature pairs, decided from the glyphs', () => {
  it('turns lam-alef back wherever the glyph was a ligature, and only there', async () => {
    const lines = [
      'هناك ثلاثة أسئلة لإنتاج الغذاء، فضلا عن سؤال واحد ومثال.',
      'لا يقبل النبات الماء خلال الليل لأن الأوراق مغلقة.',
      'هذا المثال للإرشاد الزراعي.',
    ];
    const pages = await extractPdf(await textPdf([{ lines, rtl: true }]), ctx, {
      ocr,
      limits: resolveLimits(),
    });
    expect(pages[0]!.text.split('\n')).toEqual(lines);
  });
});
