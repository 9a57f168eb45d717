// `npm run migrate:sqlite-to-postgres` (server/tools/sqlite-to-postgres.ts): a school built on
// the SQLite default moves to PostgreSQL with its accounts, bots, requests, files, chunks and
// chats; running it again copies nothing twice; the moved school works on a PostgreSQL app.
// Runs in the PostgreSQL pass of the suite (EDUBOT_TEST_DATABASE_URL, see .ci/run).
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatReplyDto, LoginResponse } from '@edubot/common';
import { buildApp } from '../src/app.js';
import { createContext } from '../src/context.js';
import type { Db } from '../src/db/database.js';
import { openPostgresDatabase } from '../src/db/postgres.js';
import { FAST_TEST_HASH_COST } from '../src/modules/auth/password-hasher.js';
import { moveToPostgres } from '../tools/sqlite-to-postgres.js';
import { bearer, createBot, signUp } from './helpers/accounts.js';
import { indexStudyFile } from './helpers/study-files.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  createTestSchema,
  dropTestSchema,
  testDatabaseUrl,
  testJobQueue,
} from './helpers/test-database.js';

const url = testDatabaseUrl();

describe.skipIf(!url)('moving a school from SQLite to PostgreSQL', () => {
  let sqliteApp: TestApp;
  let postgres: Db;
  let schema: string;

  afterAll(async () => {
    await sqliteApp?.close();
    await postgres?.destroy();
    if (schema) await dropTestSchema(url!, schema);
  });

  it('copies everything, verifies it, copies nothing twice, and the school works on PostgreSQL', async () => {
    sqliteApp = await createTestApp({ EDUBOT_DATABASE_URL: '' });
    const { app } = sqliteApp;
    const teacher = await signUp(app, 'teacher');
    const student = await signUp(app, 'student');
    const botId = await createBot(app, teacher);
    await indexStudyFile(sqliteApp.ctx, botId, 'f7d2c1a0-0000-4000-8000-000000000001', [
      { page: 1, text: 'البناء الضوئي يحدث في البلاستيدات الخضراء.', filename: 'علوم.pdf' },
      { page: 2, text: 'Evaporation turns liquid water into vapour.', filename: 'علوم.pdf' },
    ]);
    const request = await app.inject({
      method: 'POST',
      url: `/api/memberships/request/${botId}`,
      headers: bearer(student.token),
    });
    const membershipId = request.json<{ _id: string }>()._id;
    await app.inject({
      method: 'POST',
      url: `/api/memberships/accept/${membershipId}`,
      headers: bearer(teacher.token),
    });
    const asked = await app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/chat/`,
      headers: bearer(student.token),
      payload: { user_query: 'أين يحدث البناء الضوئي؟' },
    });
    expect(asked.statusCode).toBe(200);
    const chatId = asked.json<ChatReplyDto>().chat_id;

    schema = await createTestSchema(url!);
    postgres = openPostgresDatabase(url!, { schema });
    const lines: string[] = [];
    expect(await moveToPostgres(sqliteApp.ctx.db, postgres, (l) => lines.push(l))).toEqual([]);
    expect(lines.find((l) => l.startsWith('messages'))).toMatch(/2 rows, 2 copied now, 2 in/);
    // Again: verified, and nothing copied a second time.
    const again: string[] = [];
    expect(await moveToPostgres(sqliteApp.ctx.db, postgres, (l) => again.push(l))).toEqual([]);
    const rowLines = again.filter((l) => !l.startsWith('search_chunks'));
    expect(rowLines.length).toBeGreaterThanOrEqual(7);
    expect(rowLines.filter((l) => !/ 0 copied now/.test(l))).toEqual([]);

    // The moved school on a PostgreSQL app: same password, same bot, same chat, same search.
    const ctx = createContext({ ...sqliteApp.ctx.config, databaseUrl: url }, postgres, {
      passwordHashCost: FAST_TEST_HASH_COST,
      jobQueue: testJobQueue(schema),
    });
    const moved = await buildApp(ctx);
    try {
      const login = await moved.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.email, password: student.password },
        remoteAddress: student.ip,
      });
      expect(login.statusCode).toBe(200);
      const token = login.json<LoginResponse>().access_token;
      const history = await moved.inject({
        method: 'GET',
        url: `/api/bots/${botId}/chat/history/${chatId}`,
        headers: bearer(token),
      });
      expect(history.statusCode).toBe(200);
      expect(JSON.stringify(history.json())).toContain('أين يحدث البناء الضوئي؟');
      const reply = await moved.inject({
        method: 'POST',
        url: `/api/bots/${botId}/chat/`,
        headers: bearer(token),
        payload: { user_query: 'What does evaporation do to water?' },
      });
      expect(reply.json<ChatReplyDto>().sources[0]).toMatchObject({
        filename: 'علوم.pdf',
        page: 2,
      });
    } finally {
      await moved.close();
      await ctx.files.close();
    }
  });
});
