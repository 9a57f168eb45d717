import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/**
 * Shown when a screen throws or its chunk fails to load (e.g. an old tab after a new deploy):
 * a plain way out instead of a blank page. Kept icon-free: it lives in the entry chunk.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t('error.title')}</h1>
      <p className="max-w-sm text-sm text-slate-600">{t('error.body')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          {t('actions.reload')}
        </button>
        <Link
          to="/"
          className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-white"
        >
          {t('actions.home')}
        </Link>
      </div>
    </main>
  );
}

/**
 * Catches what a screen throws while rendering (the declarative router has no errorElement).
 * A new location (`resetKey`) clears the error, so the visitor can navigate away.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(prev: { resetKey: string }): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
