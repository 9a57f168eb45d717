// Intercepts fetch at the network boundary for component tests: each handler answers one
// method + path pattern; every call is recorded so tests can assert what was sent.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (
  call: RecordedCall,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

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
    for (const [key, handler] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ');
      if (m !== method || !pattern) continue;
      const re = new RegExp(`^${pattern.replace(/:[a-zA-Z_]+/g, '[^/?]+')}(\\?.*)?$`);
      if (re.test(call.path)) {
        const res = await handler(call);
        const status = res.status ?? 200;
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
