// Tables of real LibreOffice Writer exports (server/bench/tables-092-class/, made from our own
// HTML with `soffice --headless --convert-to pdf`), read through the whole PDF extractor: a
// left-to-right header whose cells wrap, set to the top of their cells as Word sets them, and a
// right-to-left table whose cells fill their columns beside cells that wrap (decision 092).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveLimits } from '../ingestion-limits.js';
import { extractPdf } from './extract-pdf.js';
import { TesseractOcrEngine } from './ocr.js';

const CLASS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../bench/tables-092-class',
);
const ocr = new TesseractOcrEngine({ maxWorkers: 1 });
afterAll(() => ocr.close());

async function pageLines(file: string, page: number): Promise<string[]> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(CLASS_DIR, file)));
  const pages = await extractPdf(
    bytes,
    { languages: ['eng', 'ara'], signal: new AbortController().signal },
    { ocr, limits: resolveLimits() },
  );
  return pages.find((p) => p.page === page)!.text.split('\n');
}

describe('left-to-right header cells that wrap', () => {
  it(
    'keeps "Atomic / number" and "Relative / atomic mass" in the header row',
    { timeout: 120_000 },
    async () => {
      const lines = await pageLines('elements-data.pdf', 2);
      expect(lines).toContain(
        'Element | Symbol | Atomic number | Relative atomic mass | Melting point | Density | State at room temperature',
      );
      // The caption over the header stays a line of its own.
      expect(lines).toContain('Table 4.1 Properties of some elements');
      expect(lines).toContain('Zinc | Zn | 30 | 65.38 | 420 °C | 7.14 g/cm³ | solid');
    },
  );
});

describe('right-to-left cells that fill their columns', () => {
  it(
    'finds the cell edge from the rows above and below, however far apart they are drawn',
    { timeout: 120_000 },
    async () => {
      const lines = await pageLines('bones-ar.pdf', 2);
      // The length cell beside a function cell that fills its column, in rows whose place cell
      // wraps (its lines drawn between this row's cells) and in a row where nothing wraps.
      expect(lines).toContain(
        'عظم الكعبرة | Radius | الساعد من جهة الإبهام | 26 سم | يسمح بتدوير اليد مع عظم الزند',
      );
      expect(lines).toContain('الجمجمة | Skull | الرأس | 22 سم | تحمي الدماغ وتحمل عظام الوجه');
      expect(lines).toContain('الترقوة | Clavicle | بين القص والكتف | 15 سم | تثبت الكتف في مكانه');
    },
  );
});
