import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, MSG_AR } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { nextIp } from '../../../test/helpers/accounts.js';
import { arabicDetail } from './detail-ar.js';
import { prefersArabic } from './localize-detail.js';

describe('detail texts in the caller language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.org', password: 'wrong-password' },
      remoteAddress: nextIp(),
      headers: lang ? { 'accept-language': lang } : {},
    });

  it('answers the English text word for word without Arabic in Accept-Language', async () => {
    for (const lang of [undefined, 'en-US', 'fr-FR,ar;q=0.5']) {
      const res = await login(lang);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Incorrect email or password' });
    }
  });

  it('answers Arabic for Accept-Language ar, same status', async () => {
    const res = await login('ar-EG,ar;q=0.9,en;q=0.8');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
  });

  it('localizes each validation message and keeps loc and type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: 'not-an-email', password: 'x', role: 'student' },
      remoteAddress: nextIp(),
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string; type: string }[];
    const byField = Object.fromEntries(detail.map((d) => [d.loc[1], d.msg]));
    expect(byField.name).toBe(MSG_AR.nameMin);
    expect(byField.email).toBe(MSG_AR.emailInvalid);
    expect(detail.every((d) => typeof d.type === 'string')).toBe(true);
  });

  it('answers unknown routes in Arabic too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'غير موجود' });
  });

  it('reads Accept-Language by rank', () => {
    expect(prefersArabic('ar')).toBe(true);
    expect(prefersArabic('en;q=0.4, ar-SA;q=0.9')).toBe(true);
    expect(prefersArabic('en-US,en;q=0.9')).toBe(false);
    expect(prefersArabic('arn')).toBe(false);
    expect(prefersArabic(undefined)).toBe(false);
  });

  it('has Arabic for every shared message and the numbered texts', () => {
    for (const text of Object.values(MSG)) expect(arabicDetail(text)).not.toBe(text);
    expect(
      arabicDetail(
        'Bot limit reached: you can have at most 3 bots. Delete a bot to create a new one.',
      ),
    ).toContain('3');
    expect(arabicDetail('Some text nobody translated')).toBe('Some text nobody translated');
  });
});
