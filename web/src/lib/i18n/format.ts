import { currentLanguage } from './i18n';

// Numbers and dates in the interface language. English keeps the en-US forms the spec shows.

function locale() {
  return currentLanguage() === 'ar' ? 'ar' : 'en-US';
}

/** 1234 → "1,234" / "١٬٢٣٤". */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value);
}

/** Any Intl date format in the interface language. */
export function formatDateWith(value: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale(), options).format(value);
}
