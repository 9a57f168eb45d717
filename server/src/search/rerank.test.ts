import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../db/database.js';
import type { LanguageCode } from './language-codes.js';
import { queryWords } from './fts-query.js';
import { DEFAULT_RERANK_TUNING, rerankHits } from './rerank.js';
import type { SearchHit } from './search-index.js';
import { SqliteFtsIndex } from './sqlite-fts-index.js';

const AR_EN: readonly LanguageCode[] = ['ara', 'eng'];

function hit(id: string, text: string, score: number, filename = 'notes.pdf'): SearchHit {
  return { chunkId: id, fileId: `file-${id}`, filename, page: 1, text, score };
}

const ids = (hits: readonly SearchHit[]) => hits.map((h) => h.chunkId);

describe('rerankHits', () => {
  it('puts the passage naming the question words together above one that scatters them', () => {
    // BM25 prefers the second page (it repeats "air" and "force"); the first names the service.
    const hits = [
      hit(
        'navy',
        'The air was cold. A force of ships sailed; the air force of the navy, the royal fleet, grew.',
        10,
      ),
      hit('raf', 'The Royal Air Force is the air and space force of the United Kingdom.', 9.5),
    ];
    const question = 'What is the purpose of the Royal Air Force?';
    expect(ids(rerankHits(question, hits, AR_EN))).toEqual(['raf', 'navy']);
    // Without the word-pair evidence the BM25 order stays.
    expect(ids(rerankHits(question, hits, AR_EN, { ...DEFAULT_RERANK_TUNING, bigram: 0 }))).toEqual(
      ['navy', 'raf'],
    );
  });

  it('ranks by the analyzed query a search worker hands it, without analyzing the question again', () => {
    const hits = [
      hit('navy', 'The air was cold. A force of ships sailed; the royal fleet grew.', 10),
      hit('raf', 'The Royal Air Force is the air and space force of the United Kingdom.', 9.5),
    ];
    const question = 'What is the purpose of the Royal Air Force?';
    const words = queryWords(question, AR_EN);
    expect(ids(rerankHits(question, hits, AR_EN))).toEqual(['raf', 'navy']);
    expect(ids(rerankHits(question, hits, AR_EN, DEFAULT_RERANK_TUNING, words))).toEqual([
      'raf',
      'navy',
    ]);
    // The words given are the ones used (here those of another question: the BM25 order stays).
    const other = queryWords('ships sailed', AR_EN);
    expect(ids(rerankHits(question, hits, AR_EN, DEFAULT_RERANK_TUNING, other))).toEqual([
      'navy',
      'raf',
    ]);
  });

  it('prefers the passage of the file named after the question subject', () => {
    const hits = [
      hit(
        'other',
        'Her novels have sold over two billion copies, her publisher said.',
        10,
        'Enid Blyton.pdf',
      ),
      hit('gold', 'Her novels have sold roughly two billion copies.', 9.8, 'Agatha Christie.pdf'),
    ];
    const question = 'How many units has Agatha Christie sold?';
    expect(ids(rerankHits(question, hits, AR_EN))).toEqual(['gold', 'other']);
    expect(ids(rerankHits(question, hits, AR_EN, { ...DEFAULT_RERANK_TUNING, title: 0 }))).toEqual([
      'other',
      'gold',
    ]);
  });

  it('prefers the passage holding the word few passages hold (the Arabic subject) over common words', () => {
    const hits = [
      hit('a', 'تأسست المدينة عام ١٩٠٠ وتأسست فيها مدارس كثيرة وتأسست الجامعة', 10),
      hit('b', 'تأسست المدينة عام ١٩٠٠ في عهد الملك', 9.9),
      hit('c', 'تأسست شركة أرامكو السعودية عام ١٩٣٣', 9),
    ];
    const question = 'متى تأسست شركة أرامكو؟';
    expect(ids(rerankHits(question, hits, AR_EN))[0]).toBe('c');
    expect(
      ids(
        rerankHits(question, hits, AR_EN, { ...DEFAULT_RERANK_TUNING, coverage: 0, bigram: 0 }),
      )[0],
    ).toBe('a');
  });

  it('keeps the engine order with depth 0 and returns every hit', () => {
    const hits = [hit('x', 'alpha beta', 2), hit('y', 'gamma', 1), hit('z', 'delta', 0.5)];
    expect(
      ids(rerankHits('gamma delta', hits, AR_EN, { ...DEFAULT_RERANK_TUNING, depth: 0 })),
    ).toEqual(['x', 'y', 'z']);
    expect(rerankHits('gamma delta', hits, AR_EN)).toHaveLength(3);
  });
});

describe('SqliteFtsIndex with re-ranking', () => {
  let dir: string;
  let db: Db;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-rerank-'));
    db = openSqliteDatabase(path.join(dir, 'test.db'));
    await migrateToLatest(db);
  });

  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('re-ranks beyond the hits asked for: the best passage can come from below the limit', async () => {
    const asked = { limit: 1, languages: AR_EN };
    const question = 'When was the Royal Air Force formed?';
    const filler = Array.from({ length: 6 }, (_, i) => ({
      page: i + 1,
      text: `Royal visit ${i}. Fresh air, air and more air today. Police say the force grew; clubs were formed, formed twice.`,
      filename: 'news.pdf',
    }));
    const target = {
      page: 1,
      text: `The Royal Air Force was formed in 1918. ${'It flew many kinds of aircraft over the years. '.repeat(2)}`,
      filename: 'history.pdf',
    };
    const plain = new SqliteFtsIndex(db, { rerank: { ...DEFAULT_RERANK_TUNING, depth: 0 } });
    await plain.replaceFileChunks('bot', 'f1', filler, AR_EN);
    await plain.replaceFileChunks('bot', 'f2', [target], AR_EN);
    // Other pages, so that the question's words are rare enough for BM25 to weigh them.
    const food = Array.from({ length: 20 }, (_, i) => ({
      page: i + 1,
      text: `Chapter ${i} of the cookbook: bread, rice and soup.`,
      filename: 'food.pdf',
    }));
    await plain.replaceFileChunks('bot', 'f3', food, AR_EN);
    // BM25 alone puts a page of scattered words first.
    expect((await plain.search('bot', question, asked))[0]?.fileId).toBe('f1');
    const index = new SqliteFtsIndex(db);
    expect((await index.search('bot', question, asked))[0]?.fileId).toBe('f2');
  });
});
