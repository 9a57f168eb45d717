// Teacher insight and classroom control (issue 10) on the real server and Debian's Chromium:
// a teacher turns a bot off and a student is refused; a teacher tries their own bot; a flagged
// message raises an alert on the dashboard; the insights render in English and in Arabic.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, expectPath, launchBrowser, recordFailure } from './browser';
import { apiCall, signInUi, type ApiAccount } from './support/api-setup';
import { biologyClass } from './support/biology-class';

describe('classroom control and insights', () => {
  let browser: Browser;
  let teacher: ApiAccount;
  let student: ApiAccount;
  let botId: string;
  const pages: Record<string, Page | undefined> = {};
  const contexts: BrowserContext[] = [];

  async function signedIn(who: ApiAccount, role: 'teacher' | 'student') {
    const ctx = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, locale: 'en-US' });
    contexts.push(ctx);
    const page = await ctx.newPage();
    pages[role] = page;
    await page.goto('/login');
    await signInUi(page, who);
    await expectPath(page, role === 'teacher' ? '/teacher-page' : '/student-page');
    return page;
  }

  async function openManageBot(page: Page, tab: RegExp) {
    await page.goto('/teacher-page');
    await page.getByRole('button', { name: 'Manage' }).first().click();
    await page.getByRole('heading', { name: /Manage Bot/ }).waitFor();
    await page.getByRole('tab', { name: tab }).click();
  }

  async function studentAsks(page: Page, question: string) {
    await page.goto('/edubot');
    const input = page.getByPlaceholder('Type your question...');
    await input.waitFor();
    await input.fill(question);
    await page.getByRole('button', { name: 'Send message' }).click();
  }

  beforeAll(async () => {
    ({ teacher, student, botId } = await biologyClass({
      teacher: 'Hoda Mansour',
      student: 'Karim Adel',
      bot: 'Insight Biology',
    }));
    browser = await launchBrowser();
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure(pages, ctx.task.name);
    for (const c of contexts.splice(0)) await c.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a teacher turns the bot off in Settings and the student is refused with a clear message', async () => {
    const t = await signedIn(teacher, 'teacher');
    await openManageBot(t, /Settings/);
    const toggle = t.getByRole('switch', { name: /Bot Status/ });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    // The server holds it, not the screen: a reload shows it off.
    await t.reload();
    await t.getByRole('tab', { name: /Settings/ }).click();
    await expect
      .poll(() => t.getByRole('switch', { name: /Bot Status/ }).getAttribute('aria-checked'))
      .toBe('false');

    const s = await signedIn(student, 'student');
    await studentAsks(s, 'How do plants make their food?');
    await s.getByText('Your teacher has turned this bot off for now.').first().waitFor();

    // Back on for the next tests.
    await apiCall('PATCH', `/api/bots/${botId}`, teacher.token, { is_active: true });
  });

  it('a teacher tries their own bot in the chat itself: welcome, starters, cited answers, history; the try stays out of insights', async () => {
    await apiCall('PATCH', `/api/bots/${botId}`, teacher.token, {
      instructions: {
        welcome: 'Hello! I answer from the biology notes.',
        starter_questions: ['How do plants make their food?'],
      },
    });
    const t = await signedIn(teacher, 'teacher');
    await openManageBot(t, /Try your bot/);
    const chat = t.getByTestId('preview-chat');
    // The empty chat shows the bot's welcome and its starter questions, as students see them.
    await chat.getByText('Hello! I answer from the biology notes.').waitFor();
    await chat.getByTestId('starter-questions').getByRole('button', { name: 'How do plants make their food?' }).click();
    const input = chat.getByPlaceholder('Type your question...');
    expect(await input.inputValue()).toBe('How do plants make their food?');
    await chat.getByRole('button', { name: 'Send message' }).click();

    // A cited answer whose source opens like in the student chat.
    const open = chat.getByRole('button', { name: /Open source 1: biology\.pdf/ });
    await open.waitFor({ timeout: 60_000 });
    await open.click();
    const dialog = t.getByRole('dialog', { name: /biology\.pdf/ });
    await dialog.getByText('Cited passage').waitFor();
    await dialog.getByRole('img', { name: /Page \d+ of biology\.pdf/ }).waitFor({ timeout: 30_000 });
    await t.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The conversation goes on, and is still there after visiting another tab.
    await input.fill('What is photosynthesis?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => chat.getByRole('button', { name: /Open source 1:/ }).count(), { timeout: 60_000 })
      .toBe(2);
    await t.getByRole('tab', { name: /Settings/ }).click();
    await t.getByRole('tab', { name: /Try your bot/ }).click();
    await t.getByTestId('preview-chat').getByText('What is photosynthesis?').waitFor();

    // The same screen in Arabic: the interface is Arabic and right-to-left, the chat is kept.
    await t.evaluate(() => localStorage.setItem('uiLanguage', 'ar'));
    await t.reload();
    await t.getByRole('tab', { name: /جرّب البوت/ }).click();
    const arChat = t.getByTestId('preview-chat');
    await arChat.getByPlaceholder('اكتب سؤالك...').waitFor();
    await arChat.getByText('What is photosynthesis?').waitFor();
    expect(await t.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await t.evaluate(() => localStorage.setItem('uiLanguage', 'en'));

    // Kept apart: no student chat, no question in the class summary.
    const chats = await apiCall<unknown[]>('GET', `/api/bots/${botId}/insights/chats`, teacher.token);
    expect(chats).toEqual([]);
    const summary = await apiCall<{ questions: number }>('GET', `/api/bots/${botId}/insights/summary?days=7`, teacher.token);
    expect(summary.questions).toBe(0);
  });

  it('a flagged message gets a calm reply and raises an alert on the dashboard, which the teacher resolves', async () => {
    const s = await signedIn(student, 'student');
    await studentAsks(s, 'I want to kill myself, nobody cares');
    await s
      .getByText(/talk to an adult you trust/)
      .first()
      .waitFor();
    // The notice that the teacher can read these chats is shown, once.
    await s.getByTestId('teacher-notice').waitFor();
    await s.getByRole('button', { name: 'Got it' }).click();
    await s.reload();
    await s.getByPlaceholder('Type your question...').waitFor();
    expect(await s.getByTestId('teacher-notice').count()).toBe(0);

    const t = await signedIn(teacher, 'teacher');
    const alerts = t.getByTestId('safety-alerts');
    const alert = alerts.getByTestId('safety-alert').first();
    await alert.getByText('I want to kill myself, nobody cares').waitFor();
    await alert.getByText(/Self-harm/).waitFor();
    await alert.getByText('Unresolved').waitFor();
    const resolve = alert.getByRole('button', { name: 'Mark resolved' });
    await resolve.click();
    // 'Resolved' is also part of 'Unresolved' and 'Mark resolved': wait for the button to go,
    // then for the status word standing alone.
    await resolve.waitFor({ state: 'detached' });
    await alert.getByText(/(^|·\s*)Resolved$/).waitFor();
  });

  it('the insights render in English and in Arabic', async () => {
    await apiCall('POST', `/api/bots/${botId}/chat/`, student.token, {
      user_query: 'What are volcanoes made of?',
    });
    const en = await signedIn(teacher, 'teacher');
    await en.getByRole('heading', { name: /Class insights/ }).waitFor();
    await en.getByTestId('class-charts').waitFor();
    await en
      .getByTestId('gaps')
      .getByText(/volcanoes were not covered|volcano/)
      .first()
      .waitFor();
    await en.getByTestId('student-chats').getByText('Karim Adel').first().waitFor();
    const uptime = await en.getByTestId('stat-Bot Uptime').textContent();
    expect(uptime).toMatch(/%/);

    // The same screen in Arabic: the remembered interface language, then a reload.
    const ar = en;
    await ar.evaluate(() => localStorage.setItem('uiLanguage', 'ar'));
    await ar.reload();
    await ar.getByRole('heading', { name: /إحصاءات الفصل/ }).waitFor();
    await ar.getByText('تنبيهات السلامة').waitFor();
    await ar.getByText('فجوات في المواد').waitFor();
    await ar.getByTestId('class-charts').waitFor();
    expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});
