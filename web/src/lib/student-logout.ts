import toast from 'react-hot-toast';
import type { NavigateFunction } from 'react-router';
import { clearStudentSession } from './session';
import { LOGGED_OUT } from './toast-messages';

/** Spec §4: student logout is local only (no server call), then back to /login. */
export function logOutStudent(navigate: NavigateFunction): void {
  try {
    clearStudentSession();
    toast.success(LOGGED_OUT);
    navigate('/login', { replace: true });
  } catch {
    toast.error('Error logging out. Please try again.');
  }
}
