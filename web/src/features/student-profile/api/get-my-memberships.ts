// GET /api/memberships/my: feeds Subscriptions, Active Bots and Requests Status (docs/product.md).
import type { MyMembershipsResponse, StudentMembershipDto, SubscriptionDto } from '@edubot/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myMembershipsKey = ['memberships', 'my'] as const;

export interface MyMemberships {
  subscriptions: SubscriptionDto[];
  /** Every request the student made, newest first. */
  requests: StudentMembershipDto[];
}

const list = <T,>(v: T[] | undefined | null): T[] => (Array.isArray(v) ? v : []);

export function toMyMemberships(body: Partial<MyMembershipsResponse> | null | undefined): MyMemberships {
  const requests = [...list(body?.accepted), ...list(body?.others), ...list(body?.expired)];
  requests.sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  return { subscriptions: list(body?.subscriptions), requests };
}

export async function fetchMyMemberships(signal?: AbortSignal): Promise<MyMemberships> {
  return toMyMemberships(await api.get<Partial<MyMembershipsResponse>>('/api/memberships/my', signal));
}

export function useMyMemberships(enabled = true) {
  return useQuery({ queryKey: myMembershipsKey, queryFn: ({ signal }) => fetchMyMemberships(signal), enabled });
}
