// Truthful file status (issue 11): the dashboard badge comes from the server's file states, so
// a teacher on a second browser (files uploaded elsewhere, nothing in its storage) sees Completed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, expectPath, launchBrowser, recordFailure } from './browser';
import { englishBiologyPdf } from './study-pdfs';
import { apiAccount, apiBot, apiUpload, signInUi, type ApiAccount } from './support/api-setup';

describe('file status on a second browser', () => {
  let browser: Browser;
  let teacher: ApiAccount;
  let page: Page | undefined;

  beforeAll(async () => {
    teacher = await apiAccount('teacher', 'Samia Lotfy');
    const botId = (await apiBot(teacher, 'Uploaded Elsewhere')).id;
    await apiBot(teacher, 'Still Empty');
    const upload = await apiUpload(teacher, botId, {
      name: 'biology.pdf',
      type: 'application/pdf',
      bytes: await englishBiologyPdf(),
    });
    expect(upload.status).toBe('COMPLETED');
    browser = await launchBrowser();
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure({ teacher: page }, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows Completed for the bot with a processed file and No files for the empty one', async () => {
    const ctx = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, locale: 'en-US' });
    page = await ctx.newPage();
    await page.goto('/login');
    await signInUi(page, teacher);
    await expectPath(page, '/teacher-page');
    const uploaded = page.getByRole('row').filter({ hasText: 'Uploaded Elsewhere' });
    await uploaded.getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
    const empty = page.getByRole('row').filter({ hasText: 'Still Empty' });
    await empty.getByText('No files', { exact: true }).waitFor();
    expect(await uploaded.getByText('Processing', { exact: true }).count()).toBe(0);
  });
});
