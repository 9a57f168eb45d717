import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheRole, cachedRole } from './role';
import {
  clearStudentSession,
  clearTeacherSession,
  getRole,
  getToken,
  setContextToken,
  setToken,
  setUser,
  stripBearer,
  subscribeSession,
} from './session';
import { getStored, setStored } from './storage-keys';

afterEach(() => setContextToken(null));

describe('token storage', () => {
  it('strips a leading Bearer prefix when reading', () => {
    localStorage.setItem('userToken', 'Bearer abc.def');
    expect(getToken()).toBe('abc.def');
    expect(stripBearer('bearer   xyz ')).toBe('xyz');
    expect(stripBearer('   ')).toBeNull();
  });

  it('falls back to the in-memory context token when storage has none', () => {
    setContextToken('Bearer ctx-token');
    expect(getToken()).toBe('ctx-token');
  });

  it('setting an empty token removes the token and the user data', () => {
    setToken('t1');
    setUser({ name: 'Ali', email: 'a@b.co', role: 'Teacher' });
    expect(localStorage.getItem('userToken')).toBe('t1');
    setToken('');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('caches the user with a lowercase role', () => {
    setUser({ name: 'Ali', email: 'a@b.co', role: 'TEACHER' });
    expect(getStored('userData')?.role).toBe('teacher');
    expect(getRole()).toBe('teacher');
  });

  it('tells subscribers in this tab when the token changes', () => {
    const fn = vi.fn();
    const off = subscribeSession(fn);
    setToken('new');
    expect(fn).toHaveBeenCalled();
    off();
  });

  it('hears token changes made in another tab (storage event)', () => {
    const fn = vi.fn();
    const off = subscribeSession(fn);
    localStorage.setItem('userToken', 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userToken', newValue: 'other-tab' }));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('other-tab');
    off();
  });

  it('broadcasts token changes on the BroadcastChannel for other tabs', async () => {
    const other = new BroadcastChannel('edubot-session');
    const got = new Promise<unknown>((resolve) => {
      other.onmessage = (e) => resolve(e.data);
    });
    setToken('broadcast-me');
    await expect(got).resolves.toEqual({ type: 'userToken', present: true });
    other.close();
  });

  it('teacher logout clears token, user, refresh token and registered role', () => {
    setToken('t');
    setUser({ role: 'teacher' });
    setStored('refreshToken', 'r');
    setStored('registeredRole', 'teacher');
    setStored('selectedBotId', 'b1');
    clearTeacherSession();
    for (const k of ['userToken', 'userData', 'refreshToken', 'registeredRole']) {
      expect(localStorage.getItem(k)).toBeNull();
    }
    expect(localStorage.getItem('selectedBotId')).toBe('b1');
  });

  it('student logout keeps the registered role', () => {
    setToken('t');
    setStored('registeredRole', 'student');
    setStored('refreshToken', 'r');
    clearStudentSession();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('registeredRole')).toBe('student');
  });
});

describe('roleCache', () => {
  it('maps email to lowercase role, case-insensitive on the email', () => {
    cacheRole('Ali@Example.com', 'Teacher');
    expect(JSON.parse(localStorage.getItem('roleCache')!)).toEqual({
      'ali@example.com': 'teacher',
    });
    expect(cachedRole('ALI@example.com')).toBe('teacher');
    expect(cachedRole('nobody@example.com')).toBeNull();
  });

  it('keeps other emails when adding one', () => {
    cacheRole('a@x.co', 'student');
    cacheRole('b@x.co', 'teacher');
    expect(getStored('roleCache')).toEqual({ 'a@x.co': 'student', 'b@x.co': 'teacher' });
  });
});
