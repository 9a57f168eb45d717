// Teacher view of access requests (docs/product.md): accepted shows as approved, expired as rejected.
import type { BotMembershipsResponse, TeacherMembershipDto } from '@edubot/common';

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface RequestRow {
  id: string;
  studentName: string;
  studentEmail: string;
  botId: string;
  status: RequestStatus;
  createdAt: string | null;
  expiresAt: string | null;
}

function toRow(m: TeacherMembershipDto, status: RequestStatus): RequestRow {
  return {
    id: m.id,
    studentName: m.student_name,
    studentEmail: m.student_email,
    botId: m.bot_id,
    status,
    createdAt: m.created_at,
    expiresAt: m.expires_at,
  };
}

/**
 * Newest request first, whatever its status: approving or rejecting a request changes its badge
 * but never its place, so the row under the pointer does not jump (issue 11).
 */
export function toRequestRows(data: BotMembershipsResponse | undefined): RequestRow[] {
  if (!data) return [];
  const rows = [
    ...data.pending.map((m) => toRow(m, 'pending')),
    ...data.accepted.map((m) => toRow(m, 'approved')),
    ...data.expired.map((m) => toRow(m, 'rejected')),
  ];
  return rows.sort(
    (a, b) =>
      String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')) || a.id.localeCompare(b.id),
  );
}

/** Moves one request between groups after approve/reject, so the table updates without a reload. */
export function moveRequest(
  data: BotMembershipsResponse,
  id: string,
  action: 'approve' | 'reject',
): BotMembershipsResponse {
  const all = [...data.pending, ...data.accepted, ...data.expired];
  const item = all.find((m) => m.id === id);
  if (!item) return data;
  const without = (list: TeacherMembershipDto[]) => list.filter((m) => m !== item);
  const moved: TeacherMembershipDto = {
    ...item,
    status: action === 'approve' ? 'accepted' : 'rejected',
  };
  return {
    pending: without(data.pending),
    accepted: action === 'approve' ? [moved, ...without(data.accepted)] : without(data.accepted),
    expired: action === 'reject' ? [moved, ...without(data.expired)] : without(data.expired),
  };
}
