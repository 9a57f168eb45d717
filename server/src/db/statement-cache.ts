// Kysely's SQLite driver calls `prepare(sql)` for every query it runs; preparing costs SQLite a
// parse and a query plan each time, about as much as running the short lookups of a chat
// request (docs/decisions/007 measured ~9% of the main thread). This wrapper hands Kysely the
// same better-sqlite3 statement again for the same SQL text. Reuse is safe here: one connection,
// queries run one at a time (Kysely's SQLite driver holds a mutex), a statement is reset before
// each run, and SQLite re-prepares a cached statement by itself after a schema change (an FTS5
// table created or dropped). The number of distinct texts is bounded: the least recently used
// statement is dropped beyond `max` (multi-row inserts make a new text per row count).
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; the app's queries number in the low hundreds. */
export const MAX_CACHED_STATEMENTS = 500;

export function withStatementCache(
  sqlite: Database,
  max = MAX_CACHED_STATEMENTS,
): SqliteDatabase & { readonly cachedStatements: number } {
  const statements = new Map<string, Statement>();
  return {
    get cachedStatements() {
      return statements.size;
    },
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
