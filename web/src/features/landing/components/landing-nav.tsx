import { Menu, X } from 'lucide-react';
import { BrandLink } from '@/components/ui/brand-link';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Top bar; under 1024 px the links move into a slide-in menu with an overlay (docs/product.md). */
export function LandingNav() {
  const { t } = useTranslation(['common', 'landing']);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // The overlay and panel sit outside the header: its backdrop blur would otherwise become the
  // containing block of their fixed positioning and clip them to the header's height.
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/80 backdrop-blur">
        <nav
          className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
          aria-label={t('menu.main')}
        >
          <BrandLink />
          <div className="hidden items-center gap-3 lg:flex">
            <LanguageSwitcher />
            <Link
              to="/login"
              className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {t('landing:nav.login')}
            </Link>
            <Link
              to="/register"
              className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-indigo-700"
            >
              {t('landing:nav.signUp')}
            </Link>
          </div>
          <LanguageSwitcher className="ms-auto me-1 lg:hidden" />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={open ? t('menu.close') : t('menu.open')}
            aria-expanded={open}
            aria-controls="landing-mobile-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <Menu className="h-6 w-6" aria-hidden="true" />
            )}
          </button>
        </nav>
      </header>
      <div
        className={cn(
          'fixed inset-0 z-40 bg-slate-900/40 transition-opacity lg:hidden',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        aria-hidden="true"
        data-testid="menu-overlay"
        onClick={() => setOpen(false)}
      />
      <div
        id="landing-mobile-menu"
        ref={panelRef}
        className={cn(
          'fixed inset-y-0 end-0 z-50 flex h-dvh w-72 max-w-[85vw] flex-col gap-2 bg-white p-6 shadow-xl transition-transform duration-300 lg:hidden',
          open ? 'translate-x-0' : 'invisible translate-x-full rtl:-translate-x-full',
        )}
        aria-label={t('menu.mobile')}
        role="dialog"
        aria-modal={open || undefined}
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="text-lg font-bold">{t('menu.title')}</span>
          <button
            type="button"
            aria-label={t('menu.close')}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
            onClick={() => setOpen(false)}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <Link
          to="/login"
          className="rounded-lg px-4 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
        >
          {t('landing:nav.login')}
        </Link>
        <Link
          to="/register"
          className="rounded-lg bg-indigo-600 px-4 py-3 text-center text-base font-medium text-white hover:bg-indigo-700"
        >
          {t('landing:nav.signUp')}
        </Link>
      </div>
    </>
  );
}
