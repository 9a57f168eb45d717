// A search worker entry for tests whose answer step returns the term statistics the thread
// counted, so a test can compare them with the in-process index (search/fts-reader.ts).
import { serveSearches } from '../../src/search/search-worker-loop.js';

serveSearches((_payload, _hits, { termStats }) => termStats);
