// A streamed /chat/completions call (issue 11): the server answers Server-Sent Events, one
// `data: {choices:[{delta:{content}}]}` line per piece of text and `data: [DONE]` at the end.
// Each piece goes to onDelta as it arrives; the whole text is returned. A server that ignores
// `stream: true` and answers one JSON body is read as one piece.
import {
  completionText,
  LlmError,
  postCompletion,
  type ChatCompletionRequest,
  type CompletionBody,
} from './chat-completion.js';

interface StreamChunk {
  choices?: { delta?: { content?: unknown } }[];
}

export async function chatCompletionStream(
  request: ChatCompletionRequest,
  onDelta: (text: string) => void,
): Promise<string> {
  const response = await postCompletion(request, true);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const text = completionText((await response.json()) as CompletionBody);
    onDelta(text);
    return text;
  }
  if (!response.body) throw new LlmError('LLM stream has no body');
  const decoder = new TextDecoder();
  let pending = '';
  let text = '';
  let done = false;
  const readLine = (line: string) => {
    if (!line.startsWith('data:')) return; // comments, event names, ids
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: StreamChunk;
    try {
      chunk = JSON.parse(data) as StreamChunk;
    } catch {
      throw new LlmError('LLM stream sent a malformed event');
    }
    const piece = chunk.choices?.[0]?.delta?.content;
    if (typeof piece === 'string' && piece) {
      text += piece;
      onDelta(piece);
    }
  };
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(bytes, { stream: true });
    let newline: number;
    while (!done && (newline = pending.indexOf('\n')) >= 0) {
      readLine(pending.slice(0, newline).replace(/\r$/, ''));
      pending = pending.slice(newline + 1);
    }
    if (done) break;
  }
  if (!done && pending.trim()) readLine(pending.trim());
  if (text.trim() === '') throw new LlmError('LLM reply has no text');
  return text;
}
