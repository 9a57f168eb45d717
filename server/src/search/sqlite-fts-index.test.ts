import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../db/database.js';
import type { LanguageCode } from './language-codes.js';
import { SqliteFtsIndex } from './sqlite-fts-index.js';

const AR_EN: readonly LanguageCode[] = ['ara', 'eng'];
const opts = { limit: 5, languages: AR_EN };

let dir: string;
let db: Db;
let index: SqliteFtsIndex;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-search-'));
  db = openSqliteDatabase(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  index = new SqliteFtsIndex(db);
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ARABIC_PAGES = [
  'تقع مدينة القاهرة على ضفاف نهر النيل، وهي عاصمة جمهورية مصر العربية وأكبر مدنها.',
  'البناء الضوئي عملية تقوم بها النباتات الخضراء لتحويل الطاقة الضوئية إلى طاقة كيميائية.',
  'تتكون الذرة من نواة تحتوي على البروتونات والنيوترونات، وتدور حولها الإلكترونات.',
];
const ENGLISH_PAGES = [
  'Photosynthesis is the process by which green plants convert light energy into chemical energy.',
  'The mitochondria produce most of the energy a cell uses, through cellular respiration.',
  'Newton described three laws of motion that relate forces to the movement of bodies.',
];

async function indexSamples(botId = 'bot-a'): Promise<void> {
  await index.replaceFileChunks(
    botId,
    'file-ar',
    ARABIC_PAGES.map((text, i) => ({ page: i + 1, text, filename: 'علوم.pdf' })),
    AR_EN,
  );
  await index.replaceFileChunks(
    botId,
    'file-en',
    ENGLISH_PAGES.map((text, i) => ({ page: i + 1, text, filename: 'biology.pdf' })),
    AR_EN,
  );
}

describe('SqliteFtsIndex', () => {
  it('finds Arabic passages despite tashkeel, alef, ta marbuta and prefix differences', async () => {
    await indexSamples();
    const cases: [string, string, number][] = [
      ['ما هي عاصِمَةُ مصر؟', 'file-ar', 1],
      ['اين تقع القاهره', 'file-ar', 1],
      ['وبالنهر', 'file-ar', 1],
      ['عمليه البناء الضوئى في النبات', 'file-ar', 2],
      ['مم تتكون الذره؟', 'file-ar', 3],
      ['بروتون', 'file-ar', 3],
      ['والإلكترونات', 'file-ar', 3],
    ];
    for (const [query, fileId, page] of cases) {
      const [top] = await index.search('bot-a', query, opts);
      expect({ query, fileId: top?.fileId, page: top?.page }).toEqual({ query, fileId, page });
    }
  });

  it('matches English plurals and verb forms through stemming', async () => {
    await indexSamples();
    const [plant] = await index.search('bot-a', 'What does a plant convert?', opts);
    expect(plant).toMatchObject({ fileId: 'file-en', page: 1, filename: 'biology.pdf' });
    const [law] = await index.search('bot-a', 'law describing moving bodies', opts);
    expect(law).toMatchObject({ fileId: 'file-en', page: 3 });
    expect(law?.text).toBe(ENGLISH_PAGES[2]);
    expect(law?.score).toBeGreaterThan(0);
  });

  it('returns only the asked bot’s passages even when another bot has identical text', async () => {
    await indexSamples('bot-a');
    await indexSamples('bot-b');
    await index.replaceFileChunks(
      'bot-c',
      'only-c',
      [{ page: 1, text: 'Quantum tunnelling', filename: 'c.pdf' }],
      AR_EN,
    );
    const hits = await index.search('bot-a', 'energy النيل', { limit: 20, languages: AR_EN });
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((h) => h.fileId))).toEqual(new Set(['file-ar', 'file-en']));
    const chunkIdsB = (
      await index.search('bot-b', 'energy النيل', { limit: 20, languages: AR_EN })
    ).map((h) => h.chunkId);
    for (const hit of hits) expect(chunkIdsB).not.toContain(hit.chunkId);
    expect(await index.search('bot-a', 'quantum tunnelling', opts)).toEqual([]);
  });

  it('never lets FTS5 syntax in a question cause an error or widen the search', async () => {
    await indexSamples();
    const hostile = [
      '"',
      '""',
      '*',
      'NEAR(',
      'NEAR(energy plant, 2)',
      'energy*',
      'bot : x',
      'stem:energy OR',
      'AND OR NOT',
      '(((',
      "'; DROP TABLE search_chunks; --",
      '^energy',
      '{stem light}: energy',
      '-',
      '+',
    ];
    for (const query of hostile) {
      const hits = await index.search('bot-a', query, opts);
      expect(Array.isArray(hits)).toBe(true);
    }
    const [top] = await index.search('bot-a', 'NEAR(photosynthesis*', opts);
    expect(top?.page).toBe(1);
    expect(await index.search('bot-a', '؟ ... !!', opts)).toEqual([]);
  });

  it('replaces a file’s chunks idempotently and removes files and bots', async () => {
    await indexSamples();
    await indexSamples();
    const all = await index.search('bot-a', 'energy', { limit: 20, languages: AR_EN });
    expect(all.map((h) => h.page).sort()).toEqual([1, 2]);

    const count = await index.replaceFileChunks(
      'bot-a',
      'file-en',
      [{ page: 7, text: 'Energy is conserved in a closed system.', filename: 'physics.pdf' }],
      AR_EN,
    );
    expect(count).toBe(1);
    const replaced = await index.search('bot-a', 'energy', { limit: 20, languages: AR_EN });
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ page: 7, filename: 'physics.pdf' });

    await indexSamples('bot-b');
    await index.removeFile('bot-a', 'file-en');
    expect(await index.search('bot-a', 'energy', opts)).toEqual([]);
    expect(await index.search('bot-a', 'القاهرة', opts)).toHaveLength(1);
    await index.removeBot('bot-a');
    expect(await index.search('bot-a', 'القاهرة', opts)).toEqual([]);
    expect(await index.search('bot-b', 'القاهرة', opts)).toHaveLength(1);
    expect(await index.search('bot-b', 'energy', opts)).toHaveLength(2);
  });

  it('keeps pages null when they do not apply and honours the limit', async () => {
    await index.replaceFileChunks(
      'bot-a',
      'img',
      [{ page: null, text: 'Diagram of the water cycle', filename: 'cycle.png' }],
      AR_EN,
    );
    const [hit] = await index.search('bot-a', 'water cycles', opts);
    expect(hit).toMatchObject({ page: null, filename: 'cycle.png', fileId: 'img' });
    await indexSamples();
    expect(
      await index.search('bot-a', 'energy النيل الذرة', { limit: 2, languages: AR_EN }),
    ).toHaveLength(2);
    expect(await index.search('bot-a', 'energy', { limit: 0, languages: AR_EN })).toEqual([]);
  });

  it('matches Arabic words whose stems differ through the character n-gram view', async () => {
    await index.replaceFileChunks(
      'bot-a',
      'sport',
      [
        {
          page: 1,
          text: 'فاز المنتخب البرازيلي بخمس بطولات لكأس العالم لكرة القدم.',
          filename: 'رياضة.pdf',
        },
        { page: 2, text: 'يلعب الفريق مباراته القادمة في الملعب الجديد.', filename: 'رياضة.pdf' },
      ],
      AR_EN,
    );
    // "بطولتين" (two championships) and "بطولات" get different Snowball and light stems.
    const [top] = await index.search('bot-a', 'بطولتين', opts);
    expect(top?.page).toBe(1);
  });

  it('answers a pasted page or long OCR text from its first words', async () => {
    await indexSamples();
    const pasted = [...ARABIC_PAGES, ...ENGLISH_PAGES].join(' ').repeat(20);
    // Speed is bench:chat's business; here the long query must still find the right page.
    const hits = await index.search('bot-a', pasted, opts);
    expect(hits[0]).toMatchObject({ fileId: 'file-ar', page: 1 });
  });

  it('ranks a bot by its own material only: other bots never change its scores', async () => {
    await indexSamples('bot-a');
    const before = await index.search('bot-a', 'energy النيل', { limit: 20, languages: AR_EN });
    const noise = Array.from({ length: 60 }, (_, i) => ({
      page: i + 1,
      text: `Energy energy energy, النيل والطاقة ${i}`,
      filename: 'noise.pdf',
    }));
    await index.replaceFileChunks('bot-b', 'noise', noise, AR_EN);
    const after = await index.search('bot-a', 'energy النيل', { limit: 20, languages: AR_EN });
    expect(after.map((h) => [h.chunkId, h.score])).toEqual(before.map((h) => [h.chunkId, h.score]));
  });

  it('keeps a bot indexed file by file in one merged segment, scored as if written at once', async () => {
    // A query reads every segment of the bot's FTS5 index; each write used to add one.
    const pages = [...ARABIC_PAGES, ...ENGLISH_PAGES];
    const segments = async (botId: string) => {
      const { num } = await db
        .selectFrom('search_bots' as never)
        .select('num' as never)
        .where('bot_id' as never, '=', botId as never)
        .executeTakeFirstOrThrow();
      // One row per leaf page of each segment of the FTS5 index (its %_idx shadow table).
      const result = await sql<{ n: number }>`
        SELECT count(DISTINCT segid) AS n FROM ${sql.table(`search_fts_${num}_idx`)}`.execute(db);
      return result.rows[0]!.n;
    };
    for (const [i, text] of pages.entries()) {
      const chunks = [{ page: 1, text, filename: `${i}.pdf` }];
      await index.replaceFileChunks('bot-a', `file-${i}`, chunks, AR_EN);
    }
    expect(await segments('bot-a')).toBe(1);
    await index.replaceFileChunks(
      'bot-b',
      'all',
      pages.map((text, i) => ({ page: 1, text, filename: `${i}.pdf` })),
      AR_EN,
    );
    for (const q of ['energy النيل', 'عاصمة مصر', 'laws of motion']) {
      const a = await index.search('bot-a', q, { limit: 20, languages: AR_EN });
      const b = await index.search('bot-b', q, { limit: 20, languages: AR_EN });
      expect(a.map((h) => [h.text, h.score])).toEqual(b.map((h) => [h.text, h.score]));
    }
    // Removing and replacing files merges again.
    await index.removeFile('bot-a', 'file-0');
    await index.replaceFileChunks(
      'bot-a',
      'file-1',
      [{ page: 2, text: 'Tides', filename: '1.pdf' }],
      AR_EN,
    );
    expect(await segments('bot-a')).toBe(1);
  });

  it('indexes a bot again after the bot was removed', async () => {
    await indexSamples('bot-a');
    await index.removeBot('bot-a');
    await index.removeBot('bot-a');
    await index.removeFile('bot-a', 'file-ar');
    expect(await index.search('bot-a', 'energy', opts)).toEqual([]);
    await indexSamples('bot-a');
    expect(await index.search('bot-a', 'energy', opts)).toHaveLength(2);
  });
});
