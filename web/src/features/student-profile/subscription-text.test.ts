import { describe, expect, it } from 'vitest';
import { requestStatusTone, subscriptionText } from './subscription-text';

describe('subscription display (docs/product.md)', () => {
  const now = new Date('2026-03-10T12:00:00');

  it('shows the expiry and the days left rounded up', () => {
    expect(subscriptionText({ expires_at: '2026-03-20T18:00:00', created_at: '2026-01-01T00:00:00' }, now)).toBe(
      'Valid until: 03/20/2026 (11 days left)',
    );
    // Less than one day left still counts as one.
    expect(subscriptionText({ expires_at: '2026-03-10T13:00:00' }, now)).toBe('Valid until: 03/10/2026 (1 days left)');
  });

  it('never shows fewer than 0 days', () => {
    expect(subscriptionText({ expires_at: '2026-02-01T00:00:00' }, now)).toBe('Valid until: 02/01/2026 (0 days left)');
  });

  it('falls back to the membership start without an expiry', () => {
    expect(subscriptionText({ expires_at: null, created_at: '2025-09-01T10:00:00' }, now)).toBe(
      'Member since: 09/01/2025',
    );
  });

  it('colours request statuses', () => {
    expect(requestStatusTone('pending')).toBe('yellow');
    expect(requestStatusTone('accepted')).toBe('green');
    expect(requestStatusTone('rejected')).toBe('red');
    expect(requestStatusTone('expired')).toBe('gray');
  });
});
