// A streamed reply (issue 11): with a model configured (the local fake OpenAI-compatible server,
// streaming a word every 150 ms), the answer grows on screen while it is written; Stop ends it,
// the text stops growing, and the chat keeps the question and the part that was shown.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, recordFailure } from './browser';
import { apiCall, type ApiAccount } from './support/api-setup';
import { startLlmEduBot, type LlmEduBot } from './support/llm-server';
import { biologyClass, openStudentChat } from './support/biology-class';

const WORDS = Array.from({ length: 60 }, (_, i) => `word${i + 1}`);
const ANSWER = `Plants make glucose from sunlight [1]. ${WORDS.join(' ')}`;

describe('a streamed reply, rendered progressively and stopped', () => {
  let browser: Browser;
  let edubot: LlmEduBot;
  let student: ApiAccount;
  let botId: string;
  let page: Page | undefined;

  beforeAll(async () => {
    edubot = await startLlmEduBot(ANSWER, 150);
    const base = edubot.baseUrl;
    ({ student, botId } = await biologyClass(
      { teacher: 'Hoda Fathy', student: 'Karim Adel', bot: 'Streaming Biology' },
      base,
    ));
    browser = await launchBrowser();
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure({ student: page }, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
    await edubot?.stop();
  });

  it('shows the answer growing, then Stop freezes it and the chat keeps that part', async () => {
    const ctx = await browser.newContext({
      viewport: DESKTOP,
      baseURL: edubot.baseUrl,
      locale: 'en-US',
    });
    page = await ctx.newPage();
    const input = await openStudentChat(page, student);
    await input.fill('How do plants make food?');
    await input.press('Enter');

    const answer = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').nth(1);
    const length = () => answer.evaluate((el) => el.textContent?.length ?? 0);
    await answer.getByText('word3', { exact: false }).waitFor({ timeout: 30_000 });
    const early = await length();
    await answer.getByText('word8', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await length()).toBeGreaterThan(early);
    // Still being written: the last words have not arrived.
    expect(await answer.textContent()).not.toContain('word60');

    await page.getByRole('button', { name: 'Stop answer' }).click();
    await answer.getByText('Stopped').waitFor();
    const stoppedText = (await answer.textContent()) ?? '';
    // Frozen: over the next second (about 7 more words from the model) nothing is added.
    await page.waitForTimeout(1000);
    expect(await answer.textContent()).toBe(stoppedText);
    expect(stoppedText).not.toContain('word60');
    await page.getByRole('button', { name: 'Send message' }).waitFor();

    // The chat was kept with the question and the part that was shown.
    const chats = await waitForChats(edubot.baseUrl, student.token, botId);
    const history = await apiCall<{ content: string }[]>(
      'GET',
      `/api/bots/${botId}/chat/history/${chats[0]!.chat_id}`,
      student.token,
      undefined,
      edubot.baseUrl,
    );
    expect(history[0]!.content).toBe('How do plants make food?');
    expect(history[1]!.content.endsWith('…')).toBe(true);
    expect(history[1]!.content).not.toContain('word60');
    expect(history[1]!.content).toContain('word8');
  });
});

async function waitForChats(base: string, token: string, botId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await apiCall<{ chat_id: string }[]>(
      'GET',
      `/api/bots/${botId}/chat/my_chats`,
      token,
      undefined,
      base,
    );
    if (list.length > 0) return list;
    if (Date.now() > deadline) throw new Error('the stopped chat was not saved');
    await new Promise((r) => setTimeout(r, 250));
  }
}
