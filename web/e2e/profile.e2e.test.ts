// One profile edit for both roles: a student who changes the password keeps working in the same
// tab (the fresh token from the answer replaces the old one), and signs in with the new password
// afterwards. A teacher reaches the same form from Change Password.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, expectPath, expectToast, launchBrowser, recordFailure } from './browser';
import { apiAccount, apiBot, signInUi } from './support/api-setup';

describe('profile edit', () => {
  let browser: Browser;
  const pages: Record<string, Page | undefined> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure(pages, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (who: string) => {
    const ctx = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, locale: 'en-US' });
    const page = await ctx.newPage();
    pages[who] = page;
    return page;
  };

  const changePassword = async (page: Page, current: string, next: string) => {
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Password', { exact: true }).fill(next);
    await dialog.getByLabel('Current password').fill(current);
    await dialog.getByRole('button', { name: 'Save Updates' }).click();
    await expectToast(page, 'Profile updated successfully!');
  };

  it('a student changes the password and keeps working, then signs in with the new one', async () => {
    const teacher = await apiAccount('teacher', 'Mona Said');
    const bot = await apiBot(teacher, 'Profile Check Biology');
    const student = await apiAccount('student', 'Karim Fathy');
    const page = await open('student');
    await page.goto('/login');
    await signInUi(page, student);
    await expectPath(page, '/student-page');
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await changePassword(page, student.password, 'river-otter-77');
    const stored = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(stored).not.toBe(student.token);

    // The next call is made with the fresh token: no sign-out, the request goes through.
    await page.getByLabel('Join code or Bot ID').fill(bot.joinCode);
    await page.getByRole('button', { name: 'Request Access' }).click();
    await expectToast(page, 'Bot access request sent successfully!');
    await page.reload();
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByRole('heading', { name: 'Karim Fathy' }).waitFor();
    await expectPath(page, '/student-page');

    const again = await open('student-again');
    await again.goto('/login');
    await signInUi(again, { email: student.email, password: 'river-otter-77' });
    await expectPath(again, '/student-page');
  });

  it("a teacher's Change Password opens the profile edit and the change works", async () => {
    const teacher = await apiAccount('teacher', 'Hany Lotfy');
    const page = await open('teacher');
    await page.goto('/login');
    await signInUi(page, teacher);
    await expectPath(page, '/teacher-page');
    await page.getByRole('button', { name: 'Profile', exact: true }).first().click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await changePassword(page, teacher.password, 'desert-lark-55');
    // Still signed in after a reload: the stored token is the fresh one.
    await page.reload();
    await page.getByRole('heading', { name: /Hany Lotfy/ }).first().waitFor();
    await expectPath(page, '/teacher-page');
  });
});
