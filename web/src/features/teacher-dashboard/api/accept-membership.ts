// POST /api/memberships/accept/{id} with an empty body.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function acceptMembership(id: string): Promise<unknown> {
  return api.post(`/api/memberships/accept/${encodeURIComponent(id)}`);
}

export function useAcceptMembership() {
  return useMutation({ mutationFn: acceptMembership });
}
