import { sql, type Kysely } from 'kysely';
import { autoIncrementKey, bigIntegerType } from './portable.js';

// Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('student', 'teacher')`))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bot_limit', 'integer')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('teacher_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('supported_languages', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bots_teacher_idx').on('bots').column('teacher_id').execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bot_id', 'text', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('expires_at', 'text')
    .addUniqueConstraint('memberships_student_bot_unique', ['student_id', 'bot_id'])
    .execute();
  await db.schema.createIndex('memberships_bot_idx').on('memberships').column('bot_id').execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bot_id', 'text', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('size', bigIntegerType(db), (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PROCESSING', 'COMPLETED', 'FAILED')`),
    )
    .addColumn('error', 'text')
    .addColumn('chunk_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_bot_idx').on('files').column('bot_id').execute();
  await db.schema.createIndex('files_status_idx').on('files').column('status').execute();

  await db.schema
    .createTable('chats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bot_id', 'text', (c) => c.notNull().references('bots.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chats_bot_user_idx')
    .on('chats')
    .columns(['bot_id', 'user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('seq', 'integer', autoIncrementKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('user', 'bot')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text')
    .addColumn('image_mime', 'text')
    .addColumn('image_description', 'text')
    .addColumn('sources', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_chat_idx')
    .on('messages')
    .columns(['chat_id', 'seq'])
    .execute();
}
