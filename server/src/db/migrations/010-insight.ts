// Teacher insight and classroom control (issue 10): bot controls (active flag, per-student daily
// quota, instructions), what each bot reply was (answered, declined, ...), students' feedback
// on replies, safety alerts, and a per-minute record of the server being up.
import { sql, type Kysely } from 'kysely';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1`.execute(db);
  await sql`ALTER TABLE bots ADD COLUMN daily_message_quota INTEGER`.execute(db);
  await sql`ALTER TABLE bots ADD COLUMN instructions TEXT`.execute(db);
  // Bot messages only: 'answered' | 'declined' | 'study' | 'flagged'; null for older rows.
  await sql`ALTER TABLE messages ADD COLUMN outcome TEXT`.execute(db);

  await db.schema
    .createTable('message_feedback')
    .addColumn('message_id', 'text', (c) =>
      c.primaryKey().references('messages.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('helpful', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('safety_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bot_id', 'text', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) =>
      c.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** JSON array of SafetyCategory. */
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('safety_alerts_bot_idx')
    .on('safety_alerts')
    .columns(['bot_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('uptime_minutes')
    .addColumn('minute', 'text', (c) => c.primaryKey())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uptime_minutes').ifExists().execute();
  await db.schema.dropTable('safety_alerts').ifExists().execute();
  await db.schema.dropTable('message_feedback').ifExists().execute();
  await sql`ALTER TABLE messages DROP COLUMN outcome`.execute(db);
  await sql`ALTER TABLE bots DROP COLUMN instructions`.execute(db);
  await sql`ALTER TABLE bots DROP COLUMN daily_message_quota`.execute(db);
  await sql`ALTER TABLE bots DROP COLUMN is_active`.execute(db);
}
