// GET /api/bots/{bot_id}/chat/history/{chat_id}, sorted oldest first, with docs/product.md messages.
import type { ChatMessageDto } from '@edubot/common';
import { api, ApiError } from '@/lib/api-client';
import { fromHistory, type ChatMessage } from '../model/messages';
import { t } from '@/lib/i18n';

export async function fetchChatHistory(botId: string, chatId: string): Promise<ChatMessage[]> {
  const list = await api.get<ChatMessageDto[]>(
    `/api/bots/${encodeURIComponent(botId)}/chat/history/${encodeURIComponent(chatId)}`,
  );
  return fromHistory(list);
}

export function historyErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 404) return t('chat:errors.chatNotFound');
    if (err.status === 403) return t('chat:errors.chatForbidden');
  }
  return t('chat:errors.chatLoad');
}
