import { LogOut, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';

/** One look for every entry of a signed-in sidebar (a button, or a link to another page). */
export const sidebarItemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600';

const idleItemClass = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** A sidebar entry that switches the view; `active` marks the page being shown. */
export function SidebarButton({
  active,
  onClick,
  icon: Icon,
  children,
}: {
  active?: boolean;
  onClick: () => void;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(sidebarItemClass, active ? 'bg-indigo-50 text-indigo-700' : idleItemClass)}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      {children}
    </button>
  );
}

/** A sidebar entry that leaves for another page of the app. */
export function SidebarLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cn(sidebarItemClass, idleItemClass)}>
      <Icon className="h-5 w-5" aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * The sidebar of a signed-in area (teacher or student): brand, the role's entries, then the
 * language switcher and sign-out. Wide screens always show it; below `lg` it slides in from the
 * start edge (right in Arabic) while `open`, and is out of view and out of the tab order otherwise.
 */
export function AppSidebar({
  id,
  label,
  open,
  onClose,
  onLogout,
  logoutLabel,
  children,
}: {
  id: string;
  /** Accessible name of the sidebar landmark. */
  label: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  logoutLabel: string;
  /** The role's entries (SidebarButton / SidebarLink). */
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <aside
      id={id}
      aria-label={label}
      className={cn(
        'fixed inset-y-0 start-0 z-40 flex w-[280px] flex-col border-e border-slate-200 bg-white transition-transform duration-250 lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:translate-x-0',
        open
          ? 'translate-x-0 shadow-xl'
          : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full',
      )}
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-100 px-5">
        <BrandLink />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('menu.close')}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 lg:hidden"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <nav className="flex-1 space-y-1 p-3">{children}</nav>
      <div className="border-t border-slate-100 p-3">
        <LanguageSwitcher className="mb-1 w-full justify-start" />
        <button
          type="button"
          onClick={onLogout}
          className={cn(sidebarItemClass, 'text-red-600 hover:bg-red-50')}
        >
          <LogOut className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          {logoutLabel}
        </button>
      </div>
    </aside>
  );
}
