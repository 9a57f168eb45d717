// retrieve -> compose -> answer (architecture §4). Retrieval is always this bot's index only,
// decided here on the server: nothing the student, a file or a model writes can widen it.
import type { SourceDto } from '@edubot/common';
import type { LanguageCode } from '../search/language-codes.js';
import type { SearchIndex } from '../search/search-index.js';
import type { BotFileState } from './bot-files.js';
import { toSources } from './compose.js';
import { unreadableImageMessage } from './decline-messages.js';
import type { ExtractiveOffload } from './extractive-offload.js';
import { CODE_TO_LANGUAGE, detectQuestionLanguage } from './question-language.js';
import type { TutorProvider } from './tutor-provider.js';

export const RETRIEVAL_LIMIT = 8;

/** The provider whose answer is a pure function of the passages (providers/extractive.provider.ts). */
const EXTRACTIVE = 'extractive';

export interface TutorRequest {
  botId: string;
  botName: string;
  botLanguages: readonly LanguageCode[];
  /** What the student typed (may be empty when only an image was sent). */
  text: string;
  /** OCR text of the attached image, joined to the question for retrieval. */
  imageText?: string;
  image?: { mimeType: string; bytes: Buffer };
  /** The bot's study files and their processing state, in upload order (absent: not loaded). */
  files?: readonly BotFileState[];
}

export interface TutorReply {
  text: string;
  sources: SourceDto[];
  provider: string;
}

export class TutorService {
  constructor(
    private readonly search: SearchIndex,
    private readonly provider: TutorProvider,
    /** Runs search + extractive answer in a worker thread when the provider is the extractive one. */
    private readonly offload?: ExtractiveOffload,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async ask(request: TutorRequest, signal?: AbortSignal): Promise<TutorReply> {
    const query = [request.text, request.imageText ?? '']
      .map((s) => s.trim())
      .filter(Boolean)
      .join('\n');
    if (!query) {
      // An image without readable text and no typed words: nothing to search for.
      const language = CODE_TO_LANGUAGE[request.botLanguages[0] ?? 'ara'];
      return { text: unreadableImageMessage(language), sources: [], provider: this.provider.name };
    }
    // The student's own words decide the language; OCR text only when they wrote nothing.
    const questionLanguage = detectQuestionLanguage(
      request.text.trim() || query,
      request.botLanguages,
    );
    if (this.offload && this.provider.name === EXTRACTIVE) {
      const reply = await this.offload.retrieveAndAnswer({
        botId: request.botId,
        query,
        limit: RETRIEVAL_LIMIT,
        languages: request.botLanguages,
        questionLanguage,
        botName: request.botName,
      });
      if (reply) return { ...reply, provider: this.provider.name };
    }
    const passages = await this.search.search(request.botId, query, {
      limit: RETRIEVAL_LIMIT,
      languages: request.botLanguages,
    });
    const answer = await this.provider.answer(
      {
        query,
        questionLanguage,
        botName: request.botName,
        botLanguages: request.botLanguages,
        passages,
        image: request.image,
      },
      signal,
    );
    return {
      text: answer.text,
      sources: toSources(passages, answer.citedPassages, answer.text),
      provider: this.provider.name,
    };
  }
}
