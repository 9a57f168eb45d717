// The read side of SqliteFtsIndex on a plain better-sqlite3 connection, for the search workers
// (search-worker.ts). Same MATCH expression (fts-query.ts), same SQL, same bound values as
// SqliteFtsIndex.search, so the ranking is identical; statements are prepared once and reused
// (preparing an FTS5 query costs about as much as running it on a small bot).
// Term statistics (a count(*) MATCH per question word, and the bot's chunk count) change only
// when the bot's files do, so they are remembered per bot until `forget(botId)`: the search
// worker pool calls it on every thread after each write to that bot's index has committed
// (pooled-search-index.ts), so the next question counts again.
import type { Database, Statement } from 'better-sqlite3';
import type { AnalyzedToken } from './analyzer/analyzer.js';
import { matchOfWords, queryWords } from './fts-query.js';
import type { SearchHit, SearchOptions } from './search-index.js';
import { fetchLimit, finishHits, withDefaults, type RetrievalTuning } from './sqlite-fts-index.js';
import type { LanguageCode } from './language-codes.js';
import {
  emptyStats,
  MAX_REMEMBERED_WORDS,
  statWordsOf,
  toStat,
  type TermStats,
} from './term-stats.js';
import { toSearchHit, type HitRow } from './hit-row.js';

/** Bots whose search statement stays prepared; beyond this the oldest is dropped. */
const MAX_CACHED_BOTS = 256;

/** A bot's counts as of its index's last change. */
interface BotCounts {
  documents: number;
  /** Document frequency by the word's MATCH expression (term-stats.ts statWords). */
  df: Map<string, number>;
}

export class FtsReader {
  private readonly tuning: RetrievalTuning;
  private readonly botNumber: Statement<[string], { num: number }>;
  private readonly statements = new Map<number, Statement<unknown[], HitRow>>();
  private readonly countStatements = new Map<number, Statement<[string], { n: number }>>();
  private readonly botChunks: Statement<[string], { n: number }>;
  private readonly counts = new Map<string, BotCounts>();

  constructor(
    private readonly sqlite: Database,
    tuning: Partial<RetrievalTuning> = {},
  ) {
    this.tuning = withDefaults(tuning);
    this.botNumber = sqlite.prepare('SELECT num FROM search_bots WHERE bot_id = ?');
    this.botChunks = sqlite.prepare('SELECT count(*) AS n FROM search_chunks WHERE bot_id = ?');
  }

  /** Same figures as SqliteFtsIndex.termStats (term-stats.ts), counted once per bot and word. */
  termStats(botId: string, query: string, languages: readonly LanguageCode[]): TermStats {
    return this.statsOf(botId, queryWords(query, languages));
  }

  /** search() and termStats() of one question, analyzing it once. */
  searchWithStats(
    botId: string,
    query: string,
    options: SearchOptions,
  ): { hits: SearchHit[]; termStats: TermStats } {
    const words = queryWords(query, options.languages);
    return {
      hits: this.hitsOf(botId, query, words, options),
      termStats: this.statsOf(botId, words),
    };
  }

  private statsOf(botId: string, analyzed: readonly AnalyzedToken[]): TermStats {
    const words = statWordsOf(analyzed);
    const num = this.botNumber.get(botId)?.num;
    if (num === undefined || num === null || words.length === 0) return emptyStats(words);
    const counts = this.countsOf(botId);
    let count: Statement<[string], { n: number }> | undefined;
    const terms = words.map((w) => {
      let df = counts.df.get(w.match);
      if (df === undefined) {
        count ??= this.countStatementFor(num);
        df = count.get(w.match)?.n ?? 0;
        if (counts.df.size < MAX_REMEMBERED_WORDS) counts.df.set(w.match, df);
      }
      return toStat(w, df);
    });
    return { documents: counts.documents, terms };
  }

  /** The bot's index changed (or the bot is gone): count again on the next question. */
  forget(botId: string): void {
    this.counts.delete(botId);
  }

  private countsOf(botId: string): BotCounts {
    let counts = this.counts.get(botId);
    if (!counts) {
      counts = { documents: this.botChunks.get(botId)?.n ?? 0, df: new Map() };
      if (this.counts.size >= MAX_CACHED_BOTS) this.counts.delete(this.counts.keys().next().value!);
      this.counts.set(botId, counts);
    }
    return counts;
  }

  private countStatementFor(num: number): Statement<[string], { n: number }> {
    let count = this.countStatements.get(num);
    if (!count) {
      this.statementFor(num); // validates num and bounds the caches together
      const fts = `"search_fts_${num}"`;
      count = this.sqlite.prepare<[string], { n: number }>(
        `SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`,
      );
      if (this.countStatements.size >= MAX_CACHED_BOTS)
        this.countStatements.delete(this.countStatements.keys().next().value!);
      this.countStatements.set(num, count);
    }
    return count;
  }

  search(botId: string, query: string, options: SearchOptions): SearchHit[] {
    if (options.limit <= 0) return [];
    return this.hitsOf(botId, query, queryWords(query, options.languages), options);
  }

  private hitsOf(
    botId: string,
    query: string,
    words: readonly AnalyzedToken[],
    options: SearchOptions,
  ): SearchHit[] {
    if (options.limit <= 0) return [];
    const match = matchOfWords(words, this.tuning.grams);
    if (match === null) return [];
    const num = this.botNumber.get(botId)?.num;
    if (num === undefined || num === null) return [];
    const { stemWeight, lightWeight, gramWeight } = this.tuning;
    const rows = this.statementFor(num).all(
      stemWeight,
      lightWeight,
      gramWeight,
      match,
      fetchLimit(options.limit, this.tuning),
      botId,
    );
    const hits = rows.map(toSearchHit);
    return finishHits(query, hits, options, this.tuning, words);
  }

  private statementFor(num: number): Statement<unknown[], HitRow> {
    let statement = this.statements.get(num);
    if (statement) return statement;
    // `num` comes from search_bots (an INTEGER PRIMARY KEY), never from user text.
    if (!Number.isSafeInteger(num) || num < 0) throw new Error(`Invalid search bot number ${num}`);
    const fts = `"search_fts_${num}"`;
    statement = this.sqlite.prepare<unknown[], HitRow>(`
      SELECT c.id, c.file_id, c.filename, c.page, c.text, f.score
      FROM (
        SELECT rowid, -bm25(${fts}, ?, ?, ?) AS score
        FROM ${fts}
        WHERE ${fts} MATCH ?
        ORDER BY score DESC
        LIMIT ?
      ) AS f
      JOIN search_chunks AS c ON c.seq = f.rowid
      WHERE c.bot_id = ?
      ORDER BY f.score DESC, c.seq`);
    if (this.statements.size >= MAX_CACHED_BOTS) {
      this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(num, statement);
    return statement;
  }
}
