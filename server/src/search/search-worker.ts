// Entry of a search worker thread that only searches (tests, tools). The app's threads start
// from the tutor's entry, which also writes extractive answers (tutor/extractive-worker.ts).
import { serveSearches } from './search-worker-loop.js';

serveSearches();
