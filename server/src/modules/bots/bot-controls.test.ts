// Issue 10 "controls that work": PATCH a bot, turn it off, per-student quota, reset its content,
// remove a student, accept every request at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotDto, BotMembershipsResponse, ChatReplyDto } from '@edubot/common';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  createBot,
  enrolledClass,
  grantAccess,
  signUp,
  type Account,
} from '../../../test/helpers/accounts.js';
import { indexStudyFile } from '../../../test/helpers/study-files.js';
import { BOT_DISABLED } from '../chats/chats.service.js';

describe('bot controls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    who: Account,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  const ask = (who: Account, botId: string, text: string) =>
    call(who, 'POST', `/api/bots/${botId}/chat/`, { user_query: text });

  it('PATCH changes only the fields sent, merges instructions, and is owner-only', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    const res = await call(teacher, 'PATCH', `/api/bots/${botId}`, {
      name: '  Chemistry Helper ',
      grade: '2nd Secondary',
      instructions: { welcome: 'Ahlan! Ask me about acids.', starter_questions: ['What is a pH?'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BotDto>()).toMatchObject({
      name: 'Chemistry Helper',
      grade: '2nd Secondary',
      subject: 'Physics',
      is_active: true,
      instructions: {
        welcome: 'Ahlan! Ask me about acids.',
        starter_questions: ['What is a pH?'],
        tone: 'friendly',
        homework_mode: false,
      },
    });
    const second = await call(teacher, 'PATCH', `/api/bots/${botId}`, {
      instructions: { homework_mode: true, tone: 'formal' },
      daily_message_quota: 30,
      supported_languages: ['Only Arabic'],
    });
    expect(second.json<BotDto>()).toMatchObject({
      daily_message_quota: 30,
      supported_languages: ['Only Arabic'],
      instructions: { welcome: 'Ahlan! Ask me about acids.', homework_mode: true, tone: 'formal' },
    });
    // The student reads the same settings (the chat screen shows welcome and starters).
    const seen = await call(student, 'GET', `/api/bots/${botId}`);
    expect(seen.json<BotDto>().instructions.starter_questions).toEqual(['What is a pH?']);

    const other = await signUp(t.app, 'teacher');
    const foreign = await call(other, 'PATCH', `/api/bots/${botId}`, { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Bot not found' });
    expect(
      (await call(student, 'PATCH', `/api/bots/${botId}`, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    expect((await call(teacher, 'GET', `/api/bots/${botId}`)).json<BotDto>().name).toBe(
      'Chemistry Helper',
    );
  });

  it('PATCH answers 422 at the field for bad values', async () => {
    const teacher = await signUp(t.app, 'teacher');
    const botId = await createBot(t.app, teacher);
    const cases: [object, (string | number)[]][] = [
      [{}, ['body']],
      [{ grade: 'Grade 99' }, ['body', 'grade']],
      [{ name: 'A' }, ['body', 'name']],
      [{ is_active: 'no' }, ['body', 'is_active']],
      [{ daily_message_quota: 0 }, ['body', 'daily_message_quota']],
      [
        { instructions: { starter_questions: ['1', '2', '3', '4', '5'] } },
        ['body', 'instructions', 'starter_questions'],
      ],
      [{ instructions: { tone: 'angry' } }, ['body', 'instructions', 'tone']],
      [{ teacher_id: 'x' }, ['body']],
    ];
    for (const [payload, loc] of cases) {
      const res = await call(teacher, 'PATCH', `/api/bots/${botId}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail[0].loc).toEqual(loc);
    }
  });

  it('a disabled bot refuses its students with 403 and a clear message, takes no new requests, and still answers its owner', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    const before = await ask(student, botId, 'hello');
    expect(before.statusCode).toBe(200);
    const off = await call(teacher, 'PATCH', `/api/bots/${botId}`, { is_active: false });
    expect(off.json<BotDto>().is_active).toBe(false);

    const refused = await ask(student, botId, 'What is a force?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: BOT_DISABLED });
    expect((await call(student, 'GET', `/api/bots/${botId}/chat/my_chats`)).statusCode).toBe(403);

    const newcomer = await signUp(t.app, 'student');
    const request = await call(newcomer, 'POST', `/api/memberships/request/${botId}`);
    expect(request.statusCode).toBe(404);
    expect((await ask(teacher, botId, 'hello')).statusCode).toBe(200);

    await call(teacher, 'PATCH', `/api/bots/${botId}`, { is_active: true });
    expect((await ask(student, botId, 'hello again')).statusCode).toBe(200);
    expect((await call(newcomer, 'POST', `/api/memberships/request/${botId}`)).statusCode).toBe(
      201,
    );
  });

  it('daily_message_quota limits each student on this bot with 429, not the owner', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    await call(teacher, 'PATCH', `/api/bots/${botId}`, { daily_message_quota: 2 });
    expect((await ask(student, botId, 'hello')).statusCode).toBe(200);
    expect((await ask(student, botId, 'thanks')).statusCode).toBe(200);
    const third = await ask(student, botId, 'one more');
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/today's 2 messages/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another student has their own count; the owner has none.
    const classmate = await signUp(t.app, 'student');
    await grantAccess(t.app, teacher, classmate, botId);
    expect((await ask(classmate, botId, 'hello')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await ask(teacher, botId, `try ${i}`)).statusCode).toBe(200);
    await call(teacher, 'PATCH', `/api/bots/${botId}`, { daily_message_quota: null });
    expect((await ask(student, botId, 'back again')).statusCode).toBe(200);
  });

  it('homework mode: an exercise gets a hint and the passage, a plain question its answer', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    await indexStudyFile(t.ctx, botId, randomUUID(), [
      {
        page: 1,
        filename: 'motion.pdf',
        text: 'Speed is the distance travelled divided by the time taken. A car that travels 100 m in 20 s has a speed of 5 m/s.',
      },
    ]);
    const exercise = 'Calculate the speed of a car that travels 100 m in 20 s';
    const before = (await ask(student, botId, exercise)).json<ChatReplyDto>();
    expect(before.result).not.toMatch(/final answer/);
    await call(teacher, 'PATCH', `/api/bots/${botId}`, { instructions: { homework_mode: true } });
    const hinted = (await ask(student, botId, exercise)).json<ChatReplyDto>();
    expect(hinted.result).toMatch(/won't give you the final answer/);
    // The material's worked example of this very exercise holds the answer: it is not quoted.
    expect(hinted.result).not.toContain('5 m/s');
    const rule = (
      await ask(student, botId, 'Solve: what is speed, distance or time?')
    ).json<ChatReplyDto>();
    expect(rule.result).toMatch(/won't give you the final answer/);
    expect(rule.result).toMatch(/^> .*distance travelled divided by the time taken/m);
    expect(rule.sources[0]).toMatchObject({ filename: 'motion.pdf', page: 1 });
    const plain = (await ask(student, botId, 'What is speed?')).json<ChatReplyDto>();
    expect(plain.result).not.toMatch(/final answer/);
  });

  it("tone: the tutor frames its answers the bot's way, in the student's language", async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    await indexStudyFile(t.ctx, botId, randomUUID(), [
      {
        page: 1,
        filename: 'plants.pdf',
        text: 'Photosynthesis takes place in the chloroplasts of green leaves. يحدث البناء الضوئي في البلاستيدات الخضراء في أوراق النبات.',
      },
    ]);
    const english = 'Where does photosynthesis take place?';
    const arabic = 'أين يحدث البناء الضوئي؟';
    const reply = async (text: string) => (await ask(student, botId, text)).json<ChatReplyDto>();

    // friendly (the default): the teacher's sentence with its citation, nothing around it.
    const plain = await reply(english);
    expect(plain.result).toMatch(/^Photosynthesis takes place in the chloroplasts/);
    expect(plain.sources[0]).toMatchObject({ filename: 'plants.pdf', page: 1 });

    await call(teacher, 'PATCH', `/api/bots/${botId}`, { instructions: { tone: 'formal' } });
    const formal = await reply(english);
    expect(formal.result).toMatch(/^According to the study materials:\n\n/);
    expect(formal.result).toContain('chloroplasts');
    expect(formal.result).not.toMatch(/!/);
    expect((await reply(arabic)).result).toMatch(/^وفقًا للمواد الدراسية:\n\n.*البلاستيدات/s);

    await call(teacher, 'PATCH', `/api/bots/${botId}`, { instructions: { tone: 'encouraging' } });
    const warm = await reply(english);
    expect(warm.result).toMatch(/^Good thinking!/);
    expect(warm.result).toMatch(/keep going, and ask me anything else/i);
    expect(warm.sources).toEqual(formal.sources);
    const warmAr = await reply(arabic);
    expect(warmAr.result).toMatch(/^تفكير جميل!/);
    expect(warmAr.result).toMatch(/واصل، واسألني/);

    // A decline stays the plain decline whatever the tone: no praise for a question with no answer.
    const none = await reply('Who won the football world cup in 1966?');
    expect(none.sources).toEqual([]);
    expect(none.result).not.toMatch(/Good thinking/);
  });

  it('DELETE /api/bots/{id}/files resets the content: files gone, answers decline', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    // A blob key is a UUID; the helper stores the file id as its key.
    await indexStudyFile(t.ctx, botId, randomUUID(), [
      {
        page: 1,
        filename: 'plants.pdf',
        text: 'Photosynthesis takes place in the chloroplasts of green leaves.',
      },
    ]);
    const answered = (
      await ask(student, botId, 'Where does photosynthesis take place?')
    ).json<ChatReplyDto>();
    expect(answered.sources.length).toBeGreaterThan(0);

    const stranger = await signUp(t.app, 'teacher');
    expect((await call(stranger, 'DELETE', `/api/bots/${botId}/files`)).statusCode).toBe(404);
    expect((await call(student, 'DELETE', `/api/bots/${botId}/files`)).statusCode).toBe(403);

    const reset = await call(teacher, 'DELETE', `/api/bots/${botId}/files`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ deleted: 1 });
    expect((await call(teacher, 'GET', `/api/files/files/${botId}`)).json()).toEqual([]);
    const after = (
      await ask(student, botId, 'Where does photosynthesis take place?')
    ).json<ChatReplyDto>();
    expect(after.sources).toEqual([]);
  });

  it('DELETE /api/memberships/{id} removes a student; accept-all approves every pending request', async () => {
    const { teacher, student, botId } = await enrolledClass(t.app);
    const list = (
      await call(teacher, 'GET', `/api/memberships/bot/${botId}`)
    ).json<BotMembershipsResponse>();
    const membershipId = list.accepted[0]!.id;

    const other = await signUp(t.app, 'teacher');
    expect((await call(other, 'DELETE', `/api/memberships/${membershipId}`)).statusCode).toBe(404);
    expect((await call(student, 'DELETE', `/api/memberships/${membershipId}`)).statusCode).toBe(
      403,
    );
    expect((await call(teacher, 'DELETE', `/api/memberships/${membershipId}`)).statusCode).toBe(
      204,
    );
    expect((await ask(student, botId, 'hello')).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/api/memberships/${membershipId}`)).statusCode).toBe(
      404,
    );

    const pending: Account[] = [student];
    for (let i = 0; i < 2; i++) pending.push(await signUp(t.app, 'student'));
    for (const s of pending) {
      expect((await call(s, 'POST', `/api/memberships/request/${botId}`)).statusCode).toBe(201);
    }
    expect((await call(other, 'POST', `/api/memberships/bot/${botId}/accept-all`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(student, 'POST', `/api/memberships/bot/${botId}/accept-all`)).statusCode,
    ).toBe(403);
    const all = await call(teacher, 'POST', `/api/memberships/bot/${botId}/accept-all`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ accepted: 3 });
    const now = (
      await call(teacher, 'GET', `/api/memberships/bot/${botId}`)
    ).json<BotMembershipsResponse>();
    expect(now.pending).toEqual([]);
    expect(now.accepted).toHaveLength(3);
    for (const s of pending) expect((await ask(s, botId, 'hello')).statusCode).toBe(200);
    expect(
      (await call(teacher, 'POST', `/api/memberships/bot/${botId}/accept-all`)).json(),
    ).toEqual({ accepted: 0 });
  });
});
