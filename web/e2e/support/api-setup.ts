// Accounts and bots made through the real API (fetch from the test process), so browser tests
// of one screen do not replay the whole registration story first.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from '../browser';

let counter = 0;

export interface ApiAccount {
  name: string;
  email: string;
  password: string;
  token: string;
  id: string;
}

export async function apiCall<T>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  base = baseUrl,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiAccount(
  role: 'student' | 'teacher',
  name: string,
  base = baseUrl,
): Promise<ApiAccount> {
  const email = `${role}.${Date.now().toString(36)}.${counter++}@e2e.example`;
  const password = 'e2e-pass-123';
  await apiCall(
    'POST',
    '/api/auth/register',
    undefined,
    {
      name,
      email,
      password,
      role,
      ...(role === 'teacher' ? { teacher_profile: { bot_limit: 3, current_bots: 0 } } : {}),
    },
    base,
  );
  const login = await apiCall<{ access_token: string; user: { _id: string } }>(
    'POST',
    '/api/auth/login',
    undefined,
    { email, password },
    base,
  );
  return { name, email, password, token: login.access_token, id: login.user._id };
}

export async function apiBot(
  teacher: ApiAccount,
  name: string,
  base = baseUrl,
): Promise<{ id: string; joinCode: string }> {
  const id = await apiCall<string>(
    'POST',
    '/api/bots',
    teacher.token,
    { name, subject: 'Science', grade: 'Grade 8', supported_languages: ['Arabic - English'] },
    base,
  );
  const bot = await apiCall<{ join_code: string }>(
    'GET',
    `/api/bots/${id}`,
    teacher.token,
    undefined,
    base,
  );
  return { id, joinCode: bot.join_code };
}

/** Student asks by id, teacher accepts. */
export async function apiEnroll(
  teacher: ApiAccount,
  student: ApiAccount,
  botId: string,
  base = baseUrl,
): Promise<void> {
  const req = await apiCall<{ _id: string }>(
    'POST',
    `/api/memberships/request/${botId}`,
    student.token,
    undefined,
    base,
  );
  await apiCall('POST', `/api/memberships/accept/${req._id}`, teacher.token, undefined, base);
}

/** Uploads one study file and waits until the server has processed it (COMPLETED or FAILED). */
export async function apiUpload(
  teacher: ApiAccount,
  botId: string,
  file: { name: string; type: string; bytes: Buffer },
  base = baseUrl,
): Promise<{ file_id: string; status: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${base}/api/files/upload?bot_id=${botId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacher.token}` },
    body: form,
  });
  if (res.status !== 201)
    throw new Error(`upload ${file.name} -> ${res.status} ${await res.text()}`);
  const { file_id } = (await res.json()) as { file_id: string };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const s = await apiCall<{ status: string }>(
      'GET',
      `/api/files/${file_id}/status`,
      teacher.token,
      undefined,
      base,
    );
    if (s.status !== 'PROCESSING') return { file_id, status: s.status };
    if (Date.now() > deadline) throw new Error(`${file.name} still PROCESSING`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs in through the login form (the page must show it). */
export async function signInUi(
  page: Page,
  who: { email: string; password: string },
): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function expectCode(code: string): void {
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
}
