// Renaming, deleting and searching one's chats (issue 11): only one's own chats with a bot one
// may use; anyone else's chat answers 404 exactly as a missing one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  bearer,
  enrolledClass,
  grantAccess,
  signUp,
  type Account,
  askTutor,
} from '../../../test/helpers/accounts.js';

describe('chat management', () => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let classmate: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ teacher, student, botId } = await enrolledClass(t.app));
    classmate = await signUp(t.app, 'student');
    await grantAccess(t.app, teacher, classmate, botId);
    await t.ctx.search.replaceFileChunks(
      botId,
      'f1',
      [
        {
          page: 1,
          filename: 'cells.pdf',
          text: 'Photosynthesis happens in the chloroplasts of plant cells.',
        },
        { page: 2, filename: 'salts.pdf', text: 'كلوريد الصّوديوم هو ملح الطعام.' },
      ],
      ['ara', 'eng'],
    );
  });
  afterAll(() => t.close());

  const ask = async (who: Account, text: string) =>
    (await askTutor(t.app, who, botId, text)).chat_id;
  const call = (who: Account, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), payload });

  it('lists chats with their dates, newest first', async () => {
    const first = await ask(student, 'Where does photosynthesis happen?');
    const second = await ask(student, 'What is table salt?');
    const list = (await call(student, 'GET', `/api/bots/${botId}/chat/my_chats`)).json<
      { chat_id: string; created_at: string; updated_at: string }[]
    >();
    expect(list.map((c) => c.chat_id).slice(0, 2)).toEqual([second, first]);
    for (const c of list) {
      expect(c.created_at).toMatch(/Z$/);
      expect(c.updated_at >= c.created_at).toBe(true);
    }
  });

  it('renames my chat; validates the title; 404 for a classmate or a missing chat', async () => {
    const chatId = await ask(student, 'Where does photosynthesis happen?');
    const url = `/api/bots/${botId}/chat/${chatId}`;
    const res = await call(student, 'PATCH', url, { title: '  Plants   and light ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ chat_id: chatId, title: 'Plants and light' });
    expect((await call(student, 'GET', url)).json().title).toBe('Plants and light');
    const arabic = await call(student, 'PATCH', url, { title: 'النباتات والضوء' });
    expect(arabic.json().title).toBe('النباتات والضوء');

    const blank = await call(student, 'PATCH', url, { title: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail[0]).toMatchObject({
      loc: ['body', 'title'],
      msg: 'Please enter a title',
    });
    expect((await call(student, 'PATCH', url, { title: 'x'.repeat(121) })).statusCode).toBe(422);
    expect((await call(student, 'PATCH', url, { title: 'ok', extra: 1 })).statusCode).toBe(422);

    const foreign = await call(classmate, 'PATCH', url, { title: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Chat not found' });
    const missing = await call(student, 'PATCH', `/api/bots/${botId}/chat/nope`, { title: 'x' });
    expect(missing.json()).toEqual(foreign.json());
    expect((await call(student, 'GET', url)).json().title).toBe('النباتات والضوء');
  });

  it('deletes my chat and its messages; a classmate cannot; the second delete is 404', async () => {
    const chatId = await ask(student, 'What is table salt?');
    const url = `/api/bots/${botId}/chat/${chatId}`;
    expect((await call(classmate, 'DELETE', url)).statusCode).toBe(404);
    const del = await call(student, 'DELETE', url);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await call(student, 'GET', url)).statusCode).toBe(404);
    const left = await t.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('chat_id', '=', chatId)
      .execute();
    expect(left).toEqual([]);
    expect((await call(student, 'DELETE', url)).statusCode).toBe(404);
  });

  it('searches titles and messages, folded (case, Arabic marks), only in my chats', async () => {
    const plants = await ask(student, 'Where does photosynthesis happen?');
    const salt = await ask(student, 'ما هو ملح الطعام؟');
    const mineOnly = await ask(classmate, 'Photosynthesis please');
    const search = async (who: Account, q: string) => {
      const res = await call(
        who,
        'GET',
        `/api/bots/${botId}/chat/search?q=${encodeURIComponent(q)}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json<{ chat_id: string; snippet: string | null }[]>();
    };
    const byTitle = await search(student, 'PHOTOSYNTHESIS');
    expect(byTitle.map((h) => h.chat_id)).toContain(plants);
    expect(byTitle.map((h) => h.chat_id)).not.toContain(mineOnly);
    // A word only in the answer (from the material) finds the chat, with a snippet around it.
    const byAnswer = await search(student, 'chloroplasts');
    const hit = byAnswer.find((h) => h.chat_id === plants);
    expect(hit?.snippet?.toLowerCase()).toContain('chloroplasts');
    // Written without the shadda the material has.
    expect((await search(student, 'الصوديوم')).map((h) => h.chat_id)).toContain(salt);
    expect(await search(student, 'volcano')).toEqual([]);
    const empty = await call(student, 'GET', `/api/bots/${botId}/chat/search?q=%20`);
    expect(empty.statusCode).toBe(422);
  });

  it('a student without access to the bot gets 403/404 as for every chat call', async () => {
    const outsider = await signUp(t.app, 'student');
    expect((await call(outsider, 'GET', `/api/bots/${botId}/chat/search?q=a`)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          outsider,
          'GET',
          `/api/bots/00000000-0000-4000-8000-000000000000/chat/search?q=a`,
        )
      ).statusCode,
    ).toBe(404);
    const chatId = await ask(student, 'Where does photosynthesis happen?');
    expect((await call(outsider, 'DELETE', `/api/bots/${botId}/chat/${chatId}`)).statusCode).toBe(
      403,
    );
  });
});
