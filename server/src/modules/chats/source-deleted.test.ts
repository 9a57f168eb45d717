// Deleting a study file takes its excerpts out of students' past answers: the history keeps
// the file name with a "deleted" flag and no quoted text (issue 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageDto, ChatReplyDto, UploadResponse } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, enrolledClass } from '../../../test/helpers/accounts.js';
import { svgWithText } from '../../../test/fixtures/ingestion-fixtures.js';
import { uploadFile, waitForFile } from '../../../test/fixtures/ingestion-upload.js';

describe('a deleted study file in past chats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('marks its sources "deleted" and drops their excerpts; other sources stay', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app, {
      supported_languages: ['Arabic - English'],
    });
    const up = async (name: string, line: string) => {
      const res = await uploadFile(t.app, teacher.token, botId, name, svgWithText('Notes', [line]));
      const id = res.json<UploadResponse>().file_id;
      expect((await waitForFile(t.app, teacher.token, id)).status).toBe('COMPLETED');
      return id;
    };
    const goneId = await up('volcanoes.svg', 'Volcanoes erupt when magma rises through the crust.');
    const keptId = await up('rivers.svg', 'Rivers carry sediment from the mountains to the sea.');

    const ask = async (question: string, chatId?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bots/${botId}/chat/`,
        headers: bearer(student.token),
        payload: { user_query: question, ...(chatId ? { chat_id: chatId } : {}) },
      });
      expect(res.statusCode).toBe(200);
      return res.json<ChatReplyDto>();
    };
    const first = await ask('Why do volcanoes erupt?');
    expect(first.sources.map((s) => s.file_id)).toContain(goneId);
    await ask('What do rivers carry?', first.chat_id);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/delete/${goneId}/bot/${botId}`,
      headers: bearer(teacher.token),
    });
    expect(del.statusCode).toBe(200);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/bots/${botId}/chat/history/${first.chat_id}`,
      headers: bearer(student.token),
    });
    const sources = history.json<ChatMessageDto[]>().flatMap((m) => m.sources ?? []);
    const gone = sources.filter((s) => s.file_id === goneId);
    expect(gone.length).toBeGreaterThan(0);
    for (const s of gone) {
      expect(s).toMatchObject({ filename: 'volcanoes.svg', excerpt: '', deleted: true });
    }
    const kept = sources.filter((s) => s.file_id === keptId);
    expect(kept.length).toBeGreaterThan(0);
    for (const s of kept) {
      expect(s.deleted).toBeUndefined();
      expect(s.excerpt).toContain('sediment');
    }
    // The message fields are unchanged.
    for (const m of history.json<ChatMessageDto[]>()) {
      expect(Object.keys(m)).toEqual(
        expect.arrayContaining([
          'content',
          'sender',
          'role',
          'timestamp',
          'image_url',
          'image_description',
        ]),
      );
    }
  });
});
