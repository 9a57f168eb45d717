// Prints the chunks one study file becomes, through the real stages, and how many of its
// extracted lines were page furniture (running headers, footers, page numbers):
//   npm run inspect:file -- <path> [--lang=ara,eng]
// A developer's tool for reading what the tutor will quote (compare with `pdftotext -layout`).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { cleanPages, type CleanStats } from '../src/ingestion/clean/clean-pages.js';
import { resolveLimits } from '../src/ingestion/ingestion-limits.js';
import { EXTRACTORS, ingestFile } from '../src/ingestion/pipeline.js';
import { chunkPages } from '../src/ingestion/stages/chunk.js';
import { detectKind } from '../src/ingestion/stages/detect.js';
import { TesseractOcrEngine } from '../src/ingestion/stages/ocr.js';
import type { ChunkInput } from '../src/search/search-index.js';
import type { LanguageCode } from '../src/search/language-codes.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const path = args.find((a) => !a.startsWith('--'));
  if (!path) throw new Error('usage: npm run inspect:file -- <path> [--lang=ara,eng]');
  const langArg = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
  const languages = (langArg ? langArg.split(',') : ['ara', 'eng']) as LanguageCode[];
  const ocr = new TesseractOcrEngine();
  const name = basename(path);
  const bytes = new Uint8Array(await readFile(path));
  const ctx = { languages, signal: new AbortController().signal };
  const stats: CleanStats = { lines: 0, furnitureLines: 0 };
  try {
    const kind = detectKind(bytes);
    let chunks: ChunkInput[];
    if (kind === 'zip' || kind === 'unsupported') {
      chunks = await ingestFile({ name, bytes }, ctx, { ocr });
    } else {
      const pages = await EXTRACTORS[kind](bytes, ctx, { ocr, limits: resolveLimits() });
      chunks = chunkPages(name, cleanPages(pages, stats));
    }
    chunks.forEach((chunk, i) => {
      console.log(`--- chunk ${i + 1} · page ${chunk.page ?? '-'} · ${chunk.text.length} chars`);
      console.log(chunk.text);
    });
    console.log(
      `=== ${name}: ${chunks.length} chunks; furniture lines removed: ${stats.furnitureLines} of ${stats.lines}`,
    );
  } finally {
    await ocr.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
