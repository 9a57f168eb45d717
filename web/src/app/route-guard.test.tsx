import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken, setUser } from '@/lib/session';
import { LocationProbe, renderRoutes } from '@/test/render';
import { RequireRole } from './route-guard';

const routes = [
  { path: '/login', element: <LocationProbe /> },
  {
    path: '/teacher-page',
    element: (
      <RequireRole roles={['teacher']}>
        <p>teacher home</p>
      </RequireRole>
    ),
  },
  {
    path: '/managebot',
    element: (
      <RequireRole roles={['teacher']}>
        <p>manage bot</p>
      </RequireRole>
    ),
  },
  {
    path: '/student-page',
    element: (
      <RequireRole roles={['student']}>
        <p>student home</p>
      </RequireRole>
    ),
  },
  {
    path: '/edubot',
    element: (
      <RequireRole roles={['student']}>
        <p>chat</p>
      </RequireRole>
    ),
  },
];

describe('route guard (docs/product.md)', () => {
  it('sends a visitor without token to /login and remembers where they were going', async () => {
    renderRoutes(routes, '/managebot?tab=files');
    const probe = await screen.findByTestId('location');
    expect(probe).toHaveTextContent('/login');
    const state = JSON.parse(probe.dataset.state!);
    expect(state.from.pathname).toBe('/managebot');
    expect(state.from.search).toBe('?tab=files');
  });

  it('lets a teacher in on a teacher route, whatever the case of the stored role', async () => {
    setToken('Bearer t');
    setUser({ email: 't@x.co', role: 'TEACHER' });
    renderRoutes(routes, '/managebot');
    expect(await screen.findByText('manage bot')).toBeInTheDocument();
  });

  it('sends a teacher who opens a student route to /teacher-page', async () => {
    setToken('t');
    setUser({ role: 'teacher' });
    renderRoutes(routes, '/edubot');
    expect(await screen.findByText('teacher home')).toBeInTheDocument();
  });

  it('sends a student who opens a teacher route to /student-page', async () => {
    setToken('t');
    setUser({ role: 'Student' });
    renderRoutes(routes, '/teacher-page');
    expect(await screen.findByText('student home')).toBeInTheDocument();
  });

  it('sends a token holder with an unknown role to /login', async () => {
    setToken('t');
    setUser({ role: 'admin' });
    renderRoutes(routes, '/teacher-page');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('follows a sign-out made in another tab', async () => {
    setToken('t');
    setUser({ role: 'teacher' });
    renderRoutes(routes, '/teacher-page');
    expect(await screen.findByText('teacher home')).toBeInTheDocument();
    localStorage.removeItem('userToken');
    const { act } = await import('@testing-library/react');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'userToken', newValue: null }));
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
