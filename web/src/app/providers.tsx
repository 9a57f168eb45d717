import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session-context';

/**
 * App-wide providers. TanStack Query is mounted by DataLayout around the signed-in routes only,
 * so the landing and auth pages do not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
