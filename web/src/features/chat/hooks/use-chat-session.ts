import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { AUTH_FAILED } from '@/lib/toast-messages';
import { fetchChatHistory, historyErrorText } from '../api/get-chat-history';
import { myChatsKey } from '../api/get-my-chats';
import { streamChatMessage } from '../api/stream-message';
import { messageId, type ChatMessage } from '../model/messages';
import { sendErrorText } from '../model/send-errors';
import { randomWaitingPhrase } from '../model/waiting-phrases';
import { t } from '@/lib/i18n';

/** docs/product.md: the history list reloads this long after a new chat gets its id. */
export const HISTORY_RELOAD_DELAY_MS = 100;

/**
 * The open conversation with one bot (docs/product.md Chat): optimistic sending, typing indicator,
 * new chat, loading a past chat.
 */
export function useChatSession(botId: string | null, onAuthFailure: (message?: string) => void) {
  const client = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [chatId, setChatId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [waitingPhrase, setWaitingPhrase] = useState('');
  const [loadingChat, setLoadingChat] = useState(false);
  // Replies or histories that arrive after the user moved on to another bot or chat are dropped.
  const generation = useRef(0);
  const objectUrls = useRef<string[]>([]);
  // The answer being streamed; Stop (or leaving the chat) aborts it.
  const streamAbort = useRef<AbortController | null>(null);
  // The last question, when a model answered it: "try again" asks it once more.
  const [retryText, setRetryText] = useState<string | null>(null);

  const clear = useCallback(() => {
    setRetryText(null);
    streamAbort.current?.abort();
    generation.current += 1;
    setMessages([]);
    setChatId(null);
    setSending(false);
    setLoadingChat(false);
  }, []);

  // Selecting a bot clears messages and the current chat.
  useEffect(() => {
    clear();
  }, [botId, clear]);

  useEffect(
    () => () => {
      streamAbort.current?.abort();
      objectUrls.current.forEach((u) => URL.revokeObjectURL(u));
    },
    [],
  );

  const stop = useCallback(() => streamAbort.current?.abort(), []);

  const send = useCallback(
    async (text: string, image: File | null): Promise<boolean> => {
      if (!botId || sending) return false;
      const hasText = text.trim().length > 0;
      if (!hasText && !image) return false;
      if (image && !hasText) {
        toast.error(t('chat:errors.imageNeedsText'));
        return false;
      }
      const gen = generation.current;
      let preview: string | undefined;
      if (image && typeof URL.createObjectURL === 'function') {
        preview = URL.createObjectURL(image);
        objectUrls.current.push(preview);
      }
      const optimistic: ChatMessage = {
        id: messageId(),
        content: text,
        sender: 'user',
        image: preview,
        timestamp: new Date().toISOString(),
      };
      setMessages((list) => [...list, optimistic]);
      setRetryText(null);
      setWaitingPhrase(randomWaitingPhrase());
      setSending(true);
      const wasNewChat = !chatId;
      const controller = new AbortController();
      streamAbort.current = controller;
      const answerId = messageId();
      const reloadChats = () =>
        window.setTimeout(() => void client.invalidateQueries({ queryKey: myChatsKey(botId) }), HISTORY_RELOAD_DELAY_MS);
      // The answer's message: added by its first piece, grown by the next ones, settled at the end.
      const upsertAnswer = (change: (m: ChatMessage) => ChatMessage) =>
        setMessages((list) =>
          list.some((m) => m.id === answerId)
            ? list.map((m) => (m.id === answerId ? change(m) : m))
            : [...list, change({ id: answerId, content: '', sender: 'bot', timestamp: new Date().toISOString() })],
        );
      try {
        const reply = await streamChatMessage(
          { botId, text, image, chatId },
          (piece) => {
            if (gen === generation.current) upsertAnswer((m) => ({ ...m, content: m.content + piece, streaming: true }));
          },
          controller.signal,
        );
        if (gen !== generation.current) return true;
        // The final text replaces the pieces (citations renumbered, or the server's fallback).
        upsertAnswer((m) => ({
          ...m,
          content: reply.text,
          streaming: false,
          ...(reply.messageId ? { serverId: reply.messageId } : {}),
          ...(reply.sources.length ? { sources: reply.sources } : {}),
        }));
        if (reply.chatId && (wasNewChat || reply.chatId !== chatId)) {
          setChatId(reply.chatId);
          reloadChats();
        }
        setRetryText(reply.byModel && !image ? text : null);
        return true;
      } catch (err) {
        if (gen !== generation.current) return false;
        if (controller.signal.aborted) {
          // Stopped: the server keeps the question and what was shown; the list shows the chat.
          upsertAnswer((m) => ({ ...m, streaming: false, stopped: true }));
          reloadChats();
          return true;
        }
        setMessages((list) => list.filter((m) => m.id !== optimistic.id && m.id !== answerId));
        if (err instanceof ApiError && err.status === 401) onAuthFailure(AUTH_FAILED());
        else toast.error(sendErrorText(err));
        return false;
      } finally {
        if (streamAbort.current === controller) streamAbort.current = null;
        if (gen === generation.current) setSending(false);
      }
    },
    [botId, chatId, client, onAuthFailure, sending],
  );

  const openChat = useCallback(
    async (id: string | null | undefined) => {
      if (!id) {
        toast.error(t('chat:errors.invalidChat'));
        return;
      }
      if (!botId) {
        toast.error(t('chat:errors.chatMissingInfo'));
        return;
      }
      streamAbort.current?.abort();
      setRetryText(null);
      const gen = ++generation.current;
      setChatId(id);
      setMessages([]);
      setSending(false);
      setLoadingChat(true);
      try {
        const history = await fetchChatHistory(botId, id);
        if (gen === generation.current) setMessages(history);
      } catch (err) {
        if (gen !== generation.current) return;
        if (err instanceof ApiError && err.status === 401) onAuthFailure(AUTH_FAILED());
        else toast.error(historyErrorText(err));
      } finally {
        if (gen === generation.current) setLoadingChat(false);
      }
    },
    [botId, onAuthFailure],
  );

  const retry = useCallback(() => {
    if (retryText) void send(retryText, null);
  }, [retryText, send]);

  return {
    messages,
    chatId,
    sending,
    waitingPhrase,
    loadingChat,
    send,
    stop,
    canRetry: retryText !== null && !sending,
    retry,
    openChat,
    newChat: clear,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
