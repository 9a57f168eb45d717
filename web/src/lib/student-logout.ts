import toast from 'react-hot-toast';
import type { NavigateFunction } from 'react-router';
import { clearStudentSession } from './session';
import { endServerSession } from './sign-out';
import { LOGGED_OUT } from './toast-messages';
import { t } from './i18n';

/** docs/product.md student logout (token, user, refresh token go), plus the server-side sign-out of issue 8. */
export function logOutStudent(navigate: NavigateFunction): void {
  try {
    endServerSession();
    clearStudentSession();
    toast.success(LOGGED_OUT());
    navigate('/login', { replace: true });
  } catch {
    toast.error(t('common:session.logoutFailed'));
  }
}
