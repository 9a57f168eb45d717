// Teacher journey in a real browser against the real server (started by run.mjs):
// register -> sign in -> create a bot -> upload a generated PDF -> the dashboard badge turns
// Completed -> a student's request is approved -> files tab delete -> profile -> logout.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './browser';

async function physicsPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("Newton's second law: force equals mass times acceleration.", {
    x: 50,
    y: 700,
    size: 14,
    font,
  });
  return Buffer.from(await doc.save());
}

async function api<T>(
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

describe('teacher journey', () => {
  let browser: Browser;
  let page: Page;
  const stamp = Date.now();
  const teacher = { name: 'Nour Samir', email: `nour${stamp}@school.eg`, password: 'quiet-owl-12' };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers a teacher and signs in to the dashboard', async () => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill(teacher.name);
    await page.getByLabel('Email').fill(teacher.email);
    await page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await page.getByText('Teacher', { exact: true }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // the email comes over from registration
    expect(await page.getByLabel('Email').inputValue()).toBe(teacher.email);
    await page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('No chatbots found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/teacher-page');
    await screenshot(page, 'teacher-dashboard-empty');
  });

  it('creates a bot, uploads a PDF and sees the file finish processing', async () => {
    await page.getByRole('button', { name: 'Create your first bot' }).click();
    await page.getByLabel('Bot name').fill('Physics Helper');
    await page.getByLabel('Subject').fill('Physics');
    await page.getByRole('button', { name: /Grade/ }).click();
    await page.getByRole('button', { name: 'American System' }).click();
    await page.getByRole('button', { name: 'Grade 10' }).click();
    await page.getByText('Arabic - English').click();
    await page.getByRole('button', { name: 'Create EduBot' }).click();
    await page.getByText('Upload Study Materials').waitFor();
    await page
      .getByTestId('file-input')
      .setInputFiles({
        name: 'physics.pdf',
        mimeType: 'application/pdf',
        buffer: await physicsPdf(),
      });
    await page.getByRole('button', { name: 'Upload & Save' }).click();
    await page.getByText('We are cooking your bot').waitFor();
    await screenshot(page, 'teacher-cooking-modal');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.locator('td', { hasText: 'Physics Helper' }).first().waitFor();
    await page.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    await screenshot(page, 'teacher-dashboard-bot');
  });

  it('approves a student access request', async () => {
    const botId = await page.evaluate(() => localStorage.getItem('selectedBotId'));
    expect(botId).toBeTruthy();
    const student = {
      name: 'Sara Ali',
      email: `sara${stamp}@x.eg`,
      password: 'quiet-owl-12',
      role: 'student',
    };
    expect((await api('/api/auth/register', { json: student })).status).toBe(201);
    const login = await api<{ access_token: string }>('/api/auth/login', {
      json: { email: student.email, password: student.password },
    });
    const req = await api(`/api/memberships/request/${botId}`, {
      method: 'POST',
      token: login.body.access_token,
    });
    expect(req.status).toBeLessThan(300);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.locator('tr', { hasText: 'Sara Ali' });
    await row.getByRole('button', { name: /Approve/ }).click();
    await page.getByText('Request approved successfully').waitFor();
    await row.getByText('approved', { exact: true }).waitFor();
    expect(await page.getByTestId('stat-Total Students').textContent()).toBe('1');
  });

  it('manages the bot files and deletes one', async () => {
    await page.getByRole('button', { name: 'Manage' }).first().click();
    await page.getByRole('heading', { name: 'Manage Bot: Physics Helper' }).waitFor();
    await page.getByRole('tab', { name: 'Files' }).click();
    await page.getByText('physics.pdf').waitFor();
    await screenshot(page, 'teacher-manage-files');
    await page.getByRole('button', { name: 'Delete physics.pdf' }).click();
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('File deleted successfully').waitFor();
    await page.getByText('No files uploaded yet').waitFor();
  });

  it('shows the profile and logs out', async () => {
    await page.goto('/teacher-page');
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByText('Bot Limit').waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    // the guard now sends the teacher screens back to sign-in
    await page.goto('/teacher-page');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });
});
