// A local stand-in for an OpenAI-compatible server (POST /chat/completions) for tests. It
// records every request and answers with whatever the test scripted: a reply text, an HTTP
// error, or a delay longer than the client's timeout. Loopback only, random port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: {
      role: string;
      content: string | { type: string; text?: string; image_url?: { url: string } }[];
    }[];
  };
}

export type FakeReply =
  /** A request with `stream: true` gets the text as SSE pieces, `pieceDelayMs` apart. */
  | { kind: 'text'; text: string; pieceDelayMs?: number }
  | { kind: 'error'; status: number; body: string }
  | { kind: 'hang'; ms: number };

export interface FakeLlm {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Decides each reply; the default echoes a cited answer from passage 1. */
  respond: (request: RecordedRequest) => FakeReply;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    baseUrl: '',
    requests: [],
    respond: () => ({ kind: 'text', text: 'From the materials [1].' }),
    close: async () => undefined,
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      } catch {
        body = {};
      }
      const recorded: RecordedRequest = { path: req.url ?? '', headers: req.headers, body };
      fake.requests.push(recorded);
      if (req.method !== 'POST' || !recorded.path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const reply = fake.respond(recorded);
      if (reply.kind === 'hang') {
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(504).end();
        }, reply.ms).unref();
        return;
      }
      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
        return;
      }
      if (body.stream === true) {
        streamText(res, reply.text, body.model, reply.pieceDelayMs ?? 0);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: reply.text },
            },
          ],
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return fake;
}

/** Word by word (spaces kept), as OpenAI-compatible servers stream, then [DONE]. */
function streamText(res: http.ServerResponse, text: string, model: unknown, delayMs: number): void {
  const pieces = text.match(/\S+\s*|\s+/gu) ?? [];
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(event({ role: 'assistant' }, null));
  let i = 0;
  const next = () => {
    if (res.destroyed) return;
    if (i < pieces.length) {
      res.write(event({ content: pieces[i++] }, null));
      setTimeout(next, delayMs).unref();
      return;
    }
    res.end(`${event({}, 'stop')}data: [DONE]\n\n`);
  };
  next();
}

/** The system prompt text of a recorded request. */
export function systemPrompt(request: RecordedRequest): string {
  const first = request.body.messages?.[0];
  return typeof first?.content === 'string' ? first.content : '';
}
