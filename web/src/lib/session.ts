// The auth token and cached user, shared by every tab (docs/product.md userToken).
// Listeners hear about changes made here, in other tabs (storage event) and through
// BroadcastChannel (which also reaches tabs whose storage event is suppressed).
import { normalizeRole } from './role';
import { getStored, removeStored, setStored, STORAGE_KEYS, type StoredUser } from './storage-keys';

const CHANNEL_NAME = 'edubot-session';
type Listener = () => void;

const listeners = new Set<Listener>();
let contextToken: string | null = null;
let channel: BroadcastChannel | null = null;
let windowListening = false;

/** Drops a leading 'Bearer ' (any case) and surrounding spaces; empty gives null. */
export function stripBearer(token: string | null | undefined): string | null {
  if (!token) return null;
  const t = token
    .trim()
    .replace(/^bearer\s+/i, '')
    .trim();
  return t === '' ? null : t;
}

function notify(): void {
  for (const l of [...listeners]) l();
}

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  try {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (e: MessageEvent<{ type?: string; present?: boolean }>) => {
      if (e.data?.type === 'userToken' && e.data.present === false) contextToken = null;
      notify();
    };
  } catch {
    channel = null;
  }
  return channel;
}

function onStorage(e: StorageEvent): void {
  // A sign-out in another tab must also drop the in-memory copy here.
  if ((e.key === null || e.key === STORAGE_KEYS.userToken) && !e.newValue) contextToken = null;
  if (e.key === null || e.key === STORAGE_KEYS.userToken || e.key === STORAGE_KEYS.userData)
    notify();
}

/** Token from local storage, else from the in-memory session context. */
export function getToken(): string | null {
  return stripBearer(getStored('userToken')) ?? stripBearer(contextToken);
}

/**
 * Stores the token and tells every tab. An empty token signs out: it removes the token and the
 * cached user data (docs/product.md).
 */
export function setToken(token: string | null | undefined): void {
  const clean = stripBearer(token);
  if (clean) {
    setStored('userToken', clean);
    // Memory copy only when storage refused the write (private mode, quota).
    contextToken = getStored('userToken') === clean ? null : clean;
  } else {
    removeStored('userToken');
    removeStored('userData');
    contextToken = null;
  }
  getChannel()?.postMessage({ type: 'userToken', present: Boolean(clean) });
  notify();
}

/** Keeps a token in memory only (the React session context), e.g. when storage is unavailable. */
export function setContextToken(token: string | null): void {
  contextToken = stripBearer(token);
  notify();
}

export function getUser(): StoredUser | null {
  return getStored('userData');
}

/** Caches the user with the role lowercased. */
export function setUser(user: StoredUser): void {
  const role = normalizeRole(user.role);
  setStored('userData', { ...user, ...(role ? { role } : {}) });
  notify();
}

export function getRole(): string | null {
  return normalizeRole(getUser()?.role);
}

/** Subscribes to session changes from this tab and others; returns the unsubscribe. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  getChannel();
  if (!windowListening && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    windowListening = true;
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Teacher logout (docs/product.md): token, user, refresh token and registered role go; context cleared. */
export function clearTeacherSession(): void {
  removeStored('refreshToken');
  removeStored('registeredRole');
  setToken('');
}

/** Student logout (docs/product.md): token, user and refresh token go. */
export function clearStudentSession(): void {
  removeStored('refreshToken');
  setToken('');
}
