// /join/{code}: the link (or QR code) a teacher shares. A signed-in student goes straight to the
// request form filled in; anyone else signs in or registers first, the code waiting meanwhile.
import { Navigate, useParams } from 'react-router';
import { cleanJoinCode, rememberJoinCode } from '@/lib/pending-join-code';
import { homeForRole, normalizeRole } from '@/lib/role';
import { useSession } from '@/lib/session-context';

export function JoinPage() {
  const { code = '' } = useParams();
  const { token, role } = useSession();
  const joinCode = cleanJoinCode(code);
  const r = normalizeRole(role);
  if (token && r === 'student') {
    return <Navigate to="/student-page" replace state={{ openTab: 'profile', joinCode }} />;
  }
  if (token) return <Navigate to={homeForRole(r)} replace />;
  if (joinCode) rememberJoinCode(joinCode);
  return <Navigate to="/login" replace state={{ joinCode }} />;
}
