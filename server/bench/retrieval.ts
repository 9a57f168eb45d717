// Retrieval benchmark (issue 3 §6): `npm run bench:retrieval -- <squad-format.json> [...]`.
// Every distinct paragraph of a SQuAD-format set becomes one page of a file of one bot (one
// file per article), cut by the ingestion chunker exactly as uploads are, in a temporary
// SQLite database; every question is asked through the real SearchIndex. A hit is a chunk of
// the gold paragraph among the first k chunks returned. Prints paragraph hit@1/5/20, answer
// containment, decline rate and speed. Containment and declines come from the real tutor
// (TutorService + extractive provider, as `npm start` answers): a reply citing no source is a
// decline. EDUBOT_BENCH_TUNING='{"gramWeight":0.3}' overrides RetrievalTuning for experiments.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { foldText } from '@edubot/common';
import { up as createSearchTables } from '../src/db/migrations/003-search.js';
import { chunkPages } from '../src/ingestion/stages/chunk.js';
import type { LanguageCode } from '../src/search/language-codes.js';
import type { SearchHit } from '../src/search/search-index.js';
import { SqliteFtsIndex, type RetrievalTuning } from '../src/search/sqlite-fts-index.js';
import { createAnswerer } from './retrieval-answerer.js';

interface SquadSet {
  data: {
    title?: string;
    paragraphs: { context: string; qas: { question: string; answers: { text: string }[] }[] }[];
  }[];
}

interface Question {
  text: string;
  paragraph: number;
  answers: string[];
}

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];
const BOT = 'bench-bot';
const DEPTH = 20;

function tuningFromEnv(): Partial<RetrievalTuning> {
  const raw = process.env.EDUBOT_BENCH_TUNING;
  return raw ? (JSON.parse(raw) as Partial<RetrievalTuning>) : {};
}

async function runSet(file: string): Promise<void> {
  const set = JSON.parse(fs.readFileSync(file, 'utf8')) as SquadSet;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-bench-'));
  const sqlite = new SQLite(path.join(dir, 'bench.db'));
  // Same pragmas as the app's database (db/database.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await createSearchTables(db);
    const index = new SqliteFtsIndex(db, tuningFromEnv());
    const paragraphIds = new Map<string, number>();
    /** `${fileId}#${page}` -> paragraph id. */
    const paragraphOfPage = new Map<string, number>();
    const questions: Question[] = [];
    let chunkCount = 0;
    const startIndex = performance.now();
    for (const [a, article] of set.data.entries()) {
      const fileId = `file-${a}`;
      const pages = [];
      for (const [p, paragraph] of article.paragraphs.entries()) {
        let id = paragraphIds.get(paragraph.context);
        if (id === undefined) {
          id = paragraphIds.size;
          paragraphIds.set(paragraph.context, id);
          paragraphOfPage.set(`${fileId}#${p + 1}`, id);
          pages.push({ page: p + 1, text: paragraph.context });
        }
        for (const qa of paragraph.qas) {
          questions.push({
            text: qa.question,
            paragraph: id,
            answers: qa.answers.map((x) => x.text),
          });
        }
      }
      const chunks = chunkPages(article.title ?? `article-${a}`, pages);
      chunkCount += await index.replaceFileChunks(BOT, fileId, chunks, LANGUAGES);
    }
    const indexMs = performance.now() - startIndex;

    const hits: SearchHit[][] = [];
    const startSearch = performance.now();
    const cpuSearch = process.cpuUsage();
    for (const q of questions)
      hits.push(await index.search(BOT, q.text, { limit: DEPTH, languages: LANGUAGES }));
    const searchCpuMs = cpuMs(process.cpuUsage(cpuSearch));
    const searchMs = performance.now() - startSearch;

    const answerer = createAnswerer(index, BOT, LANGUAGES);
    const replies: (string | null)[] = [];
    const startTutor = performance.now();
    const cpuTutor = process.cpuUsage();
    for (const q of questions) replies.push(await answerer.answer(q.text));
    const tutorCpuMs = cpuMs(process.cpuUsage(cpuTutor));
    const tutorMs = performance.now() - startTutor;

    let at1 = 0;
    let at5 = 0;
    let at20 = 0;
    let contained = 0;
    let declined = 0;
    for (const [i, q] of questions.entries()) {
      const ranks = hits[i]!.map((h) => paragraphOfPage.get(`${h.fileId}#${h.page}`));
      const rank = ranks.indexOf(q.paragraph);
      if (rank === 0) at1++;
      if (rank >= 0 && rank < 5) at5++;
      if (rank >= 0) at20++;
      const reply = replies[i]!;
      if (reply === null) declined++;
      else if (q.answers.some((ans) => foldText(reply).includes(foldText(ans)))) contained++;
    }
    const n = questions.length;
    const f = (x: number) => (x / n).toFixed(3);
    console.log(
      `\n${path.basename(file)}: ${paragraphIds.size} paragraphs (${chunkCount} chunks), ${n} questions`,
    );
    console.log(`  paragraph hit@1 ${f(at1)}  hit@5 ${f(at5)}  hit@20 ${f(at20)}`);
    console.log(
      `  answer containment ${f(contained)}  decline rate ${f(declined)}  (${answerer.name})`,
    );
    // CPU time per query is printed next to wall time: it stays meaningful on a busy machine.
    const rate = (ms: number, cpu: number) =>
      `${(n / (ms / 1000)).toFixed(0)}/s, ${(ms / n).toFixed(2)} ms wall, ${(cpu / n).toFixed(2)} ms CPU each`;
    console.log(`  search: ${rate(searchMs, searchCpuMs)} (limit ${DEPTH}, sequential)`);
    console.log(`  tutor replies (search + answer): ${rate(tutorMs, tutorCpuMs)}`);
    console.log(`  indexing: ${indexMs.toFixed(0)} ms`);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

async function main(): Promise<void> {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: npm run bench:retrieval -- <squad-format.json> [more.json ...]');
    process.exitCode = 2;
    return;
  }
  if (process.env.EDUBOT_BENCH_TUNING)
    console.log(`tuning override: ${process.env.EDUBOT_BENCH_TUNING}`);
  for (const file of files) {
    if (!fs.existsSync(file)) {
      console.log(`\n${file}: not found, skipped`);
      continue;
    }
    await runSet(file);
  }
}

await main();
