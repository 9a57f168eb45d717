// Intercepts fetch at the network boundary for component tests: each handler answers one
// method + path pattern; every call is recorded so tests can assert what was sent. Every call and
// every canned answer is held against the server's contract (common/src/api-routes.ts): a call to
// a route the server does not have, a payload it would refuse, or an answer it could not give is a
// contract violation, and the test fails (setup.ts), so a web test cannot pass on a made-up API.
import { vi } from 'vitest';
import { checkCall, checkAnswer } from './contract-check';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

interface CannedAnswer {
  status?: number;
  body?: unknown;
  /**
   * Only for a test of how the web copes with an answer our server never gives (an older server,
   * a proxy): says why, and skips the contract check for this answer.
   */
  offContract?: string;
  /** A server-sent event stream to answer with instead of JSON (`event: …\ndata: …\n\n`). */
  events?: string;
}

type Handler = (call: RecordedCall) => CannedAnswer | Promise<CannedAnswer>;

export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      headers: (init.headers ?? {}) as Record<string, string>,
      body,
    };
    calls.push(call);
    const route = checkCall(method, url.pathname, body);
    for (const [key, handler] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ');
      if (m !== method || !pattern) continue;
      const re = new RegExp(`^${pattern.replace(/:[a-zA-Z_]+/g, '[^/?]+')}(\\?.*)?$`);
      if (re.test(call.path)) {
        const res = await handler(call);
        const status = res.status ?? 200;
        if (route && !res.offContract) checkAnswer(route, status, res.body);
        if (res.events !== undefined) {
          return new Response(res.events, {
            status,
            headers: { 'Content-Type': 'text/event-stream' },
          });
        }
        const text = res.body === undefined ? '' : JSON.stringify(res.body);
        return new Response(status === 204 ? null : text, {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    return new Response(JSON.stringify({ detail: `No mock for ${method} ${call.path}` }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
