// Study file upload failure texts (spec §8 'Study file upload').
import { ApiError } from './api-client';
import { AUTH_FAILED } from './toast-messages';

export const UPLOAD_FAILED_TOAST = 'Failed to upload files';

export function uploadErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    // A rejected session is the actionable problem, whatever the body says.
    if (err.status === 401) return AUTH_FAILED;
    if (Array.isArray(err.detail)) {
      const msgs = err.detail.map((d) => d.msg).filter(Boolean);
      if (msgs.length) return `Upload failed: ${msgs.join(', ')}`;
    }
    if (typeof err.detail === 'string' && err.detail) return `Upload failed: ${err.detail}`;
    const body = err.body as { message?: unknown } | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) {
      return `Upload failed: ${body.message}`;
    }
  }
  return 'Upload failed. Please try again.';
}
