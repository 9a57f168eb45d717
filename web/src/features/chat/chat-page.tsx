import { Bot, Menu, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session-context';
import { logOutStudent } from '@/lib/student-logout';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { useAvailableBots, useBotDetails } from './api/get-available-bots';
import { useChatDetails } from './api/get-chat-details';
import { useMyChats } from './api/get-my-chats';
import { BotWelcome, ChatConversation } from './components/chat-conversation';
import { ChatSidebar } from './components/chat-sidebar';
import { TeacherNotice } from './components/teacher-notice';
import { roleLabel } from './components/user-card-menu';
import { useAuthExit } from './hooks/use-auth-exit';
import { useChatSession } from './hooks/use-chat-session';
import { useComposer } from './hooks/use-composer';
import { useSidebarLayout } from './hooks/use-sidebar-layout';
import { usePageTitle, useTranslation } from '@/lib/i18n';

/** Chat screen (/edubot, docs/product.md). */
export function ChatPage() {
  const { t } = useTranslation('chat');
  usePageTitle(t('pageTitle'));
  const navigate = useNavigate();
  const leaveForLogin = useAuthExit();
  // Set when this screen itself signs the user out, so the missing-token message is not shown too.
  const leaving = useRef(false);
  const authExit = useCallback(
    (message?: string) => {
      leaving.current = true;
      leaveForLogin(message);
    },
    [leaveForLogin],
  );
  const { token, user: cachedUser } = useSession();
  const layout = useSidebarLayout();
  const me = useCurrentUser(Boolean(token));
  const userReady = me.isSuccess || (me.isError && Boolean(cachedUser));
  const bots = useAvailableBots(Boolean(token) && userReady);
  const [selectedBotId, setSelectedBotId] = useState<string | null>(null);
  const botDetails = useBotDetails(selectedBotId);
  const chats = useMyChats(selectedBotId);
  const session = useChatSession(selectedBotId, authExit);
  const chatDetails = useChatDetails(selectedBotId, session.chatId);
  const composer = useComposer(session, selectedBotId);

  // docs/product.md Chat screen: missing token.
  useEffect(() => {
    if (!token && !leaving.current) {
      toast.error(t('errors.noToken'), { id: 'chat-auth' });
      navigate('/login', { replace: true });
    }
  }, [token, navigate, t]);

  // User profile: 401 leaves; other failures fall back to the cached userData.
  useEffect(() => {
    if (!me.error) return;
    if (me.error instanceof ApiError && me.error.status === 401) authExit();
    else if (cachedUser) toast.error(t('errors.profile'), { id: 'chat-profile' });
    else authExit(t('errors.userMissing'));
  }, [me.error, cachedUser, authExit, t]);

  // Available bots.
  useEffect(() => {
    if (!bots.error) return;
    if (bots.error instanceof ApiError && bots.error.status === 401) authExit(AUTH_FAILED());
    else toast.error(t('errors.bots'), { id: 'chat-bots' });
  }, [bots.error, authExit, t]);

  // The first accepted bot is selected when none is chosen.
  useEffect(() => {
    const list = bots.data;
    if (!list?.length) return;
    if (!selectedBotId || !list.some((b) => b.id === selectedBotId)) setSelectedBotId(list[0]!.id);
  }, [bots.data, selectedBotId]);

  // Selected bot details: 401 leaves, 404 falls back to the listed name silently.
  useEffect(() => {
    const err = botDetails.error;
    if (!err) return;
    if (err instanceof ApiError && err.status === 401) authExit(AUTH_FAILED());
    else if (!(err instanceof ApiError && err.status === 404)) toast.error(t('errors.botDetails'), { id: 'chat-bot' });
  }, [botDetails.error, authExit, t]);

  const listed = bots.data?.find((b) => b.id === selectedBotId);
  const botName = botDetails.data?.name || listed?.name || 'EduBot';
  const botSubject = botDetails.data?.subject || listed?.subject;
  const user = me.data ?? cachedUser;

  function newChat() {
    session.newChat();
    composer.reset();
    layout.closeMobile();
  }

  function logout() {
    leaving.current = true;
    logOutStudent(navigate);
  }

  const noBots = bots.isSuccess && bots.data.length === 0;
  const compact = layout.collapsed || (layout.isDesktop && !layout.showLabels);

  return (
    <div className="flex h-dvh overflow-hidden bg-slate-50">
      <ChatSidebar
        width={layout.width}
        isDesktop={layout.isDesktop}
        compact={compact}
        mobileOpen={layout.mobileOpen}
        bots={bots.data ?? []}
        botsLoading={bots.isLoading || !userReady}
        selectedBotId={selectedBotId}
        onSelectBot={(id) => {
          setSelectedBotId(id);
          composer.setImage(null);
        }}
        onNewChat={newChat}
        onToggleCollapse={layout.toggleCollapsed}
        onCloseMobile={layout.closeMobile}
        chats={chats.data ?? []}
        chatsLoading={chats.isLoading}
        currentChatId={session.chatId}
        onChatDeleted={(id) => {
          if (id === session.chatId) newChat();
        }}
        onOpenChat={(id) => {
          layout.closeMobile();
          void session.openChat(id);
        }}
        user={{
          name: user?.name || t('defaultName'),
          email: user?.email ?? '',
          label: roleLabel(user),
          onProfile: () => navigate('/student-page', { state: { openTab: 'profile' } }),
          onChatbot: () => navigate('/edubot'),
          onStudyArea: () => navigate('/student-page', { state: { openTab: 'studyArea' } }),
          onLogout: logout,
        }}
      />

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          {!layout.isDesktop && (
            <button
              type="button"
              onClick={layout.openMobile}
              aria-label={t('header.openMenu')}
              aria-expanded={layout.mobileOpen}
              className="-ms-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
            >
              <Menu className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-600" aria-hidden="true">
            <Bot className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <h1 className="truncate text-base font-semibold text-slate-900">
              <bdi>{selectedBotId ? botName : 'EduBot'}</bdi>
            </h1>
            {/* a chat title can be long: cut at its own end (dir="auto"), yet left-aligned under the bot name */}
            <p dir="auto" className="truncate text-start text-xs text-slate-500">
              {session.chatId && chatDetails.data?.name ? chatDetails.data.name : (botSubject ?? t('header.assistant'))}
            </p>
          </div>
        </header>

        {selectedBotId && <TeacherNotice botId={selectedBotId} />}
        <ChatConversation
          botId={selectedBotId}
          botName={botName}
          session={session}
          composer={composer}
          layoutKey={layout.width}
          empty={
            <>
              <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-600" aria-hidden="true">
                <MessagesSquare className="h-7 w-7" />
              </span>
              <p dir="auto" className="text-lg font-semibold text-slate-800">
                {noBots ? t('empty.noBots') : !selectedBotId ? t('empty.selectBot') : t('empty.ask', { name: botName })}
              </p>
              {!noBots && selectedBotId && botDetails.data && (
                <BotWelcome
                  welcome={botDetails.data.instructions?.welcome ?? ''}
                  starters={botDetails.data.instructions?.starter_questions ?? []}
                  onPick={(q) => composer.setText(q)}
                />
              )}
              {noBots && (
                <>
                  <p className="max-w-sm text-sm text-slate-600">{t('empty.noBotsBody')}</p>
                  <Link
                    to="/student-page"
                    state={{ openTab: 'profile' }}
                    className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    {t('empty.requestLink')}
                  </Link>
                </>
              )}
            </>
          }
        />
      </div>
    </div>
  );
}
