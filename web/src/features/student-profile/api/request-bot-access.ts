// POST /api/memberships/request/{bot_id} with an empty body (spec §7), and its messages (spec §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { myMembershipsKey } from './get-my-memberships';

export const REQUEST_SENT = 'Bot access request sent successfully!';

export function requestBotAccess(botId: string): Promise<unknown> {
  return api.post(`/api/memberships/request/${encodeURIComponent(botId.trim())}`);
}

export function requestAccessErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return AUTH_FAILED();
    if (err.status === 404) return 'Bot not found. Please check the join code.';
    if (typeof err.detail === 'string' && err.detail) return err.detail;
  }
  return 'Failed to send bot access request';
}

export function useRequestBotAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestBotAccess,
    onSuccess: () => client.invalidateQueries({ queryKey: myMembershipsKey }),
  });
}
