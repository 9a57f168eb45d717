import { ArrowRight, CheckCircle2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_TRIAL_DAYS } from '@edubot/common';
import { Footer } from '@/components/ui/footer';
import { FeatureCards } from './components/feature-cards';
import { LandingNav } from './components/landing-nav';
import { usePageTitle, useTranslation } from '@/lib/i18n';

export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('pageTitle'));
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingNav />
      <main className="flex-1">
        <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-700">
                <Sparkles className="h-4 w-4" aria-hidden="true" /> {t('hero.badge')}
              </p>
              <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
                {t('hero.titleStart')}{' '}
                <span className="text-indigo-600">{t('hero.titleHighlight')}</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">{t('hero.body')}</p>
              <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
                <Link
                  to="/login"
                  className="inline-flex items-center justify-center gap-2 rounded-xl bg-indigo-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-indigo-600/20 hover:bg-indigo-700"
                >
                  {t('hero.cta')}{' '}
                  <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </div>
              <ul className="mt-6 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:gap-6">
                <li className="flex items-center gap-2">
                  <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                  {t('hero.trial', { days: FREE_TRIAL_DAYS })}
                </li>
                <li className="flex items-center gap-2">
                  <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                  {t('hero.noCard')}
                </li>
              </ul>
            </div>
            <HeroPreview />
          </div>
        </section>
        <FeatureCards />
      </main>
      <Footer />
    </div>
  );
}

/** A static picture of a chat, drawn with markup so the page needs no image download. */
function HeroPreview() {
  const { t } = useTranslation('landing');
  return (
    <div className="relative mx-auto w-full max-w-md" aria-hidden="true">
      <div className="absolute -inset-4 -z-0 rounded-3xl bg-gradient-to-tr from-indigo-200 to-violet-200 opacity-60 blur-2xl" />
      <div className="relative rounded-3xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
            PH
          </span>
          <div>
            <p className="font-semibold text-slate-900">Physics Grade 10</p>
            <p className="text-xs text-emerald-700">{t('hero.online')}</p>
          </div>
        </div>
        <div className="space-y-3 py-4 text-sm">
          <p className="ms-auto w-fit max-w-[80%] rounded-2xl rounded-ee-sm bg-indigo-600 px-4 py-2 text-white">
            <span dir="ltr" lang="en">
              What is Newton&apos;s second law?
            </span>
          </p>
          <p className="w-fit max-w-[85%] rounded-2xl rounded-es-sm bg-slate-100 px-4 py-2 text-slate-800">
            <span dir="ltr" lang="en">
              Force equals mass times acceleration (F = m·a). See chapter 3, page 42.
            </span>
          </p>
          <p
            dir="rtl"
            lang="ar"
            className="ms-auto w-fit max-w-[80%] rounded-2xl rounded-ee-sm bg-indigo-600 px-4 py-2 text-white"
          >
            اشرح لي التسارع
          </p>
        </div>
      </div>
    </div>
  );
}
