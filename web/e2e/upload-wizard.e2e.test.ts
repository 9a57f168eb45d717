// A partly failed upload retried without duplicates (issue 11): three files, one of them a damaged
// .pdf. The wizard shows the bot limit before step 1, reports each file's own result with the
// server's reason, retries only the failed file, resumes at step 2 after the teacher leaves, and
// the server ends with one new bot holding the two good files once each.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectPath,
  launchBrowser,
  recordFailure,
  screenshotBoth,
} from './browser';
import { englishBiologyPdf } from './study-pdfs';
import { apiAccount, apiBot, apiCall, signInUi, type ApiAccount } from './support/api-setup';
import { describeFindings, seriousViolations } from './support/axe';

const BOT = 'Chemistry Corner';
const REFUSED = 'Failed: This file type is not supported. Allowed: pdf, png, jpeg, svg, zip.';

describe('a partly failed upload retried without duplicates', () => {
  let browser: Browser;
  let teacher: ApiAccount;
  let page: Page | undefined;
  // upload requests seen by the browser (a multipart body is not readable from the request event;
  // the server's file list at the end says which files arrived)
  let uploads = 0;

  beforeAll(async () => {
    teacher = await apiAccount('teacher', 'Hala Mansour');
    await apiBot(teacher, 'Older Bot');
    browser = await launchBrowser();
  }, 120_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure({ teacher: page }, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads the good files, names the refused one with the reason, retries only it, and resumes at step 2', async () => {
    const ctx = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, locale: 'en-US' });
    page = await ctx.newPage();
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/files/upload') uploads++;
    });
    await page.goto('/login');
    await signInUi(page, teacher);
    await expectPath(page, '/teacher-page');
    await page
      .getByRole('complementary', { name: 'Teacher navigation' })
      .getByRole('button', { name: 'Create Chatbot' })
      .click();

    // the limit is visible before step 1 starts
    await page.getByText('1 of 3 bots used').waitFor();
    await page.getByLabel('Bot name').fill(BOT);
    await page.getByLabel('Subject').fill('Chemistry');
    await page.getByRole('button', { name: /^Grade/ }).click();
    await page.getByRole('button', { name: 'American System' }).click();
    await page.getByRole('button', { name: 'Grade 9' }).click();
    await page.getByText('Arabic - English', { exact: true }).click();
    await page.getByRole('button', { name: 'Create EduBot' }).click();
    await page.getByRole('heading', { name: 'Upload Study Materials' }).waitFor();

    const good = await englishBiologyPdf();
    await page.getByTestId('file-input').setInputFiles([
      { name: 'unit-1.pdf', mimeType: 'application/pdf', buffer: good },
      // a .pdf whose bytes are not a PDF: the server refuses it with its reason
      {
        name: 'damaged.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('not a pdf at all, just text'),
      },
      { name: 'unit-2.pdf', mimeType: 'application/pdf', buffer: good },
    ]);
    await page.getByRole('button', { name: 'Upload & Save' }).click();

    const list = page.getByRole('list', { name: 'Chosen files' });
    const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await item('damaged.pdf').getByText(REFUSED).waitFor({ timeout: 30_000 });
    await item('unit-1.pdf').getByText('Uploaded', { exact: true }).waitFor();
    await item('unit-2.pdf').getByText('Uploaded', { exact: true }).waitFor();
    expect(uploads).toBe(3);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshotBoth(page, 'upload-partly-failed', () => item('damaged.pdf').waitFor());

    // the retry sends the refused file alone; the server refuses it again with the same reason
    await page.getByRole('button', { name: 'Retry the failed file' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-upload-state="uploading"]'));
    await item('damaged.pdf').getByText(REFUSED).waitFor();
    // one request: the refused file alone (the good ones would be duplicates in the file list)
    expect(uploads).toBe(4);

    // the teacher leaves the wizard and comes back: step 2 of the same bot, no new bot
    await page
      .getByRole('complementary', { name: 'Teacher navigation' })
      .getByRole('button', { name: 'Dashboard' })
      .click();
    await page.getByRole('row').filter({ hasText: BOT }).waitFor();
    await page
      .getByRole('complementary', { name: 'Teacher navigation' })
      .getByRole('button', { name: 'Create Chatbot' })
      .click();
    await page.getByText(`You are adding files to ${BOT}, created earlier.`).waitFor();
    await page.getByText('Already on this bot: 2 files').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();

    // real progress from the server's file states, not a fixed estimate
    const modal = page.getByRole('dialog', { name: 'We are cooking your bot' });
    await modal.getByText('All 2 files are processed').waitFor({ timeout: 90_000 });
    expect(await modal.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    await screenshotBoth(page, 'cooking-progress', () => modal.waitFor(), false);
    expect(uploads).toBe(4);

    const bots = await apiCall<{ _id: string; name: string }[]>(
      'GET',
      '/api/bots/teacher/me',
      teacher.token,
    );
    expect(bots.map((b) => b.name).sort()).toEqual([BOT, 'Older Bot']);
    const bot = bots.find((b) => b.name === BOT)!;
    const files = await apiCall<{ filename: string }[]>(
      'GET',
      `/api/files/files/${bot._id}`,
      teacher.token,
    );
    expect(files.map((f) => f.filename).sort()).toEqual(['unit-1.pdf', 'unit-2.pdf']);
  });

  it("resumes in Arabic at step 2 and gives the server's reason in Arabic; no serious axe finding", async () => {
    const arabic = await apiAccount('teacher', 'هالة منصور');
    const bot = await apiBot(arabic, 'بوت الكيمياء');
    const ctx = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl,
      locale: 'ar-EG',
      bypassCSP: true, // axe is injected as an inline script, by the test only
    });
    // the browser as the wizard leaves it after step 1: the bot waiting for its files
    await ctx.addInitScript(
      ({ token, user, botId }) => {
        localStorage.setItem('uiLanguage', 'ar');
        localStorage.setItem('userToken', token);
        localStorage.setItem('userData', JSON.stringify(user));
        localStorage.setItem(
          'currentBotData',
          JSON.stringify({
            botName: 'بوت الكيمياء',
            subject: 'Science',
            grade: 'Grade 8',
            languages: [],
            botId,
          }),
        );
      },
      {
        token: arabic.token,
        user: { name: arabic.name, email: arabic.email, role: 'teacher', _id: arabic.id },
        botId: bot.id,
      },
    );
    page = await ctx.newPage();
    await page.goto('/teacher-page');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page
      .getByRole('complementary', { name: 'تنقل المعلم' })
      .getByRole('button', { name: 'إنشاء روبوت محادثة' })
      .click();
    await page.getByText('أنت تضيف ملفات إلى بوت الكيمياء الذي أنشأته سابقًا.').waitFor();
    await page
      .getByTestId('file-input')
      .setInputFiles([
        { name: 'تالف.pdf', mimeType: 'application/pdf', buffer: Buffer.from('ليس ملف PDF') },
      ]);
    await page.getByRole('button', { name: 'رفع وحفظ' }).click();
    await page
      .getByText('تعذّر الرفع: نوع الملف هذا غير مدعوم. المسموح: pdf و png و jpeg و svg و zip.')
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'أعد رفع الملف الذي تعذّر' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const found = await seriousViolations(page);
    expect(describeFindings('ar wizard step 2 with a refused file', found)).toBe('');
    const bots = await apiCall<unknown[]>('GET', '/api/bots/teacher/me', arabic.token);
    expect(bots).toHaveLength(1);
  });
});
