// Behind a reverse proxy (docs/deploy.md) every request arrives from the proxy. With
// EDUBOT_TRUST_PROXY naming it, limits count each client's own address (X-Forwarded-For);
// without it, the header is ignored, so nobody can pick the address their attempts count on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { signUp } from '../../test/helpers/accounts.js';

const PROXY = '10.9.0.1';

async function wrongPasswords(t: TestApp, email: string, client: string, times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe.each([
  ['trusted', { EDUBOT_TRUST_PROXY: PROXY }, 401],
  ['not configured', {}, 429],
])('a reverse proxy, %s', (_name, env, secondClient) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('counts sign-in failures per client address only when the proxy is trusted', async () => {
    const student = await signUp(t.app, 'student');
    expect(await wrongPasswords(t, student.email, '203.0.113.7', 6)).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    expect(await wrongPasswords(t, student.email, '198.51.100.4', 1)).toEqual([secondClient]);
  });
});
