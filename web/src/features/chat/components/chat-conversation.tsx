import { Spinner } from '@/components/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { sendFeedback } from '../api/send-feedback';
import type { Composer } from '../hooks/use-composer';
import type { ChatSession } from '../hooks/use-chat-session';
import { ChatInput } from './chat-input';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { useTranslation } from '@/lib/i18n';

/**
 * The conversation with one bot: messages (answers with their openable sources), the typing
 * indicator, the empty state and the input. Used by the student chat screen and by the teacher's
 * "Try your bot" (issue 10 §7), so both behave the same.
 */
export function ChatConversation({
  botId,
  botName,
  session,
  composer,
  empty,
  feedback = true,
  layoutKey,
}: {
  botId: string | null;
  botName: string;
  session: ChatSession;
  composer: Composer;
  /** Shown while the conversation has no message yet. */
  empty: ReactNode;
  /** Thumbs under answers (students' feedback feeds the gaps report; a preview has none). */
  feedback?: boolean;
  /** Changes when the surrounding layout resizes the input. */
  layoutKey?: number;
}) {
  const { t } = useTranslation('chat');
  const endRef = useRef<HTMLDivElement>(null);
  const scrollToEnd = useCallback(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, []);
  // A streamed answer grows in place: its length counts as a change too.
  const lastLength = session.messages.at(-1)?.content.length ?? 0;
  useEffect(() => {
    scrollToEnd();
  }, [session.messages.length, session.sending, lastLength, scrollToEnd]);

  const chatId = session.chatId;
  const onFeedback =
    feedback && botId && chatId
      ? (serverId: string, helpful: boolean) => sendFeedback(botId, chatId, serverId, helpful)
      : undefined;

  return (
    <>
      {/* tabIndex: the conversation scrolls with the arrow keys too (WCAG 2.1.1) */}
      <main className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600" aria-label={t('conversation')} tabIndex={0}>
        <div className="mx-auto flex min-h-full w-full max-w-3xl flex-col px-4 py-6 sm:px-6">
          {session.loadingChat ? (
            <div className="flex flex-1 items-center justify-center text-indigo-600">
              <Spinner label={t('loadingMessages')} />
            </div>
          ) : session.messages.length === 0 && !session.sending ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">{empty}</div>
          ) : (
            <ol className="space-y-5" aria-label={t('messages')} aria-live="polite">
              {session.messages.map((m) => (
                <MessageBubble
                  onFeedback={onFeedback}
                  key={m.id}
                  message={m}
                  botName={botName}
                  botId={botId}
                  onImageLoad={scrollToEnd}
                  onRetry={session.canRetry && m === session.messages.at(-1) ? session.retry : undefined}
                />
              ))}
              {session.sending && !session.messages.some((m) => m.streaming) && <TypingIndicator phrase={session.waitingPhrase} />}
            </ol>
          )}
          <div ref={endRef} className="scroll-mb-6" />
        </div>
      </main>

      <div className="shrink-0 border-t border-slate-200 bg-white/80 px-4 py-3 backdrop-blur sm:px-6">
        <div className="mx-auto w-full max-w-3xl">
          <ChatInput
            text={composer.text}
            onTextChange={composer.setText}
            image={composer.image}
            onImageChange={composer.setImage}
            onSend={() => void composer.send()}
            onStop={session.stop}
            hasBot={Boolean(botId)}
            sending={session.sending}
            layoutKey={layoutKey}
          />
          <p className="mt-1.5 hidden text-center text-xs text-slate-500 sm:block">{t('hint')}</p>
        </div>
      </div>
    </>
  );
}

/** The teacher's welcome and starter questions in an empty chat (issue 10); a pick fills the input. */
export function BotWelcome({
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
