import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AppToaster } from './app-toaster';

/** The matched screen plus the top-right notification area (spec §2). */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AppToaster />
    </>
  );
}
