// SQL for study files. Every lookup a teacher triggers goes through the owning bot's teacher_id,
// so another teacher's file id behaves exactly like a missing one.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FilesTable } from '../../db/schema.js';

export type FileRow = Selectable<FilesTable>;

/** What the worker needs: the file and its bot's language choice. */
export interface FileJobRow extends FileRow {
  supported_languages: string;
}

export class FilesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<FilesTable>): Promise<void> {
    await this.db.insertInto('files').values(row).execute();
  }

  findOwned(fileId: string, teacherId: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files')
      .innerJoin('bots', 'bots.id', 'files.bot_id')
      .selectAll('files')
      .where('files.id', '=', fileId)
      .where('bots.teacher_id', '=', teacherId)
      .executeTakeFirst();
  }

  /** A file of this bot (any caller: access to the bot is checked before). */
  findInBot(fileId: string, botId: string): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId)
      .where('bot_id', '=', botId)
      .executeTakeFirst();
  }

  listByBot(botId: string): Promise<FileRow[]> {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('bot_id', '=', botId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  findForJob(fileId: string): Promise<FileJobRow | undefined> {
    return this.db
      .selectFrom('files')
      .innerJoin('bots', 'bots.id', 'files.bot_id')
      .selectAll('files')
      .select('bots.supported_languages')
      .where('files.id', '=', fileId)
      .executeTakeFirst();
  }

  async listIdsByStatus(status: FileRow['status']): Promise<string[]> {
    const rows = await this.db
      .selectFrom('files')
      .select('id')
      .where('status', '=', status)
      .orderBy('created_at', 'asc')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Counts one more processing run of a file still PROCESSING; its new count, or null. */
  async startAttempt(fileId: string): Promise<number | null> {
    const row = await this.db
      .updateTable('files')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', fileId)
      .where('status', '=', 'PROCESSING')
      .returning('attempts')
      .executeTakeFirst();
    return row ? row.attempts : null;
  }

  /** Finishes a file still PROCESSING; false when it was deleted (or finished) meanwhile. */
  async finish(
    fileId: string,
    update: {
      status: 'COMPLETED' | 'FAILED';
      error: string | null;
      chunkCount: number;
      at: string;
      /** The extraction that made the chunks (COMPLETED files). */
      extractionVersion?: number;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('files')
      .set({
        status: update.status,
        error: update.error,
        chunk_count: update.chunkCount,
        updated_at: update.at,
        ...(update.extractionVersion === undefined
          ? {}
          : { extraction_version: update.extractionVersion }),
      })
      .where('id', '=', fileId)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** COMPLETED files whose chunks an older extraction made, oldest first. */
  async listIdsExtractedBefore(version: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('files')
      .select('id')
      .where('status', '=', 'COMPLETED')
      .where('extraction_version', '<', version)
      .orderBy('created_at', 'asc')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Stamps a COMPLETED file re-extracted (new chunks, or kept ones); false when it is gone or no longer COMPLETED. */
  async finishReextraction(
    fileId: string,
    update: { chunkCount: number | null; extractionVersion: number; at: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('files')
      .set({
        extraction_version: update.extractionVersion,
        updated_at: update.at,
        ...(update.chunkCount === null ? {} : { chunk_count: update.chunkCount }),
      })
      .where('id', '=', fileId)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Bytes a teacher's study files take on disk; FAILED files' blobs are already deleted. */
  async storedBytes(teacherId: string): Promise<number> {
    const row = await this.db
      .selectFrom('files')
      .innerJoin('bots', 'bots.id', 'files.bot_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('files.size'), eb.lit(0)).as('bytes'))
      .where('bots.teacher_id', '=', teacherId)
      .where('files.status', '!=', 'FAILED')
      .executeTakeFirstOrThrow();
    return Number(row.bytes);
  }

  async delete(fileId: string): Promise<void> {
    await this.db.deleteFrom('files').where('id', '=', fileId).execute();
  }
}
