// The Kysely instance over PostgreSQL (EDUBOT_DATABASE_URL). Counts and sums come back as
// JavaScript numbers, as they do on SQLite, so repositories read the same values on both:
// int8 (count, sum of integers) and numeric (sum of int8) are parsed to Number.
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema.js';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  /** Pool size of this process. */
  maxConnections?: number;
  /** Schema searched first (tests give each app its own); the server uses the URL's default. */
  schema?: string;
}

/** A pool configured like the app's; the job queue and scripts share its settings. */
export function postgresPool(url: string, options: PostgresOptions = {}): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types,
    ...(options.schema ? { options: `-c search_path=${schemaName(options.schema)}` } : {}),
  });
}

export function openPostgresDatabase(url: string, options: PostgresOptions = {}): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: postgresPool(url, options) }),
  });
}

/** Schema names are plain lowercase identifiers: they go into a connection option unquoted. */
export function schemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name ${name}`);
  return name;
}
