// SearchIndex over SQLite FTS5 (repository-style: the only search file with SQL). Chunks and
// their source sit in search_chunks; the analyzed views of a bot's chunks sit in that bot's
// contentless FTS5 table search_fts_<num> (same rowid as search_chunks.seq). Ranking is FTS5's
// bm25() with per-column weights, over the bot's own statistics. A query can only read its
// bot's table, and the join checks bot_id as well.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { analyze, type AnalyzedToken } from './analyzer/analyzer.js';
import { queryMatch, toViews } from './fts-query.js';
import type { LanguageCode } from './language-codes.js';
import { DEFAULT_RERANK_TUNING, rerankHits, type RerankTuning } from './rerank.js';
import type { ChunkInput, SearchHit, SearchIndex, SearchOptions } from './search-index.js';
import { emptyStats, statWords, toStat, type TermStats } from './term-stats.js';
import { toSearchHit, type HitRow } from './hit-row.js';

interface SearchChunksTable {
  seq: number | null;
  id: string;
  bot_id: string;
  file_id: string;
  filename: string;
  page: number | null;
  ordinal: number;
  text: string;
}

interface SearchBotsTable {
  num: number | null;
  bot_id: string;
}

interface SearchTables {
  search_chunks: SearchChunksTable;
  search_bots: SearchBotsTable;
}

/** Retrieval parameters, chosen once on the benchmark (docs/decisions/003) and not per query. */
export interface RetrievalTuning {
  stemWeight: number;
  lightWeight: number;
  gramWeight: number;
  /** Index Arabic character n-grams (the `grams` view). Index and queries must agree. */
  grams: boolean;
  /** The second look at the first hits (rerank.ts). */
  rerank: RerankTuning;
}

export const DEFAULT_TUNING: RetrievalTuning = {
  stemWeight: 1,
  lightWeight: 1,
  gramWeight: 0.5,
  grams: true,
  rerank: DEFAULT_RERANK_TUNING,
};

/** A partial tuning (from settings or a benchmark) completed with the defaults. */
export function withDefaults(tuning: Partial<RetrievalTuning>): RetrievalTuning {
  return {
    ...DEFAULT_TUNING,
    ...tuning,
    rerank: { ...DEFAULT_RERANK_TUNING, ...tuning.rerank },
  };
}

/** Hits to fetch from the engine for `limit`: at least the re-ranking depth. */
export function fetchLimit(limit: number, tuning: RetrievalTuning): number {
  return Math.max(limit, tuning.rerank.depth);
}

/** The engine's hits re-ranked (rerank.ts), cut to `limit`. */
export function finishHits(
  query: string,
  hits: readonly SearchHit[],
  options: SearchOptions,
  tuning: RetrievalTuning,
  /** The query's queryWords(), when the caller has analyzed it already. */
  words?: readonly AnalyzedToken[],
): SearchHit[] {
  return rerankHits(query, hits, options.languages, tuning.rerank, words).slice(0, options.limit);
}

export { MAX_QUERY_WORDS } from './fts-query.js';

/** Chunks per INSERT statement (7 bound values each, far below SQLite's variable limit). */
const INSERT_BATCH = 200;

type Db = Kysely<SearchTables>;

/** The FTS5 table of bot number `num` (an integer from search_bots, never user text). */
function ftsTable(num: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(num) || num < 0) throw new Error(`Invalid search bot number ${num}`);
  return sql.table(`search_fts_${num}`);
}

async function botNumber(db: Db, botId: string): Promise<number | null> {
  const row = await db
    .selectFrom('search_bots')
    .select('num')
    .where('bot_id', '=', botId)
    .executeTakeFirst();
  return row?.num ?? null;
}

async function ensureBot(trx: Db, botId: string): Promise<number> {
  await trx
    .insertInto('search_bots')
    .values({ bot_id: botId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const num = (await botNumber(trx, botId))!;
  // Words arrive analyzed and space-separated: the 'ascii' tokenizer only splits on spaces.
  await sql`
    CREATE VIRTUAL TABLE IF NOT EXISTS ${ftsTable(num)} USING fts5(
      stem, light, grams,
      content = '', contentless_delete = 1, tokenize = 'ascii'
    )`.execute(trx);
  return num;
}

/**
 * Merges the bot's FTS5 index into one segment. Every write adds a segment (and deletes add
 * tombstones); a query reads each term's postings in every segment, so a bot indexed file by
 * file answers about a quarter slower than a merged one (docs/decisions/023). Merging changes no
 * statistic bm25() reads, so rankings and scores stay identical. It rewrites the bot's postings
 * (about 65 ms of CPU for 2,700 chunks) once per indexed or removed file, never per question.
 */
async function mergeSegments(trx: Db, num: number): Promise<void> {
  const name = `search_fts_${num}`;
  await sql`INSERT INTO ${ftsTable(num)} (${sql.id(name)}) VALUES ('optimize')`.execute(trx);
}

async function deleteFileRows(
  trx: Db,
  num: number | null,
  botId: string,
  fileId: string,
): Promise<void> {
  if (num !== null) {
    await sql`
      DELETE FROM ${ftsTable(num)}
      WHERE rowid IN (SELECT seq FROM search_chunks WHERE bot_id = ${botId} AND file_id = ${fileId})`.execute(
      trx,
    );
  }
  await trx
    .deleteFrom('search_chunks')
    .where('bot_id', '=', botId)
    .where('file_id', '=', fileId)
    .execute();
}

export class SqliteFtsIndex implements SearchIndex {
  private readonly db: Db;
  private readonly tuning: RetrievalTuning;

  // Kysely<any>: the app's Database type does not list the search tables, which only this
  // repository touches.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(db: Kysely<any>, tuning: Partial<RetrievalTuning> = {}) {
    this.db = db as Db;
    this.tuning = withDefaults(tuning);
  }

  async replaceFileChunks(
    botId: string,
    fileId: string,
    chunks: readonly ChunkInput[],
    languages: readonly LanguageCode[],
  ): Promise<number> {
    // Analysis happens before the transaction so the write lock is held only for the writes.
    const rows = chunks.map((chunk, ordinal) => ({
      chunk,
      ordinal,
      views: toViews(analyze(chunk.text, languages), this.tuning.grams),
    }));
    await this.db.transaction().execute(async (trx) => {
      const num = await ensureBot(trx, botId);
      await deleteFileRows(trx, num, botId, fileId);
      // Multi-row statements: per-row round trips through Kysely cost more than FTS5 itself.
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const batch = rows.slice(start, start + INSERT_BATCH);
        const inserted = await trx
          .insertInto('search_chunks')
          .values(
            batch.map(({ chunk, ordinal }) => ({
              id: randomUUID(),
              bot_id: botId,
              file_id: fileId,
              filename: chunk.filename,
              page: chunk.page,
              ordinal,
              text: chunk.text,
            })),
          )
          .returning(['seq', 'ordinal'])
          .execute();
        // RETURNING order is not guaranteed by SQLite: pair rows by ordinal.
        const seqByOrdinal = new Map(inserted.map((r) => [r.ordinal, r.seq!]));
        const values = batch.map(
          ({ ordinal, views }) =>
            sql`(${seqByOrdinal.get(ordinal)!}, ${views.stem.join(' ')}, ${views.light.join(' ')}, ${views.grams.join(' ')})`,
        );
        await sql`INSERT INTO ${ftsTable(num)} (rowid, stem, light, grams) VALUES ${sql.join(values)}`.execute(
          trx,
        );
      }
      await mergeSegments(trx, num);
    });
    return rows.length;
  }

  async removeFile(botId: string, fileId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const num = await botNumber(trx, botId);
      await deleteFileRows(trx, num, botId, fileId);
      if (num !== null) await mergeSegments(trx, num);
    });
  }

  async removeBot(botId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const num = await botNumber(trx, botId);
      if (num !== null) await sql`DROP TABLE IF EXISTS ${ftsTable(num)}`.execute(trx);
      await trx.deleteFrom('search_chunks').where('bot_id', '=', botId).execute();
      await trx.deleteFrom('search_bots').where('bot_id', '=', botId).execute();
    });
  }

  /** Document frequencies of the question's words in this bot's index (term-stats.ts). */
  async termStats(
    botId: string,
    query: string,
    languages: readonly LanguageCode[],
  ): Promise<TermStats> {
    const words = statWords(query, languages);
    const counted = words.length === 0 ? null : await this.botCounts(botId);
    if (counted === null) return emptyStats(words);
    const terms = [];
    for (const word of words)
      terms.push(toStat(word, await this.documentFrequency(counted.num, word.match)));
    return { documents: counted.documents, terms };
  }

  /** The bot's FTS5 table number and chunk count; null when the bot has no index. */
  async botCounts(botId: string): Promise<{ num: number; documents: number } | null> {
    const num = await botNumber(this.db, botId);
    if (num === null) return null;
    const count = await sql<{ n: number }>`
      SELECT count(*) AS n FROM search_chunks WHERE bot_id = ${botId}`.execute(this.db);
    return { num, documents: count.rows[0]?.n ?? 0 };
  }

  /** Chunks of bot table `num` (from botCounts) that MATCH a StatWord's expression. */
  async documentFrequency(num: number, match: string): Promise<number> {
    const fts = ftsTable(num);
    const df = await sql<{ n: number }>`
      SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ${match}`.execute(this.db);
    return df.rows[0]?.n ?? 0;
  }

  async search(botId: string, query: string, options: SearchOptions): Promise<SearchHit[]> {
    if (options.limit <= 0) return [];
    const match = queryMatch(query, options.languages, this.tuning.grams);
    if (match === null) return [];
    const num = await botNumber(this.db, botId);
    if (num === null) return [];
    const fts = ftsTable(num);
    const { stemWeight, lightWeight, gramWeight } = this.tuning;
    const result = await sql<HitRow>`
      SELECT c.id, c.file_id, c.filename, c.page, c.text, f.score
      FROM (
        SELECT rowid, -bm25(${fts}, ${stemWeight}, ${lightWeight}, ${gramWeight}) AS score
        FROM ${fts}
        WHERE ${fts} MATCH ${match}
        ORDER BY score DESC
        LIMIT ${fetchLimit(options.limit, this.tuning)}
      ) AS f
      JOIN search_chunks AS c ON c.seq = f.rowid
      WHERE c.bot_id = ${botId}
      ORDER BY f.score DESC, c.seq`.execute(this.db);
    const hits = result.rows.map(toSearchHit);
    return finishHits(query, hits, options, this.tuning);
  }
}
