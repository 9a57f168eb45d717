// Join codes (issue 11): every bot gets a short unique code students type instead of its id.
// Existing bots get one here; new bots get theirs when created (bots.service.ts).
import { sql, type Kysely } from 'kysely';
import { newJoinCode } from '../../modules/bots/join-code.js';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots ADD COLUMN join_code TEXT`.execute(db);
  const bots = await db.selectFrom('bots').select('id').execute();
  const taken = new Set<string>();
  for (const bot of bots) {
    let code = newJoinCode();
    while (taken.has(code)) code = newJoinCode();
    taken.add(code);
    await db.updateTable('bots').set({ join_code: code }).where('id', '=', bot.id).execute();
  }
  await db.schema
    .createIndex('bots_join_code_unique')
    .on('bots')
    .column('join_code')
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bots_join_code_unique').execute();
  await sql`ALTER TABLE bots DROP COLUMN join_code`.execute(db);
}
