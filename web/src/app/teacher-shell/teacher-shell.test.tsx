import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BotDto } from '@edubot/common';
import { botDto, teacherShellApi } from '@/test/api-fixtures';
import { renderScreen } from '@/test/render';
import { NAVIGATE_TO_CREATE_BOT, TeacherShell } from './teacher-shell';

const bot7 = botDto({ _id: 'bot-7', name: 'Bot 7' });

function signedIn(bots: BotDto[] = []) {
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('registeredRole', 'teacher');
  return teacherShellApi(bots, {
    'POST /api/auth/logout': () => ({ status: 204 }),
    'GET /api/memberships/bot/:id': () => ({ body: { pending: [], accepted: [], expired: [] } }),
  });
}

describe('teacher shell', () => {
  it('switches to the create view on the navigateToCreateBot window event', async () => {
    signedIn();
    renderScreen(<TeacherShell />, '/teacher-page');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event(NAVIGATE_TO_CREATE_BOT));
    });
    expect(await screen.findByText('Step 1: Create Bot')).toBeInTheDocument();
  });

  it('opens /managebot on the settings tab with the selected bot', async () => {
    signedIn([bot7]);
    localStorage.setItem('selectedBotId', 'bot-7');
    const user = userEvent.setup();
    renderScreen(<TeacherShell />, '/teacher-page');
    expect(await screen.findByText('Bot 7', { selector: 'td *' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Settings' })[0]!);
    const probe = await screen.findByTestId('location');
    expect(probe).toHaveTextContent('/managebot');
    expect(JSON.parse(probe.dataset.state!)).toEqual({ defaultTab: 'settings', botId: 'bot-7' });
  });

  it('logs out: ends the token on the server, clears the session keys, toasts and goes to /login', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderScreen(<TeacherShell />, '/teacher-page');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(await screen.findByText('Logged out successfully 👋')).toBeInTheDocument();
    for (const k of ['userToken', 'userData', 'refreshToken', 'registeredRole'])
      expect(localStorage.getItem(k)).toBeNull();
    const logout = api.calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.Authorization).toBe('Bearer tok');
  });
});
