// The list of a bot's documents is read once per index version on SQLite (decision 093): every
// file indexed, replaced or removed, and the bot's removal, must show on the next call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type Db } from '../db/database.js';
import type { LanguageCode } from './language-codes.js';
import { PooledSearchIndex } from './pooled-search-index.js';
import { SqliteMaterialReader } from './sqlite-material-reader.js';

const AR_EN: readonly LanguageCode[] = ['ara', 'eng'];

let dir: string;
let db: Db;
let index: PooledSearchIndex;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-material-'));
  db = openSqliteDatabase(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  index = new PooledSearchIndex(db, { workers: 0 });
});

afterEach(async () => {
  await index.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pages = (filename: string, ...texts: string[]) =>
  texts.map((text, i) => ({ page: i + 1, text, filename }));

describe('SqliteMaterialReader with the index versions', () => {
  it('lists the documents as indexed after every write to the bot', async () => {
    const cached = new SqliteMaterialReader(db, index.versions);
    const plain = new SqliteMaterialReader(db);
    const expectBoth = async (botId: string, names: string[]) => {
      const listed = await cached.documents(botId);
      expect(listed.map((d) => d.filename)).toEqual(names);
      expect(listed).toEqual(await plain.documents(botId));
    };
    await expectBoth('bot-a', []);
    await index.replaceFileChunks('bot-a', 'f1', pages('one.pdf', 'Cells.', 'Tissues.'), AR_EN);
    await expectBoth('bot-a', ['one.pdf']);
    await index.replaceFileChunks('bot-a', 'f2', pages('two.pdf', 'Atoms.'), AR_EN);
    await expectBoth('bot-a', ['one.pdf', 'two.pdf']);
    // A re-extracted file: same id, other pages.
    await index.replaceFileChunks('bot-a', 'f2', pages('two.pdf', 'Atoms.', 'Ions.'), AR_EN);
    expect((await cached.documents('bot-a'))[1]).toMatchObject({ pages: 2, chunks: 2 });
    await index.removeFile('bot-a', 'f1');
    await expectBoth('bot-a', ['two.pdf']);
    await index.removeBot('bot-a');
    await expectBoth('bot-a', []);
  });

  it('reads the list once while the bot’s files stay the same, and hands out copies', async () => {
    const cached = new SqliteMaterialReader(db, index.versions);
    await index.replaceFileChunks('bot-b', 'f1', pages('one.pdf', 'Cells.'), AR_EN);
    const executed = vi.spyOn(db.getExecutor(), 'executeQuery');
    const first = await cached.documents('bot-b');
    first[0]!.filename = 'changed by a caller';
    const second = await cached.documents('bot-b');
    expect(executed).toHaveBeenCalledTimes(1);
    expect(second.map((d) => d.filename)).toEqual(['one.pdf']);
    executed.mockRestore();
  });
});
