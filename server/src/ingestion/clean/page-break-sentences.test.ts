// Sentences broken by a page break, read from real PDFs (pdf-lib draws the lines where a word
// processor wraps them) through extraction, cleaning and chunking.
import { afterAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { resolveLimits } from '../ingestion-limits.js';
import { chunkPages } from '../stages/chunk.js';
import { extractPdf } from '../stages/extract-pdf.js';
import { TesseractOcrEngine } from '../stages/ocr.js';
import { cleanPages } from './clean-pages.js';
import { finishBrokenSentences } from './page-break-sentences.js';

const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());
const ctx = { languages: ['ara', 'eng'] as const, signal: new AbortController().signal };

async function chunksOf(pages: { lines: string[]; rtl?: boolean }[]) {
  const extracted = await extractPdf(await textPdf(pages), ctx, { ocr, limits: resolveLimits() });
  return chunkPages('notes.pdf', cleanPages(extracted));
}

describe('sentences broken by a page break', () => {
  it('finishes an English sentence on the page where it starts', async () => {
    const chunks = await chunksOf([
      {
        lines: [
          'Osmosis is the movement of water molecules through a partially permeable',
          'membrane. Root hair cells take up water from the soil by osmosis because the',
          'soil water is more dilute than the cell sap, and the water then moves from',
        ],
      },
      {
        lines: [
          'cell to cell across the root cortex until it reaches the xylem vessels.',
          'Transpiration pulls the water up the stem to the leaves of the plant.',
        ],
      },
    ]);
    expect(chunks.map((c) => c.page)).toEqual([1, 2]);
    expect(chunks[0]!.text).toMatch(/moves from cell to cell .* xylem vessels\.$/);
    expect(chunks[1]!.text).toBe(
      'Transpiration pulls the water up the stem to the leaves of the plant.',
    );
  });

  it('finishes an Arabic sentence, with the rest of the line joined to the next', async () => {
    const chunks = await chunksOf([
      {
        rtl: true,
        lines: [
          'تمتص الجذور الماء من التربة بالخاصية الأسموزية لأن ماء التربة أقل تركيزا',
          'من عصارة الخلية، ثم ينتقل الماء من خلية إلى أخرى عبر قشرة الجذر حتى يصل',
        ],
      },
      {
        rtl: true,
        lines: [
          'إلى أوعية الخشب التي تنقله إلى الساق ثم إلى الأوراق. ويصعد الماء بفعل',
          'النتح الذي يحدث في الثغور المنتشرة على سطح الورقة، فتفقد النبتة بخار الماء.',
        ],
      },
    ]);
    expect(chunks[0]!.text).toMatch(
      /حتى يصل إلى أوعية الخشب التي تنقله إلى الساق ثم إلى الأوراق\.$/,
    );
    // One line: the rest of the broken line is no heading of its own.
    expect(chunks[1]!.text).toBe(
      'ويصعد الماء بفعل النتح الذي يحدث في الثغور المنتشرة على سطح الورقة، فتفقد النبتة بخار الماء.',
    );
  });

  it('leaves pages that end a sentence, a heading at the foot, and the next slide’s title alone', () => {
    const wide = 'the water then moves from one cell to the next across the root cortex and';
    const pages = [
      { page: 1, text: `${wide}\n${wide}\nreaches the xylem.` },
      { page: 2, text: 'and then it rises.\nMore text follows here on this page.' },
      { page: 3, text: `${wide}\n${wide}\n\n4- Transport of water and mineral salts in plants` },
      { page: 4, text: 'the xylem carries water.' },
      { page: 5, text: `${wide}\n${wide}` },
      { page: 6, text: 'Transpiration\nwater leaves the plant through the stomata.' },
      { page: 7, text: `${wide}\n${wide}` },
      { page: 8, text: '• stomata open in light.' },
    ];
    expect(finishBrokenSentences(pages)).toEqual(pages);
  });

  it('finishes a lettered exercise standing alone at the foot of a page (LaTeX textbook)', () => {
    const item = '15. A ↔ B, A → C, B → D, ¬(C ∨ D)';
    const exercise = 'C. If it is possible, use a partial truth table to show that the argument is';
    const pages = [
      { page: 8, text: `${item}\n${item}\n\n${exercise}` },
      {
        page: 9,
        text: 'invalid. If it can’t be shown that the argument is invalid, then it is valid.',
      },
    ];
    expect(finishBrokenSentences(pages)).toEqual([
      { page: 8, text: `${item}\n${item}\n\n${exercise}\ninvalid.` },
      { page: 9, text: 'If it can’t be shown that the argument is invalid, then it is valid.' },
    ]);
  });
});
