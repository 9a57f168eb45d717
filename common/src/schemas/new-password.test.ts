import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { loginSchema, registerSchema } from './auth.js';
import { profileUpdateSchema } from './users.js';

const register = (password: string) =>
  registerSchema.safeParse({ name: 'Omar Farouk', email: 'omar@school.example', password, role: 'student' });
const firstMessage = (r: ReturnType<typeof register>) => (r.success ? undefined : r.error.issues[0]!.message);

describe('the new-password rule shared by the register and profile forms and routes', () => {
  it('keeps the spec message under 6 characters and asks for 8 above it', () => {
    expect(firstMessage(register('abc'))).toBe(MSG.passwordMin);
    expect(firstMessage(register('abc1234'))).toBe(MSG.passwordNewMin);
    expect(register('river-otter').success).toBe(true);
  });

  it('refuses passwords on the common list, whatever their case', () => {
    for (const common of ['12345678', 'password1', 'Password123', 'QWERTYUIOP', 'student123']) {
      expect(firstMessage(register(common)), common).toBe(MSG.passwordCommon);
    }
  });

  it('applies to a changed password in the profile, which stays optional', () => {
    const base = { name: 'Omar', email: 'omar@school.example' };
    expect(profileUpdateSchema.safeParse(base).success).toBe(true);
    const weak = profileUpdateSchema.safeParse({ ...base, password: '123456', current_password: 'x' });
    expect(weak.success ? [] : weak.error.issues.map((i) => i.message)).toContain(MSG.passwordNewMin);
  });

  it('does not stop existing 6-character passwords from signing in', () => {
    expect(loginSchema.safeParse({ email: 'omar@school.example', password: '123456' }).success).toBe(true);
  });
});
