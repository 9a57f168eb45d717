import { Brain, ListChecks, TrendingUp, type LucideIcon } from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon; tint: string }[] = [
  {
    title: 'AI Tutoring',
    text: 'Personalized learning paths that adapt to your pace and learning style.',
    icon: Brain,
    tint: 'bg-indigo-100 text-indigo-700',
  },
  {
    title: 'Adaptive Quizzes',
    text: 'Questions that adjust their difficulty to your performance.',
    icon: ListChecks,
    tint: 'bg-emerald-100 text-emerald-700',
  },
  {
    title: 'Progress Tracking',
    text: 'Detailed analytics and milestone celebrations as you grow.',
    icon: TrendingUp,
    tint: 'bg-amber-100 text-amber-700',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        Everything you need to learn smarter
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, text, icon: Icon, tint }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span
              className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${tint}`}
            >
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
