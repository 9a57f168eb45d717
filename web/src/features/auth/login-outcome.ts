// What a login answer means for the client (docs/product.md Login, role messages).
import { cachedRole, homeForRole, isKnownRole, isRouteAllowedFor, normalizeRole } from '@/lib/role';
import type { StoredUser } from '@/lib/storage-keys';
import type { LoginAnswer } from './api/login';
import { t } from '@/lib/i18n';

export const ROLE_NOT_FOUND = () => t('auth:login.roleNotFound');
export const ROLE_UNKNOWN = () => t('auth:login.roleUnknown');
export const LOGIN_FAILED = () => t('auth:login.failed');

export type LoginOutcome =
  | { ok: true; token: string; role: 'student' | 'teacher'; user: StoredUser }
  | { ok: false; message: string };

export function interpretLogin(
  answer: LoginAnswer | null | undefined,
  email: string,
): LoginOutcome {
  const token = answer?.token ?? answer?.access_token;
  if (!answer || typeof token !== 'string' || token.trim() === '')
    return { ok: false, message: LOGIN_FAILED() };
  const fromAnswer =
    normalizeRole(answer.user?.role) ??
    normalizeRole(answer.role) ??
    normalizeRole(answer.user_role);
  const role = fromAnswer ?? cachedRole(email);
  if (!role) return { ok: false, message: ROLE_NOT_FOUND() };
  if (!isKnownRole(role)) return { ok: false, message: ROLE_UNKNOWN() };
  const user: StoredUser = {
    ...(answer.user ?? {}),
    email: answer.user?.email ?? email.trim(),
    role,
  };
  return { ok: true, token, role, user };
}

/** The remembered origin when this role may open it, else the role's home. */
export function redirectAfterLogin(
  role: string,
  from: { pathname?: string; search?: string; hash?: string } | undefined,
): string {
  if (from?.pathname && isRouteAllowedFor(from.pathname, role)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return homeForRole(role);
}
