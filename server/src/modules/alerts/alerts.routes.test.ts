// Issue 10 safety for minors, through the API: a flagged message gets the supportive reply (no
// material quotes), raises an alert for the bot's owner, and the owner resolves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageDto, ChatReplyDto, SafetyAlertDto } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { bearer, enrolledClass, signUp, type Account } from '../../../test/helpers/accounts.js';
import { indexStudyMaterial } from '../chats/chats.test-fixtures.js';

const CUSTOM_EN = 'Please speak to Ms. Huda, our school counsellor, in room 12 today.';

describe('safety alerts', () => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let botId: string;

  const call = (who: Account, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  const ask = async (who: Account, text: string) =>
    (
      await call(who, 'POST', `/api/bots/${botId}/chat/`, { user_query: text })
    ).json<ChatReplyDto>();
  const alerts = async () =>
    (await call(teacher, 'GET', `/api/bots/${botId}/alerts`)).json<SafetyAlertDto[]>();

  beforeAll(async () => {
    // The English reply is set per deployment; the Arabic one keeps its default.
    t = await createTestApp({ EDUBOT_SAFETY_REPLY_EN: CUSTOM_EN });
    ({ teacher, student, botId } = await enrolledClass(t.app, {
      supported_languages: ['Arabic - English'],
    }));
    await indexStudyMaterial(t.ctx, botId);
  });
  afterAll(() => t.close());

  it('a flagged message gets the deployment’s supportive reply and no sources, and raises an alert', async () => {
    const reply = await ask(student, 'my dad hits me when he is angry, what does evaporation mean');
    expect(reply.result).toBe(CUSTOM_EN);
    expect(reply.sources).toEqual([]);
    const history = (
      await call(student, 'GET', `/api/bots/${botId}/chat/history/${reply.chat_id}`)
    ).json<ChatMessageDto[]>();

    const list = await alerts();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      bot_id: botId,
      chat_id: reply.chat_id,
      message_id: history[0]!.id,
      student_id: student.user._id,
      student_name: 'Omar Farouk',
      categories: ['abuse'],
      message: 'my dad hits me when he is angry, what does evaporation mean',
      resolved_at: null,
    });
    expect(history[1]).toMatchObject({ content: CUSTOM_EN, sources: [] });
  });

  it('the streamed call flags too: the done event carries the supportive reply and flagged', async () => {
    const res = await call(student, 'POST', `/api/bots/${botId}/chat/stream`, {
      user_query: 'my brother chokes me when our parents are out',
    });
    expect(res.statusCode).toBe(200);
    const events = res.body
      .split('\n\n')
      .filter((block) => block.trim())
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>,
      }));
    const done = events.find((e) => e.event === 'done')!;
    expect(done.data).toMatchObject({ result: CUSTOM_EN, sources: [], flagged: true });
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([CUSTOM_EN]);
    expect((await alerts())[0]).toMatchObject({
      categories: ['abuse'],
      message_id: done.data.user_message_id,
    });
  });

  it('answers Arabic in Arabic with the default text pointing to a trusted adult', async () => {
    const reply = await ask(student, 'أنا تعبان وبدي أموت ومش عايز أعيش');
    expect(reply.result).toMatch(/شخص بالغ تثق به/);
    expect((await alerts())[0]!.categories).toEqual(['self_harm']);
  });

  it('ordinary and school questions raise nothing, and the owner’s preview never raises an alert', async () => {
    const before = (await alerts()).length;
    expect(
      (await ask(student, 'What does evaporation do in the water cycle?')).sources.length,
    ).toBeGreaterThan(0);
    await ask(student, 'Explain sexual reproduction in flowering plants');
    const preview = await ask(teacher, 'what if a student writes I want to kill myself');
    expect(preview.result).toBe(CUSTOM_EN);
    expect((await alerts()).length).toBe(before);
  });

  it('lists unresolved first; resolve is owner-only and keeps the first time', async () => {
    const [newest, older] = await alerts();
    const other = await signUp(t.app, 'teacher');
    expect((await call(other, 'POST', `/api/alerts/${older!.id}/resolve`)).statusCode).toBe(404);
    expect((await call(student, 'POST', `/api/alerts/${older!.id}/resolve`)).statusCode).toBe(403);
    expect((await call(other, 'GET', `/api/bots/${botId}/alerts`)).statusCode).toBe(404);
    expect((await call(student, 'GET', `/api/bots/${botId}/alerts`)).statusCode).toBe(403);

    const resolved = await call(teacher, 'POST', `/api/alerts/${newest!.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    const at = resolved.json<SafetyAlertDto>().resolved_at;
    expect(at).toMatch(/Z$/);
    const again = await call(teacher, 'POST', `/api/alerts/${newest!.id}/resolve`);
    expect(again.json<SafetyAlertDto>().resolved_at).toBe(at);
    const list = await alerts();
    // Unresolved first (newest first among them), the resolved one last.
    expect(list[0]!.id).toBe(older!.id);
    expect(list.at(-1)!.id).toBe(newest!.id);
    expect(list.slice(0, -1).every((x) => x.resolved_at === null)).toBe(true);
    expect((await call(teacher, 'POST', '/api/alerts/no-such-alert/resolve')).json()).toEqual({
      detail: 'Alert not found',
    });
  });
});
