// POST /api/bots/{bot_id}/chat/{chat_id}/messages/{message_id}/feedback (issue 10): thumbs.
import type { MessageFeedbackDto } from '@edubot/common';
import { api } from '@/lib/api-client';

export function sendFeedback(
  botId: string,
  chatId: string,
  messageId: string,
  helpful: boolean,
): Promise<MessageFeedbackDto> {
  const path = [botId, 'chat', chatId, 'messages', messageId].map(encodeURIComponent).join('/');
  return api.post<MessageFeedbackDto>(`/api/bots/${path}/feedback`, { helpful });
}
