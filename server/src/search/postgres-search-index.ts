// SearchIndex over PostgreSQL (repository-style: the only PostgreSQL search file with SQL).
// The analyzer runs in Node exactly as for SQLite (analyzer/, fts-query.ts toViews), and the
// analyzed words are kept as postings: search_terms holds, per bot, view (stem, light, grams),
// word and chunk, how often the word occurs; search_chunks.tokens is a chunk's length over the
// three views and search_bots keeps each bot's chunk and token totals. From them the query
// computes the BM25 that SQLite FTS5's bm25() computes (same k1, b, IDF floor, per-view weights,
// document length over all views), so both engines rank a bot's chunks alike. Every statement
// names the bot: statistics and postings are the bot's own, as with one FTS5 table per bot.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { analyze } from './analyzer/analyzer.js';
import {
  firstDistinctWords,
  MAX_QUERY_WORDS,
  toViews,
  VIEW_COLUMNS,
  type Views,
} from './fts-query.js';
import type { LanguageCode } from './language-codes.js';
import type { ChunkInput, SearchHit, SearchIndex, SearchOptions } from './search-index.js';
import { fetchLimit, finishHits, withDefaults, type RetrievalTuning } from './sqlite-fts-index.js';
import { emptyStats, statWords, toStat, type TermStats } from './term-stats.js';
import { toSearchHit, type HitRow } from './hit-row.js';

/** FTS5's bm25() constants (sqlite/ext/fts5/fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;
/** FTS5 floors a word's IDF here when the word is in half the chunks or more. */
const MIN_IDF = 1e-6;

/** Chunks per INSERT statement, and postings per INSERT (sent as arrays: one bind value per column). */
const CHUNK_BATCH = 500;
const POSTING_BATCH = 20_000;

/** A chunk's postings: per view, each distinct word with its count; and its length. */
interface ChunkPostings {
  views: number[];
  terms: string[];
  counts: number[];
  tokens: number;
}

export function chunkPostings(views: Views): ChunkPostings {
  const out: ChunkPostings = { views: [], terms: [], counts: [], tokens: 0 };
  VIEW_COLUMNS.forEach((column, view) => {
    const counts = new Map<string, number>();
    for (const term of views[column]) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, count] of counts) {
      out.views.push(view);
      out.terms.push(term);
      out.counts.push(count);
    }
    out.tokens += views[column].length;
  });
  return out;
}

// Kysely<any>: the search tables are not in the app's Database type (see SqliteFtsIndex).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Creates the bot's totals row when missing and locks it: one writer per bot at a time. */
async function lockBot(trx: Db, botId: string): Promise<void> {
  await sql`INSERT INTO search_bots (bot_id) VALUES (${botId}) ON CONFLICT (bot_id) DO NOTHING`.execute(
    trx,
  );
  await sql`SELECT num FROM search_bots WHERE bot_id = ${botId} FOR UPDATE`.execute(trx);
}

async function updateTotals(trx: Db, botId: string): Promise<void> {
  await sql`
    UPDATE search_bots SET
      chunks = (SELECT count(*) FROM search_chunks WHERE bot_id = ${botId}),
      tokens = (SELECT coalesce(sum(tokens), 0) FROM search_chunks WHERE bot_id = ${botId})
    WHERE bot_id = ${botId}`.execute(trx);
}

/** Postings go with their chunks (ON DELETE CASCADE). */
async function deleteFileChunks(trx: Db, botId: string, fileId: string): Promise<void> {
  await sql`DELETE FROM search_chunks WHERE bot_id = ${botId} AND file_id = ${fileId}`.execute(trx);
}

export class PostgresSearchIndex implements SearchIndex {
  private readonly tuning: RetrievalTuning;

  constructor(
    private readonly db: Db,
    tuning: Partial<RetrievalTuning> = {},
  ) {
    this.tuning = withDefaults(tuning);
  }

  async replaceFileChunks(
    botId: string,
    fileId: string,
    chunks: readonly ChunkInput[],
    languages: readonly LanguageCode[],
  ): Promise<number> {
    // Analysis happens before the transaction so the bot's lock is held only for the writes.
    const rows = chunks.map((chunk, ordinal) => ({
      chunk,
      ordinal,
      postings: chunkPostings(toViews(analyze(chunk.text, languages), this.tuning.grams)),
    }));
    await this.db.transaction().execute(async (trx) => {
      await lockBot(trx, botId);
      await deleteFileChunks(trx, botId, fileId);
      const pending = {
        views: [] as number[],
        terms: [] as string[],
        seqs: [] as number[],
        counts: [] as number[],
      };
      const flush = async () => {
        if (pending.terms.length === 0) return;
        await sql`
          INSERT INTO search_terms (bot_id, view, term, chunk_seq, tf)
          SELECT ${botId}, p.view, p.term, p.seq, p.tf
          FROM unnest(${pending.views}::smallint[], ${pending.terms}::text[],
                      ${pending.seqs}::integer[], ${pending.counts}::integer[]) AS p(view, term, seq, tf)`.execute(
          trx,
        );
        for (const list of Object.values(pending)) list.length = 0;
      };
      for (let start = 0; start < rows.length; start += CHUNK_BATCH) {
        const batch = rows.slice(start, start + CHUNK_BATCH);
        const inserted = await sql<{ seq: number; ordinal: number }>`
          INSERT INTO search_chunks (id, bot_id, file_id, filename, page, ordinal, text, tokens)
          SELECT c.id, ${botId}, ${fileId}, c.filename, c.page, c.ordinal, c.text, c.tokens
          FROM unnest(${batch.map(() => randomUUID())}::text[], ${batch.map((r) => r.chunk.filename)}::text[],
                      ${batch.map((r) => r.chunk.page)}::integer[], ${batch.map((r) => r.ordinal)}::integer[],
                      ${batch.map((r) => r.chunk.text)}::text[], ${batch.map((r) => r.postings.tokens)}::integer[])
               AS c(id, filename, page, ordinal, text, tokens)
          RETURNING seq, ordinal`.execute(trx);
        const seqByOrdinal = new Map(inserted.rows.map((r) => [r.ordinal, r.seq]));
        for (const { ordinal, postings } of batch) {
          const seq = seqByOrdinal.get(ordinal)!;
          for (let i = 0; i < postings.terms.length; i++) {
            pending.views.push(postings.views[i]!);
            pending.terms.push(postings.terms[i]!);
            pending.seqs.push(seq);
            pending.counts.push(postings.counts[i]!);
          }
          if (pending.terms.length >= POSTING_BATCH) await flush();
        }
      }
      await flush();
      await updateTotals(trx, botId);
    });
    return rows.length;
  }

  async removeFile(botId: string, fileId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await lockBot(trx, botId);
      await deleteFileChunks(trx, botId, fileId);
      await updateTotals(trx, botId);
    });
  }

  async removeBot(botId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`DELETE FROM search_chunks WHERE bot_id = ${botId}`.execute(trx);
      await sql`DELETE FROM search_bots WHERE bot_id = ${botId}`.execute(trx);
    });
  }

  /** Document frequencies of the question's words in this bot's chunks (term-stats.ts). */
  async termStats(
    botId: string,
    query: string,
    languages: readonly LanguageCode[],
  ): Promise<TermStats> {
    const words = statWords(query, languages);
    if (words.length === 0) return emptyStats(words);
    const bot = await sql<{ chunks: number }>`
      SELECT chunks FROM search_bots WHERE bot_id = ${botId}`.execute(this.db);
    if (bot.rows.length === 0) return emptyStats(words);
    // A chunk holds the word when it holds its stem (stem view) or its light form (light view).
    const counts = await sql<{ i: number; df: number }>`
      SELECT w.i, (
        SELECT count(*) FROM (
          SELECT chunk_seq FROM search_terms WHERE bot_id = ${botId} AND view = 0 AND term = w.stem
          UNION
          SELECT chunk_seq FROM search_terms WHERE bot_id = ${botId} AND view = 1 AND term = w.light
        ) AS holding
      ) AS df
      FROM unnest(${words.map((w) => w.stem)}::text[], ${words.map((w) => w.light)}::text[])
           WITH ORDINALITY AS w(stem, light, i)
      ORDER BY w.i`.execute(this.db);
    return {
      documents: bot.rows[0]!.chunks,
      terms: words.map((w, i) => toStat(w, counts.rows[i]?.df ?? 0)),
    };
  }

  async search(botId: string, query: string, options: SearchOptions): Promise<SearchHit[]> {
    if (options.limit <= 0) return [];
    // The same words, per view, as the FTS5 MATCH expression (fts-query.ts queryMatch).
    const words = firstDistinctWords(analyze(query, options.languages), MAX_QUERY_WORDS);
    const views = toViews(words, this.tuning.grams);
    const phrases = { views: [] as number[], terms: [] as string[] };
    VIEW_COLUMNS.forEach((column, view) => {
      for (const term of new Set(views[column])) {
        phrases.views.push(view);
        phrases.terms.push(term);
      }
    });
    if (phrases.terms.length === 0) return [];
    const { stemWeight, lightWeight, gramWeight } = this.tuning;
    const result = await sql<HitRow>`
      WITH bot AS (
        SELECT chunks::float8 AS n, tokens::float8 / chunks AS avgdl
        FROM search_bots WHERE bot_id = ${botId} AND chunks > 0
      ), postings AS (
        SELECT t.view, t.term, t.chunk_seq, t.tf,
               CASE t.view WHEN 0 THEN ${stemWeight}::float8 WHEN 1 THEN ${lightWeight}::float8
                           ELSE ${gramWeight}::float8 END AS weight
        FROM unnest(${phrases.views}::smallint[], ${phrases.terms}::text[]) AS q(view, term)
        JOIN search_terms AS t ON t.bot_id = ${botId} AND t.view = q.view AND t.term = q.term
      ), idf AS (
        SELECT p.view, p.term,
               ln((bot.n - count(*) + 0.5) / (count(*) + 0.5)) AS raw
        FROM postings AS p CROSS JOIN bot
        GROUP BY p.view, p.term, bot.n
      ), scored AS (
        SELECT p.chunk_seq,
               sum(CASE WHEN idf.raw > 0 THEN idf.raw ELSE ${MIN_IDF}::float8 END
                   * (p.weight * p.tf * ${K1 + 1}::float8)
                   / (p.weight * p.tf + ${K1}::float8 * (${1 - B}::float8 + ${B}::float8 * c.tokens / bot.avgdl))
               ) AS score
        FROM postings AS p
        JOIN idf ON idf.view = p.view AND idf.term = p.term
        JOIN search_chunks AS c ON c.seq = p.chunk_seq
        CROSS JOIN bot
        GROUP BY p.chunk_seq
        ORDER BY score DESC, p.chunk_seq
        LIMIT ${fetchLimit(options.limit, this.tuning)}
      )
      SELECT c.id, c.file_id, c.filename, c.page, c.text, s.score
      FROM scored AS s
      JOIN search_chunks AS c ON c.seq = s.chunk_seq
      WHERE c.bot_id = ${botId}
      ORDER BY s.score DESC, c.seq`.execute(this.db);
    const hits = result.rows.map(toSearchHit);
    return finishHits(query, hits, options, this.tuning);
  }
}
