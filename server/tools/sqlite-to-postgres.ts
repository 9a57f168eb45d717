// Moves a school from the embedded SQLite default to PostgreSQL (issue 9, docs/deploy.md):
//   npm run migrate:sqlite-to-postgres -- <data dir> <database url>
// Brings the PostgreSQL schema up to date, copies every row (users, bots, memberships, files,
// chats, messages, glossaries, signed-out tokens, and tables added later) keeping ids, indexes
// every file's chunks again for PostgreSQL's search, then verifies: row counts match and a
// sample of questions gets the same hits from both engines. Running it again copies nothing
// twice (rows already there are kept), so an interrupted move is simply run again. Blobs and
// chat images stay in the data folder, which the PostgreSQL deployment keeps using.
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openSqliteDatabase } from '../src/db/database.js';
import { openPostgresDatabase } from '../src/db/postgres.js';
import { botLanguages } from '../src/modules/bots/bot-languages.js';
import { analyze } from '../src/search/analyzer/analyzer.js';
import { PostgresSearchIndex } from '../src/search/postgres-search-index.js';
import { SqliteFtsIndex } from '../src/search/sqlite-fts-index.js';

/** Parents before children (foreign keys); tables found beyond these are copied after them. */
const ORDER = [
  'users',
  'bots',
  'memberships',
  'files',
  'chats',
  'messages',
  'glossary_entries',
  'revoked_tokens',
];
/** Not copied as rows: search is indexed again, the migrator and SQLite keep their own. */
const SKIP = /^(search_|kysely_|sqlite_)/;
const BATCH = 500;
const SAMPLE_BOTS = 5;
const SAMPLE_QUESTIONS = 4;

// Kysely<any>: the copy is generic over tables, including ones added after this tool.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function sqliteTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(db);
  const names = rows.map((r) => r.name).filter((n) => !SKIP.test(n));
  return [...ORDER.filter((t) => names.includes(t)), ...names.filter((n) => !ORDER.includes(n))];
}

async function primaryKey(db: AnyDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT a.attname AS column_name
    FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
    WHERE i.indrelid = ${table}::regclass AND i.indisprimary`.execute(db);
  return rows.map((r) => r.column_name);
}

async function count(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0]!.n);
}

async function copyTable(from: AnyDb, to: AnyDb, table: string): Promise<number> {
  const key = await primaryKey(to, table);
  let copied = 0;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await sql<Record<string, unknown>>`
      SELECT * FROM ${sql.table(table)} ORDER BY rowid LIMIT ${BATCH} OFFSET ${offset}`.execute(
      from,
    );
    if (rows.rows.length === 0) break;
    const result = await to
      .insertInto(table)
      .values(rows.rows)
      .onConflict((oc) => oc.columns(key).doNothing())
      .executeTakeFirst();
    copied += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // Identity columns given explicit values: the next generated one must come after them.
  const identities = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_identity = 'YES'`.execute(
    to,
  );
  for (const { column_name: column } of identities.rows) {
    await sql`
      SELECT setval(pg_get_serial_sequence(${table}, ${column}),
                    greatest((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 1))`.execute(
      to,
    );
  }
  return copied;
}

interface ChunkRow {
  bot_id: string;
  file_id: string;
  filename: string;
  page: number | null;
  text: string;
}

/** Every file's chunks, in reading order, indexed again by PostgreSQL's search (idempotent). */
async function reindex(from: AnyDb, search: PostgresSearchIndex): Promise<number> {
  const files = await sql<{ bot_id: string; file_id: string; supported_languages: string }>`
    SELECT DISTINCT c.bot_id, c.file_id, b.supported_languages
    FROM search_chunks c JOIN bots b ON b.id = c.bot_id`.execute(from);
  let chunks = 0;
  for (const file of files.rows) {
    const rows = await sql<ChunkRow>`
      SELECT bot_id, file_id, filename, page, text FROM search_chunks
      WHERE bot_id = ${file.bot_id} AND file_id = ${file.file_id} ORDER BY ordinal`.execute(from);
    chunks += await search.replaceFileChunks(
      file.bot_id,
      file.file_id,
      rows.rows.map((r) => ({ page: r.page, text: r.text, filename: r.filename })),
      botLanguages(file.supported_languages),
    );
  }
  return chunks;
}

/** Questions made of a chunk's own words: every bot sampled must get the same hits on both. */
async function compareSearch(from: AnyDb, to: AnyDb): Promise<string[]> {
  const sqliteSearch = new SqliteFtsIndex(from);
  const postgresSearch = new PostgresSearchIndex(to);
  const problems: string[] = [];
  const bots = await sql<{ bot_id: string; supported_languages: string }>`
    SELECT DISTINCT c.bot_id, b.supported_languages FROM search_chunks c JOIN bots b ON b.id = c.bot_id
    LIMIT ${SAMPLE_BOTS}`.execute(from);
  for (const bot of bots.rows) {
    const languages = botLanguages(bot.supported_languages);
    const samples = await sql<{ text: string }>`
      SELECT text FROM search_chunks WHERE bot_id = ${bot.bot_id}
      ORDER BY seq LIMIT ${SAMPLE_QUESTIONS}`.execute(from);
    for (const { text } of samples.rows) {
      const question = analyze(text, languages)
        .slice(0, 6)
        .map((t) => t.surface)
        .join(' ');
      const options = { limit: 5, languages };
      const key = (h: { fileId: string; page: number | null; text: string }) =>
        `${h.fileId}#${h.page}#${h.text}`;
      const a = (await sqliteSearch.search(bot.bot_id, question, options)).map(key);
      const b = (await postgresSearch.search(bot.bot_id, question, options)).map(key);
      if (a.join('\n') !== b.join('\n'))
        problems.push(`bot ${bot.bot_id}: "${question}" ranks differently`);
    }
  }
  return problems;
}

/** Copies and verifies; the problems found (empty: verified). `log` gets one line per table. */
export async function moveToPostgres(
  from: AnyDb,
  to: AnyDb,
  log: (line: string) => void = () => undefined,
): Promise<string[]> {
  // Both schemas current: the SQLite file may come from an older EduBot.
  await migrateToLatest(from);
  await migrateToLatest(to);
  const problems: string[] = [];
  for (const table of await sqliteTables(from)) {
    const copied = await copyTable(from, to, table);
    const [a, b] = [await count(from, table), await count(to, table)];
    log(
      `${table.padEnd(20)} ${String(a).padStart(8)} rows, ${copied} copied now, ${b} in PostgreSQL`,
    );
    if (a !== b) problems.push(`${table}: ${a} rows in SQLite, ${b} in PostgreSQL`);
  }
  const chunks = await reindex(from, new PostgresSearchIndex(to));
  const [a, b] = [await count(from, 'search_chunks'), await count(to, 'search_chunks')];
  log(
    `${'search_chunks'.padEnd(20)} ${String(a).padStart(8)} rows, ${chunks} indexed now, ${b} in PostgreSQL`,
  );
  if (a !== b) problems.push(`search_chunks: ${a} in SQLite, ${b} in PostgreSQL`);
  problems.push(...(await compareSearch(from, to)));
  return problems;
}

async function main(): Promise<void> {
  const [dataDir, url] = process.argv.slice(2);
  if (!dataDir || !url || !/^postgres(ql)?:\/\//i.test(url)) {
    console.error(
      'Usage: npm run migrate:sqlite-to-postgres -- <data dir> <postgres://... database url>',
    );
    process.exit(2);
  }
  const from = openSqliteDatabase(path.join(path.resolve(dataDir), 'edubot.sqlite')) as AnyDb;
  const to = openPostgresDatabase(url) as AnyDb;
  try {
    const problems = await moveToPostgres(from, to, (line) => console.log(line));
    if (problems.length > 0) {
      console.error(`\nNot verified:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        '\nVerified: every table has the same row count, sampled searches rank the same.',
      );
    }
  } finally {
    await from.destroy();
    await to.destroy();
  }
}

// Run as a command, not when a test imports moveToPostgres.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  await main();
