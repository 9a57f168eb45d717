// Study file upload failure texts (docs/product.md 'Study file upload').
import { ApiError } from './api-client';
import { AUTH_FAILED } from './toast-messages';
import { t } from './i18n';

export const UPLOAD_FAILED_TOAST = () => t('common:upload.failedToast');

/** The server's own words for a refused file (its `detail`), or null when it gave none. */
export function serverReason(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  // A rejected session is the actionable problem, whatever the body says.
  if (err.status === 401) return AUTH_FAILED();
  if (Array.isArray(err.detail)) {
    const msgs = err.detail.map((d) => d.msg).filter(Boolean);
    if (msgs.length) return msgs.join(', ');
  }
  if (typeof err.detail === 'string' && err.detail) return err.detail;
  const body = err.body as { message?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.message === 'string' && body.message)
    return body.message;
  return null;
}

export function uploadErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return AUTH_FAILED();
  const reason = serverReason(err);
  return reason ? t('common:upload.failedWith', { reason }) : t('common:upload.failed');
}
