// Search index tables (architecture §1 `search/`). Chunk text and its source live in
// search_chunks. Each bot gets a number (search_bots) and its own contentless FTS5 table,
// search_fts_<num>, created by the search repository when the bot's first file is indexed:
// BM25 statistics (document count, term frequencies, average length) are then exactly the
// bot's own, a query reads only its bot's postings, and deleting a bot drops one table.
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE search_chunks (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      bot_id TEXT NOT NULL,
      file_id TEXT NOT NULL,
      filename TEXT NOT NULL,
      page INTEGER,
      ordinal INTEGER NOT NULL,
      text TEXT NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX search_chunks_bot_file ON search_chunks (bot_id, file_id)`.execute(db);
  await sql`
    CREATE TABLE search_bots (
      num INTEGER PRIMARY KEY,
      bot_id TEXT NOT NULL UNIQUE
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const bots = await sql<{ num: number }>`SELECT num FROM search_bots`.execute(db);
  for (const { num } of bots.rows)
    await sql`DROP TABLE IF EXISTS ${sql.table(`search_fts_${num}`)}`.execute(db);
  await sql`DROP TABLE IF EXISTS search_bots`.execute(db);
  await sql`DROP TABLE IF EXISTS search_chunks`.execute(db);
}
