// Issue 10 "what the class asks" on a seeded class: two students ask in English and Arabic, the
// bot answers some and declines others, a student marks an answer unhelpful, the owner tries
// the bot. Every figure below is counted by hand from the questions asked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChatMessageDto,
  ChatReplyDto,
  GapDto,
  InsightChatDetailDto,
  InsightChatDto,
  InsightsSummaryDto,
} from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  enrolledClass,
  grantAccess,
  signUp,
  type Account,
} from '../../../test/helpers/accounts.js';
import { indexStudyMaterial } from '../chats/chats.test-fixtures.js';

describe('insights', () => {
  let t: TestApp;
  let teacher: Account;
  let omar: Account;
  let salma: Account;
  let botId: string;
  let omarChat: string;
  let unhelpfulReply: string;

  const call = (who: Account, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  const ask = async (who: Account, text: string, chatId?: string) => {
    const res = await call(who, 'POST', `/api/bots/${botId}/chat/`, {
      user_query: text,
      ...(chatId ? { chat_id: chatId } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatReplyDto>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({
      teacher,
      student: omar,
      botId,
    } = await enrolledClass(t.app, {
      supported_languages: ['Arabic - English'],
    }));
    salma = await signUp(t.app, 'student', { name: 'Salma Adel' });
    await grantAccess(t.app, teacher, salma, botId);
    await indexStudyMaterial(t.ctx, botId);

    // Omar: one answered, two declined about mitochondria... in English.
    const first = await ask(omar, 'What does evaporation do in the water cycle?');
    omarChat = first.chat_id;
    const history = await call(omar, 'GET', `/api/bots/${botId}/chat/history/${omarChat}`);
    unhelpfulReply = history.json<ChatMessageDto[]>()[1]!.id;
    await ask(omar, 'Explain the mitochondria membrane potential', omarChat);
    await ask(omar, 'How do mitochondria make ATP from glucose?', omarChat);
    // Salma: Arabic, one answered, two declined about volcanoes (البراكين).
    await ask(salma, 'أين تحدث عملية البناء الضوئي؟');
    const s2 = await ask(salma, 'كيف تتكون البراكين؟');
    await ask(salma, 'ما أنواع البراكين النشطة؟', s2.chat_id);
    // The owner's own try must not show anywhere in insights.
    await ask(teacher, 'Tell me about mitochondria enzymes');
  });
  afterAll(() => t.close());

  it('lists students’ chats with name, title, message count and last activity; not the owner’s', async () => {
    const res = await call(teacher, 'GET', `/api/bots/${botId}/insights/chats`);
    expect(res.statusCode).toBe(200);
    const chats = res.json<InsightChatDto[]>();
    expect(chats).toHaveLength(3);
    expect(chats.map((c) => c.student_name).sort()).toEqual([
      'Omar Farouk',
      'Salma Adel',
      'Salma Adel',
    ]);
    const omars = chats.find((c) => c.chat_id === omarChat)!;
    expect(omars).toMatchObject({
      student_id: omar.user._id,
      title: 'What does evaporation do in the water cycle?',
      message_count: 6,
    });
    const times = chats.map((c) => c.last_activity);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('returns a chat’s messages with ids, sources and outcomes; 404 for the owner’s own chat', async () => {
    const res = await call(teacher, 'GET', `/api/bots/${botId}/insights/chats/${omarChat}`);
    expect(res.statusCode).toBe(200);
    const chat = res.json<InsightChatDetailDto>();
    expect(chat.student_name).toBe('Omar Farouk');
    expect(chat.messages.map((m) => [m.sender, m.outcome])).toEqual([
      ['user', null],
      ['bot', 'answered'],
      ['user', null],
      ['bot', 'declined'],
      ['user', null],
      ['bot', 'declined'],
    ]);
    expect(chat.messages[1]!.id).toBe(unhelpfulReply);
    expect(chat.messages[1]!.sources![0]).toMatchObject({ page: 3 });

    const own = (await call(teacher, 'GET', `/api/bots/${botId}/chat/my_chats`)).json<
      { chat_id: string }[]
    >();
    const preview = await call(
      teacher,
      'GET',
      `/api/bots/${botId}/insights/chats/${own[0]!.chat_id}`,
    );
    expect(preview.statusCode).toBe(404);
    expect(preview.json()).toEqual({ detail: 'Chat not found' });
  });

  it('groups declined questions by shared key terms, most frequent first, in the students’ languages', async () => {
    const gaps = (await call(teacher, 'GET', `/api/bots/${botId}/insights/gaps`)).json<GapDto[]>();
    expect(gaps.map((g) => [g.topic, g.count])).toEqual([
      ['البراكين', 2],
      ['mitochondria', 2],
    ]);
    expect(gaps[1]!.examples).toEqual([
      'How do mitochondria make ATP from glucose?',
      'Explain the mitochondria membrane potential',
    ]);
    expect(gaps[0]!.last_asked >= gaps[1]!.last_asked).toBe(true);
  });

  it('feedback: history returns message ids, thumbs down feeds the gaps report, a new vote replaces it', async () => {
    const history = (await call(omar, 'GET', `/api/bots/${botId}/chat/history/${omarChat}`)).json<
      ChatMessageDto[]
    >();
    expect(history[1]).toMatchObject({ id: unhelpfulReply, sender: 'bot', helpful: null });
    const url = `/api/bots/${botId}/chat/${omarChat}/messages/${unhelpfulReply}/feedback`;
    expect((await call(salma, 'POST', url, { helpful: false })).statusCode).toBe(404);
    expect((await call(omar, 'POST', url, { helpful: 'nope' })).statusCode).toBe(422);
    const questionUrl = `/api/bots/${botId}/chat/${omarChat}/messages/${history[0]!.id}/feedback`;
    expect((await call(omar, 'POST', questionUrl, { helpful: false })).statusCode).toBe(404);

    const down = await call(omar, 'POST', url, {
      helpful: false,
      comment: 'Did not explain evaporation',
    });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({
      message_id: unhelpfulReply,
      helpful: false,
      comment: 'Did not explain evaporation',
    });
    const again = (await call(omar, 'GET', `/api/bots/${botId}/chat/history/${omarChat}`)).json<
      ChatMessageDto[]
    >();
    expect(again[1]!.helpful).toBe(false);
    let gaps = (await call(teacher, 'GET', `/api/bots/${botId}/insights/gaps`)).json<GapDto[]>();
    expect(gaps.find((g) => g.topic === 'evaporation')).toMatchObject({
      count: 1,
      examples: ['What does evaporation do in the water cycle?'],
    });

    expect((await call(omar, 'POST', url, { helpful: true })).json().helpful).toBe(true);
    gaps = (await call(teacher, 'GET', `/api/bots/${botId}/insights/gaps`)).json<GapDto[]>();
    expect(gaps.find((g) => g.topic === 'evaporation')).toBeUndefined();
  });

  it('summarizes the class: questions per day, active students, answered vs declined, topics, hours, uptime', async () => {
    const res = await call(teacher, 'GET', `/api/bots/${botId}/insights/summary?days=7`);
    expect(res.statusCode).toBe(200);
    const s = res.json<InsightsSummaryDto>();
    const today = new Date().toISOString().slice(0, 10);
    expect(s.days).toBe(7);
    expect(s.questions_per_day).toHaveLength(7);
    expect(s.questions_per_day.at(-1)).toEqual({ date: today, count: 6 });
    expect(s.questions_per_day.slice(0, 6).every((d) => d.count === 0)).toBe(true);
    expect(s).toMatchObject({ questions: 6, active_students: 2, answered: 2, declined: 4 });
    expect(s.answered_rate).toBeCloseTo(2 / 6);
    expect(s.top_topics.slice(0, 2).map((x) => x.count)).toEqual([2, 2]);
    expect(s.busiest_hours).toHaveLength(24);
    expect(s.busiest_hours.reduce((n, h) => n + h.count, 0)).toBe(6);
    expect(s.uptime.ratio).toBeGreaterThan(0);
    expect(s.uptime.ratio).toBeLessThanOrEqual(1);

    for (const bad of ['0', '91', 'week']) {
      const r = await call(teacher, 'GET', `/api/bots/${botId}/insights/summary?days=${bad}`);
      expect(r.statusCode).toBe(422);
      expect(r.json().detail[0].loc).toEqual(['query', 'days']);
    }
    const one = (
      await call(teacher, 'GET', `/api/bots/${botId}/insights/summary?days=1`)
    ).json<InsightsSummaryDto>();
    expect(one.questions_per_day).toEqual([{ date: today, count: 6 }]);
  });

  it('is for the owner only: another teacher 404, a student 403', async () => {
    const other = await signUp(t.app, 'teacher');
    for (const path of ['chats', `chats/${omarChat}`, 'gaps', 'summary']) {
      const url = `/api/bots/${botId}/insights/${path}`;
      const foreign = await call(other, 'GET', url);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Bot not found' });
      expect((await call(omar, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});
