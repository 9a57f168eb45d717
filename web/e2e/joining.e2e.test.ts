// Joining a class (issue 11): the teacher's dashboard shows the join code and a printable QR
// code of the join link; a new student joins by typing the code (lower case), another by opening
// the link before having an account: after registering and signing in, the form is filled in.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectPath,
  expectToast,
  launchBrowser,
  recordFailure,
} from './browser';
import {
  apiAccount,
  apiBot,
  apiCall,
  expectCode,
  signInUi,
  type ApiAccount,
} from './support/api-setup';

describe('joining by code and by link', () => {
  let browser: Browser;
  let teacher: ApiAccount;
  let bot: { id: string; joinCode: string };
  const pages: Record<string, Page | undefined> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    teacher = await apiAccount('teacher', 'Salma Adel');
    bot = await apiBot(teacher, 'Join Code Physics');
    expectCode(bot.joinCode);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure(pages, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (who: string, viewport = DESKTOP) => {
    const ctx = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'en-US' });
    const page = await ctx.newPage();
    pages[who] = page;
    return page;
  };

  it('the dashboard shows the join code and a QR code of the join link', async () => {
    const tp = await open('teacher');
    await tp.goto('/login');
    await signInUi(tp, teacher);
    await expectPath(tp, '/teacher-page');
    const row = tp.getByRole('row').filter({ hasText: 'Join Code Physics' });
    await row.getByText(bot.joinCode, { exact: true }).waitFor();
    await row.getByRole('button', { name: /Join link and QR code/ }).click();
    const dialog = tp.getByRole('dialog', { name: /Join/ });
    const qr = dialog.getByRole('img', { name: /QR code of the join link/ });
    await qr.waitFor();
    expect(await qr.getAttribute('data-qr-text')).toBe(`${baseUrl}/join/${bot.joinCode}`);
    // a real code: many dark modules drawn
    expect(((await qr.locator('path').getAttribute('d')) ?? '').split('M').length).toBeGreaterThan(
      100,
    );
    await dialog.getByText(`${baseUrl}/join/${bot.joinCode}`).waitFor();
  });

  it('a new student joins by typing the code in lower case', async () => {
    const student = await apiAccount('student', 'Youssef Nabil');
    const sp = await open('student-code', PHONE);
    await sp.goto('/login');
    await signInUi(sp, student);
    await expectPath(sp, '/student-page');
    await sp.getByRole('button', { name: 'Open menu' }).click();
    await sp.getByRole('button', { name: 'Profile', exact: true }).click();
    await sp.getByLabel('Join code or Bot ID').fill(bot.joinCode.toLowerCase());
    await sp.getByRole('button', { name: 'Request Access' }).click();
    await expectToast(sp, 'Bot access request sent successfully!');
    await sp.getByText(bot.joinCode, { exact: true }).waitFor();
    const requests = await apiCall<{ pending: { student_id: string }[] }>(
      'GET',
      `/api/memberships/bot/${bot.id}`,
      teacher.token,
    );
    expect(requests.pending.map((r) => r.student_id)).toContain(student.id);
  });

  it('a new student opens the join link, registers, signs in and finds the form filled in', async () => {
    const sp = await open('student-link', PHONE);
    await sp.goto(`/join/${bot.joinCode.toLowerCase()}`);
    await expectPath(sp, '/login');
    await sp
      .getByRole('link', { name: /Sign up|Create|Register/i })
      .first()
      .click();
    await expectPath(sp, '/register');
    const email = `linked.${Date.now()}@e2e.example`;
    await sp.getByLabel('Full name').fill('Laila Samir');
    await sp.getByLabel('Email').fill(email);
    await sp.getByLabel('Password', { exact: true }).fill('e2e-pass-123');
    await sp.getByText('Student', { exact: true }).click();
    await sp.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(sp, '/login');
    await signInUi(sp, { email, password: 'e2e-pass-123' });
    await expectPath(sp, '/student-page');
    const input = sp.getByLabel('Join code or Bot ID');
    await input.waitFor();
    expect(await input.inputValue()).toBe(bot.joinCode);
    await sp.getByRole('button', { name: 'Request Access' }).click();
    await expectToast(sp, 'Bot access request sent successfully!');
    const requests = await apiCall<{ pending: { student_email: string }[] }>(
      'GET',
      `/api/memberships/bot/${bot.id}`,
      teacher.token,
    );
    expect(requests.pending.map((r) => r.student_email)).toContain(email);
  });
});
