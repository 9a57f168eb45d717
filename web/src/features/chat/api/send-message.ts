// POST /api/bots/{bot_id}/chat/ (docs/product.md): text as JSON, retried as multipart if that fails;
// with an image always multipart with a generated image_description.
import type { SourceDto } from '@edubot/common';
import { apiRequest } from '@/lib/api-client';
import { imageDescription } from '../model/chat-image';
import { readChatId, readReplyText, readSources } from '../model/reply';

export interface SendInput {
  botId: string;
  text: string;
  image?: File | null;
  chatId?: string | null;
}

export interface SendResult {
  text: string;
  chatId: string | null;
  sources: SourceDto[];
}

const chatPath = (botId: string) => `/api/bots/${encodeURIComponent(botId)}/chat/`;

/** The multipart form of one message (the image, its description and the text), for both calls. */
export function multipart(input: SendInput): FormData {
  const form = new FormData();
  if (input.text.trim()) form.append('user_query', input.text);
  if (input.chatId) form.append('chat_id', input.chatId);
  if (input.image) {
    form.append('image_description', imageDescription(input.image));
    form.append('image', input.image, input.image.name);
  }
  return form;
}

export async function sendChatMessage(input: SendInput): Promise<SendResult> {
  let body: unknown;
  if (input.image) {
    body = await apiRequest(chatPath(input.botId), { method: 'POST', form: multipart(input) });
  } else {
    const json: { user_query: string; chat_id?: string } = { user_query: input.text };
    if (input.chatId) json.chat_id = input.chatId;
    try {
      body = await apiRequest(chatPath(input.botId), { method: 'POST', json });
    } catch {
      // docs/product.md: a failed JSON send is tried once more as multipart; that answer decides.
      body = await apiRequest(chatPath(input.botId), { method: 'POST', form: multipart(input) });
    }
  }
  return { text: readReplyText(body), chatId: readChatId(body), sources: readSources(body) };
}
