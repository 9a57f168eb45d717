// Retrieval and answer benchmark (issue 7): `npm run bench:retrieval [-- options]`.
//   --qa-dir <dir>   the public sets (default ../shared/data/qa, or EDUBOT_BENCH_QA_DIR)
//   --sets a,b       ARCD, TyDi-ar, TyDi-en (default all three); SQuAD-format files may also be
//                    given as plain arguments
//   --limit N        at most N questions per set and N negatives (spread evenly): quick runs
//   --show N         print N negatives that got an answer and N false declines, to read them
//   --dump FILE      one JSON line per question: verdict, reply, the cited page's share of the
//                    question's words (retrieval-dump.ts), to study decline rules offline
//   --postgres URL   also run every set on PostgreSQL (a scratch schema in that database, dropped
//                    after), and print both engines' figures side by side with their differences
// Every distinct paragraph of a set becomes one page of a file (one file per article), cut by
// the ingestion chunker as uploads are, in a temporary SQLite database. Two bots: "all" holds
// every article (hit@k, containment, false declines); "half" holds the even articles, and the
// questions of the odd articles are asked of it ("negatives": same-domain questions the bot's
// files do not cover). Every reply comes from the real TutorService with the extractive
// provider. In the same run a plain BM25 ranking of the same pages (retrieval-baseline.ts) is
// the baseline. EDUBOT_BENCH_TUNING / EDUBOT_BENCH_ANSWER_TUNING (JSON) override the retrieval
// and the extractive tuning for experiments.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { foldText } from '@edubot/common';
import { up as createSearchTables } from '../src/db/migrations/003-search.js';
import { openPostgresDatabase } from '../src/db/postgres.js';
import { chunkPages } from '../src/ingestion/stages/chunk.js';
import type { LanguageCode } from '../src/search/language-codes.js';
import { PostgresSearchIndex } from '../src/search/postgres-search-index.js';
import type { SearchIndex } from '../src/search/search-index.js';
import { SqliteFtsIndex } from '../src/search/sqlite-fts-index.js';
import { MinedGlossaries } from './mined-glossaries.js';
import { createAnswerer, type BenchReply } from './retrieval-answerer.js';
import { Bm25Baseline } from './retrieval-baseline.js';
import { RetrievalDump } from './retrieval-dump.js';
import { KNOWN_SETS, loadSet, setFile, spread, type BenchSet } from './retrieval-sets.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];
const DEPTH = 20;
const TARGETS = {
  hit1OverBaseline: 0.03,
  containment: 0.75,
  falseDeclines: 0.03,
  negativesAnswered: 0.25,
};

interface Options {
  qaDir: string;
  sets: string[];
  limit?: number;
  show: number;
  postgres?: string;
  dump?: RetrievalDump;
}

/** A set's figures on one engine, for the side-by-side comparison. */
type Figures = Record<
  | 'hit@1'
  | 'hit@5'
  | 'hit@20'
  | 'containment'
  | 'false declines'
  | 'negatives answered'
  | 'first citation',
  number
>;

interface BenchIndex {
  index: SearchIndex;
  close(): Promise<void>;
}

/** The search tables in a temporary SQLite file (same pragmas as the app's, db/database.ts). */
async function sqliteIndex(): Promise<BenchIndex> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-bench-'));
  const sqlite = new SQLite(path.join(dir, 'bench.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await createSearchTables(db);
  return {
    index: new SqliteFtsIndex(db, jsonEnv('EDUBOT_BENCH_TUNING')),
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The search tables in a scratch schema of the given PostgreSQL database, dropped on close. */
async function postgresIndex(url: string): Promise<BenchIndex> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = openPostgresDatabase(url);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin);
  const db = openPostgresDatabase(url, { schema });
  await createSearchTables(db);
  return {
    index: new PostgresSearchIndex(db, jsonEnv('EDUBOT_BENCH_TUNING')),
    async close() {
      await db.destroy();
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin);
      await admin.destroy();
    },
  };
}

function jsonEnv<T>(name: string): Partial<T> {
  const raw = process.env[name];
  return raw ? (JSON.parse(raw) as Partial<T>) : {};
}

const pageKey = (fileId: string, page: number | null) => `${fileId}#${page}`;

function contains(reply: BenchReply, answers: readonly string[]): boolean {
  const text = foldText(reply.text);
  return answers.some((a) => text.includes(foldText(a)));
}

async function runSet(set: BenchSet, options: Options, engine: BenchIndex): Promise<Figures> {
  try {
    const { index } = engine;
    const baseline = new Bm25Baseline();
    const glossaries = new MinedGlossaries();
    /** `${fileId}#${page}` -> paragraph id, and baseline document -> paragraph id. */
    const paragraphOfPage = new Map<string, number>();
    const paragraphOfDoc: number[] = [];
    const paragraphIds = new Map(set.paragraphs.map((p, i) => [p, i]));
    let chunkCount = 0;
    const startIndex = performance.now();
    for (const [a, article] of set.articles.entries()) {
      const fileId = `file-${a}`;
      for (const page of article.pages) {
        const id = paragraphIds.get(page)!;
        paragraphOfPage.set(pageKey(fileId, page.page), id);
        paragraphOfDoc[baseline.add(page.text)] = id;
      }
      const chunks = chunkPages(`${article.title}.pdf`, article.pages);
      chunkCount += await index.replaceFileChunks('all', fileId, chunks, LANGUAGES);
      glossaries.indexFile('all', fileId, chunks);
      if (a % 2 === 0) {
        await index.replaceFileChunks('half', fileId, chunks, LANGUAGES);
        glossaries.indexFile('half', fileId, chunks);
      }
    }
    const indexMs = performance.now() - startIndex;

    const questions = spread(set.questions, options.limit);
    const negatives = spread(
      set.questions.filter((q) => q.article % 2 === 1),
      options.limit,
    );
    const answerer = createAnswerer(
      index,
      LANGUAGES,
      jsonEnv('EDUBOT_BENCH_ANSWER_TUNING'),
      MinedGlossaries.enabled() ? glossaries : undefined,
    );
    console.log(
      `  glossary: ${MinedGlossaries.enabled() ? `${glossaries.size('all')} entries mined` : 'off'}`,
    );

    const at = { 1: 0, 5: 0, 20: 0 };
    const base = { 1: 0, 5: 0 };
    let contained = 0;
    let declined = 0;
    let firstCitationRight = 0;
    const falseDeclines: string[] = [];
    const startSearch = performance.now();
    const cpuSearch = process.cpuUsage();
    const rankings = [];
    for (const q of questions)
      rankings.push(await index.search('all', q.text, { limit: DEPTH, languages: LANGUAGES }));
    const searchCpuMs = cpuMs(process.cpuUsage(cpuSearch));
    const searchMs = performance.now() - startSearch;
    const startTutor = performance.now();
    const cpuTutor = process.cpuUsage();
    const replies: BenchReply[] = [];
    for (const q of questions) replies.push(await answerer.answer('all', q.text));
    const tutorCpuMs = cpuMs(process.cpuUsage(cpuTutor));
    const tutorMs = performance.now() - startTutor;
    for (const [i, q] of questions.entries()) {
      const rank = rankings[i]!.map((h) => paragraphOfPage.get(pageKey(h.fileId, h.page))).indexOf(
        q.paragraph,
      );
      if (rank === 0) at[1]++;
      if (rank >= 0 && rank < 5) at[5]++;
      if (rank >= 0) at[20]++;
      const baseRank = baseline
        .rank(q.text, 5)
        .map((d) => paragraphOfDoc[d])
        .indexOf(q.paragraph);
      if (baseRank === 0) base[1]++;
      if (baseRank >= 0) base[5]++;
      const reply = replies[i]!;
      await dumpRow(options, index, set, 'all', 'pos', q, reply);
      if (reply.sources.length === 0) {
        declined++;
        if (falseDeclines.length < options.show) falseDeclines.push(q.text);
        continue;
      }
      if (contains(reply, q.answers)) contained++;
      const first = reply.sources[0]!;
      if (paragraphOfPage.get(pageKey(first.file_id, first.page)) === q.paragraph)
        firstCitationRight++;
    }
    let negativesAnswered = 0;
    const answeredNegatives: string[] = [];
    for (const q of negatives) {
      const reply = await answerer.answer('half', q.text);
      await dumpRow(options, index, set, 'half', 'neg', q, reply);
      if (reply.sources.length === 0) continue;
      negativesAnswered++;
      if (answeredNegatives.length < options.show)
        answeredNegatives.push(`${q.text}\n      -> ${reply.text.slice(0, 240)}`);
    }

    const n = questions.length;
    const r = (x: number, of = n) => x / Math.max(1, of);
    const f = (x: number) => x.toFixed(3);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    const hit1 = r(at[1]);
    const baseHit1 = r(base[1]);
    const containment = r(contained);
    const falseDeclineRate = r(declined);
    const negativeRate = r(negativesAnswered, negatives.length);
    const figures: Figures = {
      'hit@1': hit1,
      'hit@5': r(at[5]),
      'hit@20': r(at[20]),
      containment,
      'false declines': falseDeclineRate,
      'negatives answered': negativeRate,
      'first citation': r(firstCitationRight),
    };
    console.log(
      `\n${set.name}: ${set.paragraphs.length} paragraphs (${chunkCount} chunks), ${n} questions, ${negatives.length} negatives`,
    );
    console.log(
      `  hit@1 ${f(hit1)}  hit@5 ${f(r(at[5]))}  hit@20 ${f(r(at[20]))}   BM25 baseline hit@1 ${f(baseHit1)}  hit@5 ${f(r(base[5]))}`,
    );
    console.log(
      `    target hit@1 >= baseline + ${TARGETS.hit1OverBaseline} = ${f(baseHit1 + TARGETS.hit1OverBaseline)}: ${verdict(hit1 >= baseHit1 + TARGETS.hit1OverBaseline)}`,
    );
    console.log(
      `  containment ${f(containment)} (target >= ${TARGETS.containment}: ${verdict(containment >= TARGETS.containment)})` +
        `  false declines ${f(falseDeclineRate)} (<= ${TARGETS.falseDeclines}: ${verdict(falseDeclineRate <= TARGETS.falseDeclines)})` +
        `  negatives answered ${f(negativeRate)} (<= ${TARGETS.negativesAnswered}: ${verdict(negativeRate <= TARGETS.negativesAnswered)})`,
    );
    console.log(
      `  first citation on the gold paragraph ${f(r(firstCitationRight))} (of all questions)`,
    );
    const rate = (ms: number, cpu: number) =>
      `${(n / (ms / 1000)).toFixed(0)}/s, ${(ms / n).toFixed(2)} ms wall, ${(cpu / n).toFixed(2)} ms CPU each`;
    console.log(`  search: ${rate(searchMs, searchCpuMs)} (limit ${DEPTH}, sequential)`);
    console.log(`  tutor replies (search + answer): ${rate(tutorMs, tutorCpuMs)}`);
    console.log(`  indexing: ${indexMs.toFixed(0)} ms (both bots)`);
    if (options.show > 0) {
      console.log('  negatives answered (first ones):');
      for (const line of answeredNegatives) console.log(`    ${line}`);
      console.log('  false declines (first ones):');
      for (const line of falseDeclines) console.log(`    ${line}`);
    }
    return figures;
  } finally {
    await engine.close();
  }
}

async function dumpRow(
  options: Options,
  index: SearchIndex,
  set: BenchSet,
  botId: string,
  kind: 'pos' | 'neg',
  q: BenchSet['questions'][number],
  reply: BenchReply,
): Promise<void> {
  if (!options.dump) return;
  const source = reply.sources[0];
  const article = source ? set.articles[Number(source.file_id.replace('file-', ''))] : undefined;
  const page = article?.pages.find((p) => p.page === source?.page);
  await options.dump.write(index, botId, {
    set: set.name,
    kind,
    question: q.text,
    reply,
    contained: contains(reply, q.answers),
    page: article && page ? { text: page.text, title: article.title } : undefined,
  });
}

/** Both engines' figures of one set and whether every one is within 0.01 (issue 9). */
function compare(name: string, sqlite: Figures, postgres: Figures): boolean {
  console.log(`\n${name}: SQLite vs PostgreSQL`);
  let within = true;
  for (const key of Object.keys(sqlite) as (keyof Figures)[]) {
    const diff = postgres[key] - sqlite[key];
    if (Math.abs(diff) > 0.01) within = false;
    console.log(
      `  ${key.padEnd(20)} ${sqlite[key].toFixed(3)}  ${postgres[key].toFixed(3)}  (${diff >= 0 ? '+' : ''}${diff.toFixed(3)})`,
    );
  }
  console.log(`  every figure within 0.01: ${within ? 'yes' : 'NO'}`);
  return within;
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

function parseOptions(): Options {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'qa-dir': { type: 'string' },
      sets: { type: 'string' },
      limit: { type: 'string' },
      show: { type: 'string' },
      postgres: { type: 'string' },
      dump: { type: 'string' },
    },
  });
  const limit = values.limit ? Number(values.limit) : undefined;
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw new Error(`--limit must be a positive whole number (got "${values.limit}")`);
  return {
    qaDir: path.resolve(values['qa-dir'] ?? process.env.EDUBOT_BENCH_QA_DIR ?? '../shared/data/qa'),
    // Paths given as arguments are SQuAD-format files read as sets of their own.
    sets: values.sets
      ? values.sets.split(',').map((s) => s.trim())
      : positionals.length > 0
        ? positionals.map((p) => path.resolve(p))
        : Object.keys(KNOWN_SETS),
    limit,
    show: values.show ? Number(values.show) : 0,
    postgres: values.postgres,
    dump: values.dump ? new RetrievalDump(values.dump, LANGUAGES) : undefined,
  };
}

async function main(): Promise<void> {
  const options = parseOptions();
  for (const name of ['EDUBOT_BENCH_TUNING', 'EDUBOT_BENCH_ANSWER_TUNING'])
    if (process.env[name]) console.log(`${name}: ${process.env[name]}`);
  console.log(
    `QA sets from ${options.qaDir}${options.limit ? `, at most ${options.limit} questions per set` : ''}`,
  );
  for (const name of options.sets) {
    const file = setFile(options.qaDir, name);
    if (!fs.existsSync(file)) {
      console.log(`\n${name}: ${file} not found, skipped`);
      continue;
    }
    const set = loadSet(KNOWN_SETS[name] ? name : path.basename(file), file);
    if (options.postgres) console.log(`\n== ${set.name} on SQLite`);
    const onSqlite = await runSet(set, options, await sqliteIndex());
    if (!options.postgres) continue;
    console.log(`\n== ${set.name} on PostgreSQL`);
    const onPostgres = await runSet(set, options, await postgresIndex(options.postgres));
    if (!compare(set.name, onSqlite, onPostgres)) process.exitCode = 1;
  }
  await options.dump?.close();
}

await main();
