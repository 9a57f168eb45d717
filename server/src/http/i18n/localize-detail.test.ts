import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, MSG_AR } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { nextIp } from '../../../test/helpers/accounts.js';
import { INGESTION_MESSAGES } from '../../ingestion/ingestion-error.js';
import { ALERT_NOT_FOUND } from '../../modules/alerts/alerts.service.js';
import { BAD_CREDENTIALS } from '../../modules/auth/auth.service.js';
import { BOT_NOT_FOUND, NO_ACCESS } from '../../modules/bots/bot-access.js';
import {
  IMAGE_TOO_LARGE,
  INVALID_IMAGE_TYPE,
  UNREADABLE_IMAGE,
  VIDEO_NOT_ALLOWED,
} from '../../modules/chats/chat-image.js';
import { chatDailyLimit, chatTooFast } from '../../modules/chats/chat-quota.js';
import {
  BOT_DISABLED,
  EMPTY_QUESTION,
  MESSAGE_NOT_FOUND,
  botDailyQuota,
} from '../../modules/chats/chats.service.js';
import { FILE_NOT_FOUND, fileTooLarge, storageFull } from '../../modules/files/files.service.js';
import { PAGE_NOT_FOUND } from '../../modules/files/source-pages.js';
import { uploadDailyLimit } from '../../modules/files/upload-quota.js';
import {
  ALREADY_MEMBER,
  ALREADY_PENDING,
  REQUEST_NOT_FOUND,
} from '../../modules/memberships/memberships.service.js';
import { NOT_AUTHENTICATED } from '../authenticate.js';
import { waitInWords } from '../rate-limit-quotas.js';
import { JSON_TOO_DEEP } from '../security.js';
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

  it('has Arabic for every detail text the routes answer (constants and numbered texts)', () => {
    const texts = [
      BOT_NOT_FOUND,
      NO_ACCESS,
      REQUEST_NOT_FOUND,
      ALREADY_PENDING,
      ALREADY_MEMBER,
      BAD_CREDENTIALS,
      INVALID_IMAGE_TYPE,
      UNREADABLE_IMAGE,
      VIDEO_NOT_ALLOWED,
      IMAGE_TOO_LARGE,
      EMPTY_QUESTION,
      BOT_DISABLED,
      MESSAGE_NOT_FOUND,
      PAGE_NOT_FOUND,
      ALERT_NOT_FOUND,
      FILE_NOT_FOUND,
      NOT_AUTHENTICATED,
      JSON_TOO_DEEP,
      INGESTION_MESSAGES.unsupported,
      fileTooLarge(25 * 1024 * 1024),
      storageFull(200 * 1024 * 1024),
      botDailyQuota(30),
      chatTooFast(waitInWords(45)),
      chatDailyLimit(100, waitInWords(3 * 3600)),
      uploadDailyLimit(50, waitInWords(60)),
      'Too many requests. Please try again in 1 minute.',
      'Too many attempts for this account. Please try again in 15 minutes.',
      'This action needs the teacher role',
      'The answer could not be completed',
      // validation texts of the shared schemas outside MSG
      'Title must be at most 120 characters',
      'Please enter a title',
      'Please type something to search',
      'Welcome message must be at most 500 characters',
      'Daily quota must be at most 1000',
    ];
    // every reason a file's processing can end with (the Files tab shows it)
    for (const reason of Object.values(INGESTION_MESSAGES))
      texts.push(typeof reason === 'function' ? reason(3) : reason);
    const untranslated = texts.filter((text) => arabicDetail(text) === text);
    expect(untranslated).toEqual([]);
    expect(arabicDetail(chatTooFast(waitInWords(45)))).toContain('45 ثانية');
    expect(arabicDetail('This action needs the teacher role')).toBe(
      'هذا الإجراء يحتاج إلى دور المعلم',
    );
  });
});
