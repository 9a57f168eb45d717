import type { StudentMembershipDto } from '@edubot/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { StudentPage } from './student-page';

// Whole-screen tests with user-event; a loaded 2-core machine can take seconds per test.
vi.setConfig({ testTimeout: 20_000 });

const USER = {
  _id: 'user-42',
  name: 'Omar Hassan',
  email: 'omar@example.org',
  role: 'student',
  is_active: true,
  created_at: '2026-01-15T09:00:00Z',
};
const BOT = 'a1b2c3d4e5f6-bot';

let calls: RecordedCall[];
let requestStatus: number;
let meStatus: number;
let noBots: boolean;

function studentMembership(
  id: string,
  botId: string,
  status: StudentMembershipDto['status'],
): StudentMembershipDto {
  return {
    _id: id,
    bot_id: botId,
    bot_name: 'Bot',
    bot_join_code: 'K7M2QX',
    status,
    created_at: '2026-01-01T00:00:00Z',
    expires_at: null,
  };
}

function memberships() {
  const far = new Date(Date.now() + 10 * 86_400_000 - 3_600_000).toISOString();
  return {
    accepted: [
      {
        ...studentMembership('r1', BOT, 'accepted'),
        bot_name: 'Physics Bot',
        bot_join_code: 'P7H4KX',
        created_at: '2026-02-01T00:00:00Z',
        expires_at: far,
      },
    ],
    expired: [],
    others: [
      {
        ...studentMembership('r2', 'ffffeeee-pending', 'pending'),
        bot_name: 'Chem Bot',
        created_at: '2026-03-01T00:00:00Z',
      },
    ],
    subscriptions: [
      {
        _id: BOT,
        name: 'Physics Bot',
        subject: 'Physics',
        grade: 'Grade 10',
        membership: { expires_at: far, created_at: '2026-02-01T00:00:00Z' },
      },
    ],
  };
}

beforeEach(() => {
  calls = [];
  requestStatus = 200;
  meStatus = 200;
  noBots = false;
  localStorage.setItem('userToken', 'tok');
  localStorage.setItem('refreshToken', 'ref');
  localStorage.setItem('userData', JSON.stringify(USER));
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
  ({ calls } = mockApi({
    'GET /api/users/me': () =>
      meStatus === 200 ? { body: USER } : { status: meStatus, body: { detail: 'x' } },
    // As the server answers: the saved profile, plus a fresh token after a password change.
    'PUT /api/users/me': (call) => {
      const sent = call.body as { name: string; email: string; password?: string };
      const saved = { ...USER, name: sent.name, email: sent.email };
      return { body: sent.password ? { ...saved, access_token: 'fresh-token' } : saved };
    },
    'GET /api/memberships/my': () => ({
      body: noBots ? { accepted: [], expired: [], others: [], subscriptions: [] } : memberships(),
    }),
    'POST /api/auth/logout': () => ({ status: 204 }),
    'POST /api/memberships/request/:code': () =>
      requestStatus === 200
        ? { status: 201, body: studentMembership('r3', 'new-bot-id', 'pending') }
        : { status: requestStatus, body: { detail: 'Already requested' } },
  }));
});

function renderPage(state?: unknown) {
  return renderRoutes(
    [
      {
        path: '/student-page',
        element: <StudentPage renderStudyArea={(name) => <p>Study area for {name}</p>} />,
      },
      { path: '/login', element: <p>Login screen</p> },
      { path: '/edubot', element: <p>Chat screen</p> },
    ],
    { pathname: '/student-page', state },
  ).router;
}

describe('student shell', () => {
  it('opens the Study Area by default with the user name', async () => {
    renderPage();
    expect(await screen.findByText('Study area for Omar Hassan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Chatbot' })).toHaveAttribute('href', '/edubot');
  });

  it('opens the tab named in navigation state', async () => {
    renderPage({ openTab: 'profile' });
    expect(await screen.findByRole('heading', { name: 'Omar Hassan' })).toBeInTheDocument();
    expect(screen.getByText('user-42')).toBeInTheDocument();
    expect(screen.getByText('01/15/2026')).toBeInTheDocument();
  });

  it('shows subscriptions, active bots and request statuses', async () => {
    renderPage({ openTab: 'profile' });
    expect(
      await screen.findByText(/^Valid until: \d\d\/\d\d\/\d{4} \(10 days left\)$/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    const requests = screen.getByText('Requests Status').closest('.rounded-2xl') as HTMLElement;
    // A request names its bot by the join code the student typed.
    expect(within(requests).getByText('P7H4KX')).toBeInTheDocument();
    expect(within(requests).getByText('pending')).toHaveAttribute('data-tone', 'yellow');
    expect(within(requests).getByText('accepted')).toHaveAttribute('data-tone', 'green');
  });

  it('shows the load failure texts', async () => {
    meStatus = 401;
    renderPage({ openTab: 'profile' });
    expect(
      await screen.findByText('Authentication failed. Please login again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile data');
  });

  it('validates and sends a bot access request', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ openTab: 'profile' });
    const input = await screen.findByLabelText('Join code or Bot ID');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(screen.getByText('Please enter a Bot ID')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/memberships/request/'))).toBe(false);

    requestStatus = 404;
    await user.clear(input);
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(
      await screen.findByText('Bot not found. Please check the join code.'),
    ).toBeInTheDocument();

    requestStatus = 409;
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByText('Already requested')).toBeInTheDocument();

    requestStatus = 200;
    const before = calls.filter((c) => c.path === '/api/memberships/my').length;
    await user.clear(input);
    await user.type(input, ' new-bot-id ');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByText('Bot access request sent successfully!')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/memberships/request/new-bot-id'),
    ).toBe(true);
    expect(input).toHaveValue('');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/memberships/my').length).toBeGreaterThan(before),
    );
  });

  it('edits the profile; the password is sent only when filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ openTab: 'profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute(
      'placeholder',
      'Leave blank to keep current password',
    );
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'omar.h@example.org');
    await user.type(name, 'Omar H.');
    // A new email needs the current password (issue 8).
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(
      await within(dialog).findByText(
        'Enter your current password to change your email or password',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Current password'), 'my-old-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Omar H.',
      email: 'omar.h@example.org',
      current_password: 'my-old-pass',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Omar H.' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData')!).name).toBe('Omar H.');
  });

  it('keeps working after a password change: the fresh token is stored and sent next', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ openTab: 'profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'river-otter-9');
    await user.type(within(dialog).getByLabelText('Current password'), 'my-old-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBe('fresh-token');
    const before = calls.length;
    await user.type(screen.getByLabelText('Join code or Bot ID'), 'some-bot');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    const next = calls.slice(before).find((c) => c.method === 'POST')!;
    expect(next.headers.Authorization ?? next.headers.authorization).toBe('Bearer fresh-token');
  });

  it('cancel restores the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage({ openTab: 'profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Password'), 'secret99');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Password')).toHaveValue('');
    expect(within(screen.getByRole('dialog')).getByLabelText('Name')).toHaveValue('Omar Hassan');
  });

  it('logs out locally and goes to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    // The server ends the token too (issue 8), called with the token being logged out.
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.Authorization).toMatch(/^Bearer .+/);
  });

  it('shows each newly chosen tab from its top, not at the old scroll position', async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderPage({ openTab: 'profile' });
    await screen.findByRole('heading', { name: 'Omar Hassan' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Study Area' }));
    await screen.findByText('Study area for Omar Hassan');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await screen.findByRole('heading', { name: 'Omar Hassan' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('isolates names inline, so an Arabic name stays beside its avatar instead of jumping right', async () => {
    renderPage({ openTab: 'profile' });
    const heading = await screen.findByRole('heading', { name: 'Omar Hassan' });
    expect(heading).not.toHaveAttribute('dir');
    expect(heading.querySelector('bdi')).toHaveTextContent('Omar Hassan');
    const bot = (await screen.findAllByText('Physics Bot')).find((el) => el.tagName === 'BDI');
    expect(bot).toBeDefined();
    expect(bot!.parentElement).not.toHaveAttribute('dir');
  });

  it('first run: a student without bots lands on the request form, code field focused', async () => {
    noBots = true;
    renderPage();
    const field = await screen.findByLabelText('Join code or Bot ID');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Join your first class bot' })).toBeInTheDocument();
    // The request form comes before the profile card, not as its last card.
    const heading = screen.getByRole('heading', { name: 'Omar Hassan' });
    expect(field.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Study area for Omar Hassan')).not.toBeInTheDocument();
  });

  it('lists profile facts as <dl> rows of exactly one <dt> and one <dd>', async () => {
    renderPage({ openTab: 'profile' });
    await screen.findByText('user-42');
    const dl = document.querySelector('dl')!;
    for (const row of Array.from(dl.children)) {
      expect(row.tagName).toBe('DIV');
      expect(Array.from(row.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    }
  });

  it('speaks Arabic: labels, statuses and days left in Arabic, names as typed', async () => {
    await changeLanguage('ar');
    renderPage({ openTab: 'profile' });
    expect(await screen.findByRole('heading', { name: 'Omar Hassan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'طلب الوصول إلى بوت' })).toBeInTheDocument();
    expect(screen.getByText('قيد الانتظار')).toBeInTheDocument();
    expect(screen.getByText(/صالح حتى: .* \(يتبقى/)).toBeInTheDocument();
    expect(document.title).toBe('الملف الشخصي · EduBot');
  });
});
