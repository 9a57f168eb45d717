import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getRole, getToken, getUser, setContextToken, setToken, subscribeSession } from './session';
import type { StoredUser } from './storage-keys';

export interface SessionValue {
  token: string | null;
  role: string | null;
  user: StoredUser | null;
  setToken: (token: string | null) => void;
  setContextToken: (token: string | null) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

// Snapshots must be stable between renders, so the user is compared by its stored JSON.
let lastUserRaw: string | null = null;
let lastUser: StoredUser | null = null;
function userSnapshot(): StoredUser | null {
  const u = getUser();
  const raw = u ? JSON.stringify(u) : null;
  if (raw !== lastUserRaw) {
    lastUserRaw = raw;
    lastUser = u;
  }
  return lastUser;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const user = useSyncExternalStore(subscribeSession, userSnapshot, () => null);
  const role = useSyncExternalStore(subscribeSession, getRole, () => null);
  const value = useMemo<SessionValue>(
    () => ({ token, role, user, setToken, setContextToken }),
    [token, role, user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Current session; outside a provider it still reads storage directly (useful in tests). */
export function useSession(): SessionValue {
  const ctx = useContext(SessionContext);
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const user = useSyncExternalStore(subscribeSession, userSnapshot, () => null);
  const role = useSyncExternalStore(subscribeSession, getRole, () => null);
  if (ctx) return ctx;
  return { token, role, user, setToken, setContextToken };
}
