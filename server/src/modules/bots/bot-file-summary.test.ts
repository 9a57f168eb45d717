// The teacher's bot list carries each bot's file states (issue 11): the dashboard badge is read
// from the server, so every browser of the teacher sees the same thing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, createBot, signUp } from '../../../test/helpers/accounts.js';
import { fakeExe, textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { uploadFile, waitForFile } from '../../../test/fixtures/ingestion-upload.js';

describe("files summary in the teacher's bot list", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts completed, failed and processing files per bot, only for the owner', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const botA = await createBot(t.app, teacher, { name: 'Bot A' });
    const botB = await createBot(t.app, teacher, { name: 'Bot B' });
    const good = await uploadFile(
      t.app,
      teacher.token,
      botA,
      'a.pdf',
      await textPdf([{ lines: ['Cells are alive.'] }]),
      'application/pdf',
    );
    await waitForFile(t.app, teacher.token, good.json().file_id);
    // A broken PDF: accepted by its header, FAILED by the pipeline.
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(fakeExe())]);
    const bad = await uploadFile(t.app, teacher.token, botA, 'b.pdf', broken, 'application/pdf');
    expect((await waitForFile(t.app, teacher.token, bad.json().file_id)).status).toBe('FAILED');
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/bots/teacher/me',
        headers: bearer(teacher.token),
      })
    ).json<{ _id: string; files: Record<string, number> }[]>();
    expect(list.find((b) => b._id === botA)!.files).toEqual({
      total: 2,
      processing: 0,
      completed: 1,
      failed: 1,
    });
    expect(list.find((b) => b._id === botB)!.files).toEqual({
      total: 0,
      processing: 0,
      completed: 0,
      failed: 0,
    });
    const other = await signUp(t.app, 'teacher');
    const theirs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/bots/teacher/me',
        headers: bearer(other.token),
      })
    ).json();
    expect(theirs).toEqual([]);
  }, 120_000);
});
