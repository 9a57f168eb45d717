import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setToken, setUser } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';
import { teacherShellApi } from '@/test/api-fixtures';
import { mockApi } from '@/test/fetch-mock';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

describe('app routes (docs/product.md route table)', () => {
  it('serves the landing page at /', async () => {
    renderApp('/');
    // The first lazy route compiles on demand in the test runner: a busy machine needs time.
    expect(await screen.findByRole('link', { name: /Start Learning Today/ })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('sends a visitor from a student route to the sign-in screen', async () => {
    const router = renderApp('/edubot');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the teacher shell for a signed-in teacher, with data from the API', async () => {
    teacherShellApi();
    renderApp('/teacher-page');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No chatbots found')).toBeInTheDocument();
  });

  it('sends a teacher away from the student chat to the teacher shell', async () => {
    setToken('tok');
    setUser({ role: 'teacher' });
    mockApi({ 'GET /api/bots/teacher/me': () => ({ body: [] }) });
    const router = renderApp('/edubot');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher-page');
  });

  it('answers unknown paths with a not-found page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
