import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cacheRole } from '@/lib/role';
import { loginAnswer, userDto } from '@/test/api-fixtures';
import { mockApi } from '@/test/fetch-mock';
import { renderScreen } from '@/test/render';
import { LoginPage } from './login-page';

async function signIn(email = 'ali@x.eg', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows a field error only after the field was touched', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'bad');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('stores the token and lowercase role, then sends a teacher to /teacher-page', async () => {
    const api = mockApi({
      'POST /api/auth/login': () => ({
        // The product contract compares roles case-insensitively; our server sends lowercase.
        body: {
          ...loginAnswer({ name: 'Ali', email: 'ali@x.eg' }),
          user: { ...userDto(), role: 'Teacher' },
        },
        offContract: 'older servers sent the role capitalised (docs/product.md, Login)',
      }),
    });
    renderScreen(<LoginPage />, '/login');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/teacher-page');
    expect(await screen.findByText('Signed in successfully 🎉')).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('userData')!).role).toBe('teacher');
    expect(api.calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('takes the role from roleCache when the answer has none', async () => {
    cacheRole('ali@x.eg', 'student');
    mockApi({
      'POST /api/auth/login': () => ({
        body: { token: 'jwt-2' },
        offContract:
          'the product contract accepts token / user_role / no role (docs/product.md, Login)',
      }),
    });
    renderScreen(<LoginPage />, '/login');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/student-page');
  });

  it('fails with the spec messages when the role is missing or unknown', async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        body: { token: 'jwt-3' },
        offContract:
          'the product contract accepts token / user_role / no role (docs/product.md, Login)',
      }),
    });
    renderScreen(<LoginPage />, '/login');
    await signIn('nobody@x.eg');
    expect(await screen.findByText('Login failed: User role not found.')).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();

    mockApi({
      'POST /api/auth/login': () => ({
        body: { token: 'jwt-4', user_role: 'admin' },
        offContract:
          'the product contract accepts token / user_role / no role (docs/product.md, Login)',
      }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Login failed: Could not determine user role.'),
    ).toBeInTheDocument();
  });

  it('returns to the remembered origin when the role may open it', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: loginAnswer({ role: 'teacher' }) }) });
    renderScreen(<LoginPage />, '/login', { state: { from: { pathname: '/managebot' } } });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/managebot');
  });

  it('ignores a remembered origin the role may not open', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ body: loginAnswer({ role: 'student' }) }) });
    renderScreen(<LoginPage />, '/login', { state: { from: { pathname: '/managebot' } } });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/student-page');
  });

  it('toasts the server detail of a failed login', async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { detail: 'Invalid email or password' },
      }),
    });
    renderScreen(<LoginPage />, '/login');
    await signIn();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });
});
