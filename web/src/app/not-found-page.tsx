import { Link } from 'react-router';
import { usePageTitle, useTranslation } from '@/lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <p className="text-6xl font-bold text-indigo-600">404</p>
      <h1 className="text-xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <Link to="/" className="text-sm font-medium text-indigo-600 hover:text-indigo-700">
        {t('actions.backToHome')}
      </Link>
    </main>
  );
}
