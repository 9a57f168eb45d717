// The loop of one search worker thread (search-worker-pool.ts). It owns a READ-ONLY connection to
// the app's WAL database file, so its queries run beside the main thread's writes; writes never
// happen here. One request at a time: better-sqlite3 is synchronous, and the pool spreads
// requests over threads. A worker entry may add an answer step that turns the hits into a reply
// in the same trip (the tutor's entry does, tutor/extractive-worker.ts); search knows nothing of it.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { FtsReader } from './fts-reader.js';
import type { LanguageCode } from './language-codes.js';
import type { SearchHit } from './search-index.js';
import type {
  ForgetBotMessage,
  SearchRequest,
  SearchResponse,
  SearchWorkerData,
} from './search-worker-protocol.js';
import type { TermStats } from './term-stats.js';

export interface AnswerContext {
  query: string;
  languages: readonly LanguageCode[];
  termStats: TermStats;
}

/** Turns the hits of a request that carries an answer payload into the reply sent back. */
export type AnswerStep = (payload: unknown, hits: SearchHit[], context: AnswerContext) => unknown;

export function serveSearches(answer?: AnswerStep): void {
  const data = workerData as SearchWorkerData;
  const sqlite = new SQLite(data.file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const reader = new FtsReader(sqlite, data.tuning);

  parentPort!.on('message', (request: SearchRequest | ForgetBotMessage) => {
    if ('forget' in request) {
      reader.forget(request.forget);
      return;
    }
    let response: SearchResponse;
    try {
      const options = { limit: request.limit, languages: request.languages };
      if (request.answer === undefined) {
        response = { id: request.id, hits: reader.search(request.botId, request.query, options) };
      } else {
        if (!answer) throw new Error('This search worker has no answer step');
        const { hits, termStats } = reader.searchWithStats(request.botId, request.query, options);
        const context = { query: request.query, languages: request.languages, termStats };
        response = { id: request.id, reply: answer(request.answer, hits, context) };
      }
    } catch (err) {
      response = { id: request.id, error: err instanceof Error ? err.message : String(err) };
    }
    parentPort!.postMessage(response);
  });

  parentPort!.postMessage('ready');
}
