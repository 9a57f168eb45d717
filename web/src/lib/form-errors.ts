// Maps server validation answers onto form fields (docs/product.md 'Server validation errors').
import { ApiError, type ValidationIssue } from './api-client';
import { t } from './i18n';

/** The fields docs/product.md names, in the order they are tried. */
export const SERVER_ERROR_FIELDS = [
  'supported_languages',
  'password',
  'subject',
  'grade',
  'email',
  'role',
  'name',
] as const;

export interface FieldIssue<F extends string = string> {
  field: F;
  message: string;
}

/**
 * For each issue whose location contains one of `fields`, the field and its message.
 * Location parts are matched exactly first, then by containment (e.g. 'body.email').
 */
export function mapDetailToFields<F extends string>(
  detail: unknown,
  fields: readonly F[] = SERVER_ERROR_FIELDS as unknown as F[],
): FieldIssue<F>[] {
  if (!Array.isArray(detail)) return [];
  const out: FieldIssue<F>[] = [];
  for (const raw of detail as ValidationIssue[]) {
    if (!raw || typeof raw !== 'object') continue;
    const parts = (Array.isArray(raw.loc) ? raw.loc : []).map((p) => String(p));
    const exact = fields.find((f) => parts.includes(f));
    const field = exact ?? fields.find((f) => parts.some((p) => p.includes(f)));
    if (field && !out.some((o) => o.field === field)) {
      out.push({ field, message: raw.msg ?? t('common:invalidValue') });
    }
  }
  return out;
}

type SetError<F extends string> = (name: F, error: { type: string; message: string }) => void;

/**
 * Puts a server validation list on the form's fields. Returns true when at least one field
 * got a message, so the caller knows not to show a generic toast as well.
 */
export function applyServerFieldErrors<F extends string>(
  err: unknown,
  setError: SetError<F>,
  fields: readonly F[],
): boolean {
  if (!(err instanceof ApiError) || !Array.isArray(err.detail)) return false;
  const issues = mapDetailToFields(err.detail, fields);
  issues.forEach((i) => setError(i.field, { type: 'server', message: i.message }));
  return issues.length > 0;
}

/** A string detail, else a `message` field, else null (docs/product.md register/login toasts). */
export function serverMessage(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (typeof err.detail === 'string' && err.detail) return err.detail;
  const b = err.body;
  if (b && typeof b === 'object') {
    const m = (b as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return null;
}

/** Joined `msg` values of a list detail (docs/product.md upload errors). */
export function joinedDetailMessages(err: unknown): string | null {
  if (!(err instanceof ApiError) || !Array.isArray(err.detail)) return null;
  const msgs = err.detail.map((i) => i.msg).filter((m): m is string => Boolean(m));
  return msgs.length ? msgs.join(', ') : null;
}
