import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { textDir } from '../components/message-bubble';
import { chatImageError, imageDescription } from './chat-image';
import { fromHistory, resolveImageUrl } from './messages';
import { EMPTY_REPLY, readChatId, readReplyText, readSources } from './reply';
import { sendErrorText } from './send-errors';
import { randomWaitingPhrase, WAITING_PHRASES } from './waiting-phrases';

describe('reply text (docs/product.md field order)', () => {
  it('reads result, then response, message, content', () => {
    expect(readReplyText({ result: 'R', response: 'S', message: 'M', content: 'C' })).toBe('R');
    expect(readReplyText({ response: 'S', message: 'M', content: 'C' })).toBe('S');
    expect(readReplyText({ message: 'M', content: 'C' })).toBe('M');
    expect(readReplyText({ content: 'C' })).toBe('C');
  });
  it('falls back to the string body, then the serialized body', () => {
    expect(readReplyText('plain answer')).toBe('plain answer');
    expect(readReplyText({ answer: 42 })).toBe('{"answer":42}');
  });
  it('turns an empty reply into the spec text', () => {
    expect(readReplyText('')).toBe(EMPTY_REPLY);
    expect(readReplyText(undefined)).toBe(EMPTY_REPLY);
    expect(readReplyText({ result: '', chat_id: 'c1' })).toBe(EMPTY_REPLY);
    expect(EMPTY_REPLY).toBe("I received your message, but I don't have a response at the moment.");
  });
  it('reads chat_id and the sources in order, one per [n] marker', () => {
    expect(readChatId({ result: 'x', chat_id: 'abc' })).toBe('abc');
    expect(readChatId('x')).toBeNull();
    const sources = readSources({
      sources: [
        { file_id: 'f', filename: 'bio.pdf', page: 3, excerpt: 'cells' },
        { file_id: 'f', filename: 'bio.pdf', page: 3, excerpt: 'cells again' },
        { filename: 'notes.png', page: null },
        { page: 1 },
      ],
    });
    // Two excerpts of one page stay two sources: [2] must open the second excerpt.
    expect(sources.map((s) => [s.filename, s.page, s.excerpt])).toEqual([
      ['bio.pdf', 3, 'cells'],
      ['bio.pdf', 3, 'cells again'],
      ['notes.png', null, ''],
    ]);
  });
});

describe('send errors by status (docs/product.md)', () => {
  const err = (status: number, body?: unknown) => new ApiError(status, body);
  it.each([
    [err(400, { detail: 'Question too long' }), 'Request Error: Question too long'],
    [err(400, { message: 'Missing query' }), 'Request Error: Missing query'],
    [err(400), 'Request Error: Bad request - please check your input'],
    [err(401), 'Authentication failed. Please login again.'],
    [err(403), 'Access denied. You may not have permission to use this bot.'],
    [err(404), 'Bot not found or chat endpoint unavailable.'],
    [err(413), 'File too large. Maximum size is 20MB.'],
    [err(422, { detail: [{ loc: ['body'], msg: 'x' }] }), 'Invalid data format. Please check your input.'],
    [err(500), 'Server error. Please try again later.'],
    [err(503), 'Server error. Please try again later.'],
    [err(429, { detail: 'Too many requests' }), 'Failed to send message: Too many requests'],
    [new Error('boom'), 'Failed to send message: boom'],
  ])('%#', (e, text) => {
    expect(sendErrorText(e)).toBe(text);
  });
});

describe('chat image (docs/product.md)', () => {
  const file = (type: string, size = 1000) => ({ type, size });
  it('accepts png, jpeg, jpg and webp up to 20 MB', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/jpg', 'image/webp']) expect(chatImageError(file(t))).toBeNull();
    expect(chatImageError(file('image/png', 20_971_520))).toBeNull();
  });
  it('rejects videos, other types and big files with the spec texts', () => {
    expect(chatImageError(file('video/mp4'))).toBe('Video files are not allowed. Please upload images only.');
    expect(chatImageError(file('image/gif'))).toBe('Invalid file type. Only PNG, JPEG, JPG, and WEBP files are allowed.');
    expect(chatImageError(file('application/pdf'))).toBe(
      'Invalid file type. Only PNG, JPEG, JPG, and WEBP files are allowed.',
    );
    expect(chatImageError(file('image/png', 20_971_521))).toBe('File size too large. Maximum size is 20MB.');
  });
  it('describes the image by base name and type', () => {
    expect(imageDescription({ name: 'cell diagram.png', type: 'image/png' })).toBe('Image attachment: cell diagram (PNG)');
    expect(imageDescription({ name: 'photo.jpeg', type: 'image/jpeg' })).toBe('Image attachment: photo (JPEG)');
    expect(imageDescription({ name: 'noext', type: 'image/webp' })).toBe('Image attachment: noext (WEBP)');
  });
});

describe('history messages', () => {
  it('prefixes relative image URLs with /api/ and keeps absolute http(s) ones', () => {
    expect(resolveImageUrl('files/images/a.png?sig=1')).toBe('/api/files/images/a.png?sig=1');
    expect(resolveImageUrl('/files/a.png')).toBe('/api/files/a.png');
    expect(resolveImageUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(resolveImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(resolveImageUrl(null)).toBeUndefined();
  });
  it('sorts by timestamp ascending and reads sender or role', () => {
    const list = fromHistory([
      { content: 'answer', role: 'bot', timestamp: '2026-01-01T10:00:05Z', sources: [{ file_id: 'f', filename: 'a.pdf', page: 2, excerpt: '' }] },
      { content: 'question', sender: 'user', timestamp: '2026-01-01T10:00:00Z' },
    ]);
    expect(list.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'question'],
      ['bot', 'answer'],
    ]);
    expect(list[1]?.sources?.[0]?.filename).toBe('a.pdf');
  });
});

describe('right-to-left detection', () => {
  it('shows text with Arabic right-to-left and other text by its own direction', () => {
    expect(textDir('ما هي الخلية؟')).toBe('rtl');
    expect(textDir('What is الخلية in biology?')).toBe('rtl');
    expect(textDir('What is a cell?')).toBe('auto');
  });
  it('picks one of the four Arabic waiting phrases', () => {
    expect(WAITING_PHRASES).toHaveLength(4);
    expect(randomWaitingPhrase(() => 0)).toBe(WAITING_PHRASES[0]);
    expect(randomWaitingPhrase(() => 0.999)).toBe(WAITING_PHRASES[3]);
    for (const p of WAITING_PHRASES) expect(textDir(p)).toBe('rtl');
  });
});
