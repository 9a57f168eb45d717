import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../db/database.js';
import { openPostgresDatabase } from '../db/postgres.js';
import {
  createTestSchema,
  dropTestSchema,
  testDatabaseUrl,
} from '../../test/helpers/test-database.js';
import { MemoryLimitState, namespaced, type LimitState } from './limit-state.js';
import { PostgresLimitState } from './postgres-limit-state.js';
import { UserQuota } from './rate-limit-quotas.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { nextIp, registerBody, signUp, uniqueEmail } from '../../test/helpers/accounts.js';
import { AccountLimiter } from './rate-limit-accounts.js';
import { LOGIN_IP_LIMIT, REGISTER_IP_LIMIT } from './rate-limit.js';

// The same rules on both places the counts can live: this process's memory (embedded default)
// and PostgreSQL shared by API processes (the PostgreSQL pass of the suite).
const url = testDatabaseUrl();
let pgDb: Db | undefined;
let pgSchema: string | undefined;
beforeAll(async () => {
  if (!url) return;
  pgSchema = await createTestSchema(url);
  pgDb = openPostgresDatabase(url, { schema: pgSchema });
  await migrateToLatest(pgDb);
});
afterAll(async () => {
  await pgDb?.destroy();
  if (url && pgSchema) await dropTestSchema(url, pgSchema);
});

type StateFactory = (now: () => number) => LimitState;
const places: [string, StateFactory][] = [
  ['memory', (now) => new MemoryLimitState(now)],
  // A fresh namespace per limiter: the tests reuse the same account names.
  ...(url
    ? [
        ['PostgreSQL', (now) => namespaced(new PostgresLimitState(pgDb!, now), randomUUID())] as [
          string,
          StateFactory,
        ],
      ]
    : []),
];

describe.each(places)('AccountLimiter (%s)', (_place, stateAt) => {
  const limits = { perPair: 3, perAccount: 5, windowMs: 60_000 };

  it('blocks the (account, IP) pair after perPair failures, not other IPs', async () => {
    let now = 0;
    const limiter = new AccountLimiter(
      limits,
      stateAt(() => now),
    );
    for (let i = 0; i < 3; i++) await limiter.recordFailure('a@x.io', '1.1.1.1');
    expect(await limiter.retryAfter('a@x.io', '1.1.1.1')).toBe(60);
    expect(await limiter.retryAfter('A@X.IO', '1.1.1.1')).toBe(60);
    expect(await limiter.retryAfter('a@x.io', '2.2.2.2')).toBeUndefined();
    expect(await limiter.retryAfter('b@x.io', '1.1.1.1')).toBeUndefined();
    now = 60_000;
    expect(await limiter.retryAfter('a@x.io', '1.1.1.1')).toBeUndefined();
  });

  it('a success clears the pair count', async () => {
    const limiter = new AccountLimiter(
      limits,
      stateAt(() => 0),
    );
    await limiter.recordFailure('a@x.io', 'ip');
    await limiter.recordFailure('a@x.io', 'ip');
    await limiter.recordSuccess('a@x.io', 'ip');
    await limiter.recordFailure('a@x.io', 'ip');
    await limiter.recordFailure('a@x.io', 'ip');
    expect(await limiter.retryAfter('a@x.io', 'ip')).toBeUndefined();
  });

  it('a registration-style per-account ceiling blocks the account everywhere', async () => {
    const limiter = new AccountLimiter(
      { ...limits, perAccount: 5 },
      stateAt(() => 0),
    );
    for (let i = 0; i < 5; i++) await limiter.recordFailure('a@x.io', `10.0.0.${i}`);
    expect(await limiter.retryAfter('a@x.io', '10.9.9.9')).toBe(60);
  });
});

describe.each(places)('AccountLimiter slow-down, distributed guessing (%s)', (_place, stateAt) => {
  const limits = {
    perPair: 5,
    windowMs: 15 * 60_000,
    slowAfter: 10,
    slowIntervalMs: 10_000,
    maxWaitMs: 30_000,
  };

  it('spaces attempts from unknown addresses once the account collected many failures', async () => {
    let now = 0;
    const limiter = new AccountLimiter(
      limits,
      stateAt(() => now),
    );
    for (let i = 0; i < 9; i++) await limiter.recordFailure('a@x.io', `10.0.0.${i}`);
    expect(await limiter.pace('a@x.io', '10.1.1.1')).toEqual({ waitMs: 0 });
    await limiter.recordFailure('a@x.io', '10.0.0.9');
    // Four turns fit in the 30 s of waiting; the fifth is told when to come back.
    expect(await limiter.pace('a@x.io', '10.1.1.1')).toEqual({ waitMs: 0 });
    expect(await limiter.pace('a@x.io', '10.1.1.2')).toEqual({ waitMs: 10_000 });
    expect(await limiter.pace('a@x.io', '10.1.1.3')).toEqual({ waitMs: 20_000 });
    expect(await limiter.pace('a@x.io', '10.1.1.4')).toEqual({ waitMs: 30_000 });
    expect(await limiter.pace('a@x.io', '10.1.1.5')).toEqual({ retryAfterSeconds: 10 });
    // Other accounts are not slowed.
    expect(await limiter.pace('b@x.io', '10.1.1.5')).toEqual({ waitMs: 0 });
    // Turns free up as time passes: never a hard lock.
    now = 40_000;
    expect(await limiter.pace('a@x.io', '10.1.1.5')).toEqual({ waitMs: 0 });
  });

  it("never slows or locks the owner's own address, however many failures elsewhere", async () => {
    const limiter = new AccountLimiter(
      limits,
      stateAt(() => 0),
    );
    await limiter.recordSuccess('a@x.io', '192.168.1.20');
    for (let ip = 0; ip < 50; ip++) await limiter.recordFailure('a@x.io', `10.0.1.${ip}`);
    for (let i = 0; i < 10; i++) await limiter.pace('a@x.io', `10.0.2.${i}`);
    expect(await limiter.retryAfter('a@x.io', '192.168.1.20')).toBeUndefined();
    expect(await limiter.pace('a@x.io', '192.168.1.20')).toEqual({ waitMs: 0 });
  });
});

describe.each(places)('UserQuota (%s)', (_place, stateAt) => {
  it('takes the last use once under a burst of parallel requests, and counts nothing refused', async () => {
    let now = 0;
    const state = stateAt(() => now);
    const quota = new UserQuota(
      [
        { max: 5, windowMs: 60_000, detail: (w) => `minute ${w}` },
        { max: 7, windowMs: 3_600_000, detail: (w) => `hour ${w}` },
      ],
      state,
    );
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => quota.take('u1')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe('minute 1 minute');
    // The hour rule counted only the 5 uses taken: 2 more fit after the minute window ends.
    now = 61_000;
    await quota.take('u1');
    await quota.take('u1');
    await expect(quota.take('u1')).rejects.toThrow('hour 59 minutes');
    expect(await state.get('0\u0000u1')).toEqual({ count: 2, windowEnd: 121_000 });
  });
});

describe('sign-in and registration limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Attempts past the slow-down threshold wait 50 ms each instead of 10 s.
    t = await createTestApp({ EDUBOT_SIGNIN_SLOWDOWN_MS: '50' });
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

  it('50 wrong passwords from 10 addresses never lock the owner out of their own address', async () => {
    const student = await signUp(t.app, 'student'); // signs in once from student.ip
    for (let ip = 0; ip < 10; ip++) {
      const addr = nextIp();
      for (let i = 0; i < 5; i++)
        expect((await login(student.email, 'spray-guess', addr)).statusCode).toBe(401);
    }
    expect((await login(student.email, student.password, student.ip)).statusCode).toBe(200);
    // From an address the account never used, the attempt is slowed, not refused.
    expect((await login(student.email, student.password, nextIp())).statusCode).toBe(200);
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
