import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderScreen } from '@/test/render';
import { TeacherProfile } from './teacher-profile';

const me = {
  _id: 'u1',
  name: 'Ahmed Hassan',
  email: 'ahmed@x.eg',
  role: 'teacher',
  is_active: true,
  created_at: '2026-01-10T10:00:00Z',
  teacher_profile: { bot_limit: 3, current_bots: 1 },
};

describe('teacher profile', () => {
  it('shows profile, teacher limits, security advice and a local 2FA toggle', async () => {
    mockApi({ 'GET /api/users/me': () => ({ body: me }) });
    const user = userEvent.setup();
    renderScreen(<TeacherProfile />, '/teacher-page');
    expect(await screen.findByRole('heading', { name: 'Ahmed Hassan' })).toBeInTheDocument();
    expect(screen.getByText('Bot Limit').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Current Bots').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Change your password every 30 days for security')).toBeInTheDocument();
    expect(screen.getByText('Not Enabled')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Two-Factor Authentication' }));
    expect(screen.queryByText('Not Enabled')).not.toBeInTheDocument();
  });

  it('saves name and email, sends the password only when filled', async () => {
    const api = mockApi({
      'GET /api/users/me': () => ({ body: me }),
      'PUT /api/users/me': () => ({ body: { ...me, name: 'Ahmed Ali' } }),
    });
    const user = userEvent.setup();
    renderScreen(<TeacherProfile />, '/teacher-page');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute(
      'placeholder',
      'Leave blank to keep current password',
    );
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ahmed Ali');
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Ahmed Ali',
      email: 'ahmed@x.eg',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ahmed Ali' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData')!).name).toBe('Ahmed Ali');
  });

  it('keeps the session after a password change by taking the fresh token', async () => {
    localStorage.setItem('userToken', 'old');
    const api = mockApi({
      'GET /api/users/me': () => ({ body: me }),
      'PUT /api/users/me': () => ({ body: { ...me, access_token: 'fresh' } }),
    });
    const user = userEvent.setup();
    renderScreen(<TeacherProfile />, '/teacher-page');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'newpass1');
    await user.type(within(dialog).getByLabelText('Current password'), 'old-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save Updates' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: 'Ahmed Hassan',
      email: 'ahmed@x.eg',
      password: 'newpass1',
      current_password: 'old-pass-1',
    });
    expect(localStorage.getItem('userToken')).toBe('fresh');
  });

  it('Change Password opens the profile edit, where the password is changed', async () => {
    mockApi({ 'GET /api/users/me': () => ({ body: me }) });
    const user = userEvent.setup();
    renderScreen(<TeacherProfile />, '/teacher-page');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
  });

  it('restores the fields on cancel and shows the server detail on failure', async () => {
    mockApi({
      'GET /api/users/me': () => ({ body: me }),
      'PUT /api/users/me': () => ({ status: 409, body: { detail: 'Email already in use' } }),
    });
    const user = userEvent.setup();
    renderScreen(<TeacherProfile />, '/teacher-page');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    let dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'newpass1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Password'), 'newpass1');
    await user.type(within(dialog).getByLabelText('Current password'), 'old-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the new-password rule and asks for the current password before calling the server', async () => {
    const api = mockApi({
      'GET /api/users/me': () => ({ body: me }),
      'PUT /api/users/me': () => ({ body: me }),
    });
    const user = userEvent.setup();
    renderScreen(<TeacherProfile />, '/teacher-page');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('At least 8 characters, and not a common password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'abc1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter your current password to change your email or password'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'password123');
    await user.click(within(dialog).getByRole('button', { name: 'Save Updates' }));
    expect(
      await within(dialog).findByText(
        'This password is too common. Please choose one that is harder to guess.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
