import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/ui/brand-link';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useTranslation } from '@/lib/i18n';

/**
 * Two-column auth screen: brand panel on wide screens, the form card everywhere, and under the
 * form the way to the other one ("No account? Create one" / "Have an account? Sign in").
 */
export function AuthLayout({
  title,
  subtitle,
  other,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  other: { prompt: string; link: string; to: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside className="relative hidden w-[44%] flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 p-12 text-white lg:flex">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-white/15">
            <GraduationCap className="h-6 w-6" aria-hidden="true" />
          </span>
          EduBot
        </Link>
        <div>
          <p className="text-3xl font-bold leading-tight">{t('brand.tagline')}</p>
          <p className="mt-4 max-w-sm text-indigo-100">{t('brand.body')}</p>
        </div>
        <p className="text-sm text-indigo-100">© {new Date().getFullYear()} EduBot</p>
        <div
          className="pointer-events-none absolute -end-24 -top-24 h-72 w-72 rounded-full bg-white/10"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -bottom-32 -start-16 h-80 w-80 rounded-full bg-white/5"
          aria-hidden="true"
        />
      </aside>
      <main className="relative flex flex-1 items-center justify-center px-4 py-10 sm:px-6">
        <LanguageSwitcher className="absolute end-4 top-4" />
        <div className="w-full max-w-md">
          <BrandLink large className="mb-8 justify-center lg:hidden" />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>
            <div className="mt-6">
              {children}
              <p className="mt-6 text-center text-sm text-slate-600">
                {other.prompt}{' '}
                <Link to={other.to} className="font-semibold text-indigo-600 hover:text-indigo-700">
                  {other.link}
                </Link>
              </p>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
