// Processing attempts per study file (issue 8): a file whose processing keeps dying (killed,
// crashed, interrupted by restarts) ends FAILED after a bounded number of runs instead of being
// resumed at every start.
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE files ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE files DROP COLUMN attempts`.execute(db);
}
