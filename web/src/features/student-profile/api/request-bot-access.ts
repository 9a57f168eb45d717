// POST /api/memberships/request/{bot_id} with an empty body (docs/product.md), and its messages (docs/product.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { myMembershipsKey } from './get-my-memberships';
import { t } from '@/lib/i18n';

export const REQUEST_SENT = () => t('student:request.sent');

export function requestBotAccess(botId: string): Promise<unknown> {
  return api.post(`/api/memberships/request/${encodeURIComponent(botId.trim())}`);
}

export function requestAccessErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return AUTH_FAILED();
    if (err.status === 404) return t('student:request.notFound');
    if (typeof err.detail === 'string' && err.detail) return err.detail;
  }
  return t('student:request.failed');
}

export function useRequestBotAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestBotAccess,
    onSuccess: () => client.invalidateQueries({ queryKey: myMembershipsKey }),
  });
}
