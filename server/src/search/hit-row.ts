// A hit as the three engines (SQLite FTS5 in-process and in the search threads, PostgreSQL) read
// it from search_chunks with its score, and the SearchHit the rest of the app sees.
import type { SearchHit } from './search-index.js';

export interface HitRow {
  id: string;
  file_id: string;
  filename: string;
  page: number | null;
  text: string;
  score: number;
}

export function toSearchHit(row: HitRow): SearchHit {
  return {
    chunkId: row.id,
    fileId: row.file_id,
    filename: row.filename,
    page: row.page,
    text: row.text,
    score: row.score,
  };
}
