// POST /api/auth/login (no auth header): fetcher + mutation hook.
import type { LoginInput } from '@edubot/common';
import { useAsyncAction } from '@/lib/use-async-action';
import { api } from '@/lib/api-client';

/** docs/product.md: token or access_token, plus a user object or top-level role / user_role. */
export interface LoginAnswer {
  token?: string;
  access_token?: string;
  user?: { role?: string; email?: string; name?: string; [k: string]: unknown };
  role?: string;
  user_role?: string;
  refresh_token?: string;
}

export function loginUser(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/api/auth/login', {
    email: input.email.trim(),
    password: input.password,
  });
}

export function useLogin() {
  return useAsyncAction(loginUser);
}
