// fetch wrapper for /api: bearer token on every call but register and login (docs/product.md),
// JSON or multipart bodies, and one error type carrying the server's answer.
import { currentLanguage, t } from './i18n';
import { getToken } from './session';

export interface ValidationIssue {
  loc?: (string | number)[];
  msg?: string;
  type?: string;
}

export class ApiError extends Error {
  readonly status: number;
  /** The server's `detail`: a text, a list of validation issues, or undefined. */
  readonly detail: string | ValidationIssue[] | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallbackMessage?: string) {
    const detail = readDetail(body);
    super(messageOf(status, body, detail, fallbackMessage));
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

function readDetail(body: unknown): string | ValidationIssue[] | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const d = (body as { detail?: unknown }).detail;
  if (typeof d === 'string') return d;
  if (Array.isArray(d)) return d as ValidationIssue[];
  return undefined;
}

function messageOf(
  status: number,
  body: unknown,
  detail: ApiError['detail'],
  fallback?: string,
): string {
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail) && detail.length)
    return detail
      .map((i) => i.msg ?? '')
      .filter(Boolean)
      .join(', ');
  if (body && typeof body === 'object') {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  if (typeof body === 'string' && body) return body;
  return fallback ?? `Request failed with status ${status}`;
}

const PUBLIC_PATHS = ['/api/auth/register', '/api/auth/login'];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** Overrides the automatic choice (all but register/login send the token). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Resolve with the Response itself (2xx only) for the caller to read as a stream. */
  raw?: boolean;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (text === '') return undefined;
  // Parse whatever looks like JSON: bot creation answers a bare JSON string.
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API. `path` is the full path from docs/product.md, e.g. '/api/users/me'.
 * Resolves with the parsed body; rejects with ApiError for any non-2xx answer, and with
 * ApiError status 0 when the network fails.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const {
    method = options.json !== undefined || options.form ? 'POST' : 'GET',
    json,
    form,
    signal,
  } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server answers its `detail` texts in the interface language.
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  const pathOnly = path.split('?')[0] ?? path;
  const wantsAuth = options.auth ?? !PUBLIC_PATHS.includes(pathOnly);
  if (wantsAuth) {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, undefined, t('common:network'));
  }
  if (options.raw) {
    // A streamed answer (text/event-stream) is read by the caller; a refusal is still JSON.
    if (!res.ok) throw new ApiError(res.status, await readBody(res));
    return res as T;
  }
  const parsed = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json }),
  put: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'PUT', json }),
  patch: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'PATCH', json }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  upload: <T>(path: string, form: FormData) => apiRequest<T>(path, { method: 'POST', form }),
};

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

export function statusOf(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}
