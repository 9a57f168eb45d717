import { useSyncExternalStore } from 'react';

/** True while the media query matches; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener?.('change', notify);
      return () => mql.removeEventListener?.('change', notify);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

/** Phones and small tablets (docs/product.md breakpoint 768). */
export const NARROW_QUERY = '(max-width: 767px)';
