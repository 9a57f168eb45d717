// The answer side of the retrieval benchmark: the real TutorService with the embedded
// extractive provider (the default of `npm start`), asked exactly as the chat route asks it.
import type { SourceDto } from '@edubot/common';
import type { LanguageCode } from '../src/search/language-codes.js';
import type { SearchIndex } from '../src/search/search-index.js';
import {
  createExtractiveProvider,
  type ExtractiveTuning,
} from '../src/tutor/providers/extractive.provider.js';
import { TutorService, type TutorOptions } from '../src/tutor/tutor.service.js';

export interface BenchReply {
  text: string;
  /** Empty when the tutor declined. */
  sources: SourceDto[];
}

export interface Answerer {
  name: string;
  answer(botId: string, question: string): Promise<BenchReply>;
}

export function createAnswerer(
  index: SearchIndex,
  languages: readonly LanguageCode[],
  tuning: Partial<ExtractiveTuning> = {},
  glossaries?: TutorOptions['glossaries'],
): Answerer {
  const tutor = new TutorService(index, createExtractiveProvider(tuning), undefined, {
    glossaries,
  });
  return {
    name: `tutor (${tutor.providerName} provider)`,
    async answer(botId, question) {
      const reply = await tutor.ask({
        botId,
        botName: 'Benchmark',
        botLanguages: languages,
        text: question,
      });
      return { text: reply.text, sources: reply.sources };
    },
  };
}
