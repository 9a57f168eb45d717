import { BookOpen, GraduationCap, LogOut, MessageSquare, User, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useTranslation } from '@/lib/i18n';

export type StudentTab = 'profile' | 'studyArea';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600';

function NavButton({
  active,
  onClick,
  icon,
  children,
}: {
  active?: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        itemClass,
        active
          ? 'bg-indigo-50 text-indigo-700'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {icon}
      {children}
    </button>
  );
}

export function StudentSidebar({
  tab,
  onSelect,
  onLogout,
  open,
  onClose,
}: {
  tab: StudentTab;
  onSelect: (tab: StudentTab) => void;
  onLogout: () => void;
  /** Small screens only: whether the slide-in sidebar is shown. */
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['student', 'common']);
  return (
    <>
      <aside
        id="student-sidebar"
        className={cn(
          'fixed inset-y-0 start-0 z-40 flex w-64 flex-col border-e border-slate-200 bg-white transition-transform duration-200 lg:sticky lg:top-0 lg:h-screen lg:translate-x-0',
          // Closed on a small screen: out of view and out of the tab order.
          // Closed applies below lg only: wide screens always show the sidebar, in both directions.
          open ? 'translate-x-0' : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full',
        )}
        aria-label={t('nav.label')}
      >
        <div className="flex h-16 items-center justify-between px-5">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
              <GraduationCap className="h-5 w-5" aria-hidden="true" />
            </span>
            EduBot
          </Link>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common:menu.close')}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 lg:hidden"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <nav className="flex-1 space-y-1 px-3 py-4">
          <NavButton
            active={tab === 'profile'}
            onClick={() => onSelect('profile')}
            icon={<User className="h-5 w-5" aria-hidden="true" />}
          >
            {t('nav.profile')}
          </NavButton>
          <Link
            to="/edubot"
            className={cn(itemClass, 'text-slate-600 hover:bg-slate-100 hover:text-slate-900')}
          >
            <MessageSquare className="h-5 w-5" aria-hidden="true" />
            {t('nav.myChatbot')}
          </Link>
          <NavButton
            active={tab === 'studyArea'}
            onClick={() => onSelect('studyArea')}
            icon={<BookOpen className="h-5 w-5" aria-hidden="true" />}
          >
            {t('nav.studyArea')}
          </NavButton>
        </nav>
        <div className="border-t border-slate-200 p-3">
          <LanguageSwitcher className="mb-1 w-full justify-start" />
          <NavButton onClick={onLogout} icon={<LogOut className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />}>
            <span className="text-red-600">{t('nav.logout')}</span>
          </NavButton>
        </div>
      </aside>
    </>
  );
}
