// The signed-out screens in a real browser: the landing page's links and its slide-in menu under
// 1024 px, and the validation a visitor meets on register (docs/product.md) and login (docs/product.md).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  expectPath,
  expectToast,
  launchBrowser,
  newPage,
  recordFailure,
  screenshotBoth,
} from './browser';

describe('public screens', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await recordFailure({ visitor: page }, ctx.task.name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('landing: links to sign in and sign up, and a slide-in menu on small screens', async () => {
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    await hero.waitFor();
    await screenshotBoth(page, 'landing', () => hero.waitFor());

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await nav.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page
      .getByRole('dialog', { name: 'Mobile menu' })
      .or(page.getByLabel('Mobile menu'));
    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expectPath(page, '/register');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/');
    await page.getByRole('link', { name: 'Start Learning Today' }).click();
    await expectPath(page, '/login');
  });

  it('register: empty submit shows the spec messages; short values show the length rules', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshotBoth(page, 'register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const text of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Please select a role',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Full name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    await page.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
    // nothing was sent: still on the register page
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('login: a wrong password shows an error toast and keeps the visitor on /login', async () => {
    const who = { email: `lina.${Date.now()}@school.eg`, password: 'right-pass1' };
    const res = await page.request.post('/api/auth/register', {
      data: { name: 'Lina Adel', email: who.email, password: who.password, role: 'student' },
    });
    expect(res.status()).toBe(201);

    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await screenshotBoth(page, 'login');
    // errors show only once a field was touched
    await page.getByLabel('Email').focus();
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByText('Email is required', { exact: true }).waitFor();

    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Incorrect email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });
});
