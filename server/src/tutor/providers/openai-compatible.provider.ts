// Generative tutor over any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM,
// llama.cpp server, ...): plain fetch, no SDK. Any failure (timeout, network, non-2xx, empty or
// malformed reply) falls back to the extractive answer, so a student always gets an answer
// grounded in the materials, or an honest decline.
import type { LlmConfig } from '../../config.js';
import type { DeltaSink, TutorAnswer, TutorProvider, TutorQuestion } from '../tutor-provider.js';
import { chatCompletion, LlmError } from './chat-completion.js';
import { chatCompletionStream } from './chat-completion-stream.js';
import { parseCitations } from './citations.js';
import { buildMessages } from './prompt.js';

export interface OpenAiCompatibleOptions {
  config: LlmConfig;
  /** Answers when the model cannot: the extractive provider in production. */
  fallback: TutorProvider;
  /** Told about every fallback (logging); never throws into the request. */
  onFallback?: (reason: string) => void;
  fetch?: typeof globalThis.fetch;
}

/** Servers without vision answer 400 and name the image in their message; then we retry without it. */
function rejectsImage(error: unknown): boolean {
  return (
    error instanceof LlmError &&
    error.status === 400 &&
    /image|vision|multimodal|content.?part/i.test(error.body ?? '')
  );
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): TutorProvider {
  const { config, fallback } = options;

  function complete(
    question: TutorQuestion,
    withImage: boolean,
    signal: AbortSignal,
    onDelta?: DeltaSink,
  ) {
    const request = {
      config,
      messages: buildMessages(question, withImage),
      signal,
      fetch: options.fetch,
    };
    return onDelta ? chatCompletionStream(request, onDelta) : chatCompletion(request);
  }

  async function generate(
    question: TutorQuestion,
    signal: AbortSignal,
    onDelta?: DeltaSink,
  ): Promise<TutorAnswer> {
    let content: string;
    try {
      content = await complete(question, question.image !== undefined, signal, onDelta);
    } catch (err) {
      if (!question.image || !rejectsImage(err)) throw err;
      content = await complete(question, false, signal, onDelta);
    }
    return parseCitations(content, question.passages.length);
  }

  /** A study request falls back to its own reply from the materials, a question to the fallback provider. */
  const fallbackAnswer = (question: TutorQuestion, signal?: AbortSignal): Promise<TutorAnswer> =>
    question.studyRequest
      ? Promise.resolve(question.studyRequest.extractive)
      : fallback.answer(question, signal);

  return {
    name: 'openai-compatible',
    async answer(question, signal, onDelta) {
      // Nothing retrieved: there is nothing to ground an answer in, so no model call at all.
      if (question.passages.length === 0) return fallbackAnswer(question, signal);
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        return await generate(question, combined, onDelta);
      } catch (err) {
        options.onFallback?.(err instanceof Error ? err.message : String(err));
        return fallbackAnswer(question, signal);
      }
    },
  };
}
