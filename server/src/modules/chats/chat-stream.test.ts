// POST /api/bots/{bot_id}/chat/stream (issue 11): the answer as Server-Sent Events, over a real
// socket so pieces are seen as they arrive; the same guards as the JSON call, which is unchanged.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm } from '../../../test/fake-llm/fake-llm-server.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createLlmTestApp, type LlmTestApp } from '../../../test/helpers/llm-test-app.js';
import {
  bearer,
  enrolledClass,
  grantAccess,
  signUp,
  type Account,
} from '../../../test/helpers/accounts.js';

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** Reads events as they come; `stopAfter` aborts the request once that many deltas arrived. */
async function stream(
  baseUrl: string,
  path: string,
  token: string,
  body: unknown,
  stopAfter?: number,
): Promise<{ status: number; type: string; events: SseEvent[]; json?: unknown }> {
  const stop = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: stop.signal,
  });
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream'))
    return { status: res.status, type, events: [], json: await res.json() };
  const events: SseEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<
          string,
          unknown
        >;
        events.push({ event, data, at: Date.now() });
      }
      if (
        stopAfter !== undefined &&
        events.filter((e) => e.event === 'delta').length >= stopAfter
      ) {
        stop.abort();
        break;
      }
    }
  } catch (err) {
    if (!stop.signal.aborted) throw err;
  }
  return { status: res.status, type, events };
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const MODEL_TEXT =
  'Lava is magma that has reached the surface [1], and volcanoes erupt when magma rises through the crust [9].';

async function seed(t: TestApp) {
  const { teacher, student, botId } = await enrolledClass(t.app, { name: 'Geology' });
  await t.ctx.search.replaceFileChunks(
    botId,
    'geo-file',
    [
      {
        page: 7,
        filename: 'volcanoes.pdf',
        text: 'Volcanoes erupt when magma rises through the crust.',
      },
      {
        page: 8,
        filename: 'volcanoes.pdf',
        text: 'Lava is magma that reaches the surface of a volcano.',
      },
    ],
    ['ara', 'eng'],
  );
  return { teacher, student, botId };
}

describe('streamed chat with an OpenAI-compatible tutor', () => {
  let fake: FakeLlm;
  let t: LlmTestApp;
  let baseUrl: string;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createLlmTestApp(20000);
    fake = t.llm;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ({ student, botId } = await seed(t));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('sends the model text piece by piece, then done with the saved ids and sources', async () => {
    fake.respond = () => ({ kind: 'text', text: MODEL_TEXT, pieceDelayMs: 30 });
    const res = await stream(baseUrl, `/api/bots/${botId}/chat/stream`, student.token, {
      user_query: 'What is lava?',
    });
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/event-stream/);
    expect(fake.requests[0]!.body.stream).toBe(true);
    const deltas = res.events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.map((d) => d.data.text).join('')).toBe(MODEL_TEXT);
    // Pieces arrived over time, not all at once at the end.
    expect(deltas.at(-1)!.at - deltas[0]!.at).toBeGreaterThan(100);
    const done = res.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(res.events.filter((e) => e.event === 'done')).toHaveLength(1);
    const { chat_id, message_id, sources, result } = done.data as {
      chat_id: string;
      message_id: string;
      sources: { filename: string; page: number }[];
      result: string;
    };
    // The final text is the checked one: a number the model was never given ([9]) is dropped.
    expect(result).toContain('[1]');
    expect(result).not.toContain('[9]');
    expect(sources[0]).toMatchObject({ filename: 'volcanoes.pdf' });
    expect(typeof message_id).toBe('string');
    expect(done.data.by_model).toBe(true);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/bots/${botId}/chat/history/${chat_id}`,
      headers: bearer(student.token),
    });
    expect(history.json().map((m: { content: string }) => m.content)).toEqual([
      'What is lava?',
      result,
    ]);
  });

  it('a client that stops keeps the question and the part it saw, without sources', async () => {
    fake.respond = () => ({ kind: 'text', text: MODEL_TEXT, pieceDelayMs: 150 });
    const res = await stream(
      baseUrl,
      `/api/bots/${botId}/chat/stream`,
      student.token,
      { user_query: 'Tell me about lava and volcanoes' },
      3,
    );
    expect(res.events.some((e) => e.event === 'done')).toBe(false);
    const seen = res.events.map((e) => e.data.text).join('');
    const chats = await waitFor(async () => {
      const list = (
        await t.app.inject({
          method: 'GET',
          url: `/api/bots/${botId}/chat/my_chats`,
          headers: bearer(student.token),
        })
      ).json<{ chat_id: string; title: string }[]>();
      return list.find((c) => c.title === 'Tell me about lava and volcanoes');
    });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/bots/${botId}/chat/history/${chats.chat_id}`,
        headers: bearer(student.token),
      })
    ).json<{ content: string; sources: unknown[] }[]>();
    expect(history).toHaveLength(2);
    const saved = history[1]!.content;
    expect(saved.startsWith(seen.trim())).toBe(true);
    expect(saved.endsWith('…')).toBe(true);
    expect(saved.length).toBeLessThan(MODEL_TEXT.length);
    expect(history[1]!.sources).toEqual([]);
  });

  it('the JSON call is unchanged: not streamed, same three keys', async () => {
    fake.respond = () => ({ kind: 'text', text: MODEL_TEXT });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/chat/`,
      headers: bearer(student.token),
      payload: { user_query: 'What is lava?' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['chat_id', 'result', 'sources']);
    expect(fake.requests[0]!.body.stream).toBe(false);
  });
});

describe('streamed chat with the built-in tutor, and its guards', () => {
  let t: TestApp;
  let baseUrl: string;
  let teacher: Account;
  let student: Account;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp({ EDUBOT_CHAT_MESSAGES_PER_MINUTE: '4' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    ({ teacher, student, botId } = await seed(t));
  });
  afterAll(() => t.close());

  it('the built-in tutor sends its answer as one delta, equal to the JSON answer', async () => {
    const res = await stream(baseUrl, `/api/bots/${botId}/chat/stream`, student.token, {
      user_query: 'What is lava?',
    });
    const deltas = res.events.filter((e) => e.event === 'delta');
    expect(deltas).toHaveLength(1);
    const done = res.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(deltas[0]!.data.text).toBe(done.data.result);
    expect(done.data.by_model).toBe(false);
    expect((done.data.sources as unknown[]).length).toBeGreaterThan(0);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/chat/`,
      headers: bearer(student.token),
      payload: { user_query: 'What is lava?' },
    });
    expect(json.json().result).toBe(done.data.result);
  });

  it('refusals answer as JSON before any stream: token, access, body, chat id, quota', async () => {
    const path = `/api/bots/${botId}/chat/stream`;
    const noToken = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user_query":"x"}',
    });
    expect(noToken.status).toBe(401);
    const stranger = await signUp(t.app, 'student');
    const foreign = await stream(baseUrl, path, stranger.token, { user_query: 'x' });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toEqual({ detail: 'You do not have access to this bot' });
    const otherTeacher = await signUp(t.app, 'teacher');
    expect((await stream(baseUrl, path, otherTeacher.token, { user_query: 'x' })).status).toBe(403);
    const missing = await stream(
      baseUrl,
      '/api/bots/00000000-0000-4000-8000-000000000000/chat/stream',
      student.token,
      { user_query: 'x' },
    );
    expect(missing.status).toBe(404);
    const empty = await stream(baseUrl, path, teacher.token, { user_query: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ detail: 'Please type a question or attach an image' });
    const unknownChat = await stream(baseUrl, path, teacher.token, {
      user_query: 'x',
      chat_id: 'not-mine',
    });
    expect(unknownChat.status).toBe(404);
    const extra = await stream(baseUrl, path, teacher.token, { user_query: 'x', admin: true });
    expect(extra.status).toBe(422);
    // The per-minute limit (4) counts streamed questions too, shared with the JSON call.
    const limited = await signUp(t.app, 'student');
    await grantAccess(t.app, teacher, limited, botId);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res =
        i % 2 === 0
          ? (await stream(baseUrl, path, limited.token, { user_query: `lava ${i}` })).status
          : (
              await t.app.inject({
                method: 'POST',
                url: `/api/bots/${botId}/chat/`,
                headers: bearer(limited.token),
                payload: { user_query: `lava ${i}` },
              })
            ).statusCode;
      statuses.push(res);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('an image that is not an image is refused (415) before the stream opens', async () => {
    const boundary = '----edubotstream';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="user_query"\r\n\r\nwhat is this\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64)]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bots/${botId}/chat/stream`,
      headers: {
        ...bearer(student.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
