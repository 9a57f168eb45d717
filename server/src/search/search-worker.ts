// Entry of one search worker thread (search-worker-pool.ts). It owns a READ-ONLY connection to
// the app's WAL database file, so its queries run beside the main thread's writes; writes never
// happen here. With the extractive tutor it also writes the answer (tutor/extractive-offload.ts),
// the other half of a reply's CPU. One request at a time: better-sqlite3 is synchronous, and the pool spreads
// requests over threads.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { extractiveReply } from '../tutor/extractive-offload.js';
import { FtsReader } from './fts-reader.js';
import type { SearchRequest, SearchResponse, SearchWorkerData } from './search-worker-protocol.js';

const data = workerData as SearchWorkerData;
const sqlite = new SQLite(data.file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
const reader = new FtsReader(sqlite, data.tuning);

parentPort!.on('message', (request: SearchRequest) => {
  let response: SearchResponse;
  try {
    const hits = reader.search(request.botId, request.query, {
      limit: request.limit,
      languages: request.languages,
    });
    response = request.answer
      ? {
          id: request.id,
          reply: extractiveReply(
            { ...request.answer, query: request.query, languages: request.languages },
            hits,
            reader.termStats(request.botId, request.query, request.languages),
          ),
        }
      : { id: request.id, hits };
  } catch (err) {
    response = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(response);
});

parentPort!.postMessage('ready');
