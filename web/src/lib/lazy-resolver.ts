import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the schema) downloads when the form is first
 * used, not with the page: it keeps zod out of the first visit of the budgeted /login page.
 * `preload()` starts the download early (call it on the form's first focus).
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let pending: Promise<Resolver<T>> | null = null;
  const get = () => {
    // A failed download (offline for a moment) is retried on the next validation.
    pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
  const resolver: Resolver<T> = async (values, context, options) =>
    (await get())(values, context, options);
  return {
    resolver,
    preload: () => void get().catch(() => undefined),
  };
}
