// Files API through app.inject on a real SQLite file and a real blob folder (docs/product.md, issue 3).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileDto, UploadResponse } from '@edubot/common';
import { bearer, createBot, signUp, type Account } from '../../../test/helpers/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  ENGLISH_LINES,
  fakeExe,
  makeZip,
  svgWithText,
  textImage,
  textPdf,
} from '../../../test/fixtures/ingestion-fixtures.js';
import { uploadFile, waitForFile } from '../../../test/fixtures/ingestion-upload.js';

let t: TestApp;
let teacher: Account;
let other: Account;
let student: Account;
let botId: string;

const blobs = async () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);

beforeAll(async () => {
  t = await createTestApp({ EDUBOT_UPLOAD_MAX_MB: '1' });
  teacher = await signUp(t.app, 'teacher');
  other = await signUp(t.app, 'teacher');
  student = await signUp(t.app, 'student');
  botId = await createBot(t.app, teacher, { supported_languages: ['Arabic - English'] });
});
afterAll(() => t.close());

describe('upload -> status -> list -> delete', () => {
  let fileId: string;

  it('accepts a PNG, answers PROCESSING, then reaches COMPLETED with its text indexed', async () => {
    const res = await uploadFile(
      t.app,
      teacher.token,
      botId,
      'leaf notes.png',
      textImage(ENGLISH_LINES),
      'image/png',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResponse>();
    expect(body).toEqual({
      file_id: expect.any(String),
      filename: 'leaf notes.png',
      status: 'PROCESSING',
    });
    fileId = body.file_id;
    expect(await waitForFile(t.app, teacher.token, fileId)).toEqual({
      file_id: fileId,
      filename: 'leaf notes.png',
      status: 'COMPLETED',
    });
    const hits = await t.ctx.search.search(botId, 'chlorophyll absorbs light', {
      limit: 3,
      languages: ['ara', 'eng'],
    });
    expect(hits[0]).toMatchObject({ fileId, filename: 'leaf notes.png', page: 1 });
  });

  it('lists the bot files with their status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/files/${botId}`,
      headers: bearer(teacher.token),
    });
    expect(res.statusCode).toBe(200);
    const files = res.json<FileDto[]>();
    expect(files).toEqual([
      expect.objectContaining({
        file_id: fileId,
        filename: 'leaf notes.png',
        status: 'COMPLETED',
        kind: 'png',
      }),
    ]);
  });

  it('delete removes the row, the blob and the index entries', async () => {
    expect(await blobs()).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/delete/${fileId}/bot/${botId}`,
      headers: bearer(teacher.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await blobs()).toEqual([]);
    const hits = await t.ctx.search.search(botId, 'chlorophyll absorbs light', {
      limit: 3,
      languages: ['ara', 'eng'],
    });
    expect(hits).toEqual([]);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/files/${fileId}/status`,
      headers: bearer(teacher.token),
    });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toEqual({ detail: 'File not found' });
  });
});

describe('other study file types', () => {
  it('an SVG and a zip of files reach COMPLETED, each zip entry cited under its own name', async () => {
    const svg = await uploadFile(
      t.app,
      teacher.token,
      botId,
      'heart.svg',
      svgWithText('The human heart', ['Left ventricle']),
      'image/svg+xml',
    );
    const zip = await uploadFile(
      t.app,
      teacher.token,
      botId,
      'unit-2.zip',
      makeZip([
        {
          name: 'lesson/ecosystems.pdf',
          data: await textPdf([{ lines: ['Producers make food; consumers eat producers.'] }]),
        },
        { name: 'lesson/food-web.png', data: textImage(['Decomposers recycle nutrients.']) },
      ]),
      'application/zip',
    );
    for (const res of [svg, zip]) {
      expect(res.statusCode).toBe(201);
      expect(
        await waitForFile(t.app, teacher.token, res.json<UploadResponse>().file_id),
      ).toMatchObject({ status: 'COMPLETED' });
    }
    const hits = await t.ctx.search.search(botId, 'decomposers recycle nutrients', {
      limit: 1,
      languages: ['ara', 'eng'],
    });
    expect(hits[0]).toMatchObject({ filename: 'unit-2.zip/lesson/food-web.png', page: 1 });
    const heart = await t.ctx.search.search(botId, 'left ventricle', {
      limit: 1,
      languages: ['ara', 'eng'],
    });
    expect(heart[0]).toMatchObject({ filename: 'heart.svg' });
  });
});

describe('failures', () => {
  it('an empty file and a PDF without text end FAILED with a reason a teacher understands', async () => {
    for (const [name, bytes] of [
      ['empty.pdf', new Uint8Array()],
      ['blank.pdf', await textPdf([{ lines: [] }])],
    ] as const) {
      const res = await uploadFile(t.app, teacher.token, botId, name, bytes, 'application/pdf');
      expect(res.statusCode).toBe(201);
      const status = await waitForFile(t.app, teacher.token, res.json<UploadResponse>().file_id);
      expect(status).toMatchObject({
        status: 'FAILED',
        error: 'No readable text was found in this file',
        filename: name,
      });
    }
  });

  it("answers a failed file's reason in Arabic for Accept-Language ar, in the list and the status", async () => {
    const res = await uploadFile(
      t.app,
      teacher.token,
      botId,
      'blank-ar.pdf',
      await textPdf([{ lines: [] }]),
      'application/pdf',
    );
    const fileId = res.json<UploadResponse>().file_id;
    await waitForFile(t.app, teacher.token, fileId);
    const headers = {
      authorization: `Bearer ${teacher.token}`,
      'accept-language': 'ar-EG,ar;q=0.9',
    };
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/files/${fileId}/status`,
      headers,
    });
    expect(status.json()).toMatchObject({
      status: 'FAILED',
      error: 'لم يُعثر على نص مقروء في هذا الملف',
    });
    const list = await t.app.inject({ method: 'GET', url: `/api/files/files/${botId}`, headers });
    const row = list
      .json<{ file_id: string; error?: string }[]>()
      .find((f) => f.file_id === fileId);
    expect(row?.error).toBe('لم يُعثر على نص مقروء في هذا الملف');
  });

  it('an .exe named .pdf is refused with 415 by its bytes, and nothing is stored', async () => {
    const before = await blobs();
    const res = await uploadFile(
      t.app,
      teacher.token,
      botId,
      'notes.pdf',
      fakeExe(),
      'application/pdf',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      detail: 'This file type is not supported. Allowed: pdf, png, jpeg, svg, zip.',
    });
    expect(await blobs()).toEqual(before);
  });

  it('a file over the size limit is refused with 413 while streaming, and nothing is stored', async () => {
    const before = await blobs();
    const big = new Uint8Array(1.5 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await uploadFile(t.app, teacher.token, botId, 'huge.pdf', big, 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'File is too large. Maximum size is 1 MB.' });
    expect(await blobs()).toEqual(before);
  });

  it("another teacher's bot or file answers 404; a student is refused", async () => {
    const mine = await uploadFile(
      t.app,
      teacher.token,
      botId,
      'mine.png',
      textImage(['Cells divide by mitosis.']),
    );
    const fileId = mine.json<UploadResponse>().file_id;
    const up = await uploadFile(t.app, other.token, botId, 'x.png', textImage(['x']));
    expect(up.statusCode).toBe(404);
    expect(up.json()).toEqual({ detail: 'Bot not found' });
    const calls = [
      { method: 'GET' as const, url: `/api/files/${fileId}/status` },
      { method: 'GET' as const, url: `/api/files/files/${botId}` },
      { method: 'DELETE' as const, url: `/api/files/delete/${fileId}/bot/${botId}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(other.token) });
      expect(res.statusCode).toBe(404);
    }
    const asStudent = await uploadFile(t.app, student.token, botId, 'x.png', textImage(['x']));
    expect(asStudent.statusCode).toBe(403);
    const unknownBot = await t.app.inject({
      method: 'GET',
      url: '/api/files/files/no-such-bot',
      headers: bearer(teacher.token),
    });
    expect(unknownBot.statusCode).toBe(404);
    await waitForFile(t.app, teacher.token, fileId);
  });

  it('rejects an upload without the file field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/files/upload?bot_id=${botId}`,
      headers: { ...bearer(teacher.token), 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
    });
    expect(res.statusCode).toBe(422);
  });
});
