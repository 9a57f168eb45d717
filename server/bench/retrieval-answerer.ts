// The answer side of the retrieval benchmark: the real TutorService with the embedded
// extractive provider (the default of `npm start`), asked exactly as the chat route asks it.
import type { LanguageCode } from '../src/search/language-codes.js';
import type { SearchIndex } from '../src/search/search-index.js';
import { createExtractiveProvider } from '../src/tutor/providers/extractive.provider.js';
import { TutorService } from '../src/tutor/tutor.service.js';

export interface Answerer {
  name: string;
  /** The reply text, or null when the tutor declines (cites no source). */
  answer(question: string): Promise<string | null>;
}

export function createAnswerer(
  index: SearchIndex,
  botId: string,
  languages: readonly LanguageCode[],
): Answerer {
  const tutor = new TutorService(index, createExtractiveProvider());
  return {
    name: `tutor (${tutor.providerName} provider)`,
    async answer(question) {
      const reply = await tutor.ask({
        botId,
        botName: 'Benchmark',
        botLanguages: languages,
        text: question,
      });
      return reply.sources.length > 0 ? reply.text : null;
    },
  };
}
