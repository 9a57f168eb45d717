// "Try your bot" (issue 10 §7): the teacher's preview is the student chat itself.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { botDto } from '@/test/api-fixtures';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { PreviewChat } from './preview-chat';

const BOT_ID = '6f1c2b9a-1111-4222-8333-944455556666';
const CHAT_ID = '7a2d3c4b-2222-4333-8444-a55566667777';
const SOURCE = {
  file_id: 'f1',
  filename: 'biology.pdf',
  page: 1,
  excerpt: 'Photosynthesis is the process by which green plants make their own food.',
};

let calls: RecordedCall[] = [];

function install() {
  const bot = `/api/bots/${BOT_ID}`;
  calls = mockApi({
    [`GET ${bot}`]: () => ({
      body: botDto({
        _id: BOT_ID,
        name: 'Insight Biology',
        instructions: {
          welcome: 'Hello! I answer from the biology notes.',
          starter_questions: ['How do plants make their food?'],
          tone: 'friendly',
          homework_mode: false,
        },
      }),
    }),
    [`POST ${bot}/chat/stream`]: () => {
      const done = {
        result: 'Photosynthesis is the process by which green plants make their own food. [1]',
        chat_id: CHAT_ID,
        sources: [SOURCE],
        message_id: '8b3e4d5c-3333-4444-8555-b66677778888',
        user_message_id: '9c4f5e6d-4444-4555-8666-c77788889999',
      };
      return {
        events: `event: delta\ndata: ${JSON.stringify({ text: done.result })}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
      };
    },
    [`GET ${bot}/chat/history/${CHAT_ID}`]: () => ({
      body: [
        {
          id: '9c4f5e6d-4444-4555-8666-c77788889999',
          content: 'How do plants make their food?',
          sender: 'user',
          role: 'user',
          timestamp: '2026-11-23T01:00:00Z',
        },
        {
          id: '8b3e4d5c-3333-4444-8555-b66677778888',
          content: 'Photosynthesis is the process by which green plants make their own food. [1]',
          sender: 'bot',
          role: 'bot',
          timestamp: '2026-11-23T01:00:01Z',
          sources: [SOURCE],
        },
      ],
    }),
  }).calls;
}

const render = () =>
  renderRoutes([{ path: '/managebot', element: <PreviewChat botId={BOT_ID} /> }], '/managebot');

describe('PreviewChat', () => {
  beforeEach(() => {
    localStorage.setItem('userToken', 'token-123');
    sessionStorage.clear();
    install();
    Element.prototype.scrollIntoView = function scrollIntoView() {
      return Promise.resolve() as unknown as undefined;
    };
  });
  afterEach(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('shows the welcome and starters, answers with openable sources, no thumbs', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('Hello! I answer from the biology notes.');
    await user.click(screen.getByRole('button', { name: 'How do plants make their food?' }));
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveValue('How do plants make their food?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const open = await screen.findByRole('button', { name: /Open source 1: biology\.pdf/ });
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/chat/stream'))).toBe(true);
    // Thumbs feed the gaps report, which is about students: none in a preview.
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
    await user.click(open);
    await screen.findByRole('dialog', { name: /biology\.pdf/ });
    expect(screen.getByText('Cited passage')).toBeInTheDocument();
  });

  it('comes back with its conversation after the tab was left, until New chat', async () => {
    const user = userEvent.setup();
    const first = render();
    await screen.findByText('Hello! I answer from the biology notes.');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How do plants make their food?{Enter}');
    await screen.findByRole('button', { name: /Open source 1: biology\.pdf/ });
    first.router.dispose();
    document.body.innerHTML = '';

    render();
    await screen.findByText('How do plants make their food?');
    await screen.findByRole('button', { name: /Open source 1: biology\.pdf/ });
    expect(calls.some((c) => c.path.endsWith(`/chat/history/${CHAT_ID}`))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'New chat' }));
    await screen.findByText('Hello! I answer from the biology notes.');
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});
