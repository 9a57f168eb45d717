// PUT /api/users/me: name, email and a password only when filled (spec §5, §7).
import type { ProfileUpdateInput } from '@edubot/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ProfileForm {
  name: string;
  email: string;
  password: string;
}

export function buildProfilePayload(form: ProfileForm): ProfileUpdateInput {
  const body: ProfileUpdateInput = { name: form.name.trim(), email: form.email.trim() };
  if (form.password) body.password = form.password;
  return body;
}

/** The server answers a password change with a fresh token (docs/decisions/002): older ones stop working. */
export interface ProfileUpdateAnswer {
  access_token?: string;
}

export function updateProfile(form: ProfileForm): Promise<ProfileUpdateAnswer | undefined> {
  return api.put<ProfileUpdateAnswer | undefined>('/api/users/me', buildProfilePayload(form));
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
