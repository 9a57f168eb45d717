// Join codes (issue 11): every bot has one, a student may type it in any case, old bots get one
// from migration 008.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, createBot, signUp } from '../../../test/helpers/accounts.js';
import { openSqliteDatabase } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';
import { asJoinCode, JOIN_CODE_ALPHABET, newJoinCode } from '../bots/join-code.js';

const CODE = /^[2-9A-HJ-NP-Z]{6}$/;

describe('join codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = (token: string, codeOrId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/memberships/request/${encodeURIComponent(codeOrId)}`,
      headers: bearer(token),
    });

  it('the alphabet has no look-alikes and codes use only it', () => {
    for (const c of '01OI') expect(JOIN_CODE_ALPHABET).not.toContain(c);
    for (let i = 0; i < 200; i++) expect(newJoinCode()).toMatch(CODE);
    expect(asJoinCode(' k7m-q4p ')).toBe('K7MQ4P');
    expect(asJoinCode('K7MQ4O')).toBeNull();
    expect(asJoinCode('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it("the bot's JSON carries a unique join_code, in the list and the single view", async () => {
    const teacher = await signUp(t.app, 'teacher');
    const ids = [await createBot(t.app, teacher), await createBot(t.app, teacher, { name: 'Two' })];
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/bots/teacher/me',
        headers: bearer(teacher.token),
      })
    ).json<{ _id: string; join_code: string }[]>();
    // Both bots, whatever their order: two bots made in the same millisecond may list either way.
    expect(list.map((b) => b._id).sort()).toEqual([...ids].sort());
    for (const b of list) expect(b.join_code).toMatch(CODE);
    expect(new Set(list.map((b) => b.join_code)).size).toBe(2);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/bots/${ids[0]}`,
      headers: bearer(teacher.token),
    });
    expect(one.json().join_code).toBe(list[0]!.join_code);
  });

  it('a student asks for access with the code in lower case, with a dash, or with the id', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    const code = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bots/${botId}`,
        headers: bearer(teacher.token),
      })
    ).json<{ join_code: string }>().join_code;

    const lower = await signUp(t.app, 'student');
    const res = await request(lower.token, code.toLowerCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bot_id: botId, bot_join_code: code, status: 'pending' });

    const dashed = await signUp(t.app, 'student');
    expect((await request(dashed.token, `${code.slice(0, 3)}-${code.slice(3)}`)).statusCode).toBe(
      201,
    );
    const byId = await signUp(t.app, 'student');
    expect((await request(byId.token, botId)).statusCode).toBe(201);
    // Twice with the code: the same duplicate rule as with the id.
    expect((await request(lower.token, code)).statusCode).toBe(409);

    const requests = (
      await t.app.inject({
        method: 'GET',
        url: `/api/memberships/bot/${botId}`,
        headers: bearer(teacher.token),
      })
    ).json<{ pending: { student_id: string }[] }>();
    expect(requests.pending.map((r) => r.student_id).sort()).toEqual(
      [lower.user._id, dashed.user._id, byId.user._id].sort(),
    );
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/memberships/my',
        headers: bearer(lower.token),
      })
    ).json<{ others: { bot_join_code: string }[] }>();
    expect(mine.others[0]!.bot_join_code).toBe(code);
  });

  it('an unknown code, or the 8-character short id, answers 404 Bot not found', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    const student = await signUp(t.app, 'student');
    let unknown = newJoinCode();
    const taken = await t.ctx.db.selectFrom('bots').select('join_code').execute();
    while (taken.some((b) => b.join_code === unknown)) unknown = newJoinCode();
    for (const attempt of [unknown, botId.slice(0, 8)]) {
      const res = await request(student.token, attempt);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Bot not found' });
    }
  });
});

describe('migration 008 gives existing bots a join code', () => {
  it('backfills distinct codes and keeps them unique', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-joincode-'));
    const db = openSqliteDatabase(path.join(dir, 'db.sqlite'));
    try {
      const provider: MigrationProvider = { getMigrations: async () => migrations };
      const migrator = new Migrator({ db, provider });
      expect((await migrator.migrateTo('007-extract-version')).error).toBeUndefined();
      const now = new Date().toISOString();
      await db
        .insertInto('users')
        .values({
          id: 'u1',
          name: 'T',
          email: 't@x.example',
          password_hash: 'x',
          role: 'teacher',
          is_active: 1,
          bot_limit: 50,
          token_version: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (let i = 0; i < 30; i++) {
        // Raw SQL: the table as it was before migration 008 (no join_code column yet).
        await sql`INSERT INTO bots (id, teacher_id, name, subject, grade, supported_languages, created_at)
          VALUES (${`b${i}`}, 'u1', ${`B${i}`}, 'S', 'Grade 1', '[]', ${now})`.execute(db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const codes = (await db.selectFrom('bots').select('join_code').execute()).map(
        (b) => b.join_code,
      );
      expect(codes).toHaveLength(30);
      for (const c of codes) expect(c).toMatch(CODE);
      expect(new Set(codes).size).toBe(30);
      // Another bot's code, by id: the codes above come in the unique index's order, and the
      // first of them is b1's own about one run in thirty.
      const b0 = await db
        .selectFrom('bots')
        .select('join_code')
        .where('id', '=', 'b0')
        .executeTakeFirstOrThrow();
      await expect(
        db.updateTable('bots').set({ join_code: b0.join_code }).where('id', '=', 'b1').execute(),
      ).rejects.toThrow(/UNIQUE/);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
