import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('screen failed');
}

function Shell() {
  const { key } = useLocation();
  return (
    <>
      <Link to="/fine">Go elsewhere</Link>
      <RouteErrorBoundary resetKey={key}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>Fine screen</p>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary (declarative router)', () => {
  it('shows a way out when a screen throws, and clears on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Fine screen')).toBeInTheDocument();
  });
});
