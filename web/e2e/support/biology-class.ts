// The class most chat tests start from: a teacher, an enrolled student and one bot whose English
// biology PDF has been read (COMPLETED), all made through the real API; and a student's chat
// screen opened the way a student gets there (sign in, then /edubot).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, expectPath } from '../browser';
import { englishBiologyPdf } from '../study-pdfs';
import { apiAccount, apiBot, apiEnroll, apiUpload, signInUi, type ApiAccount } from './api-setup';

export interface BiologyClass {
  teacher: ApiAccount;
  student: ApiAccount;
  botId: string;
}

export async function biologyClass(
  names: { teacher: string; student: string; bot: string; file?: string },
  base = baseUrl,
): Promise<BiologyClass> {
  const teacher = await apiAccount('teacher', names.teacher, base);
  const student = await apiAccount('student', names.student, base);
  const botId = (await apiBot(teacher, names.bot, base)).id;
  const upload = await apiUpload(
    teacher,
    botId,
    {
      name: names.file ?? 'biology.pdf',
      type: 'application/pdf',
      bytes: await englishBiologyPdf(),
    },
    base,
  );
  expect(upload.status).toBe('COMPLETED');
  await apiEnroll(teacher, student, botId, base);
  return { teacher, student, botId };
}

/** Signs the student in on `page` (at its context's base URL) and opens the chat; returns the message box. */
export async function openStudentChat(page: Page, student: ApiAccount) {
  await page.goto('/login');
  await signInUi(page, student);
  await expectPath(page, '/student-page');
  await page.goto('/edubot');
  return page.getByPlaceholder('Type your question...');
}
