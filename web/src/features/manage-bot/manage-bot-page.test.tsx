import type { FileDto } from '@edubot/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { botDto, fileDto } from '@/test/api-fixtures';
import { mockApi } from '@/test/fetch-mock';
import { renderScreen } from '@/test/render';
import { ManageBotPage } from './manage-bot-page';
import { resolveBotId, resolveTab } from './resolve-bot-id';

const bot = botDto({
  name: 'Physics Helper',
  grade: 'Grade 10',
  subject: 'Physics',
  supported_languages: ['Only Arabic'],
  created_at: '2026-03-01T12:00:00Z',
  join_code: 'ABC234',
});

describe('manage bot: which bot and tab', () => {
  it('takes the id from navigation state, then selectedBotId, then currentBotData', () => {
    expect(resolveBotId({ botId: 'nav' })).toBe('nav');
    localStorage.setItem('currentBotData', JSON.stringify({ botId: 'current' }));
    expect(resolveBotId(null)).toBe('current');
    localStorage.setItem('selectedBotId', 'selected');
    expect(resolveBotId({})).toBe('selected');
    expect(resolveTab({ defaultTab: 'settings' })).toBe('settings');
    expect(resolveTab({ defaultTab: 'nope' })).toBe('botinfo');
  });
});

describe('manage bot page', () => {
  it('shows the header and opens the tab from navigation state', async () => {
    const patched: unknown[] = [];
    let current = bot;
    mockApi({
      'GET /api/bots/bot-1': () => ({ body: current }),
      'PATCH /api/bots/bot-1': (req) => {
        patched.push(req.body);
        current = { ...current, is_active: false };
        return { body: current };
      },
    });
    renderScreen(<ManageBotPage />, '/managebot', {
      state: { botId: 'bot-1', defaultTab: 'settings' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Manage Bot: Physics Helper' }),
    ).toBeInTheDocument();
    expect(screen.getByText('bot-1')).toBeInTheDocument();
    expect(screen.getByText('Created: 03/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Remove every study file of this bot.')).toBeInTheDocument();
    // Issue 10: the switch saves the bot's status on the server and shows what it answered.
    const toggle = await screen.findByRole('switch', { name: /Bot Status/ });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(patched).toEqual([{ is_active: false }]);
  });

  it('says so when no bot is selected', () => {
    renderScreen(<ManageBotPage />, '/managebot');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No bot selected. Please select a bot from the dashboard.',
    );
  });

  it('explains load failures: 404 and 401 (which also signs out)', async () => {
    mockApi({ 'GET /api/bots/:id': () => ({ status: 404, body: { detail: 'Bot not found' } }) });
    const first = renderScreen(<ManageBotPage />, '/managebot', { state: { botId: 'x' } });
    expect(await screen.findByText('Bot not found')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem('userToken', 'tok');
    mockApi({ 'GET /api/bots/:id': () => ({ status: 401, body: { detail: 'expired' } }) });
    renderScreen(<ManageBotPage />, '/managebot', { state: { botId: 'x' } });
    expect(
      await screen.findByText('Authentication required. Please login again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
  });

  it('lists files, polls a processing file every 5 s and reloads the list when done', async () => {
    let status: FileDto['status'] = 'PROCESSING';
    const api = mockApi({
      'GET /api/bots/bot-1': () => ({ body: bot }),
      'GET /api/files/files/bot-1': () => ({
        body: [
          fileDto({ size: 2048 }),
          fileDto({ file_id: 'f2', filename: 'diagram.png', status, kind: 'png', size: 100 }),
        ],
      }),
      'GET /api/files/f2/status': () => ({
        body: { file_id: 'f2', status, filename: 'diagram.png' },
      }),
    });
    renderScreen(<ManageBotPage />, '/managebot', {
      state: { botId: 'bot-1', defaultTab: 'files' },
    });
    expect(await screen.findByText('diagram.png')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    status = 'COMPLETED';
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/files/f2/status')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Processing')).not.toBeInTheDocument());
    expect(
      api.calls.filter((c) => c.path === '/api/files/files/bot-1').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('deletes a file after the Delete File? confirmation', async () => {
    const api = mockApi({
      'GET /api/bots/bot-1': () => ({ body: bot }),
      'GET /api/files/files/bot-1': () => ({
        body: [fileDto()],
      }),
      'DELETE /api/files/delete/f1/bot/bot-1': () => ({ body: { file_id: 'f1', deleted: true } }),
    });
    const user = userEvent.setup();
    renderScreen(<ManageBotPage />, '/managebot', {
      state: { botId: 'bot-1', defaultTab: 'files' },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete chapter.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete File?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('maps delete failures to the spec texts', async () => {
    const { deleteFileErrorMessage } = await import('./delete-file-errors');
    const { ApiError } = await import('@/lib/api-client');
    expect(deleteFileErrorMessage(new ApiError(401, {}))).toBe(
      'Authentication failed. Please login again.',
    );
    expect(deleteFileErrorMessage(new ApiError(404, {}))).toBe('File not found');
    expect(deleteFileErrorMessage(new ApiError(500, {}))).toBe('Server error. Please try again.');
    expect(deleteFileErrorMessage(new ApiError(403, {}))).toBe('Failed to delete file');
  });

  it('uploads after the confirmation modal and toasts one second later', async () => {
    const api = mockApi({
      'GET /api/bots/bot-1': () => ({ body: bot }),
      'GET /api/files/files/bot-1': () => ({ body: [] }),
      'POST /api/files/upload': () => ({
        status: 201,
        body: { file_id: 'new-1', filename: 'a.pdf', status: 'PROCESSING' },
      }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<ManageBotPage />, '/managebot', {
      state: { botId: 'bot-1', defaultTab: 'files' },
    });
    expect(await screen.findByText('No files uploaded yet')).toBeInTheDocument();
    await user.upload(screen.getByTestId('file-input') as HTMLInputElement, [
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Upload files?' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('We are cooking your bot')).toBeInTheDocument();
    expect(
      await screen.findByText('Files uploaded successfully! Processing...'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/files/upload?bot_id=bot-1')).toBe(true);
    expect(JSON.parse(localStorage.getItem('uploadedFileIds')!)).toEqual({ 'bot-1': ['new-1'] });
  });
});
