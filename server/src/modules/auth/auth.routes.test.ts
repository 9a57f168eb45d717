import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { nextIp, registerBody, signUp, uniqueEmail } from '../../../test/helpers/accounts.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: unknown, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('creates a teacher with the spec profile defaults and never returns the password', async () => {
    const body = registerBody('teacher', { email: uniqueEmail('Mixed.Case') });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      _id: expect.any(String),
      name: 'Amal Hassan',
      email: String(body.email).toLowerCase(),
      role: 'teacher',
      is_active: true,
      created_at: expect.stringMatching(ISO),
      teacher_profile: { bot_limit: 3, current_bots: 0 },
    });
    expect(res.body).not.toContain('secret-pass');
    expect(res.body).not.toContain('password');
  });

  it('creates a teacher without teacher_profile in the payload with the same defaults', async () => {
    const { teacher_profile: _omit, ...body } = registerBody('teacher');
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().teacher_profile).toEqual({ bot_limit: 3, current_bots: 0 });
  });

  it('creates a student without a teacher profile', async () => {
    const res = await register(registerBody('student'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('teacher_profile');
    expect(res.json().role).toBe('student');
  });

  it('stores the password as an Argon2id hash', async () => {
    const body = registerBody('student');
    await register(body);
    const row = await t.ctx.usersRepository.findByEmail(String(body.email));
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row?.password_hash).not.toContain('secret-pass');
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const body = registerBody('student');
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: String(body.email).toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Email already registered' });
  });

  it('answers each spec validation message at its field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string; type: string }[];
    const byField = Object.fromEntries(detail.map((d) => [d.loc[1], d.msg]));
    expect(byField).toEqual({
      name: MSG.fullNameRequired,
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
      role: MSG.roleRequired,
    });
    for (const d of detail) {
      expect(d.loc[0]).toBe('body');
      expect(typeof d.type).toBe('string');
    }
  });

  it.each([
    [{ name: 'A' }, 'name', MSG.nameMin],
    [{ name: '   ' }, 'name', MSG.fullNameRequired],
    [{ email: '' }, 'email', MSG.emailRequired],
    [{ email: 'not-an-email' }, 'email', MSG.emailInvalid],
    [{ password: '' }, 'password', MSG.passwordRequired],
    [{ password: '12345' }, 'password', MSG.passwordMin],
    [{ password: 'abc1234' }, 'password', MSG.passwordNewMin],
    [{ password: '123456' }, 'password', MSG.passwordNewMin],
    [{ password: '12345678' }, 'password', MSG.passwordCommon],
    [{ password: 'Password1' }, 'password', MSG.passwordCommon],
    [{ role: 'admin' }, 'role', MSG.roleRequired],
    [{ role: 'TEACHERS' }, 'role', MSG.roleRequired],
  ])('rejects %j with 422 at %s', async (override, field, msg) => {
    const res = await register(registerBody('student', override));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(
      expect.objectContaining({ loc: ['body', field], msg }),
    );
  });

  it('rejects unknown fields: no mass assignment of is_active, ids or anything else', async () => {
    for (const extra of [
      { is_active: false },
      { _id: 'mine' },
      { token_version: 9 },
      { admin: true },
    ]) {
      const res = await register(registerBody('student', extra));
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].msg).toMatch(/^Unknown field/);
    }
  });

  it('does not let a student gain a teacher profile', async () => {
    const res = await register(
      registerBody('student', { teacher_profile: { bot_limit: 3, current_bots: 0 } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'teacher_profile'] }),
    );
  });

  it('does not let a teacher choose a bigger bot limit', async () => {
    const res = await register(
      registerBody('teacher', { teacher_profile: { bot_limit: 100, current_bots: 0 } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'teacher_profile', 'bot_limit']);
  });
});

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('answers the token, bearer type, the user and a top-level role', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const res = await login({ email: teacher.email, password: teacher.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'role', 'token_type', 'user']);
    expect(body.token_type).toBe('bearer');
    expect(body.role).toBe('teacher');
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.user).toEqual(teacher.user);
    expect(body.user.teacher_profile).toEqual({ bot_limit: 3, current_bots: 0 });
    expect(res.body).not.toContain('password');
  });

  it('accepts the email in any case', async () => {
    const student = await signUp(t.app, 'student');
    const res = await login({ email: student.email.toUpperCase(), password: student.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('student');
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const student = await signUp(t.app, 'student');
    const wrong = await login({ email: student.email, password: 'not-the-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
  });

  it('answers spec validation messages with 422', async () => {
    const res = await login({ email: 'bad', password: '123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'email'], msg: MSG.emailInvalid, type: expect.any(String) },
      { loc: ['body', 'password'], msg: MSG.passwordMin, type: expect.any(String) },
    ]);
    const empty = await login({});
    expect(empty.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      MSG.emailRequired,
      MSG.passwordRequired,
    ]);
  });

  it('refuses a deactivated account even with the right password', async () => {
    const student = await signUp(t.app, 'student');
    await t.ctx.usersRepository.update(student.user._id, { is_active: 0 });
    const res = await login({ email: student.email, password: student.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This account is deactivated' });
  });
});
