import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { botDto, membershipDto, userDto } from '@/test/api-fixtures';
import { mockApi } from '@/test/fetch-mock';
import { renderScreen } from '@/test/render';
import { TeacherDashboard } from './teacher-dashboard';

const today = new Date().toISOString();
// The requests table fills after the bot list, the profile and the insights panel have loaded
// (and, in the test runner, after their lazy chunks compile on first use): allow for that.
const FIRST_LOAD = { timeout: 30_000 };
const teacher = userDto({ name: 'Ahmed Hassan' });
const bots = [
  botDto({
    _id: 'bot11111aaaa',
    name: 'Physics',
    grade: 'Grade 10',
    subject: 'Physics',
    supported_languages: ['Only Arabic'],
    created_at: '2026-03-01T00:00:00Z',
    join_code: 'K7MQ4P',
  }),
  botDto({
    _id: 'bot22222bbbb',
    name: 'Chemistry',
    grade: 'Grade 11',
    subject: 'Chemistry',
    join_code: 'W3XY9Z',
    supported_languages: ['Only Arabic'],
    created_at: '2026-03-02T00:00:00Z',
  }),
];
const member = (id: string, name: string, created = '2026-01-01T00:00:00Z') =>
  membershipDto({
    id,
    _id: id,
    student_id: `s-${id}`,
    student_name: name,
    student_email: `${id}@x.eg`,
    bot_id: 'bot11111aaaa',
    created_at: created,
  });

function setup(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  localStorage.setItem('userToken', 'tok');
  return mockApi({
    'GET /api/users/me': () => ({ body: teacher }),
    'GET /api/bots/teacher/me': () => ({ body: bots }),
    'GET /api/memberships/bot/:id': () => ({
      body: {
        pending: [member('m1', 'Sara Ali', today)],
        accepted: [member('m2', 'Omar')],
        // The server names a student without a name (memberships.routes.test.ts).
        expired: [member('m3', 'Unknown Student')],
      },
    }),
    ...overrides,
  });
}

describe('teacher dashboard', () => {
  it('shows the welcome card, stats and both tables', async () => {
    setup();
    renderScreen(<TeacherDashboard onCreateBot={() => undefined} />, '/teacher-page');
    expect(await screen.findByRole('heading', { name: 'Ahmed Hassan' })).toBeInTheDocument();
    expect(await screen.findByText('Sara Ali', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Students')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Active Chatbots')).toHaveTextContent('2');
    // Measured by the server (issue 10); no summary answer in this test, so no figure.
    expect(screen.getByTestId('stat-Bot Uptime')).toHaveTextContent('—');
    expect(screen.getByText('Past 24h')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Requests Today')).toHaveTextContent('1');
    expect(screen.getByText('Unknown Student')).toBeInTheDocument();
    // short id of the selected (first) bot, stored as selectedBotId
    expect(screen.getAllByText('K7MQ4P').length).toBeGreaterThan(0);
    expect(localStorage.getItem('selectedBotId')).toBe('bot11111aaaa');
    // no stored file ids -> Processing
    expect(screen.getAllByText('Processing')).toHaveLength(2);
  });

  it('rejects a request with the right wording, and its row keeps its place', async () => {
    setup({
      'POST /api/memberships/reject/:id': () => ({
        body: { ...member('m1', 'Sara Ali', today), status: 'rejected' },
      }),
    });
    const user = userEvent.setup();
    renderScreen(<TeacherDashboard onCreateBot={() => undefined} />, '/teacher-page');
    const row = (await screen.findByText('Sara Ali', undefined, FIRST_LOAD)).closest('tr')!;
    const rowsBefore = Array.from(row.parentElement!.children).map(
      (r) => r.textContent?.split(' ')[0],
    );
    const index = Array.from(row.parentElement!.children).indexOf(row);
    await user.click(within(row).getByRole('button', { name: /Reject/ }));
    // issue 11: the toast used to say "Request rejectd successfully"
    expect(await screen.findByText('Request rejected successfully')).toBeInTheDocument();
    const after = screen.getByText('Sara Ali').closest('tr')!;
    expect(within(after).getByText('rejected')).toBeInTheDocument();
    expect(Array.from(after.parentElement!.children).indexOf(after)).toBe(index);
    expect(
      Array.from(after.parentElement!.children).map((r) => r.textContent?.split(' ')[0]),
    ).toEqual(rowsBefore);
  });

  it('approves a pending request and moves it to approved', async () => {
    const api = setup({
      'POST /api/memberships/accept/:id': () => ({
        body: { ...member('m1', 'Sara Ali', today), status: 'accepted' },
      }),
    });
    const user = userEvent.setup();
    renderScreen(<TeacherDashboard onCreateBot={() => undefined} />, '/teacher-page');
    const row = (await screen.findByText('Sara Ali', undefined, FIRST_LOAD)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Request approved successfully')).toBeInTheDocument();
    expect(
      within(screen.getByText('Sara Ali').closest('tr')!).getByText('approved'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Students')).toHaveTextContent('2');
    const call = api.calls.find((c) => c.method === 'POST')!;
    expect(call.path).toBe('/api/memberships/accept/m1');
    expect(call.headers.Authorization).toBe('Bearer tok');
  });

  it('reports a failed rejection', async () => {
    setup({ 'POST /api/memberships/reject/:id': () => ({ status: 500 }) });
    const user = userEvent.setup();
    renderScreen(<TeacherDashboard onCreateBot={() => undefined} />, '/teacher-page');
    const row = (await screen.findByText('Sara Ali', undefined, FIRST_LOAD)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Reject/ }));
    expect(await screen.findByText('Failed to reject request')).toBeInTheDocument();
  });

  it('deletes a bot after confirmation and selects the first remaining one', async () => {
    localStorage.setItem('uploadedFileIds', JSON.stringify({ bot11111aaaa: ['f1'] }));
    const api = setup({
      'DELETE /api/bots/:id': () => ({ status: 204 }),
      'GET /api/files/:id/status': () => ({
        body: { file_id: 'f1', filename: 'lesson.pdf', status: 'PROCESSING' },
      }),
    });
    const user = userEvent.setup();
    renderScreen(<TeacherDashboard onCreateBot={() => undefined} />, '/teacher-page');
    await user.click(await screen.findByRole('button', { name: 'Delete Physics' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this bot? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bot deleted successfully')).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/bots/bot11111aaaa'),
    ).toBe(true);
    await waitFor(() => expect(localStorage.getItem('selectedBotId')).toBe('bot22222bbbb'));
    expect(screen.queryByRole('button', { name: 'Delete Physics' })).not.toBeInTheDocument();
    expect(localStorage.getItem('uploadedFileIds')).toBeNull();
  });

  it('shows the empty states and the load error texts', async () => {
    setup({
      'GET /api/bots/teacher/me': () => ({ body: [] }),
      'GET /api/users/me': () => ({ status: 401, body: { detail: 'Not authenticated' } }),
    });
    const onCreate = vi.fn();
    const user = userEvent.setup();
    renderScreen(<TeacherDashboard onCreateBot={onCreate} />, '/teacher-page');
    expect(await screen.findByText('No chatbots found')).toBeInTheDocument();
    expect(screen.getByText('Please select a bot to view student requests')).toBeInTheDocument();
    expect(
      await screen.findByText('Authentication failed. Please login again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first bot' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('says when a bot has no requests and when the bot list fails', async () => {
    setup({
      'GET /api/memberships/bot/:id': () => ({ body: { pending: [], accepted: [], expired: [] } }),
    });
    renderScreen(<TeacherDashboard onCreateBot={() => undefined} />, '/teacher-page');
    expect(
      await screen.findByText('No student requests found for this bot', undefined, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('toasts the bots load failure', async () => {
    setup({ 'GET /api/bots/teacher/me': () => ({ status: 500 }) });
    renderScreen(<TeacherDashboard onCreateBot={() => undefined} />, '/teacher-page');
    expect(await screen.findByText('Failed to load chatbots data')).toBeInTheDocument();
  });
});
