// Chooses the tutor provider from config: the generative one when EDUBOT_LLM_BASE_URL is set
// (always backed by the extractive answer), the extractive one otherwise. New providers add
// one entry here; nothing else in the app names a provider.
import type { AppConfig } from '../config.js';
import { createExtractiveProvider } from './providers/extractive.provider.js';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible.provider.js';
import type { TutorProvider } from './tutor-provider.js';

export interface ProviderDeps {
  config: Pick<AppConfig, 'llm'>;
  extractive: TutorProvider;
  onFallback?: (reason: string) => void;
}

const FACTORIES: Record<string, (deps: ProviderDeps) => TutorProvider | undefined> = {
  'openai-compatible': ({ config, extractive, onFallback }) =>
    config.llm
      ? createOpenAiCompatibleProvider({ config: config.llm, fallback: extractive, onFallback })
      : undefined,
};

/** Tells the operator their model is failing, at most once a minute (students never see it). */
function warnOncePerMinute(): (reason: string) => void {
  let last = 0;
  return (reason) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    console.warn(
      `EduBot tutor: the language model failed (${reason}); answering from the materials instead.`,
    );
  };
}

export function createTutorProvider(
  config: Pick<AppConfig, 'llm'>,
  onFallback: (reason: string) => void = warnOncePerMinute(),
): TutorProvider {
  const extractive = createExtractiveProvider();
  for (const factory of Object.values(FACTORIES)) {
    const provider = factory({ config, extractive, onFallback });
    if (provider) return provider;
  }
  return extractive;
}
