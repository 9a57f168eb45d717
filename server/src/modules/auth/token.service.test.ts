// JWT rules: one algorithm pinned, issuer/audience/expiry checked, tokens die with their user.
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, nextIp, signUp, type Account } from '../../../test/helpers/accounts.js';
import { RevokedTokens } from './revoked-tokens.js';

describe('access tokens', () => {
  let t: TestApp;
  let student: Account;
  let key: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp();
    student = await signUp(t.app, 'student');
    key = new TextEncoder().encode(t.ctx.config.jwtSecret);
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

  const forge = (opts: {
    alg?: string;
    iss?: string;
    aud?: string;
    exp?: number | null;
    secret?: Uint8Array;
  }) => {
    const jwt = new SignJWT({ role: 'student', tv: 0 })
      .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
      .setSubject(student.user._id)
      .setIssuer(opts.iss ?? 'edubot')
      .setAudience(opts.aud ?? 'edubot-app')
      .setIssuedAt();
    if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? '1h');
    return jwt.sign(opts.secret ?? key);
  };

  it('accepts a token issued at login, and a forged-but-correct one proves the checks are real', async () => {
    expect((await me(student.token)).statusCode).toBe(200);
    expect((await me(await forge({}))).statusCode).toBe(200);
  });

  it('rejects another algorithm even with the right secret (alg pinned to HS256)', async () => {
    expect((await me(await forge({ alg: 'HS512' }))).statusCode).toBe(401);
    const unsigned = new UnsecuredJWT({ role: 'student', tv: 0 })
      .setSubject(student.user._id)
      .setIssuer('edubot')
      .setAudience('edubot-app')
      .setExpirationTime('1h')
      .encode();
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('rejects a wrong issuer, a wrong audience, a wrong secret', async () => {
    expect((await me(await forge({ iss: 'someone-else' }))).statusCode).toBe(401);
    expect((await me(await forge({ aud: 'other-app' }))).statusCode).toBe(401);
    const other = new TextEncoder().encode('x'.repeat(48));
    expect((await me(await forge({ secret: other }))).statusCode).toBe(401);
  });

  it('rejects an expired token and a token without expiry', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect((await me(await forge({ exp: past }))).statusCode).toBe(401);
    expect((await me(await forge({ exp: null }))).statusCode).toBe(401);
  });

  it('issues tokens that expire after the configured time', async () => {
    const [, payload] = student.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(t.ctx.config.tokenTtlSeconds);
    expect(claims).toMatchObject({ iss: 'edubot', aud: 'edubot-app', sub: student.user._id });
  });

  it('answers 401 with a detail for a missing, malformed or garbage token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Not authenticated' });
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
    expect((await me('not.a.jwt')).statusCode).toBe(401);
  });

  it("stops a deactivated user's token", async () => {
    const victim = await signUp(t.app, 'student');
    expect((await me(victim.token)).statusCode).toBe(200);
    await t.ctx.usersRepository.update(victim.user._id, { is_active: 0 });
    const res = await me(victim.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Could not validate credentials' });
  });

  it("stops a deleted user's token", async () => {
    const gone = await signUp(t.app, 'teacher');
    await t.ctx.db.deleteFrom('users').where('id', '=', gone.user._id).execute();
    expect((await me(gone.token)).statusCode).toBe(401);
  });

  it('a password change invalidates older tokens and hands the changer a fresh one', async () => {
    const user = await signUp(t.app, 'student');
    const secondDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    const oldToken = secondDevice.json().access_token as string;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(user.token),
      payload: {
        name: user.user.name,
        email: user.email,
        password: 'brand-new-pass',
        current_password: user.password,
      },
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json().access_token as string;
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    // And the new password is the one that signs in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'brand-new-pass' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('a profile edit without a password keeps existing tokens valid', async () => {
    const user = await signUp(t.app, 'student');
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(user.token),
      payload: { name: 'Renamed Student', email: user.email },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).not.toHaveProperty('access_token');
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('POST /api/auth/logout ends the token it is called with, also after a restart', async () => {
    const user = await signUp(t.app, 'student');
    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: user.ip,
    });
    const otherToken = otherDevice.json().access_token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(user.token)).statusCode).toBe(401);
    // Signing out here does not sign the other device out.
    expect((await me(otherToken)).statusCode).toBe(200);
    // The revocation is stored: a fresh server over the same database still refuses it.
    expect(await new RevokedTokens(t.ctx.db).isRevoked(user.token)).toBe(true);
    expect(await new RevokedTokens(t.ctx.db).isRevoked(otherToken)).toBe(false);
    // Logging out again, or without a token, is a 401 like any other call.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});
