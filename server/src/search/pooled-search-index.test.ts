// The search workers must answer exactly what the in-process index answers (same ranking; the
// tutor's reply is checked in tutor/extractive-offload.test.ts), stay scoped to one bot, see
// writes made on the main connection, and never leave a caller hanging when a thread dies or the
// pool closes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../db/database.js';
import type { LanguageCode } from './language-codes.js';
import { PooledSearchIndex } from './pooled-search-index.js';
import { SEARCH_WORKER_FAILED, SearchWorkerPool } from './search-worker-pool.js';
import { ConfigError, defaultSearchWorkers, loadConfig } from '../config.js';
import { SqliteFtsIndex } from './sqlite-fts-index.js';

const AR_EN: readonly LanguageCode[] = ['ara', 'eng'];
// Thread start-up loads the TypeScript sources through tsx: seconds on a busy machine.
const SLOW = 60_000;

const ARABIC = [
  'تقع مدينة القاهرة على ضفاف نهر النيل، وهي عاصمة جمهورية مصر العربية وأكبر مدنها.',
  'البناء الضوئي عملية تقوم بها النباتات الخضراء لتحويل الطاقة الضوئية إلى طاقة كيميائية.',
  'تتكون الذرة من نواة تحتوي على البروتونات والنيوترونات، وتدور حولها الإلكترونات.',
  'تأسست جامعة الأزهر في القاهرة سنة 970 ميلادية وهي من أقدم الجامعات في العالم.',
  'يتكون الماء من ذرتين من الهيدروجين وذرة واحدة من الأكسجين.',
];
const ENGLISH = [
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'The mitochondria produce most of the energy a cell uses, through cellular respiration.',
  'Newton described three laws of motion that relate forces to the movement of bodies.',
  'Water boils at 100 degrees Celsius at sea level; at altitude it boils at a lower temperature.',
  'The French Revolution began in 1789 and ended the absolute monarchy in France.',
];
// Pages that mix the sentences, so BM25 has real ties and near-ties to order.
const PAGES = [...ARABIC, ...ENGLISH].flatMap((text, i, all) => [
  text,
  `${text} ${all[(i + 3) % all.length]}`,
]);
const QUERIES = [
  'ما هي عاصِمَةُ مصر؟',
  'اين تقع القاهره',
  'مما يتكون الماء',
  'متى تأسست جامعة الازهر',
  'What is photosynthesis?',
  'which organelle produces energy in the cell',
  'When did the French Revolution begin?',
  'at what temperature does water boil',
  'laws of motion Newton',
  '"NEAR( stem : * OR',
  'the of and',
];

let dir: string;
let db: Db;
let local: SqliteFtsIndex;
let pooled: PooledSearchIndex;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-pool-'));
  db = openSqliteDatabase(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  local = new SqliteFtsIndex(db);
  pooled = new PooledSearchIndex(db, { workers: 2 });
  await pooled.replaceFileChunks(
    'bot-a',
    'file-1',
    PAGES.map((text, i) => ({ page: i + 1, text, filename: 'mixed.pdf' })),
    AR_EN,
  );
  await pooled.replaceFileChunks(
    'bot-b',
    'file-secret',
    [{ page: 1, text: 'The secret code of bot B is zanzibar quokka.', filename: 'b.pdf' }],
    AR_EN,
  );
  await pooled.warmUp();
}, SLOW);

afterAll(async () => {
  await pooled.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PooledSearchIndex', () => {
  it('runs queries in worker threads for a WAL database file', async () => {
    expect(await pooled.usesWorkers()).toBe(true);
  });

  it('returns exactly the in-process results: same passages, order and scores', async () => {
    for (const query of QUERIES) {
      for (const limit of [1, 5, 8]) {
        const expected = await local.search('bot-a', query, { limit, languages: AR_EN });
        const actual = await pooled.search('bot-a', query, { limit, languages: AR_EN });
        expect(actual, `${query} (limit ${limit})`).toEqual(expected);
      }
    }
    const some = await pooled.search('bot-a', 'photosynthesis light energy', {
      limit: 8,
      languages: AR_EN,
    });
    expect(some.length).toBeGreaterThan(1);
  });

  it('stays inside one bot: another bot’s words find nothing, an unknown bot finds nothing', async () => {
    const options = { limit: 8, languages: AR_EN };
    expect(await pooled.search('bot-a', 'zanzibar quokka secret code', options)).toEqual([]);
    const own = await pooled.search('bot-b', 'zanzibar quokka', options);
    expect(own.map((h) => h.fileId)).toEqual(['file-secret']);
    expect(await pooled.search('no-such-bot', 'photosynthesis', options)).toEqual([]);
  });

  it('sees files indexed and removed on the main connection right away', async () => {
    const options = { limit: 8, languages: AR_EN };
    await pooled.replaceFileChunks(
      'bot-a',
      'file-new',
      [
        {
          page: 3,
          text: 'Tectonic plates drift a few centimetres every year.',
          filename: 'geo.pdf',
        },
      ],
      AR_EN,
    );
    const hits = await pooled.search('bot-a', 'tectonic plates', options);
    expect(hits[0]).toMatchObject({ fileId: 'file-new', page: 3, filename: 'geo.pdf' });
    await pooled.removeFile('bot-a', 'file-new');
    expect(await pooled.search('bot-a', 'tectonic plates', options)).toEqual([]);
  });

  it(
    'counts term statistics on the new index after every write, in every thread',
    async () => {
      // The threads remember each bot's word counts (fts-reader.ts); a write must make them count
      // again, or the tutor would weigh a question's words, and decline, on files that changed.
      const counting = new PooledSearchIndex(db, {
        workers: 2,
        workerEntry: new URL('../../test/helpers/term-stats-worker.dev.mjs', import.meta.url),
      });
      try {
        const options = { limit: 8, languages: AR_EN };
        const query = 'tectonic plates drift on the mantle';
        // Both threads (calls go to the least busy one) must see every change.
        const inThreads = () =>
          Promise.all([0, 1].map(() => counting.searchAndAnswer('bot-t', query, options, {})));
        const expectSameAsInProcess = async () => {
          const expected = await local.termStats('bot-t', query, AR_EN);
          for (const stats of await inThreads()) expect(stats).toEqual(expected);
          return expected;
        };
        await counting.warmUp();
        const page = (text: string) => [{ page: 1, text, filename: 'geo.pdf' }];
        await counting.replaceFileChunks('bot-t', 'f1', page('Tectonic plates drift.'), AR_EN);
        expect((await expectSameAsInProcess()).documents).toBe(1);
        await counting.replaceFileChunks('bot-t', 'f2', page('The mantle is hot rock.'), AR_EN);
        const two = await expectSameAsInProcess();
        expect(two.documents).toBe(2);
        expect(two.terms.find((t) => t.surface === 'mantle')?.df).toBe(1);
        await counting.replaceFileChunks('bot-t', 'f1', page('Plates and mantle.'), AR_EN);
        expect((await expectSameAsInProcess()).terms.find((t) => t.surface === 'mantle')?.df).toBe(
          2,
        );
        await counting.removeFile('bot-t', 'f2');
        expect((await expectSameAsInProcess()).documents).toBe(1);
        await counting.removeBot('bot-t');
        expect((await expectSameAsInProcess()).documents).toBe(0);
      } finally {
        await counting.close();
      }
    },
    SLOW,
  );

  it('counts term statistics on this thread once per word, again after every write', async () => {
    // The main thread remembers each bot's counts too (decision 093): standardizing a question's
    // words asks for them on every question.
    const here = new PooledSearchIndex(db, { workers: 0 });
    const query = 'volcanoes erupt lava from the mantle';
    const expectSameAsUncached = async () => {
      const expected = await local.termStats('bot-v', query, AR_EN);
      expect(await here.termStats('bot-v', query, AR_EN)).toEqual(expected);
      return expected;
    };
    const page = (text: string) => [{ page: 1, text, filename: 'geo.pdf' }];
    try {
      expect((await expectSameAsUncached()).documents).toBe(0);
      await here.replaceFileChunks('bot-v', 'f1', page('Volcanoes erupt.'), AR_EN);
      expect((await expectSameAsUncached()).documents).toBe(1);
      await here.replaceFileChunks('bot-v', 'f2', page('Lava is molten rock.'), AR_EN);
      const two = await expectSameAsUncached();
      expect([two.documents, two.terms.find((t) => t.surface === 'lava')?.df]).toEqual([2, 1]);
      await here.replaceFileChunks('bot-v', 'f1', page('Volcanoes erupt lava.'), AR_EN);
      expect((await expectSameAsUncached()).terms.find((t) => t.surface === 'lava')?.df).toBe(2);
      await here.removeFile('bot-v', 'f2');
      expect((await expectSameAsUncached()).documents).toBe(1);
      // Counted once: asking again runs no query.
      const executed = vi.spyOn(db.getExecutor(), 'executeQuery');
      await here.termStats('bot-v', query, AR_EN);
      expect(executed).not.toHaveBeenCalled();
      executed.mockRestore();
      await here.removeBot('bot-v');
      expect((await expectSameAsUncached()).documents).toBe(0);
    } finally {
      await here.close();
    }
  });

  it('searches in-process for an in-memory database', async () => {
    const memory = openSqliteDatabase(':memory:');
    try {
      await migrateToLatest(memory);
      const index = new PooledSearchIndex(memory, { workers: 2 });
      await index.replaceFileChunks(
        'bot-m',
        'f',
        [{ page: 1, text: 'Photosynthesis needs light.', filename: 'm.pdf' }],
        AR_EN,
      );
      expect(await index.usesWorkers()).toBe(false);
      const hits = await index.search('bot-m', 'photosynthesis', { limit: 3, languages: AR_EN });
      expect(hits.map((h) => h.filename)).toEqual(['m.pdf']);
      const options = { limit: 8, languages: AR_EN };
      expect(await index.searchAndAnswer('bot-m', 'photosynthesis', options, {})).toBeNull();
      await index.close();
    } finally {
      await memory.destroy();
    }
  });
});

describe('SearchWorkerPool', () => {
  it('sizes the pool from EDUBOT_SEARCH_WORKERS, else cores - 1 and at least 1; a bad value stops start-up', () => {
    expect(loadConfig({ EDUBOT_SEARCH_WORKERS: '3' }).searchWorkers).toBe(3);
    expect(loadConfig({ EDUBOT_SEARCH_WORKERS: '0' }).searchWorkers).toBe(0);
    expect(loadConfig({}).searchWorkers).toBe(defaultSearchWorkers());
    expect(defaultSearchWorkers(2)).toBe(1);
    expect(defaultSearchWorkers(8)).toBe(7);
    expect(defaultSearchWorkers(1)).toBe(1);
    expect(() => loadConfig({ EDUBOT_SEARCH_WORKERS: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ EDUBOT_SEARCH_WORKERS: '-1' })).toThrow(ConfigError);
  });

  const file = () => path.join(dir, 'test.db');
  const options = { limit: 5, languages: AR_EN };

  it(
    'fails the calls of a thread that dies, then replaces the thread',
    async () => {
      const pool = new SearchWorkerPool({ size: 1, file: file(), tuning: {} });
      try {
        await pool.warmUp();
        const [thread] = pool.workers;
        const inFlight = pool.search('bot-a', 'photosynthesis', options);
        await thread!.terminate();
        await expect(inFlight).rejects.toThrow(SEARCH_WORKER_FAILED);
        const hits = await pool.search('bot-a', 'photosynthesis', options);
        expect(hits.length).toBeGreaterThan(0);
        expect(pool.workers[0]).not.toBe(thread);
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    'fails every call with an error when the database cannot be opened (no hang)',
    async () => {
      const pool = new SearchWorkerPool({
        size: 1,
        file: path.join(dir, 'missing.db'),
        tuning: {},
      });
      try {
        await expect(pool.search('bot-a', 'photosynthesis', options)).rejects.toThrow(
          SEARCH_WORKER_FAILED,
        );
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    'close() ends every thread and later calls fail',
    async () => {
      const pool = new SearchWorkerPool({ size: 2, file: file(), tuning: {} });
      await pool.warmUp();
      const threads = [...pool.workers];
      expect(threads).toHaveLength(2);
      const exited = threads.map((w) => new Promise((resolve) => w.once('exit', resolve)));
      await pool.close();
      await Promise.all(exited);
      expect(pool.workers).toHaveLength(0);
      await expect(pool.search('bot-a', 'photosynthesis', options)).rejects.toThrow(/closed/);
    },
    SLOW,
  );
});
