import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One client per app; 4xx answers are not retried (they will not change by asking again). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/** The app's client, kept across layout remounts so the cache survives route changes. */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
