import type { StudentMembershipDto } from '@edubot/common';
import type { BadgeTone } from '@/components/ui';
import { daysLeft, formatShortDate } from '@/lib/dates';
import { t } from '@/lib/i18n';

/** docs/product.md: 'Valid until: {date} ({n} days left)' with an expiry, else 'Member since: {date}'. */
export function subscriptionText(
  membership: { expires_at?: string | null; created_at?: string | null } | null | undefined,
  now = new Date(),
): string {
  if (membership?.expires_at) {
    const n = daysLeft(membership.expires_at, now);
    return t('student:subscriptions.validUntil', {
      date: formatShortDate(membership.expires_at),
      count: n,
    });
  }
  return t('student:subscriptions.memberSince', { date: formatShortDate(membership?.created_at) });
}

/** docs/product.md colours: pending yellow, accepted green, rejected red, anything else grey. */
export function requestStatusTone(status: StudentMembershipDto['status'] | string | undefined): BadgeTone {
  switch (String(status ?? '').toLowerCase()) {
    case 'pending':
      return 'yellow';
    case 'accepted':
      return 'green';
    case 'rejected':
      return 'red';
    default:
      return 'gray';
  }
}
