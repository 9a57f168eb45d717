// SearchIndex whose queries run in search worker threads (docs/decisions/007) while writes stay
// on the app's own connection (SqliteFtsIndex). Workers need a database file in WAL mode (their
// read-only connections read beside the writer); an in-memory or non-WAL database, or a pool
// size of 0, keeps every query in-process. Ranking is the same either way (fts-reader.ts).
import { sql, type Kysely } from 'kysely';
import type { ChunkInput, SearchHit, SearchIndex, SearchOptions } from './search-index.js';
import type { LanguageCode } from './language-codes.js';
import { SearchWorkerPool } from './search-worker-pool.js';
import { SqliteFtsIndex, type RetrievalTuning } from './sqlite-fts-index.js';
import {
  emptyStats,
  MAX_REMEMBERED_WORDS,
  statWords,
  toStat,
  type TermStats,
} from './term-stats.js';
import { BotIndexVersions, PerBotCache } from './bot-index-versions.js';

/** A bot's chunk count and the document frequencies counted so far, at one index version. */
interface BotCounts {
  num: number;
  documents: number;
  /** Document frequency by the word's MATCH expression (term-stats.ts statWords). */
  df: Map<string, number>;
}

export interface PooledSearchIndexOptions {
  /** Worker threads; 0 searches in-process. */
  workers: number;
  tuning?: Partial<RetrievalTuning>;
  /** Entry of the worker threads (an entry with an answer step); plain search when absent. */
  workerEntry?: URL;
}

export class PooledSearchIndex implements SearchIndex {
  private readonly local: SqliteFtsIndex;
  /**
   * Every write to the bot tables goes through this index (one process on SQLite), so it knows
   * when each bot's index changes: caches of what is read from it keep the version they read.
   */
  readonly versions = new BotIndexVersions();
  /** The main thread's term statistics (standardizing a question's words asks for them). */
  private readonly counts = new PerBotCache<BotCounts | null>(this.versions);
  /** Decided on the first search: the pool, or null for in-process search. */
  private pool: Promise<SearchWorkerPool | null> | undefined;
  private closed = false;

  constructor(
    // Kysely<any>: the search tables are not in the app's Database type (see SqliteFtsIndex).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    private readonly db: Kysely<any>,
    private readonly options: PooledSearchIndexOptions,
  ) {
    this.local = new SqliteFtsIndex(db, options.tuning);
  }

  async replaceFileChunks(
    botId: string,
    fileId: string,
    chunks: readonly ChunkInput[],
    languages: readonly LanguageCode[],
  ): Promise<number> {
    try {
      return await this.local.replaceFileChunks(botId, fileId, chunks, languages);
    } finally {
      await this.changed(botId);
    }
  }

  async removeFile(botId: string, fileId: string): Promise<void> {
    try {
      await this.local.removeFile(botId, fileId);
    } finally {
      await this.changed(botId);
    }
  }

  async removeBot(botId: string): Promise<void> {
    try {
      await this.local.removeBot(botId);
    } finally {
      await this.changed(botId);
    }
  }

  async search(botId: string, query: string, options: SearchOptions): Promise<SearchHit[]> {
    const pool = await (this.pool ??= this.startPool());
    return pool ? pool.search(botId, query, options) : this.local.search(botId, query, options);
  }

  /**
   * Counted on the calling thread, each word once per bot and index version: a question's words
   * recur across questions, and counting them was most of the main thread's SQLite time
   * (docs/decisions/093). The same figures as SqliteFtsIndex.termStats; the worker path counts
   * in its thread (fts-reader.ts).
   */
  async termStats(
    botId: string,
    query: string,
    languages: readonly LanguageCode[],
  ): Promise<TermStats> {
    const words = statWords(query, languages);
    if (words.length === 0) return emptyStats(words);
    const counts = await this.counts.get(botId, async () => {
      const counted = await this.local.botCounts(botId);
      return counted && { ...counted, df: new Map<string, number>() };
    });
    if (!counts) return emptyStats(words);
    const terms = [];
    for (const word of words) {
      let df = counts.df.get(word.match);
      if (df === undefined) {
        df = await this.local.documentFrequency(counts.num, word.match);
        if (counts.df.size < MAX_REMEMBERED_WORDS) counts.df.set(word.match, df);
      }
      terms.push(toStat(word, df));
    }
    return { documents: counts.documents, terms };
  }

  /** Search + the worker entry's answer step in a thread; null when queries run in-process. */
  async searchAndAnswer(
    botId: string,
    query: string,
    options: SearchOptions,
    answer: unknown,
  ): Promise<unknown> {
    const pool = await (this.pool ??= this.startPool());
    return pool ? pool.searchAndAnswer(botId, query, options, answer) : null;
  }

  /** Starts the worker threads now rather than on the first question; resolves when they are ready. */
  async warmUp(): Promise<void> {
    const pool = await (this.pool ??= this.startPool());
    await pool?.warmUp();
  }

  /** Whether queries run in worker threads (known after the first search). */
  async usesWorkers(): Promise<boolean> {
    return (await (this.pool ??= this.startPool())) !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = await this.pool;
    await pool?.close();
  }

  /**
   * The workers remember each bot's term statistics (fts-reader.ts), this thread its counts and
   * what the versions guard; after a write (committed, or failed and rolled back: telling them
   * then costs one recount) they count again.
   */
  private async changed(botId: string): Promise<void> {
    this.versions.changed(botId);
    const pool = await this.pool;
    pool?.forgetBot(botId);
  }

  private async startPool(): Promise<SearchWorkerPool | null> {
    if (this.options.workers < 1 || this.closed) return null;
    const file = await databaseFile(this.db);
    if (!file) return null;
    return new SearchWorkerPool({
      size: this.options.workers,
      file,
      tuning: this.options.tuning ?? {},
      entry: this.options.workerEntry,
    });
  }
}

/** The main database file when it is on disk in WAL mode, else null. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function databaseFile(db: Kysely<any>): Promise<string | null> {
  const files = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
  const file = files.rows.find((r) => r.name === 'main')?.file;
  if (!file) return null;
  const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
  return mode.rows[0]?.journal_mode.toLowerCase() === 'wal' ? file : null;
}
