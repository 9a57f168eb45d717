// docs/product.md membership shapes for the teacher's and the student's views.
import type {
  MyMembershipsResponse,
  StudentMembershipDto,
  SubscriptionDto,
  TeacherMembershipDto,
} from '@edubot/common';
import type { StudentMembershipRow, TeacherMembershipRow } from './memberships.repository.js';

export const UNKNOWN_STUDENT = 'Unknown Student';

/** An accepted membership counts until its expiry; a missing expiry never ends. */
export const isActive = (row: { status: string; expires_at: string | null }, now: string) =>
  row.status === 'accepted' && (row.expires_at === null || row.expires_at > now);

export function toTeacherMembershipDto(row: TeacherMembershipRow): TeacherMembershipDto {
  return {
    id: row.id,
    _id: row.id,
    student_id: row.student_id,
    student_name: row.student_name.trim() || UNKNOWN_STUDENT,
    student_email: row.student_email,
    bot_id: row.bot_id,
    status: row.status,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

export function toStudentMembershipDto(row: StudentMembershipRow): StudentMembershipDto {
  return {
    _id: row.id,
    bot_id: row.bot_id,
    bot_name: row.bot_name,
    bot_join_code: row.bot_join_code,
    status: row.status,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

function toSubscription(row: StudentMembershipRow): SubscriptionDto {
  return {
    _id: row.bot_id,
    name: row.bot_name,
    subject: row.bot_subject,
    grade: row.bot_grade,
    membership: { expires_at: row.expires_at, created_at: row.created_at },
  };
}

/** accepted = usable now; expired = accepted but past expiry; others = pending and rejected. */
export function groupForStudent(rows: StudentMembershipRow[], now: string): MyMembershipsResponse {
  const active = rows.filter((r) => isActive(r, now));
  return {
    accepted: active.map(toStudentMembershipDto),
    expired: rows
      .filter((r) => r.status === 'accepted' && !isActive(r, now))
      .map(toStudentMembershipDto),
    others: rows.filter((r) => r.status !== 'accepted').map(toStudentMembershipDto),
    subscriptions: active.map(toSubscription),
  };
}
