// PUT /api/users/me: name, email and a password only when filled (spec §5, §7).
import type { ProfileUpdateInput } from '@edubot/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profilePayload, type ProfileFormValues } from '@/lib/profile-form';

export type ProfileForm = ProfileFormValues;

export function buildProfilePayload(form: ProfileForm): ProfileUpdateInput {
  return profilePayload(form);
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
