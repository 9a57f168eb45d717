// The realistic bot of `npm run bench:chat` (issue 7): over 1,000 pages of mixed material, made
// into real files and read by the real ingestion pipeline (pdf.js, OCR, cleaning, chunking), so
// the index holds the chunks a teacher's uploads would give. It holds:
//   - textbooks: every paragraph of ../shared/data/qa (ARCD and TyDi Arabic and English) flowed
//     into A4 books with running headers and "Page N of M" footers (the Arabic ones right to
//     left, with Arabic-Indic page numbers);
//   - slide decks: ARCD and TyDi English paragraphs, one slide each, a sentence per bullet;
//   - scans: a few of those pages as image-only PDFs (OCR);
//   - our benchmark class (server/bench/tutor-class) and the shared class files when present.
// Questions: those of the QA sets, of the class files and of our class.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { BENCH_FILE_TIMEOUT_MS } from './bench-file-timeout.js';
import { buildFile, CLASS_DIR, readClassSpec } from './class-builder/build-class.js';
import { layOut, type LayoutOptions } from './class-builder/layout.js';
import type { Block, SourcePage } from './class-builder/markdown.js';
import { pdfLibMeasure, pdfLibPdf, skiaMeasure, skiaPdf } from './class-builder/render-pdf.js';
import { imageOnlyPdf } from './class-builder/render-scan.js';
import { ingestFile } from '../src/ingestion/pipeline.js';
import { TesseractOcrEngine } from '../src/ingestion/stages/ocr.js';
import type { ChunkInput } from '../src/search/search-index.js';
import type { BenchItem } from './tutor-bench/bench-items.js';
import { readJsonl } from './tutor-bench/own-class.js';

interface SquadSet {
  data: { title?: string; paragraphs: { context: string; qas: { question: string }[] }[] }[];
}

interface Article {
  title: string;
  paragraphs: string[];
}

interface Document {
  filename: string;
  bytes: Uint8Array;
}

export interface RealisticMaterial {
  source: string;
  files: { filename: string; chunks: ChunkInput[] }[];
  pages: number;
  questions: string[];
  ingestSeconds: number;
}

const BOOK_ARTICLES = 40;
const SCANNED_PAGES = { en: 6, ar: 4 };

function readSet(file: string, questions: string[]): Article[] {
  const set = JSON.parse(fs.readFileSync(file, 'utf8')) as SquadSet;
  const seen = new Set<string>();
  return set.data.map((article, a) => ({
    title: (article.title ?? `Article ${a + 1}`).replace(/_/gu, ' '),
    paragraphs: article.paragraphs
      .filter((p) => {
        questions.push(...p.qas.map((q) => q.question.trim()));
        if (seen.has(p.context)) return false;
        seen.add(p.context);
        return true;
      })
      .map((p) => p.context.replace(/\s+/gu, ' ').trim()),
  }));
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

const sentences = (text: string): string[] =>
  text.split(/(?<=[.!?؟])\s+/u).filter((s) => s.trim().length > 0);

/** One chapter per article, flowing across pages as a printed book does. */
function bookPages(articles: Article[]): SourcePage[] {
  const blocks: Block[] = [];
  for (const article of articles) {
    blocks.push({ type: 'h2', text: article.title });
    for (const p of article.paragraphs) blocks.push({ type: 'p', text: p });
  }
  return [blocks];
}

/** One slide per paragraph: the article's title and up to five sentences as bullets. */
function slidePages(articles: Article[]): SourcePage[] {
  return articles.flatMap((article) =>
    article.paragraphs.map((p) => [
      { type: 'h1' as const, text: article.title },
      ...sentences(p)
        .slice(0, 5)
        .map((s) => ({ type: 'bullet' as const, text: s })),
    ]),
  );
}

async function render(
  pages: SourcePage[],
  options: Omit<LayoutOptions, 'measure' | 'name'>,
  name: string,
  engine: 'pdf-lib' | 'skia',
) {
  const measure = engine === 'pdf-lib' ? await pdfLibMeasure() : skiaMeasure;
  const laid = layOut(pages, { ...options, measure, name, flow: true });
  return { laid, bytes: engine === 'pdf-lib' ? await pdfLibPdf(laid, name) : skiaPdf(laid, name) };
}

async function qaDocuments(dir: string, questions: string[]): Promise<Document[]> {
  const arcd = readSet(path.join(dir, 'arcd', 'arcd.json'), questions);
  const tydiAr = readSet(path.join(dir, 'tydiqa-goldp', 'arabic_tydiqa_dev.json'), questions);
  const tydiEn = readSet(path.join(dir, 'tydiqa-goldp', 'english_tydiqa_dev.json'), questions);
  const docs: Document[] = [];
  const books: [Article[], string, boolean][] = [
    [arcd, 'موسوعة المعرفة', true],
    [tydiAr, 'مذكرات عربية', true],
    [tydiEn, 'Reader', false],
  ];
  for (const [articles, title, rtl] of books) {
    for (const [i, part] of chunk(articles, BOOK_ARTICLES).entries()) {
      const name = `${title} ${i + 1}`;
      const { bytes } = await render(
        bookPages(part),
        {
          style: 'textbook',
          rtl,
          header: `${title} - ${rtl ? 'الجزء' : 'Part'} ${i + 1}`,
          footer: rtl ? 'صفحة {n} من {m}' : 'Page {n} of {m}',
          arabicDigits: rtl,
        },
        name,
        rtl ? 'skia' : 'pdf-lib',
      );
      docs.push({ filename: `${name}.pdf`, bytes });
    }
  }
  const decks: [Article[], string, boolean][] = [
    [arcd, 'شرائح', true],
    [tydiEn, 'Slides', false],
  ];
  for (const [articles, title, rtl] of decks) {
    for (const [i, part] of chunk(articles, BOOK_ARTICLES).entries()) {
      const name = `${title} ${i + 1}`;
      const { bytes } = await render(
        slidePages(part),
        {
          style: 'slides',
          rtl,
          footer: rtl ? `${title} - {n}` : `${title} · {n} / {m}`,
          arabicDigits: rtl,
        },
        name,
        'skia',
      );
      docs.push({ filename: `${name}.pdf`, bytes });
    }
  }
  for (const [articles, language, rtl] of [
    [tydiEn.slice(-20), 'en', false],
    [arcd.slice(-20), 'ar', true],
  ] as const) {
    const { laid } = await render(
      bookPages(articles),
      { style: 'textbook', rtl, footer: 'Page {n}' },
      `scan-${language}`,
      'skia',
    );
    const pages = laid.slice(0, SCANNED_PAGES[language]);
    docs.push({ filename: `scanned-${language}.pdf`, bytes: await imageOnlyPdf(pages) });
  }
  return docs;
}

async function classDocuments(classfilesDir: string, questions: string[]): Promise<Document[]> {
  const docs: Document[] = [];
  for (const bot of readClassSpec().bots)
    for (const spec of bot.files) {
      const file = await buildFile(spec);
      docs.push({ filename: file.filename, bytes: file.bytes });
    }
  for (const item of readJsonl<BenchItem>(path.join(CLASS_DIR, 'questions.jsonl')))
    if (item.question && !item.image) questions.push(item.question);
  const docsDir = path.join(classfilesDir, 'docs');
  if (fs.existsSync(docsDir)) {
    for (const name of fs.readdirSync(docsDir).sort())
      docs.push({
        filename: name,
        bytes: new Uint8Array(fs.readFileSync(path.join(docsDir, name))),
      });
    for (const q of readJsonl<{ question: string }>(path.join(classfilesDir, 'questions.jsonl')))
      questions.push(q.question);
  }
  return docs;
}

async function pageCount(doc: Document, chunks: ChunkInput[]): Promise<number> {
  if (doc.filename.endsWith('.pdf')) return (await PDFDocument.load(doc.bytes)).getPageCount();
  return new Set(chunks.map((c) => `${c.filename}:${c.page}`)).size;
}

const SERVER_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Ingesting 1,000 pages (with OCR) takes minutes, so the chunks are kept in the temp folder
 * under a key of every input byte AND the ingestion code (server/src/ingestion, the shared text
 * helpers): any change to either re-ingests, so the index always is what the product makes.
 */
function cacheKey(docs: Document[]): string {
  const hash = createHash('sha256');
  for (const doc of docs) hash.update(doc.filename).update(doc.bytes);
  const code = [
    ...sourceFiles(path.join(SERVER_DIR, 'src', 'ingestion')),
    ...sourceFiles(path.join(SERVER_DIR, '..', 'common', 'src', 'text')),
  ];
  // Paths relative to the repository: every checkout of the same code shares the cache.
  for (const file of code)
    hash.update(path.relative(path.join(SERVER_DIR, '..'), file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

interface CachedIngestion {
  files: RealisticMaterial['files'];
  pages: number;
  ingestSeconds: number;
}

async function ingestAll(docs: Document[], log: (line: string) => void): Promise<CachedIngestion> {
  const cacheFile = path.join(os.tmpdir(), `edubot-bench-realistic-${cacheKey(docs)}.json`);
  if (fs.existsSync(cacheFile)) {
    log(`realistic bot: chunks from ${cacheFile} (same files, same ingestion code)`);
    return JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as CachedIngestion;
  }
  const started = Date.now();
  const ocr = new TesseractOcrEngine({ langDir: path.join(os.tmpdir(), 'edubot-bench-ocr') });
  const files: RealisticMaterial['files'] = [];
  let pages = 0;
  try {
    for (const doc of docs) {
      const chunks = await ingestFile(
        { name: doc.filename, bytes: doc.bytes },
        { languages: ['ara', 'eng'], signal: AbortSignal.timeout(BENCH_FILE_TIMEOUT_MS) },
        // A server reads each file under its own time budget; the bench's wait is the budget here,
        // so a busy machine slows the build instead of failing a file.
        { ocr, limits: { fileTimeBudgetMs: BENCH_FILE_TIMEOUT_MS } },
      );
      files.push({ filename: doc.filename, chunks });
      pages += await pageCount(doc, chunks);
    }
  } finally {
    await ocr.close();
  }
  const result = { files, pages, ingestSeconds: (Date.now() - started) / 1000 };
  fs.writeFileSync(cacheFile, JSON.stringify(result));
  return result;
}

/** Null when the QA sets are absent (the realistic bot is built from them). */
export async function loadRealisticMaterial(
  log: (line: string) => void,
): Promise<RealisticMaterial | null> {
  const qaDir = path.resolve(process.env.EDUBOT_BENCH_QA_DIR ?? '../shared/data/qa');
  const classfilesDir = path.resolve(
    process.env.EDUBOT_BENCH_CLASSFILES_DIR ?? '../shared/data/classfiles',
  );
  if (!fs.existsSync(path.join(qaDir, 'arcd', 'arcd.json'))) return null;
  const questions: string[] = [];
  const docs = [
    ...(await qaDocuments(qaDir, questions)),
    ...(await classDocuments(classfilesDir, questions)),
  ];
  log(`realistic bot: ${docs.length} files built; ingesting them (OCR included) ...`);
  const { files, pages, ingestSeconds } = await ingestAll(docs, log);
  log(
    `realistic bot: ${docs.length} files, ${pages} pages, ingestion took ${ingestSeconds.toFixed(0)} s`,
  );
  return {
    source: `${docs.length} files: textbooks, slides, scans, Arabic notes, our class${fs.existsSync(classfilesDir) ? ', the shared class files' : ''}`,
    files,
    pages,
    questions,
    ingestSeconds,
  };
}
