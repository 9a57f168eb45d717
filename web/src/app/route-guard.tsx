import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { homeForRole, normalizeRole } from '@/lib/role';
import { useSession } from '@/lib/session-context';

export interface GuardState {
  from?: { pathname: string; search?: string; hash?: string; state?: unknown };
}

/**
 * docs/product.md guard: no token -> /login remembering where the user was going; a role not allowed
 * here -> teacher /teacher-page, student /student-page, anyone else /login.
 */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly string[];
  children: ReactNode;
}) {
  const { token, role } = useSession();
  const location = useLocation();
  if (!token) {
    const state: GuardState = {
      from: {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        state: location.state,
      },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  const r = normalizeRole(role);
  if (!r || !roles.map((x) => x.toLowerCase()).includes(r)) {
    return <Navigate to={homeForRole(r)} replace />;
  }
  return <>{children}</>;
}
