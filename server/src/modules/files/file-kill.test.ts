// A study file whose processing is killed (memory cap, time limit) ends FAILED with a reason a
// teacher understands, and a file whose processing keeps being cut short is given up after a
// bounded number of runs, counted in the database across restarts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@edubot/common';
import { INGESTION_MESSAGES } from '../../ingestion/ingestion-error.js';
import { createBot, signUp } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { ENGLISH_LINES, scannedPdf, textImage } from '../../../test/fixtures/ingestion-fixtures.js';
import { uploadFile, waitForFile } from '../../../test/fixtures/ingestion-upload.js';
import { MAX_FILE_ATTEMPTS } from './file-ingest.worker.js';

const opened: TestApp[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

/** A scan of several pages: rendering and OCR take far more than a second and 128 MB. */
const heavyScan = () =>
  scannedPdf(Array.from({ length: 8 }, () => ({ lines: [...ENGLISH_LINES, ...ENGLISH_LINES] })));

describe('a killed processing run', () => {
  it('ends FAILED with the memory reason when the child passes its memory cap', async () => {
    const t = await open({ EDUBOT_FILE_MEMORY_MB: '128' });
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    const res = await uploadFile(t.app, teacher.token, botId, 'scan.pdf', await heavyScan());
    const status = await waitForFile(t.app, teacher.token, res.json<UploadResponse>().file_id);
    expect(status).toMatchObject({ status: 'FAILED', error: INGESTION_MESSAGES.memoryLimit });
  });

  it('ends FAILED with the time reason when the file passes its time budget', async () => {
    const t = await open({ EDUBOT_FILE_TIME_BUDGET_SECONDS: '1' });
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    const res = await uploadFile(t.app, teacher.token, botId, 'scan.pdf', await heavyScan());
    const status = await waitForFile(t.app, teacher.token, res.json<UploadResponse>().file_id);
    expect(status).toMatchObject({ status: 'FAILED', error: INGESTION_MESSAGES.timeBudget });
  });
});

describe('attempts', () => {
  it('are counted across restarts, and a file cut short too often is given up', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-attempts-'));
    folders.push(dataDir);
    const first = await open({ EDUBOT_DATA_DIR: dataDir });
    const teacher = await signUp(first.app, 'teacher');
    const botId = await createBot(first.app, teacher);
    const upload = async (name: string) => {
      const res = await uploadFile(first.app, teacher.token, botId, name, textImage([name]));
      return res.json<UploadResponse>().file_id;
    };
    const given = await upload('Cut short every time.png');
    const lastTry = await upload('One run left.png');
    await waitForFile(first.app, teacher.token, given);
    await waitForFile(first.app, teacher.token, lastTry);
    const attemptsOf = async (id: string) =>
      (
        await first.ctx.db
          .selectFrom('files')
          .select('attempts')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).attempts;
    expect(await attemptsOf(given)).toBe(1);
    // As a server stopped (or killed) in the middle of their runs would leave them.
    await first.ctx.db
      .updateTable('files')
      .set({ status: 'PROCESSING', attempts: MAX_FILE_ATTEMPTS })
      .where('id', '=', given)
      .execute();
    await first.ctx.db
      .updateTable('files')
      .set({ status: 'PROCESSING', attempts: MAX_FILE_ATTEMPTS - 1 })
      .where('id', '=', lastTry)
      .execute();
    await first.close();
    opened.splice(opened.indexOf(first), 1);

    const second = await open({ EDUBOT_DATA_DIR: dataDir });
    expect(await waitForFile(second.app, teacher.token, given)).toMatchObject({
      status: 'FAILED',
      error: INGESTION_MESSAGES.tooManyAttempts(MAX_FILE_ATTEMPTS),
    });
    expect(await waitForFile(second.app, teacher.token, lastTry)).toMatchObject({
      status: 'COMPLETED',
    });
  });
});
