// The stored glossary (migration 004-xlang-glossary): one row per mined entry, keyed by bot and
// file. Repository-style: the only glossary file with SQL. Kysely<any> like the search index:
// the app's Database type does not list this table, which only this repository touches.
import type { Kysely } from 'kysely';
import type { GlossaryEntry, GlossaryKind } from './mine-glossary.js';

interface GlossaryEntriesTable {
  seq: number | null;
  bot_id: string;
  file_id: string;
  page: number | null;
  arabic: string;
  english: string;
  kind: GlossaryKind;
}

type Db = Kysely<{ glossary_entries: GlossaryEntriesTable; files: { id: string; bot_id: string } }>;

export interface StoredGlossaryEntry extends GlossaryEntry {
  fileId: string;
}

/** Changes whenever a file's entries are replaced or removed (a cache key). */
export interface GlossaryVersion {
  count: number;
  lastSeq: number;
}

const INSERT_BATCH = 200;

export class GlossaryRepository {
  private readonly db: Db;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(db: Kysely<any>) {
    this.db = db as Db;
  }

  /** Replaces the file's entries; writes nothing when the file was deleted meanwhile. */
  async replaceFile(
    botId: string,
    fileId: string,
    entries: readonly GlossaryEntry[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('glossary_entries').where('file_id', '=', fileId).execute();
      const file = await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', fileId)
        .where('bot_id', '=', botId)
        .executeTakeFirst();
      if (!file) return;
      for (let start = 0; start < entries.length; start += INSERT_BATCH) {
        await trx
          .insertInto('glossary_entries')
          .values(
            entries.slice(start, start + INSERT_BATCH).map((e) => ({
              bot_id: botId,
              file_id: fileId,
              page: e.page,
              arabic: e.arabic,
              english: e.english,
              kind: e.kind,
            })),
          )
          .execute();
      }
    });
  }

  async removeFile(fileId: string): Promise<void> {
    await this.db.deleteFrom('glossary_entries').where('file_id', '=', fileId).execute();
  }

  async version(botId: string): Promise<GlossaryVersion> {
    const row = await this.db
      .selectFrom('glossary_entries')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('seq').as('lastSeq')])
      .where('bot_id', '=', botId)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), lastSeq: Number(row?.lastSeq ?? 0) };
  }

  async listForBot(botId: string): Promise<StoredGlossaryEntry[]> {
    const rows = await this.db
      .selectFrom('glossary_entries')
      .select(['file_id', 'page', 'arabic', 'english', 'kind'])
      .where('bot_id', '=', botId)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({
      fileId: r.file_id,
      page: r.page,
      arabic: r.arabic,
      english: r.english,
      kind: r.kind,
    }));
  }
}
