// Managing chats (issue 11) as a student on the real server: chats grouped by date, search over
// titles and answers, rename, delete after a confirmation, the sidebar remembered after a reload,
// and the copy button under an answer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, expectToast, launchBrowser, recordFailure } from './browser';
import { apiCall, type ApiAccount } from './support/api-setup';
import { biologyClass, openStudentChat } from './support/biology-class';

describe('rename, delete and search of chats', () => {
  let browser: Browser;
  let student: ApiAccount;
  let botId: string;
  let page: Page | undefined;
  const chatIds: Record<string, string> = {};

  const ask = async (user_query: string) =>
    (
      await apiCall<{ chat_id: string }>('POST', `/api/bots/${botId}/chat/`, student.token, {
        user_query,
      })
    ).chat_id;

  beforeAll(async () => {
    ({ student, botId } = await biologyClass({
      teacher: 'Nadia Saleh',
      student: 'Ali Hamdy',
      bot: 'Managed Biology',
    }));
    chatIds.food = await ask('How do plants make their food?');
    chatIds.oxygen = await ask('Where does oxygen leave the plant?');
    browser = await launchBrowser();
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure({ student: page }, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('groups, searches, renames and deletes chats; the sidebar stays as it was left', async () => {
    const ctx = await browser.newContext({
      viewport: DESKTOP,
      baseURL: baseUrl,
      locale: 'en-US',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    page = await ctx.newPage();
    await openStudentChat(page, student);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const history = page.getByRole('navigation', { name: 'History Chats' });
    const today = history.getByRole('region', { name: 'Today' });
    await today.getByText('How do plants make their food?').waitFor();
    await today.getByText('Where does oxygen leave the plant?').waitFor();

    // Search finds a word that only the answer holds (from the PDF), not the title.
    await history.getByLabel('Search chats').fill('stomata');
    const results = history.getByRole('list', { name: 'Search results' });
    await results.getByText('Where does oxygen leave the plant?').waitFor();
    expect(await results.getByText('How do plants make their food?').count()).toBe(0);
    await history.getByLabel('Search chats').fill('');

    // Rename.
    await history.getByRole('button', { name: 'Rename How do plants make their food?' }).click();
    const titleInput = history.getByLabel('New chat title');
    await titleInput.fill('Photosynthesis notes');
    await titleInput.press('Enter');
    await expectToast(page, 'Chat renamed');
    await today.getByText('Photosynthesis notes').waitFor();
    const details = await apiCall<{ title: string }>(
      'GET',
      `/api/bots/${botId}/chat/${chatIds.food}`,
      student.token,
    );
    expect(details.title).toBe('Photosynthesis notes');

    // Delete, after a confirmation.
    await history
      .getByRole('button', { name: 'Delete Where does oxygen leave the plant?' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this chat?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Chat deleted');
    await today.getByText('Where does oxygen leave the plant?').waitFor({ state: 'detached' });
    const left = await apiCall<{ chat_id: string }[]>(
      'GET',
      `/api/bots/${botId}/chat/my_chats`,
      student.token,
    );
    expect(left.map((c) => c.chat_id)).toEqual([chatIds.food]);

    // Open the renamed chat, copy its answer.
    await today.getByText('Photosynthesis notes').click();
    const answer = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').nth(1);
    await answer.getByRole('button', { name: 'Copy answer' }).click();
    await expectToast(page, 'Answer copied!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(10);
    expect((await answer.textContent()) ?? '').toContain(copied.slice(0, 20));

    // The expanded sidebar is remembered.
    await page.reload();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
  });
});
