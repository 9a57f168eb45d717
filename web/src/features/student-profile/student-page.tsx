import { Menu } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppShell } from '@/components/ui/app-shell';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session-context';
import { forgetJoinCode, pendingJoinCode } from '@/lib/pending-join-code';
import { logOutStudent } from '@/lib/student-logout';
import { useMobileMenu } from '@/lib/use-mobile-menu';
import { useMyMemberships } from './api/get-my-memberships';
import { ProfileTab } from './components/profile-tab';
import { StudentSidebar, type StudentTab } from './components/student-sidebar';
import { usePageTitle, useTranslation } from '@/lib/i18n';

function tabFromState(state: unknown): StudentTab | null {
  const openTab = (state as { openTab?: unknown } | null)?.openTab;
  return openTab === 'profile' || openTab === 'studyArea' ? openTab : null;
}

/** A join code from a join link (join-page.tsx), passed in navigation state. */
function stateJoinCode(state: unknown): string | null {
  const code = (state as { joinCode?: unknown } | null)?.joinCode;
  return typeof code === 'string' && code ? code : null;
}

/** Student shell (/student-page, docs/product.md): Profile and Study Area tabs. */
export function StudentPage({
  renderStudyArea,
}: {
  renderStudyArea?: (userName: string) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, user: cachedUser } = useSession();
  // From a join link: in state when already signed in, else waiting since sign-in/registration.
  const [joinCode, setJoinCode] = useState(() => stateJoinCode(location.state) ?? pendingJoinCode());
  const initialState = useRef(location.state);
  // null: no tab asked for; the first screen depends on whether the student has a bot yet.
  const [chosenTab, setTab] = useState<StudentTab | null>(() =>
    joinCode ? 'profile' : tabFromState(location.state),
  );
  const [menuOpen, setMenuOpen] = useMobileMenu();
  const me = useCurrentUser(Boolean(token));
  const memberships = useMyMemberships(Boolean(token));
  const { t } = useTranslation(['student', 'common']);
  // First run: a student without bots starts on the request form (Profile), not the Study Area.
  const firstTab: StudentTab | null = memberships.isPending
    ? null
    : memberships.data?.subscriptions.length === 0
      ? 'profile'
      : 'studyArea';
  const tab = chosenTab ?? firstTab;
  usePageTitle(tab ? t(`pageTitle.${tab}`) : null);

  // The waiting code is used once it is on screen (effects run only for a rendered page).
  useEffect(() => {
    forgetJoinCode();
  }, []);

  // Other screens open a tab by navigating here with state.openTab (e.g. the chat's user menu).
  useEffect(() => {
    if (location.state === initialState.current) return; // read when the page was created
    initialState.current = location.state;
    const code = stateJoinCode(location.state);
    if (code) setJoinCode(code);
    setTab(code ? 'profile' : (tabFromState(location.state) ?? 'studyArea'));
  }, [location.state]);

  // A new tab opens at its top: the window keeps the old tab's scroll position otherwise,
  // hiding the new tab's greeting or header above the viewport.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [tab]);

  function select(next: StudentTab) {
    setTab(next);
    setMenuOpen(false);
  }

  function logout() {
    logOutStudent(navigate);
  }

  const userName = me.data?.name ?? cachedUser?.name ?? t('defaultName');

  return (
    <AppShell
      menuOpen={menuOpen}
      onCloseMenu={() => setMenuOpen(false)}
      sidebar={
        <StudentSidebar
          tab={tab ?? 'studyArea'}
          onSelect={select}
          onLogout={logout}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
        />
      }
      header={
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('common:menu.open')}
            aria-expanded={menuOpen}
            aria-controls="student-sidebar"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </button>
          <span className="font-semibold text-slate-900">
            {tab === 'profile' ? t('nav.profile') : t('nav.studyArea')}
          </span>
        </header>
      }
    >
      {tab === null ? (
        <PageSpinner />
      ) : tab === 'profile' ? (
        <ProfileTab
          user={me.data}
          isLoading={me.isLoading}
          error={me.error}
          joinCode={joinCode ?? undefined}
        />
      ) : (
        renderStudyArea?.(userName)
      )}
    </AppShell>
  );
}
