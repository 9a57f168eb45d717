// Files tab delete failures (docs/product.md).
import { ApiError } from '@/lib/api-client';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { t } from '@/lib/i18n';

export function deleteFileErrorMessage(err: unknown): string {
  const status = err instanceof ApiError ? err.status : undefined;
  if (status === 401) return AUTH_FAILED();
  if (status === 404) return t('bots:files.notFound');
  if (status === 500) return t('bots:files.serverError');
  return t('bots:files.deleteFailed');
}
