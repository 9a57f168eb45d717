// GET /api/users/me, shared by every signed-in screen: fetcher + query hook.
// The answer is cached as userData (docs/product.md), role lowercased.
import type { UserDto } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { setUser } from './session';

export const currentUserKey = ['users', 'me'] as const;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserDto> {
  const user = await api.get<UserDto>('/api/users/me', signal);
  setUser(user);
  return user;
}

export function useCurrentUser(enabled = true) {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}
