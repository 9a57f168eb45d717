// Per-teacher upload limits through the real app: uploads per day and stored bytes, each a 429
// with a detail and Retry-After; a refused or FAILED upload leaves no bytes on disk.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@edubot/common';
import { bearer, createBot, signUp } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { svgWithText, textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { uploadAndWait, uploadFile, waitForFile } from '../../../test/fixtures/ingestion-upload.js';
import { storageFull } from './files.service.js';
import { uploadDailyLimit } from './upload-quota.js';

const KB = 1024;
/** A diagram with one label, padded to `bytes` by an XML comment (read in a blink). */
function paddedSvg(label: string, bytes: number): Uint8Array {
  const svg = new TextDecoder().decode(svgWithText('Quota', [label]));
  const pad = Math.max(0, bytes - svg.length - 7);
  return new TextEncoder().encode(svg.replace('<title>', `<!--${'x'.repeat(pad)}--><title>`));
}

const blobsIn = (t: TestApp) =>
  readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);

describe('uploads per teacher per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_UPLOADS_PER_DAY: '2' });
  });
  afterAll(() => t.close());

  it('refuses the upload past the daily count with 429 and Retry-After; other teachers upload on', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    for (let i = 0; i < 2; i++) {
      await uploadAndWait(t.app, teacher.token, botId, `d${i}.svg`, svgWithText('A', ['Leaf']));
    }
    const before = await blobsIn(t);
    const refused = await uploadFile(
      t.app,
      teacher.token,
      botId,
      'd3.svg',
      svgWithText('A', ['Leaf']),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: uploadDailyLimit(2, '24 hours') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await blobsIn(t)).toEqual(before);

    const other = await signUp(t.app, 'teacher');
    const otherBot = await createBot(t.app, other);
    await uploadAndWait(t.app, other.token, otherBot, 'o.svg', svgWithText('B', ['Root']));
  });
});

describe('stored bytes per teacher', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_TEACHER_STORAGE_MB: '1' });
  });
  afterAll(() => t.close());

  it('refuses what would pass the storage quota, counts all bots, and frees space on delete', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const firstBot = await createBot(t.app, teacher);
    const secondBot = await createBot(t.app, teacher, { name: 'Second Bot' });
    const first = await uploadFile(
      t.app,
      teacher.token,
      firstBot,
      'big.svg',
      paddedSvg('Leaf', 700 * KB),
    );
    expect(first.statusCode).toBe(201);
    const firstId = first.json<UploadResponse>().file_id;
    expect((await waitForFile(t.app, teacher.token, firstId)).status).toBe('COMPLETED');

    const before = await blobsIn(t);
    const over = await uploadFile(
      t.app,
      teacher.token,
      secondBot,
      'big2.svg',
      paddedSvg('Root', 700 * KB),
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: storageFull(1024 * KB) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await blobsIn(t)).toEqual(before);

    // What still fits is accepted.
    await uploadAndWait(t.app, teacher.token, secondBot, 'small.svg', paddedSvg('Stem', 100 * KB));

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/delete/${firstId}/bot/${firstBot}`,
      headers: bearer(teacher.token),
    });
    expect(del.statusCode).toBe(200);
    await uploadAndWait(t.app, teacher.token, secondBot, 'big2.svg', paddedSvg('Root', 700 * KB));
  });

  it("a FAILED file's bytes are deleted and stop counting", async () => {
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    const before = await blobsIn(t);
    const blank = await textPdf([{ lines: [] }]);
    const padded = new Uint8Array(900 * KB);
    padded.set(blank);
    const status = await uploadAndWait(
      t.app,
      teacher.token,
      botId,
      'blank.pdf',
      padded,
      'application/pdf',
    );
    expect(status.status).toBe('FAILED');
    expect(await blobsIn(t)).toEqual(before);
    // Its 900 KB no longer count: a 700 KB file fits.
    await uploadAndWait(t.app, teacher.token, botId, 'ok.svg', paddedSvg('Leaf', 700 * KB));
  });
});
