import { describe, expect, it } from 'vitest';
import type { BotFileState } from '../bot-files.js';
import { declineMessage } from '../decline-messages.js';
import { declineReply } from './decline-reply.js';

const file = (
  filename: string,
  status: BotFileState['status'],
  error: string | null = null,
): BotFileState => ({ fileId: filename, filename, status, error });

describe('declineReply', () => {
  it('is the plain decline when every file was read', () => {
    expect(declineReply('en', [file('notes.pdf', 'COMPLETED')])).toBe(declineMessage('en'));
    expect(declineReply('ar')).toBe(declineMessage('ar'));
  });

  it("names a file that could not be read, with its reason, in the student's language", () => {
    const files = [file('notes.pdf', 'COMPLETED'), file('book.pdf', 'FAILED', 'Too many pages')];
    const en = declineReply('en', files);
    expect(en.startsWith(declineMessage('en'))).toBe(true);
    expect(en).toContain(
      "One of your teacher's files could not be read: book.pdf (Too many pages).",
    );
    const ar = declineReply('ar', files);
    expect(ar.startsWith(declineMessage('ar'))).toBe(true);
    expect(ar).toContain('تعذّرت قراءة أحد ملفات معلمك: book.pdf (Too many pages).');
  });

  it('says when a file is still being processed, and lists several failed files', () => {
    const files = [
      file('a.pdf', 'FAILED', 'Unreadable PDF'),
      file('b.png', 'FAILED', null),
      file('c.zip', 'PROCESSING'),
    ];
    const en = declineReply('en', files);
    expect(en).toContain(
      "Some of your teacher's files could not be read: a.pdf (Unreadable PDF), b.png.",
    );
    expect(en).toContain("One of your teacher's files is still being processed: c.zip.");
    expect(declineReply('ar', files)).toContain('أحد ملفات معلمك ما زال قيد المعالجة: c.zip.');
  });
});
