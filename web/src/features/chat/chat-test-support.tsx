// Test support for the chat screen: a fake API at the fetch boundary and a router around ChatPage.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { botDto } from '@/test/api-fixtures';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ChatPage } from './chat-page';

// The network boundary: the shared fetch double (checked against the server's contract), with
// what it answers kept mutable per test.
export type Handler = (
  call: RecordedCall,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

export const BOT_ID = '6f1c2b9a-1111-4222-8333-944455556666';
export const USER = {
  _id: 'u1',
  name: 'Mona Ali',
  email: 'mona@example.org',
  role: 'student' as const,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
};

/** Mutable per test: what the fake API answers. */
export const fake = {
  calls: [] as RecordedCall[],
  me: USER as unknown,
  myChats: [] as unknown[],
  history: [] as unknown[],
  chatHandler: (() => ({ status: 200 })) as Handler,
  botHandler: (() => ({ status: 200 })) as Handler,
  /** A student without any accepted bot. */
  noBots: false,
};

const accepted = {
  _id: 'm1',
  bot_id: BOT_ID,
  bot_name: 'Biology Helper',
  bot_join_code: 'K7M2QX',
  status: 'accepted' as const,
  created_at: '2026-01-01T00:00:00Z',
  expires_at: null,
};

function installFetch() {
  const bot = `/api/bots/${BOT_ID}`;
  fake.calls = mockApi({
    'GET /api/users/me': () => ({ body: fake.me }),
    'GET /api/memberships/my': () => ({
      body: { accepted: fake.noBots ? [] : [accepted], expired: [], others: [], subscriptions: [] },
    }),
    [`GET ${bot}`]: (call) => fake.botHandler(call),
    [`GET ${bot}/chat/my_chats`]: () => ({ body: fake.myChats }),
    [`GET ${bot}/chat/history/chat-old`]: () => ({ body: fake.history }),
    [`GET ${bot}/chat/history/chat-gone`]: () => ({
      status: 404,
      body: { detail: 'Chat not found' },
    }),
    [`POST ${bot}/chat/stream`]: async (call) => {
      const r = await fake.chatHandler(call);
      if (r.status !== 200) return r;
      // The streamed answer: its text as one delta, then done (as the built-in tutor sends it).
      const done = r.body as { result?: string };
      return {
        events: `event: delta\ndata: ${JSON.stringify({ text: done.result ?? '' })}\n\nevent: done\ndata: ${JSON.stringify({ message_id: 'msg-1', ...done })}\n\n`,
      };
    },
  }).calls;
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
  return renderRoutes(
    [
      { path: '/edubot', element: <ChatPage /> },
      { path: '/login', element: <p>Login screen</p> },
      { path: '/student-page', element: <p>Student page</p> },
    ],
    '/edubot',
  ).router;
}

export const chatPosts = () =>
  fake.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/chat/stream'));

/** Call at the top of a test file: a signed-in student on a 1280 px window with one accepted bot. */
export function installChatFixtures() {
  beforeEach(() => {
    localStorage.setItem('userToken', 'token-123');
    localStorage.setItem('userData', JSON.stringify(USER));
    fake.botHandler = () => ({ status: 200, body: botDto({ _id: BOT_ID, name: 'Cell Biology' }) });
    fake.chatHandler = () => ({
      status: 200,
      body: { result: 'Cells are the unit of life.', chat_id: 'chat-1', sources: [] },
    });
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
