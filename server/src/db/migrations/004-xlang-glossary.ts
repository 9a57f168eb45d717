// Per-bot bilingual glossary mined from each study file at indexing time
// (tutor/glossary/mine-glossary.ts). Keyed by bot and file: deleting a file or a bot removes
// its entries through the foreign keys.
import type { Kysely } from 'kysely';
import { autoIncrementKey } from './portable.js';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('glossary_entries')
    .addColumn('seq', 'integer', autoIncrementKey(db))
    .addColumn('bot_id', 'text', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('page', 'integer')
    .addColumn('arabic', 'text', (c) => c.notNull())
    .addColumn('english', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('glossary_entries_bot_file_idx')
    .on('glossary_entries')
    .columns(['bot_id', 'file_id'])
    .execute();
  await db.schema
    .createIndex('glossary_entries_file_idx')
    .on('glossary_entries')
    .column('file_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('glossary_entries').ifExists().execute();
}
