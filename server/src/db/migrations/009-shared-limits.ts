// Abuse-limit counts shared by API processes (http/postgres-limit-state.ts). PostgreSQL only:
// the embedded SQLite default runs one process and keeps them in memory (http/limit-state.ts).
// Times are epoch milliseconds.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    CREATE TABLE limit_counters (
      key TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      window_end BIGINT NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE limit_turns (
      key TEXT PRIMARY KEY,
      next_turn BIGINT NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE limit_members (
      key TEXT NOT NULL,
      member TEXT NOT NULL,
      until BIGINT NOT NULL,
      PRIMARY KEY (key, member)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of ['limit_members', 'limit_turns', 'limit_counters'])
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
}
