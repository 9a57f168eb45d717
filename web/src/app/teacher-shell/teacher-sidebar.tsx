import {
  Bot,
  GraduationCap,
  LayoutDashboard,
  LogOut,
  Settings,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export type TeacherView = 'dashboard' | 'create' | 'profile';

const ITEMS: { view: TeacherView; icon: LucideIcon }[] = [
  { view: 'dashboard', icon: LayoutDashboard },
  { view: 'create', icon: Bot },
  { view: 'profile', icon: UserRound },
];

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600';

export function TeacherSidebar({
  view,
  onSelect,
  onSettings,
  onLogout,
  onClose,
  mobileOpen,
}: {
  view: TeacherView;
  onSelect: (v: TeacherView) => void;
  onSettings: () => void;
  onLogout: () => void;
  onClose: () => void;
  mobileOpen: boolean;
}) {
  const { t } = useTranslation(['teacher', 'common']);
  return (
    <aside
      id="teacher-sidebar"
      aria-label={t('nav.label')}
      className={cn(
        'fixed inset-y-0 start-0 z-40 flex w-[280px] flex-col border-e border-slate-200 bg-white transition-transform duration-250 lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:translate-x-0',
        // Closed applies below lg only: wide screens always show the sidebar, in both directions.
        mobileOpen ? 'translate-x-0 shadow-xl' : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full',
      )}
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-100 px-5">
        <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-indigo-600 text-white">
            <GraduationCap className="h-5 w-5" aria-hidden="true" />
          </span>
          EduBot
        </span>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common:menu.close')}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 lg:hidden"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <nav className="flex-1 space-y-1 p-3">
        {ITEMS.map(({ view: v, icon: Icon }) => (
          <button
            key={v}
            type="button"
            onClick={() => onSelect(v)}
            aria-current={view === v ? 'page' : undefined}
            className={cn(
              itemClass,
              view === v
                ? 'bg-indigo-50 text-indigo-700'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
            {t(`nav.${v}`)}
          </button>
        ))}
        <button
          type="button"
          onClick={onSettings}
          className={cn(itemClass, 'text-slate-600 hover:bg-slate-100 hover:text-slate-900')}
        >
          <Settings className="h-5 w-5" aria-hidden="true" />
          {t('nav.settings')}
        </button>
      </nav>
      <div className="border-t border-slate-100 p-3">
        <LanguageSwitcher className="mb-1 w-full justify-start" />
        <button
          type="button"
          onClick={onLogout}
          className={cn(itemClass, 'text-red-600 hover:bg-red-50')}
        >
          <LogOut className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          {t('nav.logout')}
        </button>
      </div>
    </aside>
  );
}
