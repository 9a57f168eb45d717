// PUT /api/users/me (spec §7): the answer is not read; on success the local name and email change.
import type { UserDto } from '@edubot/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { currentUserKey } from '@/lib/current-user';
import { getUser, setUser } from '@/lib/session';

export interface ProfileUpdate {
  name: string;
  email: string;
  password?: string;
}

export function updateProfile(input: ProfileUpdate): Promise<unknown> {
  const body: ProfileUpdate = { name: input.name.trim(), email: input.email.trim() };
  // Spec §5: the password is sent only when filled.
  if (input.password) body.password = input.password;
  return api.put('/api/users/me', body);
}

export function updateProfileErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (typeof err.detail === 'string' && err.detail) return err.detail;
    if (Array.isArray(err.detail) && err.detail.length) {
      return err.detail.map((d) => d.msg).filter(Boolean).join(', ') || 'Failed to update profile';
    }
  }
  return 'Failed to update profile';
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_answer, input) => {
      const name = input.name.trim();
      const email = input.email.trim();
      client.setQueryData<UserDto>(currentUserKey, (old) => (old ? { ...old, name, email } : old));
      const stored = getUser();
      if (stored) setUser({ ...stored, name, email });
    },
  });
}
