import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userDto } from '@/test/api-fixtures';
import { mockApi } from '@/test/fetch-mock';
import { renderScreen } from '@/test/render';
import { RegisterPage } from './register-page';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  v: { name?: string; email?: string; password?: string },
) {
  if (v.name !== undefined) await user.type(screen.getByLabelText('Full name'), v.name);
  if (v.email !== undefined) await user.type(screen.getByLabelText('Email'), v.email);
  if (v.password !== undefined) await user.type(screen.getByLabelText('Password'), v.password);
}

describe('register page', () => {
  it('shows the docs/product.md messages for an empty submit', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, '/register');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a role')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows length and pattern messages', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, '/register');
    await fill(user, { name: 'A', email: 'not-an-email', password: '123' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('applies the new-password rule of the server: 8 characters, not a common password', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, '/register');
    await fill(user, { name: 'Sara Ali', email: 'sara@x.eg', password: 'abc1234' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.tab();
    expect(
      await screen.findByText(
        'This password is too common. Please choose one that is harder to guess.',
      ),
    ).toBeInTheDocument();
  });

  it('registers a teacher with the default teacher profile, caches the role and goes to /login', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/register': () => ({
        status: 201,
        body: userDto({ name: 'Mona Adel', email: 'mona@school.eg' }),
      }),
    });
    renderScreen(<RegisterPage />, '/register');
    await fill(user, { name: 'Mona Adel', email: 'Mona@School.eg', password: 'river-otter-7' });
    await user.click(screen.getByLabelText(/Teacher/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(await screen.findByText('Account created successfully 🎉')).toBeInTheDocument();
    const call = api.calls[0]!;
    expect(call.headers.Authorization).toBeUndefined();
    expect(call.body).toEqual({
      name: 'Mona Adel',
      email: 'Mona@School.eg',
      password: 'river-otter-7',
      role: 'teacher',
      teacher_profile: { bot_limit: 3, current_bots: 0 },
    });
    expect(localStorage.getItem('registeredRole')).toBe('teacher');
    expect(JSON.parse(localStorage.getItem('roleCache')!)).toEqual({ 'mona@school.eg': 'teacher' });
  });

  it('sends no teacher profile for a student', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/register': () => ({ status: 201, body: userDto({ role: 'student' }) }),
    });
    renderScreen(<RegisterPage />, '/register');
    await fill(user, { name: 'Sara Ali', email: 'sara@x.eg', password: 'river-otter-7' });
    await user.click(screen.getByLabelText(/Student/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('location');
    expect(api.calls[0]!.body).toEqual({
      name: 'Sara Ali',
      email: 'sara@x.eg',
      password: 'river-otter-7',
      role: 'student',
    });
  });

  it('maps a 422 detail list onto the fields', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/register': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'email'], msg: 'Email already registered', type: 'value_error' },
          ],
        },
      }),
    });
    renderScreen(<RegisterPage />, '/register');
    await fill(user, { name: 'Sara Ali', email: 'sara@x.eg', password: 'river-otter-7' });
    await user.click(screen.getByLabelText(/Student/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toasts a string detail, or the generic message without one', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { detail: 'Email already registered' },
      }),
    });
    renderScreen(<RegisterPage />, '/register');
    await fill(user, { name: 'Sara Ali', email: 'sara@x.eg', password: 'river-otter-7' });
    await user.click(screen.getByLabelText(/Student/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    mockApi({ 'POST /api/auth/register': () => ({ status: 500 }) });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled(),
    );
  });
});
