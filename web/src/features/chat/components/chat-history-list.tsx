// The History Chats list (issue 11): search over titles and messages, chats grouped by date, and
// per chat a rename (inline) and a delete (after a confirmation).
import type { ChatSummaryDto } from '@edubot/common';
import { Check, MessageSquare, Pencil, Search, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useChatSearch, useDeleteChat, useRenameChat } from '../api/manage-chats';
import { groupChatsByDate } from '../model/date-groups';

const SEARCH_DELAY_MS = 250;

export interface ChatHistoryListProps {
  botId: string | null;
  chats: ChatSummaryDto[];
  chatsLoading: boolean;
  currentChatId: string | null;
  onOpenChat: (id: string | null | undefined) => void;
  /** A chat was deleted: the screen leaves it when it was the open one. */
  onDeleted: (chatId: string) => void;
}

export function ChatHistoryList(props: ChatHistoryListProps) {
  const { t } = useTranslation('chat');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [query]);
  const search = useChatSearch(props.botId, debounced);
  const [deleting, setDeleting] = useState<ChatSummaryDto | null>(null);
  const remove = useDeleteChat(props.botId);

  if (!props.botId) return null;
  const searching = debounced.trim().length > 0;

  function confirmDelete() {
    const chat = deleting;
    if (!chat) return;
    remove.mutate(chat.chat_id, {
      onSuccess: () => {
        toast.success(t('manage.deleted'));
        props.onDeleted(chat.chat_id);
        setDeleting(null);
      },
      onError: () => toast.error(t('manage.deleteFailed')),
    });
  }

  return (
    <>
      <div className="relative mb-2">
        <label htmlFor={searchId} className="sr-only">
          {t('manage.search')}
        </label>
        <Search
          className="pointer-events-none absolute start-2.5 top-2.5 h-4 w-4 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('manage.searchPlaceholder')}
          dir="auto"
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pe-2 ps-8 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
        />
      </div>
      {searching ? (
        search.isLoading ? (
          <p className="px-1 text-sm text-slate-500">{t('manage.searching')}</p>
        ) : (search.data ?? []).length === 0 ? (
          <p className="px-1 text-sm text-slate-500">{t('manage.noResults')}</p>
        ) : (
          <ul className="space-y-0.5 pb-3" aria-label={t('manage.results')}>
            {search.data!.map((hit) => (
              <li key={hit.chat_id}>
                <button
                  type="button"
                  onClick={() => props.onOpenChat(hit.chat_id)}
                  className="w-full rounded-lg px-2.5 py-2 text-start text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span dir="auto" className="block truncate font-medium">
                    {hit.title || t('sidebar.untitled')}
                  </span>
                  {hit.snippet && (
                    <span dir="auto" className="mt-0.5 line-clamp-2 block text-xs text-slate-500">
                      {hit.snippet}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : props.chatsLoading ? (
        <p className="px-1 text-sm text-slate-500">{t('sidebar.loadingChats')}</p>
      ) : props.chats.length === 0 ? (
        <p className="px-1 text-sm text-slate-500">{t('sidebar.noHistory')}</p>
      ) : (
        groupChatsByDate(props.chats).map(({ group, chats }) => (
          <section key={group} aria-label={t(`manage.groups.${group}`)} className="pb-2">
            <h3 className="px-1 pb-1 pt-2 text-xs font-medium text-slate-500">
              {t(`manage.groups.${group}`)}
            </h3>
            <ul className="space-y-0.5">
              {chats.map((c) => (
                <ChatRow
                  key={c.chat_id}
                  botId={props.botId!}
                  chat={c}
                  current={c.chat_id === props.currentChatId}
                  onOpen={() => props.onOpenChat(c.chat_id)}
                  onDelete={() => setDeleting(c)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('manage.deleteTitle')}
        message={
          <span dir="auto">{t('manage.deleteMessage', { title: deleting?.title ?? '' })}</span>
        }
        confirmLabel={t('manage.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function ChatRow({
  botId,
  chat,
  current,
  onOpen,
  onDelete,
}: {
  botId: string;
  chat: ChatSummaryDto;
  current: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(chat.title);
  const rename = useRenameChat(botId);
  const name = chat.title?.trim() || t('sidebar.untitled');

  function save(e: FormEvent) {
    e.preventDefault();
    const next = title.trim();
    if (!next) return;
    rename.mutate(
      { chatId: chat.chat_id, title: next },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(t('manage.renamed'));
        },
        onError: () => toast.error(t('manage.renameFailed')),
      },
    );
  }

  if (editing) {
    return (
      <li>
        <form onSubmit={save} className="flex items-center gap-1 px-1 py-1">
          <input
            autoFocus
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setEditing(false))}
            aria-label={t('manage.newTitle')}
            maxLength={120}
            dir="auto"
            className="min-w-0 flex-1 rounded-md border border-indigo-300 px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
          />
          <button
            type="submit"
            aria-label={t('manage.saveTitle')}
            disabled={rename.isPending}
            className="rounded-md p-1 text-indigo-600 hover:bg-indigo-50"
          >
            <Check className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('manage.cancelRename')}
            onClick={() => setEditing(false)}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </form>
      </li>
    );
  }
  return (
    <li
      className={cn(
        'group flex items-center rounded-lg',
        current ? 'bg-indigo-50' : 'hover:bg-slate-100',
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-current={current ? 'true' : undefined}
        title={name}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2.5 py-2 text-start text-sm focus-visible:outline-2 focus-visible:outline-indigo-600',
          current ? 'font-medium text-indigo-700' : 'text-slate-700',
        )}
      >
        <MessageSquare className="h-4 w-4 shrink-0 opacity-60" aria-hidden="true" />
        {/* dir="auto" so a long Arabic title is cut at its end, text-start so a short one still
            sits beside the icon */}
        <span dir="auto" className="truncate text-start">
          {name}
        </span>
      </button>
      <button
        type="button"
        onClick={() => {
          setTitle(chat.title);
          setEditing(true);
        }}
        aria-label={t('manage.rename', { title: name })}
        className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-white hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('manage.deleteChat', { title: name })}
        className="me-1 shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}
