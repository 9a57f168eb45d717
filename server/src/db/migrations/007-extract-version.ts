// Extraction version per study file (ingestion/extraction-version.ts): files indexed by an older
// extraction are extracted again at start. Existing rows get 0, i.e. "older than any version".
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE files ADD COLUMN extraction_version INTEGER NOT NULL DEFAULT 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE files DROP COLUMN extraction_version`.execute(db);
}
