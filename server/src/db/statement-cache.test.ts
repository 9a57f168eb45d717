import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  const opened: SQLite.Database[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) if (db.open) db.close();
  });
  const open = () => {
    const db = new SQLite(':memory:');
    opened.push(db);
    return db;
  };

  it('hands back the same prepared statement for the same SQL, and reads fresh rows each time', () => {
    const sqlite = open();
    sqlite.exec('CREATE TABLE t (n INTEGER)');
    const cached = withStatementCache(sqlite);
    const select = cached.prepare('SELECT count(*) AS n FROM t');
    expect(cached.prepare('SELECT count(*) AS n FROM t')).toBe(select);
    expect(select.all([])).toEqual([{ n: 0 }]);
    cached.prepare('INSERT INTO t VALUES (?)').run([1]);
    expect(cached.prepare('SELECT count(*) AS n FROM t').all([])).toEqual([{ n: 1 }]);
  });

  it('drops the least recently used statement beyond its bound', () => {
    const cached = withStatementCache(open(), 2);
    const one = cached.prepare('SELECT 1');
    cached.prepare('SELECT 2');
    cached.prepare('SELECT 1'); // used again: now the most recent
    cached.prepare('SELECT 3'); // drops SELECT 2
    expect(cached.cachedStatements).toBe(2);
    expect(cached.prepare('SELECT 1')).toBe(one);
  });

  it('keeps working through Kysely when a table it read is dropped and made again', async () => {
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(open()) }),
    });
    await sql`CREATE TABLE t (n INTEGER)`.execute(db);
    await db.insertInto('t').values({ n: 1 }).execute();
    expect(await db.selectFrom('t').select('n').execute()).toEqual([{ n: 1 }]);
    await sql`DROP TABLE t`.execute(db);
    await expect(db.selectFrom('t').select('n').execute()).rejects.toThrow(/no such table/);
    await sql`CREATE TABLE t (n INTEGER, m INTEGER)`.execute(db);
    await db.insertInto('t').values({ n: 2 }).execute();
    expect(await db.selectFrom('t').select('n').execute()).toEqual([{ n: 2 }]);
    await db.destroy();
  });
});
