// Which SQL engine a Kysely instance talks to. Repositories stay dialect-free; the few places
// where SQLite and PostgreSQL need different SQL (search, row locks, DDL in migrations) ask here.
import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

// Kysely<any>: works for the app's Db, a transaction, and a migration's frozen Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DialectName {
  // The adapter is the one place Kysely records the dialect, transactions included.
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>): boolean => dialectOf(db) === 'postgres';
