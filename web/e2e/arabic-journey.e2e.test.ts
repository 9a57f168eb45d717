// The whole student journey with the Arabic interface (issue 11): a browser whose language is
// Arabic opens the site, registers, signs in, lands on the request form (no bots yet), joins a
// class with the teacher's code, is accepted, and asks the bot a question in Arabic.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectPath, expectToast, launchBrowser, PHONE, recordFailure } from './browser';
import { apiAccount, apiBot, apiCall, type ApiAccount } from './support/api-setup';

describe('student journey in Arabic', () => {
  let browser: Browser;
  let page: Page;
  let teacher: ApiAccount;
  let bot: { id: string; joinCode: string };
  const email = `ar.student.${Date.now().toString(36)}@e2e.example`;
  const password = 'arabic-pass-2026';

  beforeAll(async () => {
    browser = await launchBrowser();
    teacher = await apiAccount('teacher', 'سلمى عادل');
    bot = await apiBot(teacher, 'فيزياء الصف الثامن');
    // An Arabic browser, on a phone: the interface must pick Arabic by itself.
    const ctx = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, locale: 'ar-EG' });
    page = await ctx.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function step(name: string, fn: () => Promise<void>) {
    try {
      await fn();
    } catch (err) {
      await recordFailure({ page }, `arabic-${name}`);
      throw err;
    }
  }

  it('opens in Arabic, right to left, and registers a student', async () => {
    await step('landing', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: 'ابدأ التعلّم اليوم' }).waitFor();
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      await expect.poll(() => page.title()).toBe('التعلّم بالذكاء الاصطناعي · EduBot');
      await page.goto('/register');
      await page.getByRole('heading', { name: 'أنشئ حسابك' }).waitFor();
      // the validation texts, in Arabic
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await page.getByText('الاسم الكامل مطلوب').waitFor();
      await page.getByText('يرجى اختيار دور').waitFor();
      await page.getByLabel('الاسم الكامل').fill('ليلى محمود');
      await page.getByLabel('البريد الإلكتروني').fill(email);
      await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
      await page.getByText('طالب', { exact: true }).click();
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await expectToast(page, 'تم إنشاء الحساب بنجاح 🎉');
      await expectPath(page, '/login');
    });
  });

  it('signs in and lands on the request form, then joins with the code', async () => {
    await step('join', async () => {
      await page.getByRole('heading', { name: 'مرحبًا بعودتك' }).waitFor();
      await page.getByLabel('كلمة المرور', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await page.getByText('يجب أن تتكون كلمة المرور من 6 أحرف على الأقل').waitFor();
      await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expectToast(page, 'تم تسجيل الدخول بنجاح 🎉');
      await expectPath(page, '/student-page');
      // first run: the request form first, its field focused
      await page.getByRole('heading', { name: 'انضم إلى أول بوت لصفك' }).waitFor();
      const field = page.getByLabel('رمز الانضمام أو معرّف البوت');
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: 'طلب الوصول' }).click();
      await page.getByText('يرجى إدخال رمز البوت').waitFor();
      await field.fill(bot.joinCode.toLowerCase());
      await page.getByRole('button', { name: 'طلب الوصول' }).click();
      await expectToast(page, 'تم إرسال طلب الوصول إلى البوت بنجاح!');
      await page.getByText('قيد الانتظار').first().waitFor();
    });
  });

  it('is accepted by the teacher and asks the bot in Arabic', async () => {
    await step('chat', async () => {
      const token = await page.evaluate(() => localStorage.getItem('userToken'));
      const mine = await apiCall<{ others: { _id: string; status: string }[] }>(
        'GET',
        '/api/memberships/my',
        token ?? '',
      );
      const pending = mine.others.find((r) => r.status === 'pending');
      expect(pending).toBeDefined();
      await apiCall('POST', `/api/memberships/accept/${pending!._id}`, teacher.token);

      await page.goto('/edubot');
      await expectPath(page, '/edubot');
      await expect.poll(() => page.title()).toBe('المحادثة · EduBot');
      const box = page.getByPlaceholder('اكتب سؤالك...');
      await box.waitFor();
      await box.fill('ما هي سرعة الضوء؟');
      await box.press('Enter');
      const question = page.locator('ol li p[lang="ar"]').filter({ hasText: 'ما هي سرعة الضوء؟' });
      await question.waitFor();
      expect(await question.getAttribute('dir')).toBe('rtl');
      // the bot answers (its bubble is introduced to screen readers in Arabic)
      await page
        .getByText('قال فيزياء الصف الثامن:')
        .waitFor({ state: 'attached', timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    });
  });

  it('switches to English and back, and remembers the choice', async () => {
    await step('switch', async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.getByRole('heading', { name: 'مرحبًا بعودتك' }).waitFor();
    });
  });
});
