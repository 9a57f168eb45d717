import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

/** docs/product.md: at most 20 toasts at once. */
export const TOAST_LIMIT = 20;

/** docs/product.md durations: 4000 ms error/plain/custom, 2000 ms success, loading until dismissed. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;

/** Dismisses the oldest visible toasts beyond the limit. */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    // The store keeps the newest first, so everything past `limit` is older.
    visible.slice(limit).forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-right"
      reverseOrder={false}
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        custom: { duration: TOAST_DURATIONS.custom },
        blank: { duration: TOAST_DURATIONS.blank },
        className: 'text-sm',
        style: { maxWidth: 420 },
      }}
    />
  );
}
