import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken, setUser } from '@/lib/session';
import { mockApi } from '@/test/fetch-mock';
import { renderScreen } from '@/test/render';
import { NAVIGATE_TO_CREATE_BOT, TeacherShell } from './teacher-shell';

const bot7 = {
  _id: 'bot-7',
  name: 'Bot 7',
  grade: 'Year 9',
  subject: 'Math',
  supported_languages: [],
  created_at: '',
};

function signedIn(bots: unknown[] = []) {
  setToken('tok');
  setUser({ name: 'Ahmed', email: 'a@x.eg', role: 'teacher' });
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('registeredRole', 'teacher');
  return mockApi({
    'POST /api/auth/logout': () => ({ status: 204 }),
    'GET /api/users/me': () => ({
      body: {
        _id: 'u1',
        name: 'Ahmed',
        email: 'a@x.eg',
        role: 'teacher',
        is_active: true,
        created_at: '',
      },
    }),
    'GET /api/bots/teacher/me': () => ({ body: bots }),
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
