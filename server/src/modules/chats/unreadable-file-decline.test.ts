// A question the readable files do not answer, on a bot with a file that FAILED or is still
// processing: the decline names that file, in the student's language (issue 7 §3), through the
// chat route and the search worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReplyDto } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, enrolledClass, type Account } from '../../../test/helpers/accounts.js';
import { insertFileRecords } from '../../../test/helpers/study-files.js';
import { indexStudyMaterial } from './chats.test-fixtures.js';

describe('decline on a bot with an unreadable file', () => {
  let t: TestApp;
  let student: Account;
  let botId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ student, botId } = await enrolledClass(t.app, {
      name: 'Science Tutor',
      supported_languages: ['Arabic - English'],
    }));
    await indexStudyMaterial(t.ctx, botId);
    await insertFileRecords(t.ctx, [
      {
        id: 'f-book',
        botId,
        filename: 'genetics-book.pdf',
        status: 'FAILED',
        error: 'The PDF has too many pages',
      },
      { id: 'f-slides', botId, filename: 'week-5.pdf', status: 'PROCESSING' },
    ]);
  });
  afterAll(() => t.close());

  const ask = (text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/chat/`,
      headers: bearer(student.token),
      payload: { user_query: text },
    });

  it('says which file could not be read and which is still processing', async () => {
    const res = await ask('What did Gregor Mendel discover with his pea plants?');
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatReplyDto>();
    expect(body.sources).toEqual([]);
    expect(body.result).toContain(
      "One of your teacher's files could not be read: genetics-book.pdf (The PDF has too many pages).",
    );
    expect(body.result).toContain(
      "One of your teacher's files is still being processed: week-5.pdf.",
    );
  });

  it('says it in Arabic to an Arabic question', async () => {
    const res = await ask('ماذا اكتشف مندل في تجاربه على نبات البازلاء؟');
    const body = res.json<ChatReplyDto>();
    expect(body.sources).toEqual([]);
    expect(body.result).toContain('تعذّرت قراءة أحد ملفات معلمك: genetics-book.pdf');
    expect(body.result).toContain('أحد ملفات معلمك ما زال قيد المعالجة: week-5.pdf.');
  });
});
