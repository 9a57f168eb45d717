// Test support for the chat screen: a fake API at the fetch boundary and a router around ChatPage.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { ChatPage } from './chat-page';

// The network boundary: a small fake of the API answering by method and path.
export interface Call {
  method: string;
  path: string;
  body: unknown;
}
export type Handler = (call: Call) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

export const BOT_ID = '6f1c2b9a-1111-4222-8333-944455556666';
export const USER = { _id: 'u1', name: 'Mona Ali', email: 'mona@example.org', role: 'student', is_active: true, created_at: '2026-01-01T00:00:00Z' };

function json(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Mutable per test: what the fake API answers. */
export const fake = {
  calls: [] as Call[],
  me: USER as unknown,
  myChats: [] as unknown[],
  history: [] as unknown[],
  chatHandler: (() => ({ status: 200 })) as Handler,
  botHandler: (() => ({ status: 200 })) as Handler,
  /** A student without any accepted bot. */
  noBots: false,
};

function installFetch() {
  fake.calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const body = init.body instanceof FormData ? init.body : typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, path: input, body };
      fake.calls.push(call);
      if (input === '/api/users/me') return json(200, fake.me);
      if (input === '/api/memberships/my') {
        return json(200, {
          accepted: fake.noBots
            ? []
            : [{ _id: 'm1', bot_id: BOT_ID, bot_name: 'Biology Helper', status: 'accepted', created_at: '', expires_at: null }],
          expired: [],
          others: [],
          subscriptions: [],
        });
      }
      if (input === `/api/bots/${BOT_ID}`) {
        const r = await fake.botHandler(call);
        return json(r.status, r.body);
      }
      if (input === `/api/bots/${BOT_ID}/chat/my_chats`) return json(200, fake.myChats);
      if (input === `/api/bots/${BOT_ID}/chat/history/chat-old`) return json(200, fake.history);
      if (input === `/api/bots/${BOT_ID}/chat/history/chat-gone`) return json(404, { detail: 'Chat not found' });
      if (input === `/api/bots/${BOT_ID}/chat/stream` && method === 'POST') {
        const r = await fake.chatHandler(call);
        if (r.status !== 200) return json(r.status, r.body);
        // The streamed answer: its text as one delta, then done (as the built-in tutor sends it).
        const done = r.body as { result?: string };
        const events = `event: delta\ndata: ${JSON.stringify({ text: done.result ?? '' })}\n\nevent: done\ndata: ${JSON.stringify({ message_id: 'msg-1', ...done })}\n\n`;
        return new Response(events, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      }
      return json(404, { detail: 'Not found' });
    }),
  );
}

/** jsdom has no matchMedia; this one answers min-width queries for a given window width. */
export function installMatchMedia(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

export function renderChat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/edubot', element: <ChatPage /> },
      { path: '/login', element: <p>Login screen</p> },
      { path: '/student-page', element: <p>Student page</p> },
    ],
    { initialEntries: ['/edubot'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

export const chatPosts = () => fake.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/chat/stream'));

/** Call at the top of a test file: a signed-in student on a 1280 px window with one accepted bot. */
export function installChatFixtures() {
beforeEach(() => {
  localStorage.setItem('userToken', 'token-123');
  localStorage.setItem('userData', JSON.stringify(USER));
  fake.botHandler = () => ({ status: 200, body: { _id: BOT_ID, name: 'Cell Biology', subject: 'Biology', grade: 'Grade 9', supported_languages: [], created_at: '' } });
  fake.chatHandler = () => ({ status: 200, body: { result: 'Cells are the unit of life.', chat_id: 'chat-1', sources: [] } });
  fake.me = USER;
  fake.myChats = [];
  fake.history = [];
  fake.noBots = false;
  installFetch();
  installMatchMedia(1280);
  // Recent Chromium returns a promise from scrollIntoView; effects must not hand it to React.
  Element.prototype.scrollIntoView = function scrollIntoView() {
    return Promise.resolve() as unknown as undefined;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});
}

export async function ready() {
  await screen.findByText('Ask Cell Biology anything');
  return screen.getByRole('textbox', { name: 'Message' });
}

