// Renders a screen inside the app's real providers and a memory router.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppToaster } from '@/app/app-toaster';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session-context';

/** Shows the current path (and state) so tests can assert redirects. */
export function LocationProbe() {
  const loc = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(loc.state ?? null)}>
      {loc.pathname}
    </div>
  );
}

export function renderRoutes(
  routes: RouteObject[],
  initial: string | { pathname: string; state?: unknown } = '/',
) {
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

/** One screen at `path`, plus probes at the places it may navigate to. */
export function renderScreen(
  element: ReactElement,
  path = '/',
  opts: { state?: unknown; extra?: string[] } = {},
) {
  const extra = opts.extra ?? [
    '/login',
    '/register',
    '/teacher-page',
    '/student-page',
    '/managebot',
    '/edubot',
  ];
  const routes: RouteObject[] = [
    { path, element },
    ...extra.filter((p) => p !== path).map((p) => ({ path: p, element: <LocationProbe /> })),
  ];
  return renderRoutes(routes, { pathname: path, state: opts.state });
}
