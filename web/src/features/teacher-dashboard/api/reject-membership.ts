// POST /api/memberships/reject/{id} with an empty body.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function rejectMembership(id: string): Promise<unknown> {
  return api.post(`/api/memberships/reject/${encodeURIComponent(id)}`);
}

export function useRejectMembership() {
  return useMutation({ mutationFn: rejectMembership });
}
