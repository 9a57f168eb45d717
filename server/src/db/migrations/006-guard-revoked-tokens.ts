// Tokens ended by POST /api/auth/logout (issue 8), by the SHA-256 of the token, until they
// would have expired anyway.
import type { Kysely } from 'kysely';
import { bigIntegerType } from './portable.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', bigIntegerType(db), (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').ifExists().execute();
}
