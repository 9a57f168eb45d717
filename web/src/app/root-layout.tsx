import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AppToaster } from './app-toaster';
import { RouteErrorBoundary } from './route-error';
import { useFocusOnNavigation } from './route-focus';
import { SkipLink } from './skip-link';

/** The matched screen plus the top-right notification area (docs/product.md). */
export function RootLayout() {
  useFocusOnNavigation();
  const { key } = useLocation();
  return (
    <>
      <SkipLink />
      <RouteErrorBoundary resetKey={key}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <AppToaster />
    </>
  );
}
