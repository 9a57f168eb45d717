// One call to an OpenAI-compatible /chat/completions endpoint (plain fetch, no SDK), shared by
// the generative tutor and the query translator. Throws LlmError on a non-2xx answer or a reply
// without text; callers decide how to fall back.
import type { LlmConfig } from '../../config.js';
import type { ChatMessage } from './prompt.js';

export class LlmError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
  }
}

export interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
}

const MAX_ERROR_BODY = 2000;

export interface ChatCompletionRequest {
  config: LlmConfig;
  messages: ChatMessage[];
  signal: AbortSignal;
  temperature?: number;
  fetch?: typeof globalThis.fetch;
}

/** POSTs the request; a non-2xx answer throws LlmError with the start of its body. */
export async function postCompletion(
  request: ChatCompletionRequest,
  stream: boolean,
): Promise<Response> {
  const { config } = request;
  const doFetch = request.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
  };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const response = await doFetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: config.model,
      messages: request.messages,
      temperature: request.temperature ?? 0.2,
      stream,
    }),
    signal: request.signal,
  });
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).slice(0, MAX_ERROR_BODY);
    throw new LlmError(`LLM answered HTTP ${response.status}`, response.status, body);
  }
  return response;
}

/** The reply text of a whole (non-streamed) completion body. */
export function completionText(json: CompletionBody): string {
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new LlmError('LLM reply has no text');
  return content;
}

export async function chatCompletion(request: ChatCompletionRequest): Promise<string> {
  const response = await postCompletion(request, false);
  return completionText((await response.json()) as CompletionBody);
}
