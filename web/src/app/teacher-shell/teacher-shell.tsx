import { GraduationCap, Menu } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/ui/app-shell';
import { CreateBotWizard } from '@/features/create-bot';
import { TeacherDashboard } from '@/features/teacher-dashboard';
import { TeacherProfile } from '@/features/teacher-profile';
import { clearTeacherSession } from '@/lib/session';
import { endServerSession } from '@/lib/sign-out';
import { getStored } from '@/lib/storage-keys';
import { LOGGED_OUT_TEACHER } from '@/lib/toast-messages';
import { useMobileMenu } from '@/lib/use-mobile-menu';
import { TeacherSidebar, type TeacherView } from './teacher-sidebar';
import { usePageTitle, useTranslation } from '@/lib/i18n';

/** Window event other screens fire to open the create view (docs/product.md). */
export const NAVIGATE_TO_CREATE_BOT = 'navigateToCreateBot';

/** /teacher-page: composes the dashboard, create-bot and profile features. */
export function TeacherShell() {
  const navigate = useNavigate();
  const [view, setView] = useState<TeacherView>('dashboard');
  const { t } = useTranslation(['teacher', 'common']);
  usePageTitle(t(`pageTitle.${view}`));
  const [menuOpen, setMenuOpen] = useMobileMenu();

  const show = useCallback(
    (v: TeacherView) => {
      setView(v);
      setMenuOpen(false);
      window.scrollTo({ top: 0 });
    },
    [setMenuOpen],
  );

  useEffect(() => {
    const onCreate = () => show('create');
    window.addEventListener(NAVIGATE_TO_CREATE_BOT, onCreate);
    return () => window.removeEventListener(NAVIGATE_TO_CREATE_BOT, onCreate);
  }, [show]);

  function openSettings() {
    navigate('/managebot', {
      state: { defaultTab: 'settings', botId: getStored('selectedBotId') },
    });
  }

  function logout() {
    endServerSession();
    navigate('/login', { replace: true });
    clearTeacherSession();
    toast.success(LOGGED_OUT_TEACHER());
  }

  return (
    <AppShell
      menuOpen={menuOpen}
      onCloseMenu={() => setMenuOpen(false)}
      sidebar={
        <TeacherSidebar
          view={view}
          mobileOpen={menuOpen}
          onSelect={show}
          onSettings={openSettings}
          onLogout={logout}
          onClose={() => setMenuOpen(false)}
        />
      }
      header={
        <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('common:menu.open')}
            aria-expanded={menuOpen}
            aria-controls="teacher-sidebar"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <span className="flex items-center gap-2 font-bold text-slate-900">
            <GraduationCap className="h-5 w-5 text-indigo-600" aria-hidden="true" /> EduBot
          </span>
          <span className="w-10" aria-hidden="true" />
        </header>
      }
    >
      {view === 'dashboard' && <TeacherDashboard onCreateBot={() => show('create')} />}
      {view === 'create' && <CreateBotWizard onGoToDashboard={() => show('dashboard')} />}
      {view === 'profile' && <TeacherProfile />}
    </AppShell>
  );
}
