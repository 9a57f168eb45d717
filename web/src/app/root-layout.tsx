import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AppToaster } from './app-toaster';
import { useFocusOnNavigation } from './route-focus';
import { SkipLink } from './skip-link';

/** The matched screen plus the top-right notification area (docs/product.md). */
export function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AppToaster />
    </>
  );
}
