// The search index behind one interface (docs/architecture.md `search/`): FTS5 on SQLite today,
// tsvector on PostgreSQL later. Every call is scoped to one bot: no query can reach another bot's chunks.
import type { LanguageCode } from './language-codes.js';
import type { TermStats } from './term-stats.js';

export interface ChunkInput {
  /** 1-based page (PDF page, or 1 for an image/SVG); null when pages do not apply. */
  page: number | null;
  text: string;
  /** Display name of the source, e.g. "algebra.pdf" or "pack.zip/figure-2.png". */
  filename: string;
}

export interface SearchHit {
  chunkId: string;
  fileId: string;
  filename: string;
  page: number | null;
  text: string;
  /** Higher is better; only comparable within one result list. */
  score: number;
}

export interface SearchOptions {
  limit: number;
  /** The bot's analyzer languages, from its supported_languages (see LANGUAGE_CODES in common). */
  languages: readonly LanguageCode[];
}

export interface SearchIndex {
  /** Replaces every chunk of this file (idempotent re-indexing). */
  replaceFileChunks(
    botId: string,
    fileId: string,
    chunks: readonly ChunkInput[],
    languages: readonly LanguageCode[],
  ): Promise<number>;
  removeFile(botId: string, fileId: string): Promise<void>;
  removeBot(botId: string): Promise<void>;
  search(botId: string, query: string, options: SearchOptions): Promise<SearchHit[]>;
  /** How many of the bot's chunks hold each word of the question (term-stats.ts). */
  termStats?(botId: string, query: string, languages: readonly LanguageCode[]): Promise<TermStats>;
  /** Releases what the index started (worker threads); the database itself is not closed. */
  close?(): Promise<void>;
  /** Starts what the index would otherwise start on the first search (worker threads). */
  warmUp?(): Promise<void>;
}
