import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  bearer,
  createBot,
  enrolledClass,
  nextIp,
  registerBody,
  signUp,
} from '../../test/helpers/accounts.js';
import { MALFORMED_MULTIPART } from './multipart-errors.js';
import { JSON_TOO_DEEP } from './security.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('HTTP hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends security headers: strict CSP, nosniff, no framing, no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v.join(' ')]),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['script-src']).toBe("'self'");
    expect(directives['script-src-attr']).toBe("'none'");
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers 415 for bodies that are not JSON on JSON routes', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.co","password":"secret1"}',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: 'Unsupported content type' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x&email=y',
    });
    expect(form.statusCode).toBe(415);
    const teacher = await signUp(t.app, 'teacher');
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: { ...bearer(teacher.token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nBot\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(415);
    expect(typeof multipart.json().detail).toBe('string');
  });

  it('accepts the spec empty POSTs, with or without a JSON content type', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const student = await signUp(t.app, 'student');
    const botId = await createBot(t.app, teacher);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/memberships/request/${botId}`,
      headers: { ...bearer(student.token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 413 past the body size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registerBody('student', { name: 'x'.repeat(20_000) }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('answers 400 for broken JSON and for prototype poisoning', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Request body is not valid JSON' });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"role":"teacher"},"name":"Evil One"}',
      remoteAddress: nextIp(),
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('never shows a stack trace or driver error in an answer', async () => {
    const student = await signUp(t.app, 'student');
    await sql`ALTER TABLE users RENAME TO users_away`.execute(t.ctx.db);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(student.token),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal server error' });
      expect(res.body).not.toMatch(/Sqlite|stack|at .*\.ts/i);
    } finally {
      await sql`ALTER TABLE users_away RENAME TO users`.execute(t.ctx.db);
    }
  });

  it('checks the token before reading the body on every authenticated route', async () => {
    // Broken JSON would answer 400 if it were parsed first; a stranger gets 401 without parsing.
    const body = `{"a":${nested(5000)}`;
    const routes: [string, string][] = [
      ['PUT', '/api/users/me'],
      ['POST', '/api/bots'],
      ['POST', '/api/bots/some-bot/chat/'],
      ['POST', '/api/memberships/request/some-bot'],
      ['POST', '/api/memberships/accept/some-id'],
      ['POST', '/api/files/upload?bot_id=some-bot'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({
        method: method as 'PUT' | 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(typeof res.json().detail).toBe('string');
    }
  });

  it('answers 400 with a detail for JSON nested deeper than any call needs', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@b.co","password":${nested(1000)}}`,
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ detail: JSON_TOO_DEEP });
    const teacher = await signUp(t.app, 'teacher');
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/bots',
      headers: { ...bearer(teacher.token), 'content-type': 'application/json' },
      payload: `{"name":"Deep","subject":"x","grade":"y","supported_languages":${nested(17)}}`,
    });
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toEqual({ detail: JSON_TOO_DEEP });
    // Brackets inside strings are text, not nesting.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@school.example', password: nested(40) },
      remoteAddress: nextIp(),
    });
    expect(text.statusCode).toBe(401);
  });

  it('marks every /api answer Cache-Control: no-store, errors included', async () => {
    const student = await signUp(t.app, 'student');
    const answers = {
      health: await t.app.inject({ method: 'GET', url: '/api/health' }),
      me: await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(student.token),
      }),
      unauthenticated: await t.app.inject({ method: 'GET', url: '/api/users/me' }),
      unknown: await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('answers 400 for a malformed or cut-short multipart body, and keeps no half-written file', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    const cut = (field: string) =>
      `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n' +
      'x'.repeat(10_000);
    const cases = [
      {
        who: teacher,
        url: `/api/files/upload?bot_id=${botId}`,
        type: 'multipart/form-data',
        body: 'abc',
      },
      {
        who: teacher,
        url: `/api/files/upload?bot_id=${botId}`,
        type: 'multipart/form-data; boundary=x',
        body: 'no parts here',
      },
      {
        who: teacher,
        url: `/api/files/upload?bot_id=${botId}`,
        type: 'multipart/form-data; boundary=x',
        body: cut('file'),
      },
      {
        who: student,
        url: `/api/bots/${botId}/chat/`,
        type: 'multipart/form-data; boundary=x',
        body: 'no parts here',
      },
      {
        who: student,
        url: `/api/bots/${botId}/chat/`,
        type: 'multipart/form-data; boundary=x',
        body: cut('image'),
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: c.url,
        headers: { ...bearer(c.who.token), 'content-type': c.type },
        payload: c.body,
      });
      expect(res.statusCode, `${c.url} ${c.body.slice(0, 20)}`).toBe(400);
      expect(res.json()).toEqual({ detail: MALFORMED_MULTIPART });
    }
    const uploads = await readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
    expect(uploads.filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});
