// Messages between the search worker pool and its threads (structured-clone friendly).
import type { BotFileState } from '../tutor/bot-files.js';
import type { ExtractiveReply } from '../tutor/extractive-offload.js';
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
  /** Present: also write the extractive answer from the hits, and return only that. */
  answer?: {
    questionLanguage: 'ar' | 'en' | 'fr' | 'de';
    botName: string;
    files?: readonly BotFileState[];
  };
}

export type SearchResponse =
  | { id: number; hits: SearchHit[] }
  | { id: number; reply: ExtractiveReply }
  | { id: number; error: string };
