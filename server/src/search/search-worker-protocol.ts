// Messages between the search worker pool and its threads (structured-clone friendly).
import type { LanguageCode } from './language-codes.js';
import type { SearchHit } from './search-index.js';
import type { RetrievalTuning } from './sqlite-fts-index.js';

export interface SearchWorkerData {
  /** The SQLite database file (WAL mode), opened read-only by the worker. */
  file: string;
  tuning: Partial<RetrievalTuning>;
}

export interface SearchRequest {
  id: number;
  botId: string;
  query: string;
  limit: number;
  languages: LanguageCode[];
  /** Present: the thread's answer step turns the hits into a reply, and only that comes back. */
  answer?: unknown;
}

/** One bot's index changed (committed): the thread drops what it remembers of that bot. */
export interface ForgetBotMessage {
  forget: string;
}

export type SearchResponse =
  | { id: number; hits: SearchHit[] }
  | { id: number; reply: unknown }
  | { id: number; error: string };
