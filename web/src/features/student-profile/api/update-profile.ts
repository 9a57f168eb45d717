// PUT /api/users/me (spec §7): the answer is not read; on success the local name and email change.
import type { UserDto } from '@edubot/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { currentUserKey } from '@/lib/current-user';
import { profilePayload, type ProfileFormValues } from '@/lib/profile-form';
import { getUser, setUser } from '@/lib/session';

export type ProfileUpdate = ProfileFormValues;

export function updateProfile(input: ProfileUpdate): Promise<unknown> {
  // Spec §5: the password (and the current one, issue 8) is sent only when filled.
  return api.put('/api/users/me', profilePayload(input));
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
