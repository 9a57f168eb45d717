// Opening a citation on a phone (issue 11): the numbered source chip opens (tap, or Enter from
// the keyboard) a panel with the file name, the page, the cited passage and the page itself,
// rendered by the server from the PDF; it fits the 390 px screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, baseUrl, launchBrowser, recordFailure, screenshot } from './browser';
import { type ApiAccount } from './support/api-setup';
import { biologyClass, openStudentChat } from './support/biology-class';

describe('opening a citation on a phone-sized screen', () => {
  let browser: Browser;
  let student: ApiAccount;
  let page: Page | undefined;

  beforeAll(async () => {
    ({ student } = await biologyClass({
      teacher: 'Rania Mostafa',
      student: 'Mazen Tarek',
      bot: 'Cited Biology',
      file: 'biology-unit3.pdf',
    }));
    browser = await launchBrowser();
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure({ student: page }, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tap and Enter open the cited passage and the rendered page', async () => {
    const ctx = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl,
      locale: 'en-US',
      hasTouch: true,
    });
    page = await ctx.newPage();
    const input = await openStudentChat(page, student);
    await input.fill('What do plants need for photosynthesis?');
    await input.press('Enter');
    const chip = page.getByRole('button', { name: /^Open source 1: biology-unit3\.pdf/ });
    await chip.waitFor({ timeout: 60_000 });
    expect(await chip.textContent()).toContain('[1]');

    await chip.tap();
    const panel = page.getByRole('dialog', { name: /biology-unit3\.pdf/ });
    await panel.getByText('page 2').waitFor();
    await panel.getByText(/sunlight, water and carbon dioxide/).waitFor();
    const image = panel.getByRole('img', { name: 'Page 2 of biology-unit3.pdf' });
    await image.waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () =>
        ((document.querySelector('[role="dialog"] img') as HTMLImageElement | null)?.naturalWidth ??
          0) > 0,
    );
    const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(natural).toBeGreaterThan(500);
    // the excerpt is marked on the page image, from the page's text layer, over the lesson lines
    await panel.getByText('The excerpt is highlighted on the page.').waitFor();
    const marks = panel.getByTestId('page-highlight');
    expect(await marks.count()).toBeGreaterThan(0);
    const img = (await image.boundingBox())!;
    const mark = (await marks.first().boundingBox())!;
    expect(mark.x).toBeGreaterThanOrEqual(img.x);
    expect(mark.x + mark.width).toBeLessThanOrEqual(img.x + img.width + 1);
    expect(mark.y).toBeGreaterThan(img.y);
    // the lesson's lines are in the top quarter of the A4 page
    expect(mark.y - img.y).toBeLessThan(img.height / 4);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'citation-panel', false);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // From the keyboard: focus the chip, Enter.
    await chip.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: /biology-unit3\.pdf/ })
      .getByText('Cited passage')
      .waitFor();
  });
});
