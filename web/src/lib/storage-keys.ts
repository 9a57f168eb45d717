// Every local storage key of docs/product.md, with the shape each one holds.
import type { Role, SupportedLanguage, UserDto } from '@edubot/common';

export const STORAGE_KEYS = {
  userToken: 'userToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  roleCache: 'roleCache',
  registeredRole: 'registeredRole',
  uploadedFileIds: 'uploadedFileIds',
  selectedBotId: 'selectedBotId',
  currentBotData: 'currentBotData',
  studentTodos: 'studentTodos',
  chatSidebarCollapsed: 'chatSidebarCollapsed',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** userData: the current user as cached after login or GET /api/users/me (role lowercased). */
export type StoredUser = Omit<Partial<UserDto>, 'role'> & { role?: Role | string };

export interface CurrentBotData {
  botName: string;
  subject: string;
  grade: string;
  languages: SupportedLanguage[] | string[];
  botId: string;
}

export interface StoredTodo {
  id: number | string;
  text: string;
  completed: boolean;
}

/** Shape of each key; plain strings are stored as they are, the rest as JSON. */
export interface StorageShapes {
  userToken: string;
  refreshToken: string;
  userData: StoredUser;
  roleCache: Record<string, string>;
  registeredRole: string;
  uploadedFileIds: Record<string, string[]>;
  selectedBotId: string;
  currentBotData: CurrentBotData;
  studentTodos: StoredTodo[];
  /** The chat's desktop sidebar as the student left it (issue 11). */
  chatSidebarCollapsed: boolean;
}

const STRING_KEYS: ReadonlySet<StorageKey> = new Set([
  'userToken',
  'refreshToken',
  'registeredRole',
  'selectedBotId',
]);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private mode or blocked storage: behave as if nothing is stored.
    return null;
  }
}

/** Reads a key; a missing key or unreadable JSON gives null. */
export function getStored<K extends StorageKey>(key: K): StorageShapes[K] | null {
  const raw = storage()?.getItem(STORAGE_KEYS[key]);
  if (raw == null) return null;
  if (STRING_KEYS.has(key)) return raw as StorageShapes[K];
  try {
    return JSON.parse(raw) as StorageShapes[K];
  } catch {
    return null;
  }
}

export function setStored<K extends StorageKey>(key: K, value: StorageShapes[K]): void {
  const s = storage();
  if (!s) return;
  const raw = STRING_KEYS.has(key) ? String(value) : JSON.stringify(value);
  try {
    s.setItem(STORAGE_KEYS[key], raw);
  } catch {
    // Quota exceeded: the app keeps working from memory for this session.
  }
}

export function removeStored(key: StorageKey): void {
  storage()?.removeItem(STORAGE_KEYS[key]);
}
