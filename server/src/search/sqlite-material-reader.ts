// StudyMaterialReader over the search tables (search_chunks), read-only. The chunk ordinal is
// the reading order within a file; (bot_id, file_id) is indexed, so each call reads one file.
// search_chunks has the same columns on PostgreSQL, and this SQL is read alike by both engines.
import { sql, type Kysely } from 'kysely';
import type { MaterialChunk, MaterialDocument, StudyMaterialReader } from './material-reader.js';
import { PerBotCache, type BotIndexVersions } from './bot-index-versions.js';

interface ChunkRow {
  id: string;
  file_id: string;
  filename: string;
  page: number | null;
  text: string;
}

export class SqliteMaterialReader implements StudyMaterialReader {
  private readonly documentLists: PerBotCache<readonly MaterialDocument[]> | null;

  constructor(
    // Kysely<any>: the search tables are not in the app's Database type (see SqliteFtsIndex).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    private readonly db: Kysely<any>,
    /**
     * The index's versions when every write to the search tables goes through one index in this
     * process (SQLite): the list of documents is then read once per version (docs/decisions/093).
     * Reading it groups every chunk of the bot, and the tutor asks for it on most "what is X?".
     */
    versions?: BotIndexVersions,
  ) {
    this.documentLists = versions ? new PerBotCache(versions) : null;
  }

  async documents(botId: string): Promise<MaterialDocument[]> {
    const list = this.documentLists
      ? await this.documentLists.get(botId, () => this.readDocuments(botId))
      : await this.readDocuments(botId);
    // Callers own what they get.
    return list.map((d) => ({ ...d }));
  }

  private async readDocuments(botId: string): Promise<MaterialDocument[]> {
    const result = await sql<{
      file_id: string;
      filename: string;
      pages: number | null;
      chunks: number;
    }>`
      SELECT file_id, filename, MAX(page) AS pages, COUNT(*) AS chunks, MIN(seq) AS first
      FROM search_chunks
      WHERE bot_id = ${botId}
      GROUP BY file_id, filename
      ORDER BY first`.execute(this.db);
    return result.rows.map((r) => ({
      fileId: r.file_id,
      filename: r.filename,
      pages: r.pages ?? 0,
      chunks: r.chunks,
    }));
  }

  async documentChunks(
    botId: string,
    document: Pick<MaterialDocument, 'fileId' | 'filename'>,
    options: { page?: number; limit: number },
  ): Promise<MaterialChunk[]> {
    const limit = Math.max(1, Math.floor(options.limit));
    let rows: ChunkRow[];
    if (options.page !== undefined) {
      rows = (
        await sql<ChunkRow>`
          SELECT id, file_id, filename, page, text FROM search_chunks
          WHERE bot_id = ${botId} AND file_id = ${document.fileId}
            AND filename = ${document.filename} AND page = ${options.page}
          ORDER BY ordinal
          LIMIT ${limit}`.execute(this.db)
      ).rows;
    } else {
      // Every step-th chunk, so a 500-page book gives `limit` chunks spread over all of it.
      const count = await sql<{ n: number }>`
        SELECT COUNT(*) AS n FROM search_chunks
        WHERE bot_id = ${botId} AND file_id = ${document.fileId} AND filename = ${document.filename}`.execute(
        this.db,
      );
      const step = Math.max(1, Math.ceil((count.rows[0]?.n ?? 0) / limit));
      rows = (
        await sql<ChunkRow>`
          SELECT id, file_id, filename, page, text FROM (
            SELECT id, file_id, filename, page, text, ordinal,
                   ROW_NUMBER() OVER (ORDER BY ordinal) - 1 AS position
            FROM search_chunks
            WHERE bot_id = ${botId} AND file_id = ${document.fileId} AND filename = ${document.filename}
          ) AS spread
          WHERE position % ${step} = 0
          ORDER BY ordinal
          LIMIT ${limit}`.execute(this.db)
      ).rows;
    }
    return rows.map((r) => ({
      chunkId: r.id,
      fileId: r.file_id,
      filename: r.filename,
      page: r.page,
      text: r.text,
    }));
  }
}
