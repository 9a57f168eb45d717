// Every route but register, login and health needs a token; the role is checked per route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, createBot, signUp, type Account } from '../../../test/helpers/accounts.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ID = '00000000-0000-4000-8000-000000000000';

/** [method, url, roles allowed] for every call this module set owns. */
const ROUTES: [Method, string, ('student' | 'teacher')[]][] = [
  ['GET', '/api/users/me', ['student', 'teacher']],
  ['PUT', '/api/users/me', ['student', 'teacher']],
  ['GET', '/api/bots/teacher/me', ['teacher']],
  ['POST', '/api/bots', ['teacher']],
  ['GET', `/api/bots/${ID}`, ['student', 'teacher']],
  ['DELETE', `/api/bots/${ID}`, ['teacher']],
  ['GET', `/api/memberships/bot/${ID}`, ['teacher']],
  ['POST', `/api/memberships/accept/${ID}`, ['teacher']],
  ['POST', `/api/memberships/reject/${ID}`, ['teacher']],
  ['POST', `/api/memberships/request/${ID}`, ['student']],
  ['GET', '/api/memberships/my', ['student', 'teacher']],
  // Chat management and streaming (issue 11): any signed-in user, then bot access per call.
  ['GET', `/api/bots/${ID}/chat/search?q=x`, ['student', 'teacher']],
  ['PATCH', `/api/bots/${ID}/chat/${ID}`, ['student', 'teacher']],
  ['DELETE', `/api/bots/${ID}/chat/${ID}`, ['student', 'teacher']],
  ['POST', `/api/bots/${ID}/chat/stream`, ['student', 'teacher']],
  ['GET', `/api/bots/${ID}/files/${ID}/pages/1/image`, ['student', 'teacher']],

  // Issue 10: classroom controls, insights, alerts, feedback.
  ['PATCH', `/api/bots/${ID}`, ['teacher']],
  ['DELETE', `/api/bots/${ID}/files`, ['teacher']],
  ['DELETE', `/api/memberships/${ID}`, ['teacher']],
  ['POST', `/api/memberships/bot/${ID}/accept-all`, ['teacher']],
  ['GET', `/api/bots/${ID}/insights/chats`, ['teacher']],
  ['GET', `/api/bots/${ID}/insights/chats/${ID}`, ['teacher']],
  ['GET', `/api/bots/${ID}/insights/gaps`, ['teacher']],
  ['GET', `/api/bots/${ID}/insights/summary`, ['teacher']],
  ['GET', `/api/bots/${ID}/alerts`, ['teacher']],
  ['POST', `/api/alerts/${ID}/resolve`, ['teacher']],
  ['POST', `/api/bots/${ID}/chat/${ID}/messages/${ID}/feedback`, ['student', 'teacher']],
];

describe('authentication and roles per route', () => {
  let t: TestApp;
  let accounts: Record<'student' | 'teacher', Account>;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = { student: await signUp(t.app, 'student'), teacher: await signUp(t.app, 'teacher') };
  });
  afterAll(() => t.close());

  it.each(ROUTES)('%s %s answers 401 without a token', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
  });

  it.each(ROUTES)('%s %s answers 403 for the other role', async (method, url, roles) => {
    for (const role of ['student', 'teacher'] as const) {
      if (roles.includes(role)) continue;
      const res = await t.app.inject({ method, url, headers: bearer(accounts[role].token) });
      expect(res.statusCode).toBe(403);
      expect(typeof res.json().detail).toBe('string');
    }
  });

  it('register, login and health need no token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: accounts.student.email, password: accounts.student.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 404 for another teacher's bot, exactly as for a bot that does not exist", async () => {
    const owner = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, owner);
    const other = accounts.teacher;
    for (const [method, url] of [
      ['GET', `/api/bots/${botId}`],
      ['DELETE', `/api/bots/${botId}`],
      ['GET', `/api/memberships/bot/${botId}`],
      ['PATCH', `/api/bots/${botId}`],
      ['DELETE', `/api/bots/${botId}/files`],
      ['POST', `/api/memberships/bot/${botId}/accept-all`],
      ['GET', `/api/bots/${botId}/insights/chats`],
      ['GET', `/api/bots/${botId}/insights/gaps`],
      ['GET', `/api/bots/${botId}/insights/summary`],
      ['GET', `/api/bots/${botId}/alerts`],
    ] as const) {
      const payload = method === 'PATCH' ? { payload: { name: 'Taken over' } } : {};
      const foreign = await t.app.inject({ method, url, headers: bearer(other.token), ...payload });
      const missing = await t.app.inject({
        method,
        url: url.replace(botId, ID),
        headers: bearer(other.token),
        ...payload,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Bot not found' });
      expect(missing.json()).toEqual(foreign.json());
    }
    // Still there for its owner.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/bots/${botId}`,
      headers: bearer(owner.token),
    });
    expect(mine.statusCode).toBe(200);
  });
});
