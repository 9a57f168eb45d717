import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Footer } from './footer';
import { useTranslation } from '@/lib/i18n';

/** Frame of a teacher screen shown on its own route: "Back to dashboard" link, content, footer. */
export function StandalonePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <Link
          to="/teacher-page"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />{' '}
          {t('actions.backToDashboard')}
        </Link>
        {children}
      </main>
      <Footer />
    </div>
  );
}
