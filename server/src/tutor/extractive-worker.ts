// Entry of the app's search worker threads: searches, and for the extractive tutor the answer
// from the hits in the same trip (the other half of a reply's CPU, docs/decisions/007).
import { serveSearches } from '../search/search-worker-loop.js';
import { extractiveReply, type ExtractiveAnswerPayload } from './extractive-offload.js';

serveSearches((payload, hits, { query, languages, termStats }) =>
  extractiveReply({ ...(payload as ExtractiveAnswerPayload), query, languages }, hits, termStats),
);
