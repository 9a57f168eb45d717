// POST /api/bots/{bot_id}/chat/stream (issue 11): the answer as Server-Sent Events. Pieces go to
// onDelta as they arrive; `done` carries the final text (it replaces the pieces), the chat id and
// the sources. Aborting the signal stops reading; the server keeps what was shown.
import type { SourceDto } from '@edubot/common';
import { ApiError, apiRequest } from '@/lib/api-client';
import { readEventStream } from '../model/event-stream';
import { readChatId, readReplyText, readSources } from '../model/reply';
import { multipart, type SendInput, type SendResult } from './send-message';

export interface StreamResult extends SendResult {
  messageId: string | null;
  /** A language model wrote it: asking again may give a different answer. */
  byModel: boolean;
}

const streamPath = (botId: string) => `/api/bots/${encodeURIComponent(botId)}/chat/stream`;

/** Opens the stream: text as JSON, retried once as multipart if refused (docs/product.md); an image as multipart. */
async function open(input: SendInput, signal: AbortSignal): Promise<Response> {
  const request = (body: { json?: unknown; form?: FormData }) =>
    apiRequest<Response>(streamPath(input.botId), { method: 'POST', ...body, signal, raw: true });
  if (input.image) return request({ form: multipart(input) });
  try {
    return await request({
      json: { user_query: input.text, ...(input.chatId ? { chat_id: input.chatId } : {}) },
    });
  } catch (err) {
    if (signal.aborted) throw err;
    return request({ form: multipart(input) });
  }
}

export async function streamChatMessage(
  input: SendInput,
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<StreamResult> {
  const res = await open(input, signal);
  if (!res.body) throw new ApiError(0, undefined);
  for await (const { event, data } of readEventStream(res.body)) {
    if (event === 'delta') onDelta(String((data as { text?: unknown }).text ?? ''));
    else if (event === 'error') throw new ApiError(500, data);
    else if (event === 'done') {
      return {
        text: readReplyText(data),
        chatId: readChatId(data),
        sources: readSources((data as { sources?: unknown }).sources) as SourceDto[],
        messageId: String((data as { message_id?: unknown }).message_id ?? '') || null,
        byModel: (data as { by_model?: unknown }).by_model === true,
      };
    }
  }
  throw new ApiError(0, undefined);
}
