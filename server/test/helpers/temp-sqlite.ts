// A migrated SQLite file (WAL) in a fresh temp folder, for tests of the search index and its
// worker threads, which need a database file rather than an app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openSqliteDatabase, type Db } from '../../src/db/database.js';

export interface TempSqlite {
  db: Db;
  dir: string;
  file: string;
  /** Destroys the database and removes its folder. */
  close(): Promise<void>;
}

export async function openTempSqlite(prefix: string): Promise<TempSqlite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'test.db');
  const db = openSqliteDatabase(file);
  await migrateToLatest(db);
  return {
    db,
    dir,
    file,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
