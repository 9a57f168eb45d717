// Debian's Chromium through playwright-core: never a downloaded browser.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const screenshotDir = path.resolve('test-results/screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  size = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport: size, baseURL: baseUrl, locale: 'en-US' });
  return context.newPage();
}

/** `fullPage: false` for modals: a fixed overlay only covers the viewport, not the whole page. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The screen at both spec sizes (desktop first), then the page goes back to its own size. */
export async function screenshotBoth(
  page: Page,
  name: string,
  ready?: () => Promise<unknown>,
  fullPage = true,
): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // layout follows matchMedia listeners; wait until the new width is painted
    await page.waitForFunction((w) => window.innerWidth === w, size.width);
    if (ready) await ready();
    // sticky bars and sidebars are painted where the scroll left them: capture from the top
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, name, fullPage);
  }
  await page.setViewportSize(own);
}

/** Waits until the app's router shows `pathname`. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout: 15_000 });
}

/** Waits for a toast with exactly this text (react-hot-toast renders them as role=status). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** On a failed step: where each page was, what it showed (screenshot + accessibility tree). */
export async function recordFailure(
  pages: Record<string, Page | undefined>,
  test: string,
): Promise<void> {
  const dir = path.resolve('test-results/failures');
  fs.mkdirSync(dir, { recursive: true });
  const slug = test.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
  for (const [who, page] of Object.entries(pages)) {
    if (!page || page.isClosed()) continue;
    try {
      const file = path.join(dir, `${slug}-${who}`);
      await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 5000 });
      const tree = await page.locator('body').ariaSnapshot({ timeout: 5000 });
      fs.writeFileSync(`${file}.txt`, `${page.url()}\n${tree}\n`);
      console.error(`e2e failure (${who}) at ${page.url()}: see ${file}.png / .txt`);
    } catch {
      // the page may be gone; the test error says enough then
    }
  }
}

/** Waits until finite CSS transitions/animations (sidebar widths, toasts, modals) have ended. */
export async function settle(page: Page): Promise<void> {
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await frames(); // let React answer the resize before looking for transitions
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .every((a) => a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000, polling: 50 },
    )
    .catch(() => undefined); // a never-ending animation is not worth failing a screenshot for
  await frames();
}
