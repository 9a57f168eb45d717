import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { nextIp, registerBody, signUp, uniqueEmail } from '../../test/helpers/accounts.js';
import { AccountLimiter } from './rate-limit-accounts.js';
import { LOGIN_IP_LIMIT, REGISTER_IP_LIMIT } from './rate-limit.js';

describe('AccountLimiter', () => {
  const limits = { perPair: 3, perAccount: 5, windowMs: 60_000 };

  it('blocks the (account, IP) pair after perPair failures, not other IPs', () => {
    let now = 0;
    const limiter = new AccountLimiter(limits, () => now);
    for (let i = 0; i < 3; i++) limiter.recordFailure('a@x.io', '1.1.1.1');
    expect(limiter.retryAfter('a@x.io', '1.1.1.1')).toBe(60);
    expect(limiter.retryAfter('A@X.IO', '1.1.1.1')).toBe(60);
    expect(limiter.retryAfter('a@x.io', '2.2.2.2')).toBeUndefined();
    expect(limiter.retryAfter('b@x.io', '1.1.1.1')).toBeUndefined();
    now = 60_000;
    expect(limiter.retryAfter('a@x.io', '1.1.1.1')).toBeUndefined();
  });

  it('a success clears the pair count', () => {
    const limiter = new AccountLimiter(limits, () => 0);
    limiter.recordFailure('a@x.io', 'ip');
    limiter.recordFailure('a@x.io', 'ip');
    limiter.recordSuccess('a@x.io', 'ip');
    limiter.recordFailure('a@x.io', 'ip');
    limiter.recordFailure('a@x.io', 'ip');
    expect(limiter.retryAfter('a@x.io', 'ip')).toBeUndefined();
  });

  it('blocks the account everywhere past the generous per-account ceiling', () => {
    const limiter = new AccountLimiter(limits, () => 0);
    for (let i = 0; i < 5; i++) limiter.recordFailure('a@x.io', `10.0.0.${i}`);
    expect(limiter.retryAfter('a@x.io', '10.9.9.9')).toBe(60);
  });
});

describe('sign-in and registration limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('5 wrong passwords from one IP block that IP for the account (429), not the student elsewhere', async () => {
    const student = await signUp(t.app, 'student');
    const attacker = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await login(student.email, 'wrong-guess', attacker)).statusCode).toBe(401);
    const blocked = await login(student.email, student.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Too many attempts for this account. Please try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The real student, from the classroom, still signs in.
    expect((await login(student.email, student.password, nextIp())).statusCode).toBe(200);
    // Other accounts from the attacker's IP are unaffected by this account's block.
    const classmate = await signUp(t.app, 'student');
    expect((await login(classmate.email, classmate.password, attacker)).statusCode).toBe(200);
  });

  it('a successful sign-in resets the failures of that IP', async () => {
    const student = await signUp(t.app, 'student');
    const ip = nextIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await login(student.email, 'typo-typo', ip)).statusCode).toBe(401);
      expect((await login(student.email, student.password, ip)).statusCode).toBe(200);
    }
  });

  it('past 50 failures from many IPs the account pauses everywhere (distributed guessing)', async () => {
    const student = await signUp(t.app, 'student');
    for (let ip = 0; ip < 10; ip++) {
      const addr = nextIp();
      for (let i = 0; i < 5; i++) await login(student.email, 'spray-guess', addr);
    }
    expect((await login(student.email, student.password, nextIp())).statusCode).toBe(429);
  });

  it(`more than ${LOGIN_IP_LIMIT.max} sign-in calls from one IP answer 429 with a detail`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_IP_LIMIT.max; i++) {
      const res = await login(uniqueEmail('spray'), 'whatever1', ip);
      expect(res.statusCode).toBe(401);
    }
    const res = await login(uniqueEmail('spray'), 'whatever1', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/^Too many requests\. Please try again in /);
    // Another address is not affected.
    expect((await login(uniqueEmail('spray'), 'whatever1', nextIp())).statusCode).toBe(401);
  });

  it(`more than ${REGISTER_IP_LIMIT.max} registrations from one IP answer 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < REGISTER_IP_LIMIT.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(422);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registerBody('student'),
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(typeof res.json().detail).toBe('string');
  });

  it('registration attempts for one email are limited per account too', async () => {
    const body = registerBody('student');
    const ip = nextIp();
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: body,
            remoteAddress: ip,
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([201, 409, 409, 409, 409, 429]);
  });
});
