// The benchmark class (server/bench/tutor-class/) is consistent and its files are what they
// claim: every question is asked of an existing bot and cites a page its file has, the kinds
// the issue asks for are all there, and Arabic typed into a PDF comes out of the real
// ingestion pipeline in reading order.
import path from 'node:path';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildFile, CLASS_DIR, readClassSpec } from '../../bench/class-builder/build-class.js';
import { ingestFile } from '../../src/ingestion/pipeline.js';
import { TesseractOcrEngine } from '../../src/ingestion/stages/ocr.js';
import type { BenchItem } from '../../bench/tutor-bench/bench-items.js';
import { readJsonl } from '../../bench/tutor-bench/own-class.js';

const spec = readClassSpec();
const items = readJsonl<BenchItem>(path.join(CLASS_DIR, 'questions.jsonl'));
const ocr = new TesseractOcrEngine({ langDir: path.join(os.tmpdir(), 'edubot-class-test-ocr') });
afterAll(() => ocr.close());

async function pageCount(filename: string, bytes: Uint8Array): Promise<number> {
  if (!filename.endsWith('.pdf')) return 1;
  return (await PDFDocument.load(bytes)).getPageCount();
}

describe('benchmark class', () => {
  it('asks every question of an existing bot and cites pages its files have', async () => {
    const pages = new Map<string, Map<string, number>>();
    for (const bot of spec.bots) {
      const files = new Map<string, number>();
      for (const file of bot.files) {
        const built = await buildFile(file);
        files.set(built.filename, await pageCount(built.filename, built.bytes));
      }
      pages.set(bot.key, files);
    }
    for (const item of items) {
      const files = pages.get(item.bot);
      expect(files, `${item.id}: bot ${item.bot}`).toBeDefined();
      for (const cite of item.cite ?? []) {
        const count = files!.get(cite.file);
        expect(count, `${item.id}: file ${cite.file}`).toBeDefined();
        for (const page of cite.pages ?? [])
          expect(page, `${item.id}: page`).toBeLessThanOrEqual(count!);
      }
      if (item.file) expect(files!.has(item.file), `${item.id}: ${item.file}`).toBe(true);
    }
  });

  it('holds the kinds of questions the tutor is measured on, in both languages', () => {
    const covered = items.filter((i) => i.answers && i.kind !== 'request');
    expect(
      covered.length + items.filter((i) => i.kind === 'uncovered').length,
    ).toBeGreaterThanOrEqual(80);
    expect(items.filter((i) => i.kind === 'uncovered').length).toBeGreaterThanOrEqual(20);
    for (const kind of ['table', 'scan', 'label', 'glossary', 'cross', 'image'])
      expect(
        covered.some((i) => i.kind === kind),
        kind,
      ).toBe(true);
    for (const intent of ['greeting', 'summarize', 'quiz', 'explain', 'topics'])
      for (const language of ['en', 'ar'])
        expect(
          items.some((i) => i.intent === intent && i.language === language),
          `${intent} ${language}`,
        ).toBe(true);
  });

  it('writes Arabic PDFs whose text the pipeline reads in reading order', async () => {
    const arabicBot = spec.bots.find((b) => b.key === 'arabic')!;
    const circuits = arabicBot.files.find((f) => f.filename === 'الدوائر الكهربائية.pdf')!;
    const built = await buildFile(circuits);
    const chunks = await ingestFile(
      { name: built.filename, bytes: built.bytes },
      { languages: ['ara'], signal: AbortSignal.timeout(60_000) },
      { ocr },
    );
    const page2 = chunks
      .filter((c) => c.page === 2)
      .map((c) => c.text)
      .join('\n');
    expect(page2).toContain('ينص قانون أوم على أن فرق الجهد يساوي شدة التيار مضروبة في المقاومة');
  });
});
