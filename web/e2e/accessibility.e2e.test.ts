// axe-core on every screen, in English and in Arabic (issue 11): no serious or critical violation.
// Each screen is opened as its user would (accounts and a bot made through the real API; the
// session and the interface language put in local storage as the app itself stores them).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  expectPath,
  launchBrowser,
  PHONE,
  recordFailure,
  settle,
} from './browser';
import { apiAccount, apiBot, apiEnroll, type ApiAccount } from './support/api-setup';
import { describeFindings, seriousViolations } from './support/axe';

type Lang = 'en' | 'ar';

describe('accessibility: axe on every screen in both languages', () => {
  let browser: Browser;
  let teacher: ApiAccount;
  let student: ApiAccount;
  let newcomer: ApiAccount;
  let bot: { id: string; joinCode: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    teacher = await apiAccount('teacher', 'Salma Adel');
    student = await apiAccount('student', 'Omar Hassan');
    newcomer = await apiAccount('student', 'ليلى محمود');
    bot = await apiBot(teacher, 'Physics Grade 8');
    await apiEnroll(teacher, student, bot.id);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(
    lang: Lang,
    who: ApiAccount | null,
    role?: 'teacher' | 'student',
    viewport = DESKTOP,
  ) {
    const ctx = await browser.newContext({
      viewport,
      baseURL: baseUrl,
      locale: lang === 'ar' ? 'ar-EG' : 'en-US',
      // the app's CSP forbids inline scripts; axe is injected as one, by the test only
      bypassCSP: true,
    });
    await ctx.addInitScript(
      ({ lang, token, user, botId }) => {
        localStorage.setItem('uiLanguage', lang);
        if (token) {
          localStorage.setItem('userToken', token);
          localStorage.setItem('userData', JSON.stringify(user));
        }
        if (botId) localStorage.setItem('selectedBotId', botId);
      },
      {
        lang,
        token: who?.token ?? null,
        user: who ? { name: who.name, email: who.email, role, _id: who.id } : null,
        botId: role === 'teacher' ? bot.id : null,
      },
    );
    return ctx.newPage();
  }

  /** Waits for the screen to be drawn (its <h1> or <main>), then asks axe. */
  async function check(page: Page, screen: string, failures: string[]) {
    await page.locator('main').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBeTruthy();
    const found = await seriousViolations(page);
    if (found.length) failures.push(describeFindings(screen, found));
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`public screens (${lang})`, async () => {
      const failures: string[] = [];
      const page = await open(lang, null);
      try {
        for (const path of ['/', '/login', '/register', '/no-such-page']) {
          await page.goto(path);
          await check(page, `${lang} ${path}`, failures);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            lang === 'ar' ? 'rtl' : 'ltr',
          );
        }
        // the landing page's slide-in menu on a phone
        await page.setViewportSize(PHONE);
        await page.goto('/');
        await page.locator('button[aria-controls="landing-mobile-menu"]').click();
        await check(page, `${lang} / menu (phone)`, failures);
        expect(failures.join('\n')).toBe('');
      } catch (err) {
        await recordFailure({ page }, `axe-public-${lang}`);
        throw err;
      } finally {
        await page.context().close();
      }
    });

    it(`teacher screens (${lang})`, async () => {
      const failures: string[] = [];
      const page = await open(lang, teacher, 'teacher');
      try {
        await page.goto('/teacher-page');
        await expectPath(page, '/teacher-page');
        await page.getByRole('row').filter({ hasText: 'Physics Grade 8' }).first().waitFor();
        await check(page, `${lang} /teacher-page dashboard`, failures);
        const nav = page.locator('#teacher-sidebar nav button');
        await nav.nth(1).click(); // create a chatbot
        await check(page, `${lang} /teacher-page create`, failures);
        await nav.nth(2).click(); // profile
        await check(page, `${lang} /teacher-page profile`, failures);
        for (const path of ['/upload', '/botinfo', '/managebot']) {
          await page.goto(path);
          await check(page, `${lang} ${path}`, failures);
        }
        expect(failures.join('\n')).toBe('');
      } catch (err) {
        await recordFailure({ page }, `axe-teacher-${lang}`);
        throw err;
      } finally {
        await page.context().close();
      }
    });

    it(`student screens (${lang})`, async () => {
      const failures: string[] = [];
      const page = await open(lang, student, 'student');
      const first = await open(lang, newcomer, 'student', PHONE);
      try {
        await page.goto('/student-page');
        await check(page, `${lang} /student-page study area`, failures);
        await page.locator('#student-sidebar nav button').first().click(); // profile
        await check(page, `${lang} /student-page profile`, failures);
        await page.goto('/edubot');
        await page.locator('textarea').waitFor();
        await check(page, `${lang} /edubot`, failures);
        // a student without bots: the first-run request form, and the chat's empty state
        await first.goto('/student-page');
        await first.locator('input[autocomplete="off"]').first().waitFor();
        await check(first, `${lang} /student-page first run (phone)`, failures);
        await first.goto('/edubot');
        await first.locator('a[href="/student-page"]').first().waitFor();
        await check(first, `${lang} /edubot without bots (phone)`, failures);
        expect(failures.join('\n')).toBe('');
      } catch (err) {
        await recordFailure({ page, first }, `axe-student-${lang}`);
        throw err;
      } finally {
        await page.context().close();
        await first.context().close();
      }
    });
  }
});
