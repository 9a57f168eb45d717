// The whole pipeline on generated study files and on hostile ones (each must fail fast and clearly).
import { afterAll, describe, expect, it } from 'vitest';
import {
  ARABIC_LINES,
  ENGLISH_LINES,
  fakeExe,
  makeZip,
  pixelFloodPng,
  svgOutlinedText,
  svgWithText,
  textImage,
  textPdf,
} from '../../test/fixtures/ingestion-fixtures.js';
import { IngestionError } from './ingestion-error.js';
import { ingestFile } from './pipeline.js';
import { TesseractOcrEngine } from './stages/ocr.js';

const ocr = new TesseractOcrEngine();
afterAll(() => ocr.close());

const ctx = { languages: ['ara', 'eng'] as const, signal: new AbortController().signal };
const run = (name: string, bytes: Uint8Array, limits = {}) =>
  ingestFile({ name, bytes }, ctx, { ocr, limits });

async function failure(promise: Promise<unknown>): Promise<IngestionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IngestionError);
  return error as IngestionError;
}

describe('ingestFile: study files', () => {
  it('OCRs a PNG with Arabic text', async () => {
    const chunks = await run('ورقة.png', textImage(ARABIC_LINES, { rtl: true }));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({ filename: 'ورقة.png', page: 1 });
    expect(chunks[0]!.text).toContain('تمتص مادة الكلوروفيل الخضراء الطاقة الضوئية');
  });

  it('reads small Arabic text in a screenshot-sized image', async () => {
    const chunks = await run(
      'screenshot.png',
      textImage(ARABIC_LINES, { rtl: true, width: 700, fontSize: 11 }),
    );
    expect(chunks[0]!.text).toContain('تستخدم النباتات ضوء الشمس والماء');
  });

  it('OCRs a JPEG with English text', async () => {
    const chunks = await run('notes.jpg', textImage(ENGLISH_LINES, { format: 'jpeg' }));
    expect(chunks[0]!.text).toMatch(/green pigment chlorophyll absorbs light energy/);
  });

  it('reads SVG labels, and rasterizes + OCRs an SVG whose text is outlined', async () => {
    const labelled = await run(
      'leaf.svg',
      svgWithText('Leaf structure', ['Stomata', 'Chloroplast']),
    );
    // One quotable sentence names the diagram and its labels (a label alone reads as a heading).
    expect(labelled[0]!.text).toBe(
      'Diagram: Leaf structure (leaf.svg), labelled: Stomata, Chloroplast.\nDiagram for the lesson.',
    );
    const outlined = await run('title.svg', svgOutlinedText('Photosynthesis makes sugar'));
    expect(outlined[0]!.text).toMatch(/Photosynthesis makes sugar/);
  });

  it('names an untitled Arabic diagram by its file and lists its labels in Arabic', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>الميتوكندريا</text><text>إنزيم ATP</text></svg>',
    );
    const chunks = await run('خلية.svg', svg);
    expect(chunks[0]!.text).toBe('رسم توضيحي: خلية، عليه: الميتوكندريا، إنزيم ATP.');
  });

  it('processes every allowed file of a zip under its own name', async () => {
    const zip = makeZip([
      { name: 'unit1/lesson.pdf', data: await textPdf([{ lines: ENGLISH_LINES }]) },
      { name: 'unit1/scan.png', data: textImage(['Mitochondria release energy from food.']) },
      { name: 'diagram.svg', data: svgWithText('Cell', ['Nucleus']) },
      { name: '../../escape.svg', data: svgWithText('Escape attempt', ['Harmless']) },
    ]);
    const chunks = await run('unit.zip', zip);
    expect(chunks.map((c) => c.filename)).toEqual([
      'unit.zip/unit1/lesson.pdf',
      'unit.zip/unit1/scan.png',
      'unit.zip/diagram.svg',
      'unit.zip/escape.svg',
    ]);
    expect(chunks[1]!.text).toMatch(/Mitochondria release energy/);
  });
});

describe('ingestFile: failures a teacher can read', () => {
  it('a file with no text ends with "No readable text was found in this file"', async () => {
    const blank = textImage([], { width: 400 });
    expect((await failure(run('blank.png', blank))).message).toBe(
      'No readable text was found in this file',
    );
    const emptyPdf = await textPdf([{ lines: [] }]);
    expect((await failure(run('empty.pdf', emptyPdf))).message).toBe(
      'No readable text was found in this file',
    );
  });

  it('an .exe named .pdf is refused by its bytes', async () => {
    expect((await failure(run('notes.pdf', fakeExe()))).message).toMatch(/not supported/);
  });

  it('a pixel flood is refused from its header, before any decoding', async () => {
    const before = process.memoryUsage().rss;
    expect((await failure(run('flood.png', pixelFloodPng()))).message).toBe(
      'This image is too large (more than 40 megapixels)',
    );
    // Decoding it would need gigabytes; refusing from the header needs next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('a zip bomb fails without being inflated', async () => {
    const bomb = makeZip([{ name: 'a.svg', data: new Uint8Array(120 * 1024 * 1024) }]);
    const before = process.memoryUsage().rss;
    expect((await failure(run('bomb.zip', bomb))).message).toMatch(/possible zip bomb/);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('a pixel flood inside a zip fails the archive with the entry named', async () => {
    const zip = makeZip([{ name: 'flood.png', data: pixelFloodPng() }]);
    expect((await failure(run('pack.zip', zip))).message).toBe(
      'pack.zip/flood.png: This image is too large (more than 40 megapixels)',
    );
  });

  it('stops a file that exceeds its time budget', async () => {
    const image = textImage(ENGLISH_LINES);
    const error = await failure(run('slow.png', image, { fileTimeBudgetMs: 50 }));
    expect(error.message).toBe('Processing this file took too long and was stopped');
  });
});
