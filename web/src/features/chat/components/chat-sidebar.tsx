import type { ChatSummaryDto } from '@edubot/common';
import { Bot, GraduationCap, PanelLeftClose, PanelLeftOpen, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { ChatBot } from '../api/get-available-bots';
import { SIDEBAR_ANIMATION_MS } from '../hooks/use-sidebar-layout';
import { ChatHistoryList } from './chat-history-list';
import { UserCardMenu, type UserCardProps } from './user-card-menu';
import { useTranslation } from '@/lib/i18n';

export interface ChatSidebarProps {
  width: number;
  isDesktop: boolean;
  /** Desktop collapsed (153 px): icons only. */
  compact: boolean;
  mobileOpen: boolean;
  bots: ChatBot[];
  botsLoading: boolean;
  selectedBotId: string | null;
  onSelectBot: (id: string) => void;
  onNewChat: () => void;
  onToggleCollapse: () => void;
  onCloseMobile: () => void;
  chats: ChatSummaryDto[];
  chatsLoading: boolean;
  currentChatId: string | null;
  onOpenChat: (id: string | null | undefined) => void;
  onChatDeleted: (chatId: string) => void;
  user: Omit<UserCardProps, 'compact'>;
}

export function ChatSidebar(props: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const { width, isDesktop, compact, mobileOpen, bots, selectedBotId, chats, chatsLoading, currentChatId } = props;
  const selectId = useId();
  const hidden = !isDesktop && !mobileOpen;

  return (
    <>
      {!isDesktop && mobileOpen && (
        <div className="fixed inset-0 z-30 bg-slate-900/40" aria-hidden="true" onClick={props.onCloseMobile} />
      )}
      <aside
        aria-label={t('sidebar.chats')}
        aria-hidden={hidden || undefined}
        inert={hidden || undefined}
        style={{ width, transitionDuration: `${SIDEBAR_ANIMATION_MS}ms` }}
        className={cn(
          'z-40 flex h-full shrink-0 flex-col overflow-hidden border-e border-slate-200 bg-white transition-[width] ease-in-out',
          !isDesktop && 'fixed inset-y-0 start-0 shadow-xl',
          hidden && 'border-e-0',
        )}
      >
        <div className={cn('flex h-16 shrink-0 items-center gap-2 px-4', compact ? 'justify-center' : 'justify-between')}>
          {!compact && (
            <span className="flex min-w-0 items-center gap-2 font-bold text-slate-900">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white">
                <GraduationCap className="h-5 w-5" aria-hidden="true" />
              </span>
              EduBot
            </span>
          )}
          {isDesktop ? (
            <button
              type="button"
              onClick={props.onToggleCollapse}
              aria-label={compact ? t('sidebar.expand') : t('sidebar.collapse')}
              aria-expanded={!compact}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {compact ? <PanelLeftOpen className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" /> : <PanelLeftClose className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />}
            </button>
          ) : (
            <button
              type="button"
              onClick={props.onCloseMobile}
              aria-label={t('sidebar.closeMenu')}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
        </div>

        <div className={cn('space-y-3 px-3', compact && 'flex flex-col items-center')}>
          <button
            type="button"
            onClick={props.onNewChat}
            aria-label={compact ? t('sidebar.newChat') : undefined}
            className={cn(
              'flex items-center justify-center gap-2 rounded-xl bg-indigo-600 text-sm font-medium text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              compact ? 'h-11 w-11' : 'h-10 w-full',
            )}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {!compact && t('sidebar.newChat')}
          </button>
          {compact ? (
            <button
              type="button"
              onClick={props.onToggleCollapse}
              title={bots.find((b) => b.id === selectedBotId)?.name ?? t('sidebar.selectBot')}
              aria-label={t('sidebar.selectBot')}
              className="flex h-11 w-11 items-center justify-center rounded-xl border border-slate-200 text-slate-600 hover:bg-slate-50"
            >
              <Bot className="h-5 w-5" aria-hidden="true" />
            </button>
          ) : (
            <div>
              <label htmlFor={selectId} className="mb-1 block text-xs font-medium uppercase tracking-wide text-slate-500">
                {t('sidebar.selectBot')}
              </label>
              <select
                id={selectId}
                value={selectedBotId ?? ''}
                onChange={(e) => e.target.value && props.onSelectBot(e.target.value)}
                disabled={bots.length === 0}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:bg-slate-50 disabled:text-slate-500"
              >
                <option value="" disabled>
                  {props.botsLoading ? t('sidebar.loadingBots') : bots.length ? t('sidebar.selectBot') : t('sidebar.noBots')}
                </option>
                {bots.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>

        <nav aria-label={t('sidebar.history')} className={cn('mt-4 min-h-0 flex-1 overflow-y-auto px-3', compact && 'hidden')}>
          <h2 className="px-1 pb-2 text-xs font-medium uppercase tracking-wide text-slate-500">{t('sidebar.history')}</h2>
          <ChatHistoryList
            botId={selectedBotId}
            chats={chats}
            chatsLoading={chatsLoading}
            currentChatId={currentChatId}
            onOpenChat={props.onOpenChat}
            onDeleted={props.onChatDeleted}
          />
        </nav>
        {compact && <div className="flex-1" />}

        <div className="border-t border-slate-200 p-2">
          <UserCardMenu {...props.user} compact={compact} />
        </div>
      </aside>
    </>
  );
}
