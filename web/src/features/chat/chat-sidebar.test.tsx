import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  fake,
  installMatchMedia,
  USER,
  ready,
  renderChat,
  installChatFixtures,
} from './chat-test-support';

// Whole-screen tests with user-event; a loaded 2-core machine can take seconds per test.
vi.setConfig({ testTimeout: 20_000 });

installChatFixtures();

describe('chat sidebar and history', () => {
  it('is collapsed to 153 px on desktop and expands to 324 px', async () => {
    const user = userEvent.setup({ delay: null });
    renderChat();
    await ready();
    const aside = screen.getByRole('complementary', { name: 'Chats' });
    expect(aside.style.width).toBe('153px');
    expect(aside.style.transitionDuration).toBe('250ms');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(aside.style.width).toBe('324px');
    expect(await screen.findByRole('button', { name: 'New Chat' })).toBeInTheDocument();
  });

  it('is hidden (0 px) on a phone and opens at 280 px', async () => {
    installMatchMedia(390);
    const user = userEvent.setup({ delay: null });
    renderChat();
    await ready();
    const aside = document.querySelector('aside[aria-label="Chats"]') as HTMLElement;
    expect(aside.style.width).toBe('0px');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(aside.style.width).toBe('280px');
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(aside.style.width).toBe('0px');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(aside.style.width).toBe('0px');
  });

  it('cuts a long Arabic chat title at its end while keeping it beside its icon', async () => {
    fake.myChats = [{ chat_id: 'chat-ar', title: 'ماذا يحدث لبخار الماء في الجو عندما يبرد؟' }];
    const user = userEvent.setup({ delay: null });
    renderChat();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    const title = await screen.findByText('ماذا يحدث لبخار الماء في الجو عندما يبرد؟');
    expect(title).toHaveAttribute('dir', 'auto');
    // text-start: aligned with the icon's side in both directions (left in English, right in Arabic)
    expect(title).toHaveClass('truncate', 'text-start');
  });

  it('lists past chats and opens one with its messages oldest first', async () => {
    fake.myChats = [
      { chat_id: 'chat-old', title: 'Mitosis questions' },
      { chat_id: 'chat-gone', title: '' },
    ];
    fake.history = [
      {
        id: 'm2',
        content: 'Mitosis has **four** phases.',
        sender: 'bot',
        role: 'bot',
        timestamp: '2026-02-01T10:00:05Z',
        sources: [{ file_id: 'f', filename: 'cells.pdf', page: 12, excerpt: '' }],
      },
      {
        id: 'm1',
        content: 'How many phases?',
        sender: 'user',
        role: 'user',
        timestamp: '2026-02-01T10:00:00Z',
        image_url: 'chat-images/abc.png?sig=1',
      },
    ];
    const user = userEvent.setup({ delay: null });
    renderChat();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    await user.click(await screen.findByRole('button', { name: 'Mitosis questions' }));
    const list = await screen.findByRole('list', { name: 'Messages' });
    const texts = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(texts[0]).toContain('How many phases?');
    expect(texts[1]).toContain('Mitosis has four phases.');
    expect(within(list).getByRole('img')).toHaveAttribute('src', '/api/chat-images/abc.png?sig=1');
    expect(within(list).getByText('cells.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Untitled Chat' }));
    expect(await screen.findByText('Chat not found')).toBeInTheDocument();
  });

  it('the user card menu logs out locally with one toast', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderChat();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Account menu for Mona Ali' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByText('mona@example.org')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Profile', 'My Chatbot', 'Study Area', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(
      screen.queryByText('No authentication token found. Please login again.'),
    ).not.toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('labels an inactive user as Inactive', async () => {
    localStorage.setItem('userData', JSON.stringify({ ...USER, is_active: false }));
    fake.me = { ...USER, is_active: false };
    const user = userEvent.setup({ delay: null });
    renderChat();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
  });
});
