// PUT /api/users/me for both roles: name and email, a new password (and the current one) only when
// filled. The answer is the saved profile; after a password change it also carries a fresh token,
// which replaces the stored one at once (older tokens stop working on the server).
import type { ProfileUpdateResponse, UserDto } from '@edubot/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { currentUserKey } from './current-user';
import { profilePayload, type ProfileFormValues } from './profile-form';
import { getUser, setToken, setUser } from './session';

export function updateProfile(values: ProfileFormValues): Promise<ProfileUpdateResponse> {
  return api.put<ProfileUpdateResponse>('/api/users/me', profilePayload(values));
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ access_token, ...user }: ProfileUpdateResponse) => {
      if (access_token) setToken(access_token);
      client.setQueryData<UserDto>(currentUserKey, user);
      setUser({ ...(getUser() ?? {}), ...user });
    },
  });
}
