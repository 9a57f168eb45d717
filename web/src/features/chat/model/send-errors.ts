// Send message errors of docs/product.md, by HTTP status.
import { BOT_DISABLED_DETAIL } from '@edubot/common';
import { ApiError } from '@/lib/api-client';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { t } from '@/lib/i18n';

export function sendErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    const { status } = err;
    if (status === 400) {
      const body = err.body as { message?: unknown } | undefined;
      const detail =
        typeof err.detail === 'string' && err.detail
          ? err.detail
          : typeof body?.message === 'string' && body.message
            ? body.message
            : t('chat:errors.badRequest');
      return t('chat:errors.requestError', { detail });
    }
    if (status === 401) return AUTH_FAILED();
    // A bot its teacher turned off says so (issue 10); other refusals keep the general text.
    if (status === 403 && err.detail === BOT_DISABLED_DETAIL) return t('insight:chat.disabled');
    if (status === 403) return t('chat:errors.forbidden');
    if (status === 404) return t('chat:errors.notFound');
    if (status === 413) return t('chat:errors.tooLarge');
    if (status === 422) return t('chat:errors.invalidData');
    if (status >= 500) return t('chat:errors.server');
  }
  const message = err instanceof Error ? err.message : String(err);
  return t('chat:errors.sendFailed', { message });
}
