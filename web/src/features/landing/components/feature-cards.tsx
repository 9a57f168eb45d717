import { Brain, ListChecks, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

const FEATURES: { key: 'tutoring' | 'quizzes' | 'progress'; icon: LucideIcon; tint: string }[] = [
  {
    key: 'tutoring',
    icon: Brain,
    tint: 'bg-indigo-100 text-indigo-700',
  },
  {
    key: 'quizzes',
    icon: ListChecks,
    tint: 'bg-emerald-100 text-emerald-700',
  },
  {
    key: 'progress',
    icon: TrendingUp,
    tint: 'bg-amber-100 text-amber-700',
  },
];

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('features.title')}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon, tint }) => (
          <li
            key={key}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span
              className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${tint}`}
            >
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              {t(`features.${key}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
