// POST /api/auth/register (no auth header): fetcher + mutation hook.
import { TEACHER_DEFAULT_PROFILE, type RegisterInput } from '@edubot/common';
import { useAsyncAction } from '@/lib/use-async-action';
import { api } from '@/lib/api-client';

export type RegisterForm = Pick<RegisterInput, 'name' | 'email' | 'password' | 'role'>;

/** Teachers start with bot_limit 3 and current_bots 0 (docs/product.md). */
export function buildRegisterPayload(form: RegisterForm): RegisterInput {
  const base = {
    name: form.name.trim(),
    email: form.email.trim(),
    password: form.password,
    role: form.role,
  };
  return form.role === 'teacher'
    ? { ...base, teacher_profile: { ...TEACHER_DEFAULT_PROFILE } }
    : base;
}

export function registerUser(form: RegisterForm): Promise<unknown> {
  return api.post('/api/auth/register', buildRegisterPayload(form));
}

export function useRegister() {
  return useAsyncAction(registerUser);
}
