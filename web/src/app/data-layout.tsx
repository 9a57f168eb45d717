import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { getQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session-context';

/**
 * Wraps every signed-in route with the shared TanStack Query client. Cached answers belong to
 * one session: when the token changes (logout, another account, another tab) the cache is dropped.
 */
export function DataLayout() {
  const client = getQueryClient();
  const { token } = useSession();
  const last = useRef(token);
  useEffect(() => {
    if (last.current !== token) {
      last.current = token;
      client.clear();
    }
  }, [token, client]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
