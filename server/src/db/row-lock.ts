// Serializes check-then-write rules (a teacher's bot limit) across processes. On PostgreSQL two
// API processes run such transactions at once, so the owning row is locked first and the second
// transaction waits until the first commits. SQLite needs nothing: one process holds the only
// writer connection, and Kysely runs its transactions one at a time.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';

export async function lockRow(
  trx: Kysely<Database>,
  table: 'users' | 'bots' | 'files',
  id: string,
): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
}
