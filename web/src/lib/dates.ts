// Dates in the interface language: en-US MM/DD/YYYY or long form (docs/product.md), or Arabic.
import { formatDateWith, t } from './i18n';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** MM/DD/YYYY, or `fallback` for a missing or invalid date. */
export function formatShortDate(
  value: string | number | Date | null | undefined,
  fallback: string = t('common:notAvailable'),
): string {
  const d = toDate(value);
  if (!d) return fallback;
  return formatDateWith(d, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** e.g. "January 5, 2026". */
export function formatLongDate(
  value: string | number | Date | null | undefined,
  fallback: string = t('common:notAvailable'),
): string {
  const d = toDate(value);
  if (!d) return fallback;
  return formatDateWith(d, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function isSameLocalDay(
  value: string | number | Date | null | undefined,
  now = new Date(),
): boolean {
  const d = toDate(value);
  if (!d) return false;
  return (
    d.getFullYear() === now.getFullYear() &&
    d.getMonth() === now.getMonth() &&
    d.getDate() === now.getDate()
  );
}

/** Whole days from now until `value`, rounded up and never below 0 (docs/product.md subscriptions). */
export function daysLeft(
  value: string | number | Date | null | undefined,
  now = new Date(),
): number {
  const d = toDate(value);
  if (!d) return 0;
  return Math.max(0, Math.ceil((d.getTime() - now.getTime()) / 86_400_000));
}
