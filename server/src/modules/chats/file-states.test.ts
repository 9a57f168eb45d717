import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createBot, signUp } from '../../../test/helpers/accounts.js';
import { ChatsRepository } from './chats.repository.js';

describe('ChatsRepository.fileStates', () => {
  let t: TestApp;
  let botId: string;
  let otherBotId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const teacher = await signUp(t.app, 'teacher');
    botId = await createBot(t.app, teacher);
    otherBotId = await createBot(t.app, teacher, { name: 'Other bot' });
    const file = (
      id: string,
      bot: string,
      filename: string,
      at: string,
      status: 'PROCESSING' | 'COMPLETED' | 'FAILED',
      error: string | null,
    ) => ({
      id,
      bot_id: bot,
      filename,
      kind: 'pdf',
      size: 10,
      blob_key: `blob-${id}`,
      status,
      error,
      chunk_count: 0,
      created_at: at,
      updated_at: at,
    });
    await t.ctx.db
      .insertInto('files')
      .values([
        file(
          'f-2',
          botId,
          'book.pdf',
          '2026-01-02T00:00:00.000Z',
          'FAILED',
          'The PDF has too many pages',
        ),
        file('f-1', botId, 'notes.pdf', '2026-01-01T00:00:00.000Z', 'COMPLETED', null),
        file('f-3', botId, 'slides.pdf', '2026-01-03T00:00:00.000Z', 'PROCESSING', null),
        file('f-x', otherBotId, 'secret.pdf', '2026-01-01T00:00:00.000Z', 'COMPLETED', null),
      ])
      .execute();
  });
  afterAll(() => t.close());

  it("lists only this bot's files, in upload order, with their state and error", async () => {
    const states = await new ChatsRepository(t.ctx.db).fileStates(botId);
    expect(states).toEqual([
      { fileId: 'f-1', filename: 'notes.pdf', status: 'COMPLETED', error: null },
      {
        fileId: 'f-2',
        filename: 'book.pdf',
        status: 'FAILED',
        error: 'The PDF has too many pages',
      },
      { fileId: 'f-3', filename: 'slides.pdf', status: 'PROCESSING', error: null },
    ]);
  });
});
