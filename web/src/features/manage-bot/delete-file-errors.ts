// Files tab delete failures (spec §8).
import { ApiError } from '@/lib/api-client';
import { AUTH_FAILED } from '@/lib/toast-messages';

export function deleteFileErrorMessage(err: unknown): string {
  const status = err instanceof ApiError ? err.status : undefined;
  if (status === 401) return AUTH_FAILED();
  if (status === 404) return 'File not found';
  if (status === 500) return 'Server error. Please try again.';
  return 'Failed to delete file';
}
