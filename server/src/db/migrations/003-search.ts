// Search index tables (architecture §1 `search/`). Chunk text and its source live in a plain
// table; the analyzed forms live in a contentless FTS5 table sharing its rowid. The text put in
// FTS5 is already analyzed by search/analyzer (space-separated words), so the simple 'ascii'
// tokenizer only has to split on spaces. Every FTS row carries its bot as a token so a
// query can be restricted to one bot inside the MATCH itself.
import { sql, type Kysely } from 'kysely';

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
    CREATE VIRTUAL TABLE search_fts USING fts5(
      bot, stem, light, grams,
      content = '', contentless_delete = 1, tokenize = 'ascii'
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS search_fts`.execute(db);
  await sql`DROP TABLE IF EXISTS search_chunks`.execute(db);
}
