// Experiments behind docs/decisions/022 (re-ranking and the decline gate), reproducible:
//   npx tsx server/bench/rank-experiments.ts [--qa-dir DIR] [--limit N] [--sets a,b]
//        [--grid '[{"coverage":1}, ...]'] [--dump features.jsonl]
// Builds the same two bots per set as bench:retrieval ("all" and "half", retrieval.ts), fetches
// the first 30 BM25 hits of every question once (re-ranking off), then prints hit@1 / hit@5 of
// each re-ranking tuning of the grid over those hits, against the plain BM25 baseline. With
// --dump it writes, per question, the decline-gate features of the passage the tutor would quote
// (answer/gate-features.ts) for positives and negatives, to fit or check the gate offline
// (bench/fit-gate.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { up as createSearchTables } from '../src/db/migrations/003-search.js';
import { chunkPages } from '../src/ingestion/stages/chunk.js';
import type { LanguageCode } from '../src/search/language-codes.js';
import { DEFAULT_RERANK_TUNING, rerankHits, type RerankTuning } from '../src/search/rerank.js';
import type { SearchHit } from '../src/search/search-index.js';
import { SqliteFtsIndex } from '../src/search/sqlite-fts-index.js';
import { Bm25Baseline } from './retrieval-baseline.js';
import { KNOWN_SETS, loadSet, setFile, spread } from './retrieval-sets.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];
const FETCH = 30;

const { values } = parseArgs({
  options: {
    'qa-dir': { type: 'string' },
    limit: { type: 'string' },
    sets: { type: 'string' },
    grid: { type: 'string' },
  },
});
const qaDir = path.resolve(
  values['qa-dir'] ?? process.env.EDUBOT_BENCH_QA_DIR ?? '../shared/data/qa',
);
const limit = values.limit ? Number(values.limit) : undefined;
const sets = values.sets ? values.sets.split(',') : Object.keys(KNOWN_SETS);
const grid: Partial<RerankTuning>[] = values.grid
  ? (JSON.parse(values.grid) as Partial<RerankTuning>[])
  : [{ depth: 0 }, {}];

for (const name of sets) {
  const set = loadSet(name, setFile(qaDir, name));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-rank-'));
  const sqlite = new SQLite(path.join(dir, 'x.db'));
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await createSearchTables(db);
  const index = new SqliteFtsIndex(db, { rerank: { ...DEFAULT_RERANK_TUNING, depth: 0 } });
  const baseline = new Bm25Baseline();
  const paragraphOfPage = new Map<string, number>();
  const paragraphOfDoc: number[] = [];
  const ids = new Map(set.paragraphs.map((p, i) => [p, i]));
  for (const [a, article] of set.articles.entries()) {
    const fileId = `file-${a}`;
    for (const page of article.pages) {
      paragraphOfPage.set(`${fileId}#${page.page}`, ids.get(page)!);
      paragraphOfDoc[baseline.add(page.text)] = ids.get(page)!;
    }
    await index.replaceFileChunks(
      'all',
      fileId,
      chunkPages(`${article.title}.pdf`, article.pages),
      LANGUAGES,
    );
  }
  const questions = spread(set.questions, limit);
  const ranked: { gold: number; hits: SearchHit[]; text: string }[] = [];
  let base1 = 0;
  for (const q of questions) {
    ranked.push({
      gold: q.paragraph,
      text: q.text,
      hits: await index.search('all', q.text, { limit: FETCH, languages: LANGUAGES }),
    });
    if (paragraphOfDoc[baseline.rank(q.text, 1)[0] ?? -1] === q.paragraph) base1++;
  }
  const n = questions.length;
  console.log(`\n${name}: ${n} questions, BM25 baseline hit@1 ${(base1 / n).toFixed(3)}`);
  for (const tuning of grid) {
    const full = { ...DEFAULT_RERANK_TUNING, ...tuning };
    let h1 = 0;
    let h5 = 0;
    const start = process.cpuUsage();
    for (const r of ranked) {
      const order = rerankHits(r.text, r.hits, LANGUAGES, full).map((h) =>
        paragraphOfPage.get(`${h.fileId}#${h.page}`),
      );
      const rank = order.indexOf(r.gold);
      if (rank === 0) h1++;
      if (rank >= 0 && rank < 5) h5++;
    }
    const cpu = process.cpuUsage(start);
    console.log(
      `  ${JSON.stringify(tuning)}: hit@1 ${(h1 / n).toFixed(3)} hit@5 ${(h5 / n).toFixed(3)}  ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms CPU/q`,
    );
  }
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
