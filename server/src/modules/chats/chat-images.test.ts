import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageDto, ChatReplyDto, ChatSummaryDto } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  createBot,
  signUp,
  type Account,
  enrolledClass,
} from '../../../test/helpers/accounts.js';
import { indexStudyMaterial } from './chats.test-fixtures.js';
import { ImageUrlSigner } from './image-url-signer.js';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG drawn with canvas, plus a tEXt chunk carrying a "secret" (as cameras and editors add). */
function pngWithText(): Buffer {
  const canvas = createCanvas(320, 120);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 320, 120);
  g.fillStyle = '#000';
  g.font = '32px sans-serif';
  g.fillText('Evaporation', 20, 70);
  const png = canvas.toBuffer('image/png');
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from('Author\0Secret Location 30.0444N 31.2357E', 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
}

/** A photo of a worksheet line: black text on white, large enough for OCR. */
function worksheetPhoto(line: string, format: 'image/png' | 'image/webp' = 'image/png'): Buffer {
  const canvas = createCanvas(900, 160);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 900, 160);
  g.fillStyle = '#000';
  g.font = 'bold 48px sans-serif';
  g.fillText(line, 30, 100);
  return format === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/webp');
}

function jpegWithExif(): Buffer {
  const canvas = createCanvas(64, 48);
  const g = canvas.getContext('2d');
  g.fillStyle = '#3a6';
  g.fillRect(0, 0, 64, 48);
  const jpeg = canvas.toBuffer('image/jpeg');
  const payload = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from('GPS 30.0444N 31.2357E camera-serial-123'),
  ]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(2)]);
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----edubot${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof p.value === 'string' ? Buffer.from(p.value) : p.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PHOTO_READING_MS = 240_000;
const PHOTO_TEST_MS = 300_000;

// Every test here may wait for a photo's reading.
describe('chat images', { timeout: PHOTO_TEST_MS }, () => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    // The OCR tests check what was read: on a loaded machine reading may take long, and a
    // photo given up on is answered differently on purpose (unread-photo.test.ts).
    t = await createTestApp({ EDUBOT_CHAT_IMAGE_TIMEOUT_MS: String(PHOTO_READING_MS) });
    ({ teacher, student, botId } = await enrolledClass(t.app));
    await indexStudyMaterial(t.ctx, botId);
  });
  afterAll(() => t.close());

  const send = (parts: Part[], who: Account = student) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/chat/`,
      headers: { ...bearer(who.token), ...headers },
      payload,
    });
  };
  const history = async (chatId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/bots/${botId}/chat/history/${chatId}`,
        headers: bearer(student.token),
      })
    ).json<ChatMessageDto[]>();

  it('stores an image without its metadata and serves it back through a signed relative URL', async () => {
    const original = pngWithText();
    expect(original.includes(Buffer.from('tEXt'))).toBe(true);
    const res = await send([
      { name: 'user_query', value: 'What does evaporation do in the water cycle?' },
      { name: 'image_description', value: 'Image attachment: diagram (PNG)' },
      { name: 'image', value: original, filename: 'diagram.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const reply = res.json<ChatReplyDto>();
    expect(reply.sources[0]).toMatchObject({ page: 3 });

    const [question] = await history(reply.chat_id);
    expect(question!.image_description).toBe('Image attachment: diagram (PNG)');
    expect(question!.image_url).toMatch(/^chat-images\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);

    // Served without a bearer token: the signature is the permission.
    const image = await t.app.inject({ method: 'GET', url: `/api/${question!.image_url}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const served = image.rawPayload;
    expect(served.includes(Buffer.from('tEXt'))).toBe(false);
    expect(served.includes(Buffer.from('Secret Location'))).toBe(false);
    const decoded = await loadImage(served);
    expect([decoded.width, decoded.height]).toEqual([320, 120]);

    const token = question!.image_url!.slice('chat-images/'.length);
    const [id, expires, mac] = token.split('.');
    const tampered = `${id}.${Number(expires) + 3600}.${mac}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/chat-images/${tampered}` })).statusCode,
    ).toBe(404);
    const badMac = `${id}.${expires}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/chat-images/${badMac}` })).statusCode,
    ).toBe(404);
    const past = new ImageUrlSigner(t.ctx.config.jwtSecret, 60, () => Date.now() - 3 * 3600_000);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/chat-images/${past.sign(id!)}` })).statusCode,
    ).toBe(404);
    const otherKey = new ImageUrlSigner('another-secret-of-at-least-32-characters!!');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/chat-images/${otherKey.sign(id!)}` }))
        .statusCode,
    ).toBe(404);
  });

  it('strips EXIF from a JPEG, and an image-only message titles the chat with its description', async () => {
    const res = await send([
      { name: 'image_description', value: 'Image attachment: rocks (JPG)' },
      { name: 'image', value: jpegWithExif(), filename: 'rocks.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const reply = res.json<ChatReplyDto>();
    // A plain green picture has no text to search with; the bot (Arabic first) says so in Arabic.
    expect(reply.sources).toEqual([]);
    expect(reply.result).toMatch(/^لم أتمكن من قراءة أي نص في هذه الصورة/);
    const [question] = await history(reply.chat_id);
    expect(question!.content).toBe('');
    const served = (await t.app.inject({ method: 'GET', url: `/api/${question!.image_url}` }))
      .rawPayload;
    expect(served.includes(Buffer.from('Exif'))).toBe(false);
    expect(served.includes(Buffer.from('camera-serial'))).toBe(false);
    expect((await loadImage(served)).width).toBe(64);
    const chats = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bots/${botId}/chat/my_chats`,
        headers: bearer(student.token),
      })
    ).json<ChatSummaryDto[]>();
    expect(chats.find((c) => c.chat_id === reply.chat_id)?.title).toBe(
      'Image attachment: rocks (JPG)',
    );
  });

  it("reads the image's text (OCR) into the question: a photo alone gets an answer from the right page", async () => {
    const res = await send([
      { name: 'image_description', value: 'Image attachment: worksheet (PNG)' },
      {
        name: 'image',
        value: worksheetPhoto('How does condensation form clouds?'),
        filename: 'worksheet.png',
        type: 'image/png',
      },
    ]);
    expect(res.statusCode).toBe(200);
    const reply = res.json<ChatReplyDto>();
    expect(reply.result).toContain('Condensation forms clouds when the vapour cools.');
    expect(reply.sources[0]).toMatchObject({ filename: 'earth-science.pdf', page: 3 });
  });

  it('reads text from a WebP photo too', async () => {
    const res = await send([
      {
        name: 'image',
        value: worksheetPhoto('How do igneous rocks form?', 'image/webp'),
        filename: 'q.webp',
        type: 'image/webp',
      },
    ]);
    expect(res.statusCode).toBe(200);
    const reply = res.json<ChatReplyDto>();
    expect(reply.result).toContain('Igneous rocks form when molten magma cools.');
    const [question] = await history(reply.chat_id);
    const image = await t.app.inject({ method: 'GET', url: `/api/${question!.image_url}` });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('accepts a large image within the limit (the JSON body limit does not apply to uploads)', async () => {
    const png = pngWithText();
    // Bytes after IEND are not part of the image; they are dropped with the metadata.
    const large = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 7)]);
    const res = await send([
      { name: 'user_query', value: 'What does evaporation do?' },
      { name: 'image', value: large, filename: 'large.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const [question] = await history(res.json<ChatReplyDto>().chat_id);
    const served = (await t.app.inject({ method: 'GET', url: `/api/${question!.image_url}` }))
      .rawPayload;
    expect(served.length).toBeLessThan(png.length);
  });

  it('refuses GIFs, text and videos by their bytes (415), whatever the declared type', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64)]);
    const asGif = await send([
      { name: 'user_query', value: 'x' },
      { name: 'image', value: gif, filename: 'a.png', type: 'image/png' },
    ]);
    expect(asGif.statusCode).toBe(415);
    expect(asGif.json()).toEqual({
      detail: 'Invalid file type. Only PNG, JPEG, JPG, and WEBP files are allowed.',
    });
    const text = await send([
      {
        name: 'image',
        value: Buffer.from('just some text'),
        filename: 'a.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(text.statusCode).toBe(415);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom', 'latin1'),
      Buffer.alloc(32),
    ]);
    const video = await send([
      { name: 'image', value: mp4, filename: 'clip.png', type: 'image/png' },
    ]);
    expect(video.statusCode).toBe(415);
    expect(video.json()).toEqual({
      detail: 'Video files are not allowed. Please upload images only.',
    });
  });

  it('refuses images over 20 MB (413) and pixel floods before decoding (413)', async () => {
    const png = pngWithText();
    const big = Buffer.concat([png, Buffer.alloc(20_971_520 + 10 - png.length)]);
    const tooBig = await send([
      { name: 'image', value: big, filename: 'big.png', type: 'image/png' },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: 'File size too large. Maximum size is 20MB.' });

    const flood = Buffer.from(png);
    flood.writeUInt32BE(50_000, 16);
    flood.writeUInt32BE(50_000, 20);
    const res = await send([
      { name: 'image', value: flood, filename: 'flood.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ detail: string }>().detail).toMatch(/megapixels/);
  });

  it("removes a bot's chat images from disk when the bot is deleted", async () => {
    const otherBot = await createBot(t.app, teacher, { name: 'Short-lived' });
    const { payload, headers } = multipart([
      { name: 'image', value: pngWithText(), filename: 'a.png' },
    ]);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/bots/${otherBot}/chat/`,
      headers: { ...bearer(teacher.token), ...headers },
      payload,
    });
    expect(ok.statusCode).toBe(200);
    const chatId = ok.json<ChatReplyDto>().chat_id;
    const [question] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bots/${otherBot}/chat/history/${chatId}`,
        headers: bearer(teacher.token),
      })
    ).json<ChatMessageDto[]>();
    const url = `/api/${question!.image_url}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const files = () => fs.readdirSync(path.join(t.dataDir, 'chat-images'));
    const before = files().length;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/bots/${otherBot}`,
      headers: bearer(teacher.token),
    });
    expect(del.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(files().length).toBe(before - 1);
  });

  it('refuses an image from a student without access before reading it', async () => {
    const stranger = await signUp(t.app, 'student');
    const res = await send(
      [{ name: 'image', value: pngWithText(), filename: 'a.png', type: 'image/png' }],
      stranger,
    );
    expect(res.statusCode).toBe(403);
  });
});
