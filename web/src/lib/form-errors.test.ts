import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import {
  applyServerFieldErrors,
  joinedDetailMessages,
  mapDetailToFields,
  serverMessage,
} from './form-errors';

const detail = [
  { loc: ['body', 'email'], msg: 'Email already registered', type: 'value_error' },
  { loc: ['body', 'password'], msg: 'Password too weak', type: 'value_error' },
  { loc: ['body', 'supported_languages', 0], msg: 'Unknown language', type: 'enum' },
  { loc: ['query', 'page'], msg: 'ignored', type: 'x' },
];

describe('server validation mapping (docs/product.md)', () => {
  it('maps each location containing a known field to that field', () => {
    expect(mapDetailToFields(detail)).toEqual([
      { field: 'email', message: 'Email already registered' },
      { field: 'password', message: 'Password too weak' },
      { field: 'supported_languages', message: 'Unknown language' },
    ]);
  });

  it('does not confuse name with a location that only contains other fields', () => {
    expect(
      mapDetailToFields([{ loc: ['body', 'name'], msg: 'Too short' }], ['name', 'email']),
    ).toEqual([{ field: 'name', message: 'Too short' }]);
    expect(mapDetailToFields([{ loc: ['body.email'], msg: 'Bad' }], ['name', 'email'])).toEqual([
      { field: 'email', message: 'Bad' },
    ]);
  });

  it('puts a 422 answer on react-hook-form fields', () => {
    const setError = vi.fn();
    const err = new ApiError(422, { detail });
    expect(applyServerFieldErrors(err, setError, ['name', 'email', 'password', 'role'])).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Email already registered',
    });
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'Password too weak',
    });
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it('reports false for a string detail so the caller toasts it', () => {
    const err = new ApiError(409, { detail: 'Email already registered' });
    expect(applyServerFieldErrors(err, vi.fn(), ['email'])).toBe(false);
    expect(serverMessage(err)).toBe('Email already registered');
    expect(serverMessage(new ApiError(500, { message: 'Boom' }))).toBe('Boom');
    expect(serverMessage(new ApiError(500, undefined))).toBeNull();
  });

  it('joins list messages for upload errors', () => {
    expect(joinedDetailMessages(new ApiError(422, { detail }))).toBe(
      'Email already registered, Password too weak, Unknown language, ignored',
    );
  });
});

describe('apiRequest', () => {
  function mockFetch(status: number, body: string, contentType = 'application/json') {
    const fn = vi.fn(
      async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
    );
    vi.stubGlobal('fetch', fn);
    return fn;
  }

  it('sends the bearer token on authenticated calls but not on login/register', async () => {
    localStorage.setItem('userToken', 'tok');
    const fn = mockFetch(200, '{"ok":true}');
    await apiRequest('/api/users/me');
    await apiRequest('/api/auth/login', { json: { email: 'a@b.co', password: 'x' } });
    await apiRequest('/api/auth/register', { json: {} });
    const headersOf = (i: number) =>
      (fn.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).Authorization).toBe('Bearer tok');
    expect(headersOf(1).Authorization).toBeUndefined();
    expect(headersOf(2).Authorization).toBeUndefined();
    expect(headersOf(1)['Content-Type']).toBe('application/json');
    vi.unstubAllGlobals();
  });

  it('parses a bare JSON string body (bot create) and throws ApiError with the detail', async () => {
    mockFetch(201, '"bot-123"');
    await expect(apiRequest('/api/bots', { json: {} })).resolves.toBe('bot-123');
    mockFetch(422, JSON.stringify({ detail }));
    const err = await apiRequest('/api/bots', { json: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect(Array.isArray((err as ApiError).detail)).toBe(true);
    vi.unstubAllGlobals();
  });
});
