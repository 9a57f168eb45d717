import { Bot, Menu, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session-context';
import { logOutStudent } from '@/lib/student-logout';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { useAvailableBots, useBotDetails } from './api/get-available-bots';
import { useChatDetails } from './api/get-chat-details';
import { useMyChats } from './api/get-my-chats';
import { ChatInput } from './components/chat-input';
import { ChatSidebar } from './components/chat-sidebar';
import { TeacherNotice } from './components/teacher-notice';
import { sendFeedback } from './api/send-feedback';
import { MessageBubble, TypingIndicator } from './components/message-bubble';
import { roleLabel } from './components/user-card-menu';
import { useAuthExit } from './hooks/use-auth-exit';
import { useChatSession } from './hooks/use-chat-session';
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
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

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

  const scrollToEnd = useCallback(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, []);
  // A streamed answer grows in place: its length counts as a change too.
  const lastLength = session.messages.at(-1)?.content.length ?? 0;
  useEffect(() => {
    scrollToEnd();
  }, [session.messages.length, session.sending, lastLength, scrollToEnd]);

  const listed = bots.data?.find((b) => b.id === selectedBotId);
  const botName = botDetails.data?.name || listed?.name || 'EduBot';
  const botSubject = botDetails.data?.subject || listed?.subject;
  const user = me.data ?? cachedUser;

  const send = useCallback(async () => {
    if (session.sending) return;
    const sentText = text;
    const sentImage = image;
    if (!selectedBotId) return;
    if (!sentText.trim() && !sentImage) return;
    if (sentImage && !sentText.trim()) {
      toast.error(t('errors.imageNeedsText'));
      return;
    }
    setText('');
    setImage(null);
    const ok = await session.send(sentText, sentImage);
    // Nothing typed is lost when a send fails: the text and image come back to the input.
    if (!ok) {
      setText((typed) => typed || sentText);
      setImage((i) => i ?? sentImage);
    }
  }, [image, selectedBotId, session, text, t]);

  function newChat() {
    session.newChat();
    setText('');
    setImage(null);
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
          setImage(null);
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

        {/* tabIndex: the conversation scrolls with the arrow keys too (WCAG 2.1.1) */}
        {selectedBotId && <TeacherNotice botId={selectedBotId} />}
        <main className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600" aria-label={t('conversation')} tabIndex={0}>
          <div className="mx-auto flex min-h-full w-full max-w-3xl flex-col px-4 py-6 sm:px-6">
            {session.loadingChat ? (
              <div className="flex flex-1 items-center justify-center text-indigo-600">
                <Spinner label={t('loadingMessages')} />
              </div>
            ) : session.messages.length === 0 && !session.sending ? (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
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
                    onPick={(q) => setText(q)}
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
              </div>
            ) : (
              <ol className="space-y-5" aria-label={t('messages')} aria-live="polite">
                {session.messages.map((m) => (
                  <MessageBubble
                    onFeedback={
                      selectedBotId && session.chatId
                        ? (serverId, helpful) =>
                            sendFeedback(selectedBotId, session.chatId!, serverId, helpful)
                        : undefined
                    }
                    key={m.id}
                    message={m}
                    botName={botName}
                    botId={selectedBotId}
                    onImageLoad={scrollToEnd}
                    onRetry={session.canRetry && m === session.messages.at(-1) ? session.retry : undefined}
                  />
                ))}
                {session.sending && !session.messages.some((m) => m.streaming) && (
                  <TypingIndicator phrase={session.waitingPhrase} />
                )}
              </ol>
            )}
            <div ref={endRef} className="scroll-mb-6" />
          </div>
        </main>

        <div className="shrink-0 border-t border-slate-200 bg-white/80 px-4 py-3 backdrop-blur sm:px-6">
          <div className="mx-auto w-full max-w-3xl">
            <ChatInput
              text={text}
              onTextChange={setText}
              image={image}
              onImageChange={setImage}
              onSend={() => void send()}
              onStop={session.stop}
              hasBot={Boolean(selectedBotId)}
              sending={session.sending}
              layoutKey={layout.width}
            />
            <p className="mt-1.5 hidden text-center text-xs text-slate-500 sm:block">{t('hint')}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The teacher's welcome and starter questions in an empty chat (issue 10); a pick fills the input. */
function BotWelcome({
  welcome,
  starters,
  onPick,
}: {
  welcome: string;
  starters: readonly string[];
  onPick: (question: string) => void;
}) {
  return (
    <>
      {welcome && (
        <p dir="auto" className="max-w-md whitespace-pre-wrap text-sm text-slate-700">
          {welcome}
        </p>
      )}
      {starters.length > 0 && (
        <ul className="flex max-w-xl flex-wrap justify-center gap-2" data-testid="starter-questions">
          {starters.map((q) => (
            <li key={q}>
              <button
                type="button"
                dir="auto"
                onClick={() => onPick(q)}
                className="rounded-full border border-indigo-200 bg-white px-3 py-1.5 text-sm text-indigo-800 hover:bg-indigo-50"
              >
                {q}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
