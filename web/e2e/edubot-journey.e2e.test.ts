// The whole EduBot story in a real browser against the real server (started by run.mjs), each
// person in their own browser context: a teacher and a student register and sign in, the guard
// keeps each role on its side, the teacher builds a bot from generated PDFs, the student asks
// for access with the copied bot id, the teacher approves, and the student chats with the bot,
// sees the answer with its source, finds the chat again in History after a reload and logs out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectPath,
  expectToast,
  launchBrowser,
  recordFailure,
  screenshot,
  screenshotBoth,
  settle,
} from './browser';
import { arabicWaterCyclePdf, englishBiologyPdf } from './study-pdfs';

interface Person {
  name: string;
  email: string;
  password: string;
  role: 'Teacher' | 'Student';
}

/**
 * How far (px) a file name's text starts from its row's icon. An Arabic name given dir="auto" on
 * its whole block starts at the row's far right; isolated inline, it sits beside the icon.
 */
async function nameGapFromIcon(page: Page, list: string, name: string): Promise<number> {
  const item = page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });
  return item.evaluate((li, fileName) => {
    const icon = li.querySelector('svg')!.getBoundingClientRect();
    const text = [...li.querySelectorAll('*')].find((el) => el.children.length === 0 && el.textContent === fileName)!;
    const range = document.createRange();
    range.selectNodeContents(text);
    return range.getBoundingClientRect().left - icon.right;
  }, name);
}

const stamp = Date.now();
const teacher: Person = {
  name: 'Mona Hassan',
  email: `mona.${stamp}@school.eg`,
  password: 'teach123',
  role: 'Teacher',
};
const student: Person = {
  name: 'Omar Khaled',
  email: `omar.${stamp}@school.eg`,
  password: 'learn123',
  role: 'Student',
};
const BOT = 'Biology Helper';

async function register(page: Page, who: Person): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  // the role cards are labels around visually hidden radios: click the card like a user
  await page.getByText(who.role, { exact: true }).click();
  expect(await page.getByRole('radio', { name: new RegExp(`^${who.role}`) }).isChecked()).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account created successfully 🎉');
  await expectPath(page, '/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
}

async function signIn(page: Page, who: Person): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Signed in successfully 🎉');
}

describe('EduBot end to end', () => {
  let browser: Browser;
  let teacherCtx: BrowserContext;
  let studentCtx: BrowserContext;
  let tp: Page;
  let sp: Page;
  let botId = '';
  let joinCode = '';
  let withArabic = false;

  beforeAll(async () => {
    browser = await launchBrowser();
    const ctx = () =>
      browser.newContext({
        viewport: DESKTOP,
        baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
        locale: 'en-US',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
    teacherCtx = await ctx();
    studentCtx = await ctx();
    tp = await teacherCtx.newPage();
    sp = await studentCtx.newPage();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await recordFailure({ teacher: tp, student: sp }, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('1. registers and signs in both roles; the guard keeps each role on its side', async () => {
    await register(tp, teacher);
    // the email typed at registration is carried over
    expect(await tp.getByLabel('Email').inputValue()).toBe(teacher.email);
    await signIn(tp, teacher);
    await expectPath(tp, '/teacher-page');
    await tp.getByText('No chatbots found').waitFor();

    await register(sp, student);
    await signIn(sp, student);
    await expectPath(sp, '/student-page');

    // signed out: /teacher-page goes to /login, and back to /teacher-page after signing in
    const guest = await browser.newPage({ baseURL: process.env.E2E_BASE_URL, viewport: DESKTOP });
    try {
      await guest.goto('/teacher-page');
      await expectPath(guest, '/login');
      await signIn(guest, teacher);
      await expectPath(guest, '/teacher-page');
    } finally {
      await guest.context().close();
    }

    // a student opening a teacher route is sent to their own shell
    await sp.goto('/teacher-page');
    await expectPath(sp, '/student-page');
  });

  it('2. the teacher creates a bot, uploads study PDFs and sees them processed', async () => {
    await tp.getByRole('button', { name: 'Create your first bot' }).click();
    await tp.getByText('Step 1: Create Bot').waitFor();
    await tp.getByLabel('Bot name').fill(BOT);
    await tp.getByLabel('Subject').fill('Science');
    await tp.getByRole('button', { name: /^Grade/ }).click();
    await tp.getByRole('button', { name: 'Egyptian National System' }).click();
    // second level, with its back link
    await tp.getByRole('button', { name: 'Back to systems' }).click();
    await tp.getByRole('button', { name: 'American System' }).click();
    await tp.getByRole('button', { name: 'Grade 8' }).click();
    await tp.getByRole('button', { name: /American System · Grade 8/ }).waitFor();
    await tp.getByText('Arabic - English', { exact: true }).click();
    await tp.getByText('Only Arabic', { exact: true }).click();
    await screenshotBoth(tp, 'create-bot');
    await tp.getByRole('button', { name: 'Create EduBot' }).click();
    await expectToast(tp, 'EduBot created successfully 🎉');
    await tp.getByRole('heading', { name: 'Upload Study Materials' }).waitFor();

    const english = await englishBiologyPdf();
    let arabic: Buffer | null = null;
    try {
      arabic = await arabicWaterCyclePdf();
    } catch {
      arabic = null; // no Arabic font on this machine: the English flow still runs
    }
    withArabic = arabic !== null;
    const files = [{ name: 'biology-unit3.pdf', mimeType: 'application/pdf', buffer: english }];
    if (arabic) files.push({ name: 'دورة-الماء.pdf', mimeType: 'application/pdf', buffer: arabic });
    const chooser = tp.waitForEvent('filechooser');
    await tp.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles(files);
    const chosen = tp.getByRole('list', { name: 'Chosen files' });
    await chosen.getByText('biology-unit3.pdf').waitFor();
    if (arabic) expect(await nameGapFromIcon(tp, 'Chosen files', 'دورة-الماء.pdf')).toBeLessThan(40);
    await screenshotBoth(tp, 'create-bot-upload');
    await tp.getByRole('button', { name: 'Upload & Save' }).click();
    const modal = tp.getByRole('dialog', { name: 'We are cooking your bot' });
    await modal.waitFor({ timeout: 30_000 });
    // real progress from the server's file states (issue 11), not the fixed estimate
    await modal.getByRole('progressbar', { name: 'Files processed' }).waitFor();
    await screenshotBoth(tp, 'cooking-modal', () => modal.waitFor(), false);
    await modal.getByRole('button', { name: 'Go to Dashboard' }).click();

    const row = tp.getByRole('row').filter({ hasText: BOT });
    await row.waitFor();
    // the File Uploaded badge is polled every second until the ingestion is done
    await row.getByText('Completed', { exact: true }).waitFor({ timeout: 90_000 });
    // (the table becomes cards on a phone, so wait for the bot's name, not the row)
    await screenshotBoth(tp, 'teacher-dashboard', () =>
      tp.getByText(BOT).filter({ visible: true }).first().waitFor(),
    );

    // copy the bot id like a teacher would, with the table's copy button
    await row
      .getByRole('button', { name: /Copy bot ID/i })
      .first()
      .click();
    await expectToast(tp, 'Bot ID copied!');
    botId = await tp.evaluate(() => navigator.clipboard.readText());
    expect(botId).toMatch(/\S{8,}/);
    // the row shows the bot's join code (issue 11) where the short id used to be
    joinCode = (await row.locator('[data-join-code]').first().getAttribute('data-join-code')) ?? '';
    expect(joinCode).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  });

  it('3. the student requests access with the bot id and the teacher approves it', async () => {
    await sp.getByRole('button', { name: 'Profile', exact: true }).click();
    await sp.getByText('No active subscriptions').waitFor();
    await sp.getByText('Request Access to a Bot').waitFor();
    // a mistyped id is refused with the product's text
    await sp.getByLabel('Bot ID').fill('00000000-0000-4000-8000-000000000000');
    await sp.getByRole('button', { name: 'Request Access' }).click();
    await expectToast(sp, 'Bot not found. Please check the join code.');
    await sp.getByLabel('Bot ID').fill(botId);
    // the pasted id is shown whole, not scrolled inside a narrow box
    expect(
      await sp.getByLabel('Bot ID').evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);
    await sp.getByRole('button', { name: 'Request Access' }).click();
    await expectToast(sp, 'Bot access request sent successfully!');
    // the input is cleared and the request shows as pending under Requests Status
    expect(await sp.getByLabel('Bot ID').inputValue()).toBe('');
    await sp.getByText(joinCode, { exact: true }).waitFor();
    await sp.getByText('pending', { exact: true }).waitFor();

    await tp.getByRole('button', { name: 'Refresh' }).first().click();
    const request = tp.getByRole('row').filter({ hasText: student.name });
    await request.getByRole('button', { name: /Approve/ }).click();
    await expectToast(tp, 'Request approved successfully');
    await request.getByText('approved', { exact: true }).waitFor();

    await sp.reload();
    await sp.getByRole('button', { name: 'Profile', exact: true }).click();
    // the subscription entry: bot name and 'Valid until: {date} ({n} days left)'
    await sp.getByText(BOT).filter({ visible: true }).first().waitFor();
    await sp.getByText(/^Valid until: \S+ \(\d+ days left\)$/).waitFor();
    expect(await sp.getByText('No active subscriptions').count()).toBe(0);
    await screenshotBoth(sp, 'student-profile', () =>
      sp.getByText(BOT).filter({ visible: true }).first().waitFor(),
    );
  });

  it('4. the student chats with the bot, sees sources, finds the chat in History and logs out', async () => {
    // a tab opens at its top even when the previous one was scrolled down
    await sp.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await sp.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await sp.getByRole('button', { name: 'Study Area' }).click();
    await sp.getByText('To-Do List').first().waitFor();
    expect(await sp.evaluate(() => window.scrollY)).toBe(0);
    await screenshotBoth(sp, 'study-area');

    await sp.getByRole('link', { name: 'My Chatbot' }).click();
    await expectPath(sp, '/edubot');
    // the first accepted bot is selected without asking
    await sp.getByText(`Ask ${BOT} anything`).waitFor();
    const input = sp.getByPlaceholder('Type your question...');
    await input.fill('What do plants need for photosynthesis?');
    await input.press('Enter');

    const messages = sp.getByRole('list', { name: 'Messages' });
    await messages.getByText('What do plants need for photosynthesis?').waitFor();
    const answer = messages.getByRole('listitem').filter({ hasText: 'Sources' }).first();
    await answer.waitFor({ timeout: 60_000 });
    expect(await answer.textContent()).toMatch(/sunlight/i);
    // the source under the answer: file name and page
    await answer.getByText('biology-unit3.pdf').waitFor();
    expect(await answer.textContent()).toMatch(/page 2/);

    if (withArabic) {
      await input.fill('ماذا يحدث لبخار الماء في الجو؟');
      await input.press('Enter');
      const arabicAnswer = messages
        .getByRole('listitem')
        .filter({ hasText: 'دورة-الماء.pdf' })
        .first();
      await arabicAnswer.waitFor({ timeout: 60_000 });
      expect(await arabicAnswer.textContent()).toMatch(/السحب/);
    }
    await screenshotBoth(sp, 'chat', () => answer.waitFor());

    // after a reload the conversation is found again in History
    await sp.reload();
    await sp.getByText(`Ask ${BOT} anything`).waitFor();
    const expand = sp.getByRole('button', { name: 'Expand sidebar' });
    if (await expand.isVisible()) await expand.click();
    const history = sp.getByRole('navigation', { name: 'History Chats' });
    await history.getByRole('button').first().click();
    await messages.getByText('What do plants need for photosynthesis?').waitFor();
    await messages.getByText('biology-unit3.pdf').first().waitFor();
    // on a phone the sidebar is a drawer opened from the top bar
    await sp.setViewportSize(PHONE);
    await sp.getByRole('button', { name: 'Open menu' }).click();
    await history.getByRole('button').first().waitFor();
    await settle(sp);
    await screenshot(sp, 'chat-history-drawer');
    await history.getByRole('button').first().click();
    await messages.getByText('What do plants need for photosynthesis?').waitFor();
    // narrowed from 1280 with the sidebar expanded, the empty input is one line again
    await settle(sp);
    expect((await input.boundingBox())!.height).toBeLessThanOrEqual(48);
    await sp.setViewportSize(DESKTOP);

    // logout from the user card menu
    await sp
      .getByRole('button', { name: new RegExp(student.name) })
      .last()
      .click();
    await sp.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(sp, '/login');
    expect(await sp.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });

  it('shows the manage-bot Files tab with the processed files', async () => {
    await tp
      .getByRole('row')
      .filter({ hasText: BOT })
      .getByRole('button', { name: 'Manage' })
      .click();
    await tp.getByRole('heading', { name: `Manage Bot: ${BOT}` }).waitFor();
    await tp.getByRole('tab', { name: 'Files' }).click();
    await tp.getByText('biology-unit3.pdf').waitFor();
    if (withArabic) {
      await tp.getByText('دورة-الماء.pdf').waitFor();
      expect(await nameGapFromIcon(tp, 'Uploaded files', 'دورة-الماء.pdf')).toBeLessThan(40);
    }
    await screenshotBoth(tp, 'manage-bot-files', () => tp.getByText('biology-unit3.pdf').waitFor());
  });
});
