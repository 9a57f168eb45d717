// The database of one test app: a SQLite file in the app's temp folder, or, when
// EDUBOT_TEST_DATABASE_URL is set (the PostgreSQL pass of the suite, see .ci/run), a fresh schema in
// that database, dropped when the app closes. Every test app is isolated either way.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.js';
import type { FileQueuePlace } from '../../src/modules/files/file-queue.js';

export interface TestDatabase {
  db: Db;
  /** The schema on PostgreSQL (other processes of the same test join it), else undefined. */
  schema: string | undefined;
  /** Drops the PostgreSQL schema (after the app closed the db); nothing to do for SQLite. */
  drop(): Promise<void>;
}

/** The PostgreSQL database the suite runs on, or undefined for the SQLite pass. */
export const testDatabaseUrl = (): string | undefined =>
  process.env.EDUBOT_TEST_DATABASE_URL?.trim() || undefined;

/**
 * pg-boss's tables are shared by the whole run (installed once per database); each test app
 * has its own queue in them, named after its schema, so no app runs another's jobs.
 */
export const testJobQueue = (schema: string | undefined): FileQueuePlace | undefined =>
  schema ? { schema: 'pgboss', name: `file-ingest-${schema}` } : undefined;

export async function createTestSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  return schema;
}

export async function dropTestSchema(url: string, schema: string): Promise<void> {
  await adminQuery(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

/**
 * `sharedFolder`: the test gave its own data folder and may open an app on it again (a
 * restart). On SQLite the database file is in that folder; on PostgreSQL the schema is named
 * after the folder, so a restart finds its data, and it is left for the run's database to go.
 */
export async function openTestDatabase(
  config: AppConfig,
  sharedFolder = false,
): Promise<TestDatabase> {
  const url = config.databaseUrl;
  let schema: string | undefined;
  if (url && sharedFolder) {
    schema = `t_${createHash('sha256').update(config.dataDir).digest('hex').slice(0, 12)}`;
    await adminQuery(url, `CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } else if (url) {
    schema = await createTestSchema(url);
  }
  const db = openDatabase(config, { schema, maxConnections: 4 });
  await migrateToLatest(db);
  return {
    db,
    schema,
    drop: async () => {
      if (url && schema && !sharedFolder) await dropTestSchema(url, schema);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
