// A split deployment for real (issue 9): two `api` processes and one `worker` on one PostgreSQL
// database and one shared data folder. A teacher uploads through the first API, the worker
// processes the file, a student chats through the second API. A worker killed with SIGKILL in
// the middle of a file loses nothing: a second worker finishes it, once. 50 parallel requests
// spread over both APIs keep the bot limit and the one-request-per-student-and-bot rule.
// Runs in the PostgreSQL pass of the suite (EDUBOT_TEST_DATABASE_URL, see .ci/run).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatReplyDto, FileStatusDto, LoginResponse } from '@edubot/common';
import type { Db } from '../src/db/database.js';
import { openPostgresDatabase } from '../src/db/postgres.js';
import { createBotBody, registerBody } from './helpers/accounts.js';
import { createTestSchema, dropTestSchema, testDatabaseUrl } from './helpers/test-database.js';
import { ENGLISH_LINES, scannedPdf, textPdf } from './fixtures/ingestion-fixtures.js';
import { multipartFile } from './fixtures/ingestion-upload.js';
import { SERVER_MAIN, exited, freePort, serverDir } from './helpers/server-process.js';

const url = testDatabaseUrl();

/** Polls until `check` answers a value; fails with `what` after `ms`. */
async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!url)('two API processes and a worker on one PostgreSQL database', () => {
  const children: ChildProcess[] = [];
  let schema: string;
  let db: Db;
  let dataDir: string;
  let env: Record<string, string>;
  let firstWorker: ChildProcess;
  const api: string[] = [];

  /** Its own process group: SIGKILL to the group takes its job children down with it. */
  function start(role: 'api' | 'worker', port = 0): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
      cwd: serverDir,
      env: { ...env, EDUBOT_ROLE: role, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let log = '';
    child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal === null) console.error(`${role} exited ${code}:\n${log}`);
    });
    children.push(child);
    return child;
  }

  const call = async (
    base: string,
    method: string,
    route: string,
    token?: string,
    body?: unknown,
  ) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };

  async function signUp(base: string, role: 'teacher' | 'student'): Promise<string> {
    const body = registerBody(role);
    const reg = await call(base, 'POST', '/api/auth/register', undefined, body);
    expect(reg.status).toBe(201);
    const login = await call(base, 'POST', '/api/auth/login', undefined, {
      email: body.email,
      password: body.password,
    });
    expect(login.status).toBe(200);
    return (login.body as LoginResponse).access_token;
  }

  async function upload(
    base: string,
    token: string,
    botId: string,
    name: string,
    bytes: Uint8Array,
  ) {
    const { payload, headers } = multipartFile(name, bytes, 'application/pdf');
    const res = await fetch(`${base}/api/files/upload?bot_id=${botId}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { file_id: string }).file_id;
  }

  const fileStatus = async (base: string, token: string, fileId: string) =>
    (await call(base, 'GET', `/api/files/${fileId}/status`, token)).body as FileStatusDto;

  beforeAll(async () => {
    schema = await createTestSchema(url!);
    db = openPostgresDatabase(url!, { schema });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edubot-multi-'));
    // Every process joins the test's schema through the URL, as a deployment would name its own.
    const joined = new URL(url!);
    joined.searchParams.set('options', `-c search_path=${schema}`);
    env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      EDUBOT_DATABASE_URL: joined.toString(),
      EDUBOT_DATA_DIR: dataDir,
      EDUBOT_LOG_LEVEL: 'warn',
      EDUBOT_SEARCH_WORKERS: '0',
      EDUBOT_FILE_WORKERS: '1',
      // A killed worker's file is taken up again once its run passes about 1.25 x this budget.
      EDUBOT_FILE_TIME_BUDGET_SECONDS: '40',
    };
    const ports = [await freePort(), await freePort()];
    // The three start together: migrations run once under the lock, the others wait.
    start('api', ports[0]);
    start('api', ports[1]);
    firstWorker = start('worker');
    for (const port of ports) {
      const base = `http://127.0.0.1:${port}`;
      await until('the API to answer /api/health', 100_000, async () =>
        (await fetch(`${base}/api/health`)).ok ? true : undefined,
      );
      api.push(base);
    }
  }, 150_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid!, 'SIGTERM');
        await exited(child);
      }
    }
    await db?.destroy();
    if (schema) await dropTestSchema(url!, schema);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('uploads through one API, processes on the worker, answers through the other; a killed worker loses nothing', async () => {
    const [first, second] = api as [string, string];
    const teacher = await signUp(first, 'teacher');
    const bot = await call(first, 'POST', '/api/bots', teacher, createBotBody({ name: 'Biology' }));
    expect(bot.status).toBe(201);
    const botId = bot.body as string;

    const notes = await textPdf([
      { lines: ['Photosynthesis happens in the chloroplasts of green leaves.'] },
      { lines: ['البناء الضوئي يحدث في البلاستيدات الخضراء في أوراق النبات.'] },
    ]);
    const notesId = await upload(first, teacher, botId, 'notes.pdf', notes);
    const done = await until('notes.pdf to be processed by the worker', 120_000, async () => {
      const s = await fileStatus(second, teacher, notesId);
      return s.status === 'PROCESSING' ? undefined : s;
    });
    expect(done.status).toBe('COMPLETED');

    const student = await signUp(second, 'student');
    const request = await call(second, 'POST', `/api/memberships/request/${botId}`, student);
    expect(request.status).toBe(201);
    const membershipId = (request.body as { _id: string })._id;
    expect(
      (await call(first, 'POST', `/api/memberships/accept/${membershipId}`, teacher)).status,
    ).toBe(200);
    const reply = await call(second, 'POST', `/api/bots/${botId}/chat/`, student, {
      user_query: 'Where does photosynthesis happen?',
    });
    expect(reply.status).toBe(200);
    const answer = reply.body as ChatReplyDto;
    expect(answer.sources.map((s) => s.filename)).toContain('notes.pdf');
    expect(answer.sources[0]!.excerpt).toContain('chloroplasts');

    // A scan needs OCR: long enough to kill the worker while it reads it.
    // Different lines on every page: lines repeated on each page are running headers and dropped.
    const scan = await scannedPdf([
      { lines: ENGLISH_LINES },
      {
        lines: [
          'The mitochondria release energy from glucose in every cell.',
          'This energy is stored in a molecule called ATP.',
        ],
      },
      {
        lines: [
          'Red blood cells carry oxygen from the lungs to the body.',
          'White blood cells defend the body against germs.',
        ],
      },
    ]);
    const scanId = await upload(first, teacher, botId, 'scan.pdf', scan);
    await until('the worker to start scan.pdf', 120_000, async () => {
      const row = await db
        .selectFrom('files')
        .select(['attempts', 'status'])
        .where('id', '=', scanId)
        .executeTakeFirst();
      return row && row.attempts >= 1 && row.status === 'PROCESSING' ? true : undefined;
    });
    process.kill(-firstWorker.pid!, 'SIGKILL');
    await exited(firstWorker);
    expect((await fileStatus(first, teacher, scanId)).status).toBe('PROCESSING');

    start('worker');
    const finished = await until('a second worker to finish scan.pdf', 240_000, async () => {
      const s = await fileStatus(first, teacher, scanId);
      return s.status === 'PROCESSING' ? undefined : s;
    });
    expect(finished.status, JSON.stringify(finished)).toBe('COMPLETED');

    // Nothing duplicated: one run after the killed one, each chunk once, in order.
    const row = await db
      .selectFrom('files')
      .select(['attempts', 'chunk_count'])
      .where('id', '=', scanId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    const chunks = await sql<{ ordinal: number }>`
      SELECT ordinal FROM search_chunks WHERE file_id = ${scanId} ORDER BY ordinal`.execute(db);
    expect(chunks.rows.map((c) => c.ordinal)).toEqual([...Array(row.chunk_count).keys()]);
    expect(row.chunk_count).toBeGreaterThan(0);
    // Nothing lost: the first file is untouched and the second is searchable through either API.
    expect((await fileStatus(second, teacher, notesId)).status).toBe('COMPLETED');
    const again = await call(second, 'POST', `/api/bots/${botId}/chat/`, student, {
      user_query: 'What do mitochondria release from glucose?',
    });
    expect((again.body as ChatReplyDto).sources.map((s) => s.filename)).toContain('scan.pdf');
  }, 420_000);

  it('keeps the bot limit and one request per student and bot under 50 parallel requests over both APIs', async () => {
    const teacher = await signUp(api[0]!, 'teacher');
    const creations = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(api[i % 2]!, 'POST', '/api/bots', teacher, createBotBody({ name: `Bot ${i}` })),
      ),
    );
    const created = creations.filter((r) => r.status === 201);
    // registerBody gives teachers a limit of 3 bots.
    expect(created).toHaveLength(3);
    expect(creations.filter((r) => r.status === 403)).toHaveLength(47);
    const owned = await db
      .selectFrom('bots')
      .innerJoin('users', 'users.id', 'bots.teacher_id')
      .select('bots.id')
      .where(
        'users.id',
        'in',
        db
          .selectFrom('bots')
          .select('teacher_id')
          .where('id', '=', created[0]!.body as string),
      )
      .execute();
    expect(owned).toHaveLength(3);

    const botId = created[0]!.body as string;
    const student = await signUp(api[1]!, 'student');
    const requests = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(api[i % 2]!, 'POST', `/api/memberships/request/${botId}`, student),
      ),
    );
    expect(requests.filter((r) => r.status === 201)).toHaveLength(1);
    expect(requests.filter((r) => r.status === 409)).toHaveLength(49);
    const rows = await db
      .selectFrom('memberships')
      .select('id')
      .where('bot_id', '=', botId)
      .execute();
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('shares the chat quota and signed-out tokens between the API processes', async () => {
    const [first, second] = api as [string, string];
    const teacher = await signUp(first, 'teacher');
    const botId = (await call(first, 'POST', '/api/bots', teacher, createBotBody())).body as string;
    const student = await signUp(second, 'student');
    const request = await call(second, 'POST', `/api/memberships/request/${botId}`, student);
    const accepted = await call(
      first,
      'POST',
      `/api/memberships/accept/${(request.body as { _id: string })._id}`,
      teacher,
    );
    expect(accepted.status).toBe(200);
    // 20 questions a minute (the default) in all: alternating processes does not double it.
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await call(api[i % 2]!, 'POST', `/api/bots/${botId}/chat/`, student, {
        user_query: `Question ${i} about photosynthesis`,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);

    // Signed out through one process, the token is refused by the other at once.
    expect((await call(second, 'GET', '/api/users/me', teacher)).status).toBe(200);
    expect((await call(first, 'POST', '/api/auth/logout', teacher)).status).toBe(204);
    expect((await call(second, 'GET', '/api/users/me', teacher)).status).toBe(401);
  }, 120_000);
});
