import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createBot, signUp, type Account } from '../../../test/helpers/accounts.js';
import { ChatsRepository, type Exchange } from './chats.repository.js';
import { ExchangeWriter } from './exchange-writer.js';

describe('ExchangeWriter', () => {
  let t: TestApp;
  let teacher: Account;
  let botId: string;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await signUp(t.app, 'teacher');
    botId = await createBot(t.app, teacher);
  });
  afterAll(() => t.close());

  const exchange = (chatId: string, bot: string): Exchange => {
    const at = new Date().toISOString();
    const message = (sender: 'user' | 'bot') => ({
      id: crypto.randomUUID(),
      sender,
      content: `${sender} text`,
      image_key: null,
      image_mime: null,
      image_description: null,
      sources: sender === 'bot' ? '[]' : null,
      created_at: at,
    });
    return {
      chat: { id: chatId, isNew: true, botId: bot, userId: teacher.user._id, title: 't', at },
      messages: [message('user'), message('bot')],
    };
  };

  it('writes exchanges of one turn together, and a bad one does not fail its neighbours', async () => {
    const repo = new ChatsRepository(t.ctx.db);
    const writer = new ExchangeWriter(repo);
    const good = ['c-1', 'c-2', 'c-3'].map((id) => writer.save(exchange(id, botId)));
    const bad = writer.save(exchange('c-bad', 'no-such-bot'));
    await Promise.all(good);
    // SQLite says "FOREIGN KEY constraint failed", PostgreSQL "violates foreign key constraint".
    await expect(bad).rejects.toThrow(/foreign key/i);
    for (const id of ['c-1', 'c-2', 'c-3']) {
      expect((await repo.listMessages(id)).map((m) => m.sender)).toEqual(['user', 'bot']);
    }
    expect(await repo.listMessages('c-bad')).toEqual([]);
  });
});
