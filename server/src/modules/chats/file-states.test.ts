import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createBot, signUp } from '../../../test/helpers/accounts.js';
import { insertFileRecords } from '../../../test/helpers/study-files.js';
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
    await insertFileRecords(t.ctx, [
      {
        id: 'f-2',
        botId,
        filename: 'book.pdf',
        at: '2026-01-02T00:00:00.000Z',
        status: 'FAILED',
        error: 'The PDF has too many pages',
      },
      { id: 'f-1', botId, filename: 'notes.pdf', at: '2026-01-01T00:00:00.000Z' },
      {
        id: 'f-3',
        botId,
        filename: 'slides.pdf',
        at: '2026-01-03T00:00:00.000Z',
        status: 'PROCESSING',
      },
      { id: 'f-x', botId: otherBotId, filename: 'secret.pdf', at: '2026-01-01T00:00:00.000Z' },
    ]);
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
