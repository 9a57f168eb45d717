// A heading set bigger than its text, right under a line that runs to the margin, with a gap
// under the paragraph-gap threshold: real PDFs through extraction and chunking.
import { afterAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { cleanPages } from '../clean/clean-pages.js';
import { resolveLimits } from '../ingestion-limits.js';
import { chunkPages } from './chunk.js';
import { lineSizes, sizeStepBetween } from './line-size-step.js';
import { extractPdf } from './extract-pdf.js';
import { TesseractOcrEngine } from './ocr.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());
const ctx = { languages: ['ara', 'eng'] as const, signal: new AbortController().signal };

async function chunkText(lines: string[], lineSizes: number[], rtl = false): Promise<string> {
  const pdf = await textPdf([{ lines, lineSizes, rtl }]);
  const pages = await extractPdf(pdf, ctx, { ocr, limits: resolveLimits() });
  return chunkPages('notes.pdf', cleanPages(pages))
    .map((c) => c.text)
    .join('\n');
}

describe('a change of type size between lines', () => {
  it('keeps an English heading off the sentence above it (text items)', async () => {
    const text = await chunkText(
      [
        'Enzymes are biological catalysts made of protein that speed up the chemical',
        'reactions of living organisms without being used up in these reactions at all.',
        'How enzymes work',
        'The substrate fits into the active site of the enzyme like a key into a lock.',
      ],
      [12, 12, 15, 12],
    );
    expect(text.split('\n')).toContain('How enzymes work');
  });

  it('keeps an Arabic heading off the sentence above it (glyph reader)', async () => {
    const text = await chunkText(
      [
        'الخلية هي الوحدة الأساسية للكائنات الحية وتتكون الخلية النباتية من جدار خلوي',
        'وغشاء بلازمي وسيتوبلازم ونواة ولا توجد البلاستيدات إلا في الخلايا النباتية.',
        'وظائف أجزاء الخلية',
        'يحمي الجدار الخلوي الخلية ويعطيها شكلا ثابتا ويتحكم الغشاء في دخول المواد.',
      ],
      [12, 12, 15, 12],
      true,
    );
    expect(text.split('\n')).toContain('وظائف أجزاء الخلية');
  });

  it('takes no step from one taller symbol; a heading with a subscript still steps', () => {
    type Piece = { text: string; size: number; script?: boolean };
    const sizes = (pieces: Piece[]) =>
      lineSizes(
        pieces,
        (p) => p.size,
        (p) => p.text,
        (p) => p.script === true,
      );
    const body = sizes([{ text: 'the amplitudes add up to one', size: 12 }]);
    const withBracket = sizes([
      { text: '[', size: 20 },
      { text: 'α β', size: 12 },
    ]);
    const headingWithSubscript = sizes([
      { text: 'Uses of CO', size: 15 },
      { text: '2', size: 10, script: true },
    ]);
    const heading = sizes([{ text: 'Measurement', size: 15 }]);
    expect(sizeStepBetween(body, withBracket)).toBe(false);
    expect(sizeStepBetween(body, headingWithSubscript)).toBe(true);
    expect(sizeStepBetween(body, heading)).toBe(true);
  });
});
