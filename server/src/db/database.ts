// The Kysely instance: the embedded SQLite default, or PostgreSQL when EDUBOT_DATABASE_URL is
// set (postgres.ts). Services and repositories only see Kysely<Database>; the schema comes from
// one list of migrations that run on both (docs/migrations.md).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { AppConfig } from '../config.js';
import { databasePath } from '../data-dir.js';
import { isPostgres } from './dialect.js';
import { migrations } from './migrations/index.js';
import { withOwnSchemaIntrospection } from './own-schema-introspection.js';
import { openPostgresDatabase, type PostgresOptions } from './postgres.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Db = Kysely<Database>;

export function openSqliteDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/** PostgreSQL when a database URL is configured, else the SQLite file in the data folder. */
export function openDatabase(config: AppConfig, options: PostgresOptions = {}): Db {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, options)
    : openSqliteDatabase(databasePath(config));
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's name. On PostgreSQL,
 * Kysely's migrator holds an advisory lock and runs the pending steps in one transaction, so
 * processes starting together migrate once and the others wait and find nothing left to do.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  // Named explicitly on PostgreSQL: left unnamed, Kysely looks for its own tables in every
  // schema and may take another schema's (tests, several apps in one database) for this one's.
  const schema = isPostgres(db)
    ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]?.name
    : undefined;
  const migrator = new Migrator({
    db: schema ? withOwnSchemaIntrospection(db, schema) : db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
}
