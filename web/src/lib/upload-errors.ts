// Study file upload failure texts (docs/product.md 'Study file upload').
import { ApiError } from './api-client';
import { AUTH_FAILED } from './toast-messages';
import { t } from './i18n';

export const UPLOAD_FAILED_TOAST = () => t('common:upload.failedToast');

export function uploadErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    // A rejected session is the actionable problem, whatever the body says.
    if (err.status === 401) return AUTH_FAILED();
    if (Array.isArray(err.detail)) {
      const msgs = err.detail.map((d) => d.msg).filter(Boolean);
      if (msgs.length) return t('common:upload.failedWith', { reason: msgs.join(', ') });
    }
    if (typeof err.detail === 'string' && err.detail)
      return t('common:upload.failedWith', { reason: err.detail });
    const body = err.body as { message?: unknown } | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) {
      return t('common:upload.failedWith', { reason: body.message });
    }
  }
  return t('common:upload.failed');
}
