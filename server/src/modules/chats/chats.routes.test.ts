import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatDetailsDto, ChatMessageDto, ChatReplyDto, ChatSummaryDto } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  grantAccess,
  signUp,
  type Account,
  enrolledClass,
} from '../../../test/helpers/accounts.js';
import { ARABIC_FILE, ENGLISH_FILE, indexStudyMaterial } from './chats.test-fixtures.js';

describe('chat API', () => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ teacher, student, botId } = await enrolledClass(t.app, {
      name: 'Science Tutor',
      supported_languages: ['Arabic - English'],
    }));
    await indexStudyMaterial(t.ctx, botId);
  });
  afterAll(() => t.close());

  const ask = (who: Account, payload: Record<string, unknown>, bot = botId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bots/${bot}/chat/`,
      headers: bearer(who.token),
      payload,
    });
  const get = (who: Account, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who.token) });

  it('answers an Arabic question from the Arabic file and cites its page', async () => {
    const res = await ask(student, { user_query: 'أين تحدث عملية البناء الضوئي؟' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatReplyDto>();
    expect(body.result).toContain('البلاستيدات الخضراء');
    expect(body.result).toMatch(/\[1\]/);
    expect(body.chat_id).toEqual(expect.any(String));
    expect(body.sources[0]).toMatchObject({
      file_id: ARABIC_FILE.id,
      filename: ARABIC_FILE.name,
      page: 2,
    });
    expect(body.sources[0]!.excerpt).toContain('البناء الضوئي');
  });

  it('answers an English question from the English file and cites page 3', async () => {
    const res = await ask(student, { user_query: 'What does evaporation do in the water cycle?' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatReplyDto>();
    expect(body.result).toContain('Evaporation turns liquid water');
    expect(body.sources[0]).toMatchObject({
      file_id: ENGLISH_FILE.id,
      filename: ENGLISH_FILE.name,
      page: 3,
    });
  });

  it('declines in Arabic with no sources when the materials do not cover an Arabic question', async () => {
    const res = await ask(student, { user_query: 'من فاز بكأس العالم لكرة القدم عام ١٩٥٨؟' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatReplyDto>();
    expect(body.sources).toEqual([]);
    expect(body.result).toMatch(/لا تغطي المواد الدراسية/);
  });

  it('declines in English with no sources when the materials do not cover an English question', async () => {
    const res = await ask(student, { user_query: 'Who won the football world cup in 1958?' });
    const body = res.json<ChatReplyDto>();
    expect(body.sources).toEqual([]);
    expect(body.result).toMatch(/do not cover this question/);
  });

  it('keeps a chat: title from the first question, history in time order with sources', async () => {
    const question =
      'What do seismographs record when an earthquake happens along faults in the ground?';
    const first = (await ask(student, { user_query: question })).json<ChatReplyDto>();
    const second = await ask(student, {
      user_query: 'How do igneous rocks form?',
      chat_id: first.chat_id,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<ChatReplyDto>().chat_id).toBe(first.chat_id);

    const details = (
      await get(student, `/api/bots/${botId}/chat/${first.chat_id}`)
    ).json<ChatDetailsDto>();
    expect(details.title).toBe('What do seismographs record when an earthquake happens along…');
    expect(details.title.length).toBeLessThanOrEqual(61);
    expect(details).toMatchObject({ chat_id: first.chat_id, name: details.title });
    expect(Date.parse(details.updated_at)).toBeGreaterThanOrEqual(Date.parse(details.created_at));

    const history = (await get(student, `/api/bots/${botId}/chat/history/${first.chat_id}`)).json<
      ChatMessageDto[]
    >();
    expect(history.map((m) => m.sender)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(history.map((m) => m.role)).toEqual(['user', 'bot', 'user', 'bot']);
    expect(history[0]!.content).toBe(question);
    expect(history[2]!.content).toBe('How do igneous rocks form?');
    const times = history.map((m) => Date.parse(m.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(history[1]!.sources![0]).toMatchObject({ filename: ENGLISH_FILE.name, page: 4 });
    expect(history[3]!.sources![0]).toMatchObject({ filename: ENGLISH_FILE.name, page: 1 });
    expect(history[0]).toMatchObject({ image_url: null, image_description: null, sources: [] });

    const list = (await get(student, `/api/bots/${botId}/chat/my_chats`)).json<ChatSummaryDto[]>();
    // Newest activity first.
    expect(list[0]).toEqual({
      chat_id: first.chat_id,
      title: details.title,
      created_at: details.created_at,
      updated_at: details.updated_at,
    });
  });

  it("hides other users' chats: 404 for history, details and sending into them", async () => {
    const mine = (await ask(student, { user_query: 'What is a cell?' })).json<ChatReplyDto>();
    const other = await signUp(t.app, 'student');
    await grantAccess(t.app, teacher, other, botId);
    expect((await get(other, `/api/bots/${botId}/chat/history/${mine.chat_id}`)).statusCode).toBe(
      404,
    );
    expect((await get(other, `/api/bots/${botId}/chat/${mine.chat_id}`)).statusCode).toBe(404);
    const into = await ask(other, { user_query: 'hello', chat_id: mine.chat_id });
    expect(into.statusCode).toBe(404);
    expect(into.json()).toEqual({ detail: 'Chat not found' });
    expect((await get(other, `/api/bots/${botId}/chat/my_chats`)).json()).toEqual([]);
  });

  it('lets the owner teacher try the bot, but not another teacher', async () => {
    const own = await ask(teacher, { user_query: 'What happens during condensation?' });
    expect(own.statusCode).toBe(200);
    expect(own.json<ChatReplyDto>().sources[0]).toMatchObject({ page: 3 });
    const stranger = await signUp(t.app, 'teacher');
    const res = await ask(stranger, { user_query: 'What happens during condensation?' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses students without an accepted, unexpired membership (403) and unknown bots (404)', async () => {
    const none = await signUp(t.app, 'student');
    const pending = await signUp(t.app, 'student');
    await t.app.inject({
      method: 'POST',
      url: `/api/memberships/request/${botId}`,
      headers: bearer(pending.token),
    });
    const rejected = await signUp(t.app, 'student');
    const req = await t.app.inject({
      method: 'POST',
      url: `/api/memberships/request/${botId}`,
      headers: bearer(rejected.token),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/memberships/reject/${req.json<{ _id: string }>()._id}`,
      headers: bearer(teacher.token),
    });
    const expired = await signUp(t.app, 'student');
    const membershipId = await grantAccess(t.app, teacher, expired, botId);
    await t.ctx.db
      .updateTable('memberships')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', membershipId)
      .execute();

    for (const who of [none, pending, rejected, expired]) {
      const res = await ask(who, { user_query: 'What is a cell?' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have access to this bot' });
      expect((await get(who, `/api/bots/${botId}/chat/my_chats`)).statusCode).toBe(403);
    }
    const unknown = await ask(student, { user_query: 'What is a cell?' }, 'no-such-bot');
    expect(unknown.statusCode).toBe(404);
  });

  it('rejects an empty question without an image, and unknown fields', async () => {
    const empty = await ask(student, { user_query: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'Please type a question or attach an image' });
    const missing = await ask(student, {});
    expect(missing.statusCode).toBe(400);
    const extra = await ask(student, { user_query: 'hi', bot_id: 'other' });
    expect(extra.statusCode).toBe(422);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/chat/`,
      payload: { user_query: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
