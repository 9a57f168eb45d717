// Per-student chat limits through the real app: a burst limit and a daily quota from the
// environment, answered 429 with a detail and Retry-After before any search or tutor work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  grantAccess,
  signUp,
  enrolledClass,
  type Account,
} from '../../../test/helpers/accounts.js';
import { indexStudyMaterial } from './chats.test-fixtures.js';
import { chatDailyLimit, chatTooFast } from './chat-quota.js';

async function classWithTwoStudents(t: TestApp) {
  const { teacher, student, botId } = await enrolledClass(t.app, {
    supported_languages: ['Arabic - English'],
  });
  const classmate = await signUp(t.app, 'student');
  await grantAccess(t.app, teacher, classmate, botId);
  await indexStudyMaterial(t.ctx, botId);
  return { flooder: student, classmate, botId };
}

const askAs = (
  t: TestApp,
  who: Account,
  botId: string,
  payload: unknown = { user_query: 'How do igneous rocks form?' },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bots/${botId}/chat/`,
    headers: { ...bearer(who.token), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function storedQuestions(t: TestApp, who: Account): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('messages')
    .innerJoin('chats', 'chats.id', 'messages.chat_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('chats.user_id', '=', who.user._id)
    .where('messages.sender', '=', 'user')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('chat burst limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('refuses a flooding student with 429, a detail and Retry-After, while a classmate chats on', async () => {
    const { flooder, classmate, botId } = await classWithTwoStudents(t);
    let tutorCalls = 0;
    const ask = t.ctx.tutor.ask.bind(t.ctx.tutor);
    t.ctx.tutor.ask = (request) => {
      tutorCalls += 1;
      return ask(request);
    };
    for (let i = 0; i < 3; i++) expect((await askAs(t, flooder, botId)).statusCode).toBe(200);
    const refused = await Promise.all(Array.from({ length: 20 }, () => askAs(t, flooder, botId)));
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      // A full minute left reads "1 minute" (refusals within the window's first second).
      const wait = seconds === 60 ? '1 minute' : `${seconds} second${seconds === 1 ? '' : 's'}`;
      expect(res.json().detail).toBe(chatTooFast(wait));
    }
    // Refused before the body is read: even broken JSON answers 429, not 400.
    expect((await askAs(t, flooder, botId, '{"user_query":')).statusCode).toBe(429);
    // No refused question reached the tutor or the history.
    expect(tutorCalls).toBe(3);
    expect(await storedQuestions(t, flooder)).toBe(3);
    // The classmate's questions are answered as usual.
    const classmateAnswer = await askAs(t, classmate, botId);
    expect(classmateAnswer.statusCode).toBe(200);
    expect(classmateAnswer.json().result).toContain('magma');
  });
});

describe('chat daily quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      EDUBOT_CHAT_MESSAGES_PER_MINUTE: '100',
      EDUBOT_CHAT_MESSAGES_PER_DAY: '4',
    });
  });
  afterAll(() => t.close());

  it('stops a student at the daily quota for the rest of the day, others unaffected', async () => {
    const { flooder, classmate, botId } = await classWithTwoStudents(t);
    for (let i = 0; i < 4; i++) expect((await askAs(t, flooder, botId)).statusCode).toBe(200);
    const res = await askAs(t, flooder, botId);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(
      new RegExp(`^${chatDailyLimit(4, '(\\d+ hours?|\\d+ minutes?)').replace(/\./g, '\\.')}$`),
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await askAs(t, classmate, botId)).statusCode).toBe(200);
  });
});
