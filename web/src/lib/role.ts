// Roles are compared in lowercase everywhere (docs/product.md).
import type { Role } from '@edubot/common';
import { getStored, setStored } from './storage-keys';

export function normalizeRole(role: unknown): string | null {
  if (typeof role !== 'string') return null;
  const r = role.trim().toLowerCase();
  return r === '' ? null : r;
}

export function isKnownRole(role: string | null | undefined): role is Role {
  return role === 'student' || role === 'teacher';
}

/** The home route of a role; anyone else goes to /login (docs/product.md). */
export function homeForRole(role: string | null | undefined): string {
  const r = normalizeRole(role);
  if (r === 'teacher') return '/teacher-page';
  if (r === 'student') return '/student-page';
  return '/login';
}

/** Routes each role may open (docs/product.md). */
export const ROLE_ROUTES: Record<Role, readonly string[]> = {
  teacher: ['/teacher-page', '/upload', '/botinfo', '/managebot'],
  student: ['/student-page', '/edubot'],
};

export function isRouteAllowedFor(pathname: string, role: string | null | undefined): boolean {
  const r = normalizeRole(role);
  if (!isKnownRole(r)) return false;
  return ROLE_ROUTES[r].includes(pathname);
}

/** roleCache: email -> lowercase role, so login can recover a role missing from its response. */
export function cacheRole(email: string, role: string): void {
  const key = email.trim().toLowerCase();
  const r = normalizeRole(role);
  if (!key || !r) return;
  const cache = getStored('roleCache') ?? {};
  cache[key] = r;
  setStored('roleCache', cache);
}

export function cachedRole(email: string): string | null {
  const cache = getStored('roleCache');
  if (!cache) return null;
  return normalizeRole(cache[email.trim().toLowerCase()]);
}
