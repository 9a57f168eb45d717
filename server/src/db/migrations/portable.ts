// The few column definitions that SQLite and PostgreSQL spell differently, for migrations
// (docs/migrations.md). Everything else in a migration is written once with Kysely's schema
// builder or plain SQL both engines accept.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

type ColumnBuild = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** An integer key numbered by the database: AUTOINCREMENT on SQLite, an identity on PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function autoIncrementKey(db: Kysely<any>): ColumnBuild {
  return isPostgres(db)
    ? (c) => c.primaryKey().generatedByDefaultAsIdentity()
    : (c) => c.primaryKey().autoIncrement();
}

/**
 * Type of a count that may pass 2^31 (bytes, seconds since the epoch): SQLite's INTEGER is
 * already 64-bit, PostgreSQL's is not. Values still read as numbers (db/postgres.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const bigIntegerType = (db: Kysely<any>): 'integer' | 'bigint' =>
  isPostgres(db) ? 'bigint' : 'integer';
