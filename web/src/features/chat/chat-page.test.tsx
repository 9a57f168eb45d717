import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { chatPosts, fake, ready, renderChat, installChatFixtures } from './chat-test-support';

// Whole-screen tests with user-event; a loaded 2-core machine can take seconds per test.
vi.setConfig({ testTimeout: 20_000 });

installChatFixtures();

describe('chat screen', () => {
  it('selects the first accepted bot and invites a question', async () => {
    renderChat();
    const box = await ready();
    expect(box).toHaveAttribute('placeholder', 'Type your question...');
    expect(screen.getByRole('heading', { name: 'Cell Biology' })).toBeInTheDocument();
  });

  it('falls back to the membership bot name when the bot details are not found', async () => {
    fake.botHandler = () => ({ status: 404, body: { detail: 'Bot not found' } });
    renderChat();
    expect(await screen.findByText('Ask Biology Helper anything')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load bot details')).not.toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter adds a new line', async () => {
    const user = userEvent.setup({ delay: null });
    renderChat();
    const box = await ready();
    await user.type(box, 'What is a cell?{Shift>}{Enter}{/Shift}Explain');
    expect(box).toHaveValue('What is a cell?\nExplain');
    expect(chatPosts()).toHaveLength(0);
    await user.type(box, '{Enter}');
    await screen.findByText('Cells are the unit of life.');
    expect(chatPosts()).toHaveLength(1);
    expect(chatPosts()[0]!.body).toEqual({ user_query: 'What is a cell?\nExplain' });
    expect(box).toHaveValue('');
  });

  it('shows the sources under an answer and Arabic right-to-left; the next send carries the chat id', async () => {
    fake.chatHandler = () => ({
      status: 200,
      body: {
        result: 'الخلية هي **وحدة** الحياة.',
        chat_id: 'chat-9',
        sources: [{ file_id: 'f1', filename: 'biology-unit1.pdf', page: 4, excerpt: 'الخلية وحدة بناء' }],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderChat();
    const box = await ready();
    await user.type(box, 'ما هي الخلية؟');
    expect(box).toHaveAttribute('dir', 'rtl');
    await user.type(box, '{Enter}');
    const answer = await screen.findByText('وحدة');
    expect(answer.tagName).toBe('STRONG');
    expect(answer.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('biology-unit1.pdf')).toBeInTheDocument();
    expect(screen.getByText('· page 4')).toBeInTheDocument();
    await user.type(box, 'Thanks{Enter}');
    await waitFor(() => expect(chatPosts()).toHaveLength(2));
    expect(chatPosts()[1]!.body).toEqual({ user_query: 'Thanks', chat_id: 'chat-9' });
  });

  it('shows a typing indicator while waiting and blocks a second send', async () => {
    let release!: () => void;
    fake.chatHandler = () =>
      new Promise((resolve) => {
        release = () => resolve({ status: 200, body: { result: 'Done.', chat_id: 'c' } });
      });
    const user = userEvent.setup({ delay: null });
    renderChat();
    const box = await ready();
    await user.type(box, 'First{Enter}');
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/[\u0600-\u06FF]/);
    await user.type(box, 'Second{Enter}');
    expect(chatPosts()).toHaveLength(1);
    await act(async () => release());
    await screen.findByText('Done.');
  });

  it('removes the optimistic message and shows the status text when sending fails (after the multipart retry)', async () => {
    fake.chatHandler = () => ({ status: 403, body: { detail: 'No membership' } });
    const user = userEvent.setup({ delay: null });
    renderChat();
    const box = await ready();
    await user.type(box, 'Will this work?{Enter}');
    expect(await screen.findByText('Access denied. You may not have permission to use this bot.')).toBeInTheDocument();
    const list = screen.queryByRole('list', { name: 'Messages' });
    expect(list ? within(list).queryByText('Will this work?') : null).toBeNull();
    expect(chatPosts()).toHaveLength(2);
    expect(chatPosts()[1]!.body).toBeInstanceOf(FormData);
    expect((chatPosts()[1]!.body as FormData).get('user_query')).toBe('Will this work?');
    // The text comes back to the input so nothing typed is lost.
    expect(box).toHaveValue('Will this work?');
  });

  it('uses the JSON retry answer when only the JSON send fails', async () => {
    fake.chatHandler = (c) =>
      c.body instanceof FormData ? { status: 200, body: { response: 'From multipart' } } : { status: 500, body: {} };
    const user = userEvent.setup({ delay: null });
    renderChat();
    const box = await ready();
    await user.type(box, 'Hi{Enter}');
    expect(await screen.findByText('From multipart')).toBeInTheDocument();
  });

  it('a 401 on send clears the session and goes to /login', async () => {
    fake.chatHandler = () => ({ status: 401, body: { detail: 'expired' } });
    const user = userEvent.setup({ delay: null });
    const router = renderChat();
    const box = await ready();
    await user.type(box, 'Hi{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('checks attached images and sends them as multipart with a description', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderChat();
    const box = await ready();
    const input = screen.getByTestId('chat-image-input');

    await user.upload(input, new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Video files are not allowed. Please upload images only.')).toBeInTheDocument();
    await user.upload(input, new File(['g'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Invalid file type. Only PNG, JPEG, JPG, and WEBP files are allowed.')).toBeInTheDocument();

    await user.upload(input, new File(['png-bytes'], 'leaf cell.png', { type: 'image/png' }));
    expect(screen.getByText('leaf cell.png')).toBeInTheDocument();
    expect(box).toHaveAttribute('placeholder', 'Add a message with your image...');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please add a message with your image')).toBeInTheDocument();
    expect(chatPosts()).toHaveLength(0);

    await user.type(box, 'What is this?{Enter}');
    await screen.findByText('Cells are the unit of life.');
    const form = chatPosts()[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('user_query')).toBe('What is this?');
    expect(form.get('image_description')).toBe('Image attachment: leaf cell (PNG)');
    expect((form.get('image') as File).name).toBe('leaf cell.png');
    expect(screen.queryByText('leaf cell.png')).not.toBeInTheDocument();
  });

  it('removes an attached image from the preview', async () => {
    const user = userEvent.setup({ delay: null });
    renderChat();
    await ready();
    await user.upload(screen.getByTestId('chat-image-input'), new File(['x'], 'a.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByText('a.webp')).not.toBeInTheDocument();
  });

  it('rejects images over 20 MB', async () => {
    const user = userEvent.setup({ delay: null });
    renderChat();
    await ready();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 20_971_521 });
    await user.upload(screen.getByTestId('chat-image-input'), big);
    expect(await screen.findByText('File size too large. Maximum size is 20MB.')).toBeInTheDocument();
  });

  it('"No bots available" links to the request form on the profile', async () => {
    fake.noBots = true;
    const router = renderChat();
    expect(await screen.findByText('No bots available', { selector: 'p' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Request access to a bot' }));
    expect(router.state.location.pathname).toBe('/student-page');
    expect(router.state.location.state).toEqual({ openTab: 'profile' });
  });

  it('the conversation scrolls from the keyboard and messages carry their own language', async () => {
    fake.chatHandler = () => ({ status: 200, body: { result: 'الخلية هي وحدة الحياة.', chat_id: 'chat-1', sources: [] } });
    const user = userEvent.setup({ delay: null });
    renderChat();
    const box = await ready();
    expect(screen.getByRole('main', { name: 'Conversation' })).toHaveAttribute('tabindex', '0');
    await user.type(box, 'What is a cell?{Enter}');
    const answer = await screen.findByText('الخلية هي وحدة الحياة.');
    expect(answer.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('What is a cell?')).toHaveAttribute('lang', 'en');
  });

  it('speaks Arabic: placeholder, empty state and page title', async () => {
    await changeLanguage('ar');
    renderChat();
    await screen.findByPlaceholderText('اكتب سؤالك...');
    expect(await screen.findByText('اسأل Cell Biology أي سؤال')).toBeInTheDocument();
    expect(document.title).toBe('المحادثة · EduBot');
  });
});
