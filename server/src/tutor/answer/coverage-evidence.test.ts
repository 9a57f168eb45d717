// What counts as the bot's files naming a question's word (issue 7 §3), through the real tutor
// over a real SQLite FTS5 index: the words of a file's name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../../db/database.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { SqliteFtsIndex } from '../../search/sqlite-fts-index.js';
import { createExtractiveProvider } from '../providers/extractive.provider.js';
import { TutorService } from '../tutor.service.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

let dir: string;
let db: Db;
let index: SqliteFtsIndex;
let tutor: TutorService;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-evidence-'));
  db = openSqliteDatabase(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  index = new SqliteFtsIndex(db);
  tutor = new TutorService(index, createExtractiveProvider());
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ask = (text: string) =>
  tutor.ask({ botId: 'bot', botName: 'Class', botLanguages: LANGUAGES, text });

const page = (text: string, filename: string) => [{ page: 1, text, filename }];

describe('coverage evidence', () => {
  it('counts the words of a file name as held by its pages', async () => {
    await index.replaceFileChunks(
      'bot',
      'christie',
      page(
        'Her detective novels have sold roughly two billion copies, more than any other novelist. She wrote 66 of them.',
        'Agatha Christie.pdf',
      ),
      LANGUAGES,
    );
    await index.replaceFileChunks(
      'bot',
      'austen',
      page(
        'Jane Austen wrote six major novels about the landed gentry of England.',
        'Jane Austen.pdf',
      ),
      LANGUAGES,
    );
    const reply = await ask('How many novels has Agatha Christie sold?');
    expect(reply.sources[0]?.filename).toBe('Agatha Christie.pdf');
    expect(reply.text).toContain('two billion copies');
    // A subject no file and no file name holds still declines.
    expect((await ask('How many novels has Enid Blyton sold?')).sources).toEqual([]);
  });
});
