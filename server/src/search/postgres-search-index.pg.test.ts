// PostgresSearchIndex against SqliteFtsIndex on the same chunks: the same hits in the same
// order with the same BM25 scores, the same document frequencies, and nothing shared between
// bots. Runs in the PostgreSQL pass of the suite (EDUBOT_TEST_DATABASE_URL, see .ci/run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../db/database.js';
import { openPostgresDatabase } from '../db/postgres.js';
import {
  createTestSchema,
  dropTestSchema,
  testDatabaseUrl,
} from '../../test/helpers/test-database.js';
import type { LanguageCode } from './language-codes.js';
import { PostgresSearchIndex } from './postgres-search-index.js';
import type { ChunkInput, SearchIndex } from './search-index.js';
import { SqliteFtsIndex } from './sqlite-fts-index.js';

const url = testDatabaseUrl();
const AR_EN: readonly LanguageCode[] = ['ara', 'eng'];

const LESSONS: Record<string, string[]> = {
  'plants.pdf': [
    'البناء الضوئي عملية تقوم بها النباتات الخضراء لتحويل الطاقة الضوئية إلى طاقة كيميائية.',
    'تمتص الجذور الماء والأملاح من التربة، وتنقلها الساق إلى الأوراق.',
    'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
    'Chlorophyll in the leaves absorbs light; the leaves of a plant are green because of it.',
  ],
  'cells.pdf': [
    'The mitochondria produce most of the energy a cell uses, through cellular respiration.',
    'تتكون الخلية من غشاء خلوي وسيتوبلازم ونواة، والنواة تتحكم في أنشطة الخلية.',
    'Cells divide by mitosis; each daughter cell gets a copy of the chromosomes.',
    'المعلمون والمعلمات يشرحون دروس الخلايا والأنسجة للطلاب والطالبات.',
  ],
  'motion.pdf': [
    'Newton described three laws of motion that relate forces to the movement of bodies.',
    'القوة تساوي الكتلة مضروبة في التسارع، وهذا هو قانون نيوتن الثاني للحركة.',
    'Energy energy energy: a page that repeats a word many times is long and loud.',
  ],
};

const QUESTIONS = [
  'What is photosynthesis?',
  'ما هو البناء الضوئي؟',
  'Where does the energy of a cell come from?',
  'ما وظيفة النواة في الخلية',
  'قانون نيوتن الثاني',
  'green leaves light',
  'energy',
  'المعلمات والطلاب',
  'Which laws did Newton describe about forces?',
  'الجذور والتربة والماء',
  'nothing like this is in the files',
];

function chunksOf(file: string): ChunkInput[] {
  return LESSONS[file]!.map((text, i) => ({ page: i + 1, text, filename: file }));
}

async function fill(index: SearchIndex): Promise<void> {
  for (const [i, file] of Object.keys(LESSONS).entries())
    await index.replaceFileChunks('bot-a', `file-${i}`, chunksOf(file), AR_EN);
  // Another bot with other words: it must change neither the hits nor the statistics of bot-a.
  await index.replaceFileChunks(
    'bot-b',
    'file-b',
    [{ page: 1, text: 'energy energy photosynthesis البناء الضوئي الخلية', filename: 'x.pdf' }],
    AR_EN,
  );
}

describe.skipIf(!url)('PostgresSearchIndex (same BM25 as FTS5)', () => {
  let dir: string;
  let sqliteDb: Db;
  let postgresDb: Db;
  let schema: string;
  let sqlite: SqliteFtsIndex;
  let postgres: PostgresSearchIndex;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-pgsearch-'));
    sqliteDb = openSqliteDatabase(path.join(dir, 'test.db'));
    await migrateToLatest(sqliteDb);
    schema = await createTestSchema(url!);
    postgresDb = openPostgresDatabase(url!, { schema });
    await migrateToLatest(postgresDb);
    sqlite = new SqliteFtsIndex(sqliteDb);
    postgres = new PostgresSearchIndex(postgresDb);
    await fill(sqlite);
    await fill(postgres);
  });

  afterAll(async () => {
    await sqliteDb?.destroy();
    await postgresDb?.destroy();
    if (schema) await dropTestSchema(url!, schema);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ranks every question the same, with the same scores', async () => {
    let compared = 0;
    for (const q of QUESTIONS) {
      const options = { limit: 6, languages: AR_EN };
      const a = await sqlite.search('bot-a', q, options);
      const b = await postgres.search('bot-a', q, options);
      expect(
        b.map((h) => [h.fileId, h.page, h.text]),
        q,
      ).toEqual(a.map((h) => [h.fileId, h.page, h.text]));
      for (const [i, hit] of b.entries()) expect(hit.score, q).toBeCloseTo(a[i]!.score, 9);
      compared += a.length;
    }
    expect(compared).toBeGreaterThan(12);
  });

  it('counts the same document frequencies as FTS5', async () => {
    for (const q of QUESTIONS) {
      const a = await sqlite.termStats('bot-a', q, AR_EN);
      const b = await postgres.termStats!('bot-a', q, AR_EN);
      expect(b, q).toEqual(a);
    }
    const stats = await postgres.termStats!('bot-a', 'energy البناء', AR_EN);
    expect(stats.documents).toBe(11);
    expect(stats.terms.map((t) => t.df)).toEqual([3, 1]);
  });

  it('keeps each bot to itself and follows re-indexing and deletion', async () => {
    const hits = await postgres.search('bot-b', 'energy', { limit: 10, languages: AR_EN });
    expect(hits.map((h) => h.fileId)).toEqual(['file-b']);
    expect((await postgres.termStats!('bot-b', 'energy', AR_EN)).documents).toBe(1);

    await postgres.replaceFileChunks('bot-c', 'f', chunksOf('motion.pdf'), AR_EN);
    await postgres.replaceFileChunks('bot-c', 'f', chunksOf('cells.pdf'), AR_EN);
    const after = await postgres.search('bot-c', 'Newton mitochondria', {
      limit: 10,
      languages: AR_EN,
    });
    expect(after.map((h) => h.text)).toEqual([LESSONS['cells.pdf']![0]]);
    expect((await postgres.termStats!('bot-c', 'cell', AR_EN)).documents).toBe(4);

    await postgres.removeFile('bot-c', 'f');
    expect(await postgres.search('bot-c', 'mitochondria', { limit: 10, languages: AR_EN })).toEqual(
      [],
    );
    expect((await postgres.termStats!('bot-c', 'cell', AR_EN)).documents).toBe(0);
    await postgres.removeBot('bot-b');
    expect(await postgres.search('bot-b', 'energy', { limit: 10, languages: AR_EN })).toEqual([]);
    // bot-a untouched by both
    expect(
      await postgres.search('bot-a', 'mitochondria', { limit: 1, languages: AR_EN }),
    ).toHaveLength(1);
  });
});
