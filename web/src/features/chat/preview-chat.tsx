import { MessagesSquare, SquarePen } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useBotDetails } from './api/get-available-bots';
import { BotWelcome, ChatConversation } from './components/chat-conversation';
import { useChatSession } from './hooks/use-chat-session';
import { useComposer } from './hooks/use-composer';

/** The preview chat open for a bot in this browser tab, so coming back to the tab shows it again. */
const storedChat = (botId: string) => `edubot:preview-chat:${botId}`;
function readStored(botId: string): string | null {
  try {
    return sessionStorage.getItem(storedChat(botId));
  } catch {
    return null;
  }
}
function writeStored(botId: string, chatId: string | null) {
  try {
    if (chatId) sessionStorage.setItem(storedChat(botId), chatId);
    else sessionStorage.removeItem(storedChat(botId));
  } catch {
    // Private mode without storage: the preview simply starts fresh next time.
  }
}

/**
 * "Try your bot" (issue 10 §7): the owner chats with their own bot in the student chat itself,
 * shown in the Manage Bot tab (the app composes the two features, web/src/app/router.tsx)
 * (welcome, starter questions, cited answers with openable sources, the bot's tone and homework
 * mode). The server keeps these chats under the teacher's account, apart from students' chats,
 * and leaves them out of insights and alerts.
 */
export function PreviewChat({ botId }: { botId: string }) {
  const { t } = useTranslation('insight');
  const { t: tc } = useTranslation('chat');
  const navigate = useNavigate();
  const onAuthFailure = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const bot = useBotDetails(botId);
  const session = useChatSession(botId, onAuthFailure);
  const composer = useComposer(session, botId);
  const botName = bot.data?.name || t('preview.bot');

  // Reopen this tab's preview chat once (the history stays while the teacher moves between tabs).
  const restored = useRef(false);
  const { openChat, chatId } = session;
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readStored(botId);
    if (saved) void openChat(saved);
  }, [botId, openChat]);
  useEffect(() => {
    if (restored.current) writeStored(botId, chatId);
  }, [botId, chatId]);

  function newChat() {
    session.newChat();
    composer.reset();
    writeStored(botId, null);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">{t('preview.intro')}</p>
        <Button type="button" variant="secondary" onClick={newChat} disabled={session.sending}>
          <SquarePen className="h-4 w-4" aria-hidden="true" /> {t('preview.newChat')}
        </Button>
      </div>
      <section
        aria-label={t('preview.tab')}
        data-testid="preview-chat"
        className="flex h-[70vh] min-h-[28rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
      >
        <ChatConversation
          botId={botId}
          botName={botName}
          session={session}
          composer={composer}
          feedback={false}
          empty={
            <>
              <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-600" aria-hidden="true">
                <MessagesSquare className="h-7 w-7" />
              </span>
              <p dir="auto" className="text-lg font-semibold text-slate-800">
                {tc('empty.ask', { name: botName })}
              </p>
              {bot.data && (
                <BotWelcome
                  welcome={bot.data.instructions?.welcome ?? ''}
                  starters={bot.data.instructions?.starter_questions ?? []}
                  onPick={(q) => composer.setText(q)}
                />
              )}
            </>
          }
        />
      </section>
    </div>
  );
}
