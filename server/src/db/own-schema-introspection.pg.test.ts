// The migrator's view of PostgreSQL is its own schema: another schema's tables are not listed,
// and a schema dropped by another app cannot fail this one's migration (the suite's parallel
// workers each drop their test schemas while others start). Runs in the PostgreSQL pass.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from './database.js';
import { openPostgresDatabase } from './postgres.js';
import { withOwnSchemaIntrospection } from './own-schema-introspection.js';
import {
  createTestSchema,
  dropTestSchema,
  testDatabaseUrl,
} from '../../test/helpers/test-database.js';

const url = testDatabaseUrl();

describe.skipIf(!url)('migrations see only their own schema', () => {
  let mine: string;
  let other: string;
  let db: Db;
  beforeAll(async () => {
    mine = await createTestSchema(url!);
    other = await createTestSchema(url!);
    db = openPostgresDatabase(url!, { schema: mine });
  });
  afterAll(async () => {
    await db.destroy();
    await dropTestSchema(url!, mine);
    await dropTestSchema(url!, other);
  });

  it('lists its own tables and schema only', async () => {
    const admin = openPostgresDatabase(url!);
    try {
      await sql`CREATE TABLE ${sql.id(other, 'kysely_migration')} (name text)`.execute(admin);
    } finally {
      await admin.destroy();
    }
    const seen = withOwnSchemaIntrospection(db, mine).introspection;
    expect(await seen.getSchemas()).toEqual([{ name: mine }]);
    expect(await seen.getTables()).toEqual([]);

    await migrateToLatest(db);
    const tables = (await seen.getTables()).map((t) => t.name);
    expect(tables).toContain('kysely_migration');
    expect(tables).toContain('bots');
    expect(new Set((await seen.getTables()).map((t) => t.schema))).toEqual(new Set([mine]));
  });

  it('migrates while other schemas are being dropped and made again', async () => {
    // Another app's schema with tables, dropped and made again while this one migrates.
    const admin = openPostgresDatabase(url!);
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const schema = await createTestSchema(url!);
        for (let i = 0; i < 20; i++)
          await sql`CREATE TABLE ${sql.id(schema, `t${i}`)} (id serial primary key, v text)`.execute(
            admin,
          );
        await dropTestSchema(url!, schema);
      }
    })();
    try {
      const fresh = await createTestSchema(url!);
      const next = openPostgresDatabase(url!, { schema: fresh });
      try {
        for (let i = 0; i < 10; i++) await migrateToLatest(next);
        const names = await withOwnSchemaIntrospection(next, fresh).introspection.getTables();
        expect(names.map((t) => t.name)).toContain('bots');
      } finally {
        await next.destroy();
        await dropTestSchema(url!, fresh);
      }
    } finally {
      churning = false;
      await churn;
      await admin.destroy();
    }
  });
});
