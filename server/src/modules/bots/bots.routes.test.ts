import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { insertFileRecords } from '../../../test/helpers/study-files.js';
import {
  bearer,
  createBot,
  createBotBody,
  enrolledClass,
  grantAccess,
  signUp,
  type Account,
} from '../../../test/helpers/accounts.js';
import { nowIso } from '../../lib/clock.js';

describe('bots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (who: Account, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: bearer(who.token),
      payload: payload as object,
    });
  const me = async (who: Account) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(who.token) })
    ).json();

  it('POST /api/bots answers 201 with the bare id as a JSON string, trimmed fields stored', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const res = await post(teacher, createBotBody({ name: '  Algebra Bot  ', subject: ' Math ' }));
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const id = res.json();
    expect(typeof id).toBe('string');
    expect(res.body).toBe(JSON.stringify(id));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bots/teacher/me',
      headers: bearer(teacher.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        _id: id,
        name: 'Algebra Bot',
        grade: 'Grade 10',
        subject: 'Math',
        supported_languages: ['Arabic - English'],
        created_at: expect.stringMatching(/Z$/),
        join_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/),
        files: { total: 0, processing: 0, completed: 0, failed: 0 },
        is_active: true,
        daily_message_quota: null,
        instructions: {
          welcome: '',
          starter_questions: [],
          tone: 'friendly',
          homework_mode: false,
        },
      },
    ]);
  });

  it('GET /api/bots/teacher/me lists only my bots, oldest first', async () => {
    const a = await signUp(t.app, 'teacher');
    const b = await signUp(t.app, 'teacher');
    const first = await createBot(t.app, a, { name: 'First' });
    const second = await createBot(t.app, a, {
      name: 'Second',
      supported_languages: ['Only Arabic', 'Arabic - French'],
    });
    await createBot(t.app, b, { name: 'Not mine' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/bots/teacher/me', headers: bearer(a.token) })
    ).json();
    expect(list.map((x: { _id: string }) => x._id)).toEqual([first, second]);
    expect(list[1].supported_languages).toEqual(['Only Arabic', 'Arabic - French']);
  });

  it('answers the spec validation messages at their fields', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const empty = await post(teacher, {});
    expect(empty.statusCode).toBe(422);
    expect(
      Object.fromEntries(
        empty.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc[1], d.msg]),
      ),
    ).toEqual({
      name: MSG.botNameRequired,
      subject: MSG.subjectRequired,
      grade: MSG.gradeRequired,
      supported_languages: MSG.languagesRequired,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', MSG.botNameRequired],
      [{ name: 'A' }, 'name', MSG.botNameMin],
      [{ subject: '  ' }, 'subject', MSG.subjectRequired],
      [{ grade: '' }, 'grade', MSG.gradeRequired],
      [{ grade: 'Grade 99' }, 'grade', MSG.gradeRequired],
      [{ supported_languages: [] }, 'supported_languages', MSG.languagesRequired],
    ];
    for (const [override, field, msg] of cases) {
      const res = await post(teacher, createBotBody(override));
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toContainEqual(
        expect.objectContaining({ loc: ['body', field], msg }),
      );
    }
    const unknown = await post(teacher, createBotBody({ teacher_id: 'someone-else' }));
    expect(unknown.statusCode).toBe(422);
  });

  it('enforces bot_limit with 403 and keeps current_bots equal to the real count', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createBot(t.app, teacher, { name: `Bot ${i}` }));
    expect((await me(teacher)).teacher_profile).toEqual({ bot_limit: 3, current_bots: 3 });
    const fourth = await post(teacher, createBotBody());
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().detail).toMatch(/Bot limit reached/);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/bots/${ids[0]}`,
      headers: bearer(teacher.token),
    });
    expect(del.statusCode).toBe(204);
    expect((await me(teacher)).teacher_profile).toEqual({ bot_limit: 3, current_bots: 2 });
    expect((await post(teacher, createBotBody())).statusCode).toBe(201);
  });

  it('parallel creates cannot pass the limit', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(teacher, createBotBody({ name: `Race ${i}` }))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
  });

  it('GET /api/bots/{id}: owner yes, accepted student yes, pending/expired/other student 404', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    const get = (who: Account) =>
      t.app.inject({ method: 'GET', url: `/api/bots/${botId}`, headers: bearer(who.token) });
    const owner = await get(teacher);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({
      _id: botId,
      name: 'Physics Helper',
      subject: 'Physics',
      grade: 'Grade 10',
    });

    const stranger = await signUp(t.app, 'student');
    expect((await get(stranger)).statusCode).toBe(404);
    expect((await get(stranger)).json()).toEqual({ detail: 'Bot not found' });

    const pending = await signUp(t.app, 'student');
    await t.app.inject({
      method: 'POST',
      url: `/api/memberships/request/${botId}`,
      headers: bearer(pending.token),
    });
    expect((await get(pending)).statusCode).toBe(404);

    const member = await signUp(t.app, 'student');
    const membershipId = await grantAccess(t.app, teacher, member, botId);
    expect((await get(member)).json()).toEqual(owner.json());

    // Once the membership is past its expiry, the bot disappears for that student.
    await t.ctx.db
      .updateTable('memberships')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', membershipId)
      .execute();
    expect((await get(member)).statusCode).toBe(404);
  });

  it('DELETE /api/bots/{id} cascades memberships, files and chats, and runs cleanup hooks', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    const now = nowIso();
    await insertFileRecords(t.ctx, [{ id: 'f-' + botId, botId, filename: 'a.pdf' }]);
    await t.ctx.db
      .insertInto('chats')
      .values({
        id: 'c-' + botId,
        bot_id: botId,
        user_id: student.user._id,
        title: 'Q',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const seen: string[] = [];
    t.ctx.botHooks.beforeDelete.push(async (id) => {
      const files = await t.ctx.db
        .selectFrom('files')
        .select('id')
        .where('bot_id', '=', id)
        .execute();
      seen.push(`before:${id}:${files.length}`);
    });
    t.ctx.botHooks.afterDelete.push(async (id) => {
      seen.push(`after:${id}`);
    });
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/bots/${botId}`,
        headers: bearer(teacher.token),
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    } finally {
      t.ctx.botHooks.beforeDelete.pop();
      t.ctx.botHooks.afterDelete.pop();
    }
    expect(seen).toEqual([`before:${botId}:1`, `after:${botId}`]);
    for (const table of ['memberships', 'files', 'chats'] as const) {
      const rows = await t.ctx.db
        .selectFrom(table)
        .select('id')
        .where('bot_id', '=', botId)
        .execute();
      expect(rows).toEqual([]);
    }
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/bots/${botId}`,
      headers: bearer(teacher.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Bot not found' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/memberships/my',
      headers: bearer(student.token),
    });
    expect(mine.json().accepted).toEqual([]);
  });
});
