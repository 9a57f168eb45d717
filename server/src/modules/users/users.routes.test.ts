import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  createBot,
  signUp,
  uniqueEmail,
  type Account,
} from '../../../test/helpers/accounts.js';

describe('/api/users/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (who: Account) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(who.token) });
  const put = (who: Account, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(who.token),
      payload: payload as object,
    });

  it('GET answers the spec User fields; a teacher also gets teacher_profile with the live bot count', async () => {
    const student = await signUp(t.app, 'student', { name: 'Nour Adel' });
    const s = await get(student);
    expect(s.statusCode).toBe(200);
    expect(s.json()).toEqual({
      _id: student.user._id,
      name: 'Nour Adel',
      email: student.email,
      role: 'student',
      is_active: true,
      created_at: student.user.created_at,
    });
    const teacher = await signUp(t.app, 'teacher');
    await createBot(t.app, teacher);
    expect((await get(teacher)).json().teacher_profile).toEqual({ bot_limit: 3, current_bots: 1 });
  });

  it('PUT changes name and email (lowercased) and answers the updated user', async () => {
    const student = await signUp(t.app, 'student');
    const email = uniqueEmail('New.Address');
    const res = await put(student, {
      name: '  Karim Nabil ',
      email,
      current_password: student.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: student.user._id,
      name: 'Karim Nabil',
      email: email.toLowerCase(),
    });
    expect((await get(student)).json().email).toBe(email.toLowerCase());
    expect(res.body).not.toContain('password');
  });

  it('PUT keeping my own email in another case is fine', async () => {
    const student = await signUp(t.app, 'student');
    const res = await put(student, { name: 'Same Email', email: student.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it("PUT to another account's email answers 409 Email already registered", async () => {
    const a = await signUp(t.app, 'student');
    const b = await signUp(t.app, 'teacher');
    const res = await put(a, {
      name: 'Taken',
      email: b.email.toUpperCase(),
      current_password: a.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Email already registered' });
    expect((await get(a)).json().email).toBe(a.email);
  });

  it('PUT validates with the spec messages', async () => {
    const student = await signUp(t.app, 'student');
    const res = await put(student, { name: '', email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'name'], msg: MSG.nameRequired, type: expect.any(String) },
      { loc: ['body', 'email'], msg: MSG.emailInvalid, type: expect.any(String) },
    ]);
    const missing = await put(student, {});
    expect(missing.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      MSG.nameRequired,
      MSG.emailRequired,
    ]);
    const short = await put(student, { name: 'Ok Name', email: student.email, password: '123' });
    expect(short.json().detail[0]).toEqual({
      loc: ['body', 'password'],
      msg: MSG.passwordMin,
      type: expect.any(String),
    });
  });

  it('PUT refuses a new password under 8 characters or on the common list, with a clear message', async () => {
    const student = await signUp(t.app, 'student');
    for (const [password, msg] of [
      ['abc1234', MSG.passwordNewMin],
      ['password123', MSG.passwordCommon],
    ] as const) {
      const res = await put(student, {
        name: 'Ok Name',
        email: student.email,
        password,
        current_password: student.password,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'password'], msg });
    }
  });

  it('PUT changing email or password needs current_password: 422 without it, 403 when wrong', async () => {
    const student = await signUp(t.app, 'student');
    const changes = [
      { name: 'Same', email: uniqueEmail('moved') },
      { name: 'Same', email: student.email, password: 'a-brand-new-one' },
    ];
    for (const change of changes) {
      const missing = await put(student, change);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toEqual([
        { loc: ['body', 'current_password'], msg: MSG.currentPasswordRequired, type: 'missing' },
      ]);
      const wrong = await put(student, { ...change, current_password: 'not-my-password' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ detail: MSG.currentPasswordWrong });
    }
    // Nothing changed, and the old password still signs in.
    expect((await get(student)).json()).toEqual(student.user);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: student.password },
      remoteAddress: student.ip,
    });
    expect(login.statusCode).toBe(200);
    // A name-only edit needs no password.
    expect((await put(student, { name: 'Renamed', email: student.email })).statusCode).toBe(200);
  });

  it('PUT never sets role, is_active, teacher_profile or ids (422, nothing changed)', async () => {
    const student = await signUp(t.app, 'student');
    for (const extra of [
      { role: 'teacher' },
      { is_active: false },
      { teacher_profile: { bot_limit: 100, current_bots: 0 } },
      { _id: 'other' },
    ]) {
      const res = await put(student, { name: 'Sneaky', email: student.email, ...extra });
      expect(res.statusCode).toBe(422);
    }
    expect((await get(student)).json()).toEqual(student.user);
  });
});
