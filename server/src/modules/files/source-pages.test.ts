// Opening a citation's page (issue 11): the PDF page rendered in a job child, an image file as it
// is, for the bot's owner and its accepted students only; 404 for anyone else or any other page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  createBot,
  enrolledClass,
  signUp,
  type Account,
} from '../../../test/helpers/accounts.js';
import { textImage, textPdf } from '../../../test/fixtures/ingestion-fixtures.js';
import { uploadFile, waitForFile } from '../../../test/fixtures/ingestion-upload.js';

const PNG = [0x89, 0x50, 0x4e, 0x47];

function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('cited pages', () => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let botId: string;
  let pdfId: string;
  let imageId: string;
  let imageBytes: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp();
    ({ teacher, student, botId } = await enrolledClass(t.app));
    const pdf = await textPdf([
      { lines: ['Cover page'] },
      { lines: ['Photosynthesis happens in the chloroplasts.'] },
    ]);
    const up = await uploadFile(t.app, teacher.token, botId, 'lesson.pdf', pdf, 'application/pdf');
    pdfId = up.json().file_id;
    imageBytes = textImage(['Water boils at 100 degrees.'], { width: 800 });
    const img = await uploadFile(t.app, teacher.token, botId, 'board.png', imageBytes, 'image/png');
    imageId = img.json().file_id;
    expect((await waitForFile(t.app, teacher.token, pdfId)).status).toBe('COMPLETED');
    expect((await waitForFile(t.app, teacher.token, imageId)).status).toBe('COMPLETED');
  }, 120_000);
  afterAll(() => t.close());

  const page = (who: Account | null, fileId: string, n: number | string, bot = botId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bots/${bot}/files/${fileId}/pages/${n}/image`,
      headers: who ? bearer(who.token) : {},
    });

  it('renders a PDF page to PNG for an accepted student and for the owner', async () => {
    const res = await page(student, pdfId, 2);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect([...res.rawPayload.subarray(0, 4)]).toEqual(PNG);
    const { width, height } = pngSize(res.rawPayload);
    // A4 at 110 dpi: about 910 x 1286 pixels.
    expect(width).toBeGreaterThan(800);
    expect(height / width).toBeCloseTo(297 / 210, 1);
    expect((await page(teacher, pdfId, 1)).statusCode).toBe(200);
  });

  it("returns where the citation's excerpt is on the PDF page, from the page's text layer", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bots/${botId}/files/${pdfId}/pages/2/image?highlight=${encodeURIComponent('happens in the  Chloroplasts…')}`,
      headers: bearer(student.token),
    });
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 4)]).toEqual(PNG);
    const boxes = JSON.parse(String(res.headers['x-edubot-highlight'])) as {
      x: number;
      y: number;
      w: number;
      h: number;
    }[];
    expect(boxes).toHaveLength(1);
    const [box] = boxes;
    // The line starts at the 50 pt margin of a 595 x 842 pt page; "happens" is its second word.
    expect(box!.x).toBeGreaterThan(50 / 595);
    expect(box!.x).toBeLessThan(0.35);
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.h).toBeLessThan(0.12);
    expect(box!.w).toBeGreaterThan(0.15);
    expect(box!.w).toBeLessThan(0.6);

    // Text the page does not have: no boxes. An image file: no highlight at all.
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/bots/${botId}/files/${pdfId}/pages/2/image?highlight=${encodeURIComponent('The mitochondria is the powerhouse')}`,
      headers: bearer(student.token),
    });
    expect(JSON.parse(String(missing.headers['x-edubot-highlight']))).toEqual([]);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/bots/${botId}/files/${imageId}/pages/1/image?highlight=Water`,
      headers: bearer(student.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['x-edubot-highlight']).toBeUndefined();
  });

  it('answers an image file as it is, page 1 only', async () => {
    const res = await page(student, imageId, 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, Buffer.from(imageBytes))).toBe(0);
    expect((await page(student, imageId, 2)).statusCode).toBe(404);
  });

  it('404 for a page past the end, a file of another bot, strangers, pending students', async () => {
    const past = await page(student, pdfId, 3);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Page not found' });
    expect((await page(student, pdfId, 0)).statusCode).toBe(422);
    expect((await page(student, pdfId, 'x')).statusCode).toBe(422);

    const otherTeacher = await signUp(t.app, 'teacher');
    const otherBot = await createBot(t.app, otherTeacher);
    // This bot's file asked through another bot the caller owns: not found there.
    expect((await page(otherTeacher, pdfId, 1, otherBot)).statusCode).toBe(404);
    const foreign = await page(otherTeacher, pdfId, 1);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Bot not found' });
    const stranger = await signUp(t.app, 'student');
    expect((await page(stranger, pdfId, 1)).statusCode).toBe(404);
    const pending = await signUp(t.app, 'student');
    await t.app.inject({
      method: 'POST',
      url: `/api/memberships/request/${botId}`,
      headers: bearer(pending.token),
    });
    expect((await page(pending, pdfId, 1)).statusCode).toBe(404);
    expect((await page(null, pdfId, 1)).statusCode).toBe(401);
  });
});
