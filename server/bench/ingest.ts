// Ingestion benchmark (issue 3 §6): `npm run bench:ingest`.
// Generates its documents, runs the real pipeline, prints medians next to the targets:
//   text PDFs: pages per second (target >= 100), OCR: seconds per page, English and Arabic (target <= 2 s).
import { availableParallelism, loadavg } from 'node:os';
import { ingestFile } from '../src/ingestion/pipeline.js';
import { TesseractOcrEngine } from '../src/ingestion/stages/ocr.js';
import type { LanguageCode } from '../src/search/language-codes.js';
import {
  ARABIC_LINES,
  ENGLISH_LINES,
  scannedPdf,
  skiaTextPdf,
  textPdf,
  type PdfPageSpec,
} from '../test/fixtures/ingestion-fixtures.js';

const RUNS = 3;
const TEXT_PAGES = 200;
const OCR_PAGES = 4;
const LINES_PER_PAGE = 40;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function pageLines(
  source: readonly string[],
  page: number,
  count: number,
  maxChars = 95,
): string[] {
  return Array.from({ length: count }, (_, i) =>
    `${source[(i + page) % source.length]!} (${page + 1}.${i + 1})`.slice(0, maxChars),
  );
}

async function timeIngest(
  name: string,
  bytes: Uint8Array,
  languages: LanguageCode[],
  ocr: TesseractOcrEngine,
) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const chunks = await ingestFile(
    { name, bytes },
    { languages, signal: new AbortController().signal },
    { ocr },
  );
  const used = process.cpuUsage(cpu);
  // CPU time of the whole process (OCR worker threads included): a figure that other load on the machine does not inflate.
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    chunks: chunks.length,
  };
}

async function main(): Promise<void> {
  const ocr = new TesseractOcrEngine();
  console.log(
    `ingest benchmark: ${availableParallelism()} cores, ${ocr.parallelism} OCR workers, median of ${RUNS} runs`,
  );
  const rows: string[][] = [];
  try {
    // Text layer: English (pdf-lib) and Arabic (Skia) documents of TEXT_PAGES full pages.
    const englishPages: PdfPageSpec[] = Array.from({ length: TEXT_PAGES }, (_, p) => ({
      lines: pageLines(ENGLISH_LINES, p, LINES_PER_PAGE),
      fontSize: 10,
    }));
    const arabicPages: PdfPageSpec[] = Array.from({ length: TEXT_PAGES }, (_, p) => ({
      lines: pageLines(ARABIC_LINES, p, 30),
      rtl: true,
      fontSize: 12,
    }));
    const textDocs: [string, Uint8Array][] = [
      ['English text PDF', await textPdf(englishPages)],
      ['Arabic text PDF', skiaTextPdf(arabicPages)],
    ];
    await timeIngest(
      'warm-up.pdf',
      await textPdf([{ lines: ['warm up the PDF engine'] }]),
      ['eng'],
      ocr,
    );
    for (const [label, bytes] of textDocs) {
      const runs = [];
      for (let r = 0; r < RUNS; r++)
        runs.push(await timeIngest('bench.pdf', bytes, ['ara', 'eng'], ocr));
      const rate = TEXT_PAGES / median(runs.map((x) => x.seconds));
      const cpuRate = TEXT_PAGES / median(runs.map((x) => x.cpuSeconds));
      rows.push([
        label,
        `${rate.toFixed(0)} pages/s`,
        `${cpuRate.toFixed(0)} pages/cpu-s`,
        '>= 100 pages/s',
        rate >= 100 ? 'ok' : 'MISSED',
      ]);
    }

    // OCR: scanned A4 pages (150 dpi scans, ~12 pt text, 30 lines each), bot languages ara+eng.
    const scans: [string, Uint8Array][] = [
      [
        'OCR English scanned page',
        await scannedPdf(
          Array.from({ length: OCR_PAGES }, (_, p) => ({
            lines: pageLines(ENGLISH_LINES, p, 30, 80),
          })),
        ),
      ],
      [
        'OCR Arabic scanned page',
        await scannedPdf(
          Array.from({ length: OCR_PAGES }, (_, p) => ({
            lines: pageLines(ARABIC_LINES, p, 30, 80),
            rtl: true,
          })),
        ),
      ],
    ];
    await timeIngest(
      'warm-up.pdf',
      await scannedPdf([{ lines: ['warm up'] }]),
      ['ara', 'eng'],
      ocr,
    );
    for (const [label, bytes] of scans) {
      const runs = [];
      for (let r = 0; r < RUNS; r++)
        runs.push(await timeIngest('scan.pdf', bytes, ['ara', 'eng'], ocr));
      const perPage = median(runs.map((x) => x.seconds)) / OCR_PAGES;
      const cpuPerPage = median(runs.map((x) => x.cpuSeconds)) / OCR_PAGES;
      rows.push([
        label,
        `${perPage.toFixed(2)} s/page`,
        `${cpuPerPage.toFixed(2)} cpu-s/page`,
        '<= 2 s/page',
        perPage <= 2 ? 'ok' : 'MISSED',
      ]);
    }
  } finally {
    await ocr.close();
  }
  const width = [28, 16, 20, 16, 6];
  console.log(
    ['measure', 'median (wall)', 'median (cpu)', 'target', '']
      .map((c, i) => c.padEnd(width[i]!))
      .join(' '),
  );
  for (const row of rows) console.log(row.map((c, i) => c.padEnd(width[i]!)).join(' '));
  const [load1] = loadavg();
  console.log(
    `load average during the run: ${load1!.toFixed(2)} on ${availableParallelism()} cores (wall figures assume a machine otherwise idle)`,
  );
}

await main();
