import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, createBot, signUp, type Account } from '../../../test/helpers/accounts.js';

const DAY = 86_400_000;

describe('memberships', () => {
  let t: TestApp;
  let teacher: Account;
  let botId: string;
  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_MEMBERSHIP_DAYS: '30' });
    teacher = await signUp(t.app, 'teacher');
    botId = await createBot(t.app, teacher, {
      name: 'Chemistry Coach',
      subject: 'Chemistry',
      grade: '2nd Secondary',
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, who: Account) =>
    t.app.inject({ method, url, headers: bearer(who.token) });
  const request = (who: Account, id = botId) => call('POST', `/api/memberships/request/${id}`, who);
  const listForBot = (who: Account = teacher, id = botId) =>
    call('GET', `/api/memberships/bot/${id}`, who);
  const my = (who: Account) => call('GET', '/api/memberships/my', who);

  it('a student requests access: 201 with the request, and a repeat while pending is 409', async () => {
    const student = await signUp(t.app, 'student');
    const res = await request(student);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      bot_id: botId,
      bot_name: 'Chemistry Coach',
      bot_join_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/),
      status: 'pending',
      created_at: expect.stringMatching(/Z$/),
      expires_at: null,
    });
    const again = await request(student);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You have already requested access to this bot' });
  });

  it('an unknown bot id answers 404 Bot not found', async () => {
    const student = await signUp(t.app, 'student');
    const res = await request(student, 'no-such-bot');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Bot not found' });
  });

  it('the owner lists pending, accepts with an expiry of EDUBOT_MEMBERSHIP_DAYS, and a repeat is 409', async () => {
    const student = await signUp(t.app, 'student', { name: 'Laila Said' });
    const reqId = (await request(student)).json()._id;
    const pending = (await listForBot()).json().pending;
    expect(pending).toContainEqual({
      id: reqId,
      _id: reqId,
      student_id: student.user._id,
      student_name: 'Laila Said',
      student_email: student.email,
      bot_id: botId,
      status: 'pending',
      created_at: expect.any(String),
      expires_at: null,
    });
    const before = Date.now();
    const acc = await call('POST', `/api/memberships/accept/${reqId}`, teacher);
    expect(acc.statusCode).toBe(200);
    expect(acc.json()).toMatchObject({ id: reqId, status: 'accepted' });
    const expires = Date.parse(acc.json().expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(expires - before).toBeLessThanOrEqual(30 * DAY + 5000);

    const groups = (await listForBot()).json();
    expect(groups.accepted.map((m: { id: string }) => m.id)).toContain(reqId);
    expect(groups.pending.map((m: { id: string }) => m.id)).not.toContain(reqId);

    const again = await request(student);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You already have access to this bot' });
  });

  it('GET /api/memberships/my groups accepted (with bot_name), expired, others, and subscriptions', async () => {
    const student = await signUp(t.app, 'student');
    const other = await createBot(t.app, teacher, {
      name: 'History Helper',
      subject: 'History',
      grade: 'Year 9',
    });
    const third = await createBot(t.app, teacher, {
      name: 'Old Bot',
      subject: 'Art',
      grade: 'Grade 7',
    });
    const accepted = (await request(student)).json()._id;
    const pending = (await request(student, other)).json()._id;
    const expired = (await request(student, third)).json()._id;
    await call('POST', `/api/memberships/accept/${accepted}`, teacher);
    await call('POST', `/api/memberships/accept/${expired}`, teacher);
    await t.ctx.db
      .updateTable('memberships')
      .set({ expires_at: new Date(Date.now() - DAY).toISOString() })
      .where('id', '=', expired)
      .execute();

    const res = await my(student);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accepted', 'expired', 'others', 'subscriptions']);
    expect(body.accepted).toEqual([
      {
        _id: accepted,
        bot_id: botId,
        bot_name: 'Chemistry Coach',
        bot_join_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/),
        status: 'accepted',
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    expect(body.expired.map((m: { _id: string }) => m._id)).toEqual([expired]);
    expect(body.others).toEqual([
      expect.objectContaining({
        _id: pending,
        bot_id: other,
        bot_name: 'History Helper',
        bot_join_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{6}$/),
        status: 'pending',
      }),
    ]);
    expect(body.subscriptions).toEqual([
      {
        _id: botId,
        name: 'Chemistry Coach',
        subject: 'Chemistry',
        grade: '2nd Secondary',
        membership: {
          expires_at: body.accepted[0].expires_at,
          created_at: body.accepted[0].created_at,
        },
      },
    ]);

    // The teacher sees the lapsed one under expired.
    const groups = (await listForBot(teacher, third)).json();
    expect(groups.expired.map((m: { id: string }) => m.id)).toEqual([expired]);
    expect(groups.accepted).toEqual([]);

    // After expiry the student may ask again: the request starts over as pending.
    const renewed = await request(student, third);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json()).toMatchObject({ _id: expired, status: 'pending', expires_at: null });
  });

  it('reject moves the request to expired (shown as rejected); the student may then ask again', async () => {
    const student = await signUp(t.app, 'student');
    const id = (await request(student)).json()._id;
    const rej = await call('POST', `/api/memberships/reject/${id}`, teacher);
    expect(rej.statusCode).toBe(200);
    expect(rej.json()).toMatchObject({ id, status: 'rejected', expires_at: null });
    const groups = (await listForBot()).json();
    expect(groups.expired).toContainEqual(expect.objectContaining({ id, status: 'rejected' }));
    expect((await my(student)).json().others).toContainEqual(
      expect.objectContaining({ _id: id, status: 'rejected' }),
    );
    // No access while rejected.
    expect((await call('GET', `/api/bots/${botId}`, student)).statusCode).toBe(404);
    const again = await request(student);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ _id: id, status: 'pending' });
  });

  it('accept and reject of a foreign or unknown request answer 404 Request not found', async () => {
    const student = await signUp(t.app, 'student');
    const id = (await request(student)).json()._id;
    const stranger = await signUp(t.app, 'teacher');
    for (const action of ['accept', 'reject']) {
      for (const target of [id, 'no-such-request']) {
        const res = await call('POST', `/api/memberships/${action}/${target}`, stranger);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Request not found' });
      }
    }
    // Untouched by the stranger's attempts.
    expect((await listForBot()).json().pending).toContainEqual(expect.objectContaining({ id }));
  });

  it("only the owner lists a bot's requests", async () => {
    const stranger = await signUp(t.app, 'teacher');
    const res = await listForBot(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Bot not found' });
  });

  it("defaults student_name to 'Unknown Student' when the name is blank", async () => {
    const student = await signUp(t.app, 'student');
    const id = (await request(student)).json()._id;
    await t.ctx.db
      .updateTable('users')
      .set({ name: ' ' })
      .where('id', '=', student.user._id)
      .execute();
    const row = (await listForBot()).json().pending.find((m: { id: string }) => m.id === id);
    expect(row.student_name).toBe('Unknown Student');
  });

  it('a teacher has no memberships of their own', async () => {
    expect((await my(teacher)).json()).toEqual({
      accepted: [],
      expired: [],
      others: [],
      subscriptions: [],
    });
  });

  it('parallel first requests from one student create exactly one', async () => {
    const student = await signUp(t.app, 'student');
    const results = await Promise.all([request(student), request(student), request(student)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
