// Send message errors of spec §8, by HTTP status.
import { ApiError } from '@/lib/api-client';
import { AUTH_FAILED } from '@/lib/toast-messages';

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
            : 'Bad request - please check your input';
      return `Request Error: ${detail}`;
    }
    if (status === 401) return AUTH_FAILED();
    if (status === 403) return 'Access denied. You may not have permission to use this bot.';
    if (status === 404) return 'Bot not found or chat endpoint unavailable.';
    if (status === 413) return 'File too large. Maximum size is 20MB.';
    if (status === 422) return 'Invalid data format. Please check your input.';
    if (status >= 500) return 'Server error. Please try again later.';
  }
  const message = err instanceof Error ? err.message : String(err);
  return `Failed to send message: ${message}`;
}
