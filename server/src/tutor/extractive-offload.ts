// Retrieval plus the extractive answer in one step that can run off the main thread (the search
// workers, docs/decisions/007; their entry is extractive-worker.ts). The extractive tutor is a pure
// function of (question, passages), so the worker computes exactly what TutorService.ask computes
// in-process.
import type { SourceDto } from '@edubot/common';
import type { LanguageCode } from '../search/language-codes.js';
import type { PooledSearchIndex } from '../search/pooled-search-index.js';
import type { SearchHit } from '../search/search-index.js';
import type { TermStats } from '../search/term-stats.js';
import type { BotFileState } from './bot-files.js';
import { toSources } from './compose.js';
import { extractiveAnswer } from './providers/extractive.provider.js';
import type { TutorQuestion } from './tutor-provider.js';

export interface ExtractiveRequest {
  botId: string;
  query: string;
  limit: number;
  languages: readonly LanguageCode[];
  questionLanguage: TutorQuestion['questionLanguage'];
  botName: string;
  files?: readonly BotFileState[];
}

export interface ExtractiveReply {
  text: string;
  sources: SourceDto[];
}

/** What the search worker's answer step needs besides the query and the hits. */
export type ExtractiveAnswerPayload = Pick<
  ExtractiveRequest,
  'questionLanguage' | 'botName' | 'files'
>;

export interface ExtractiveOffload {
  /** Search and answer off-thread; null when that is not available (the caller does it in-process). */
  retrieveAndAnswer(request: ExtractiveRequest): Promise<ExtractiveReply | null>;
}

/** The extractive answer and its sources for passages already retrieved (default tuning). */
export function extractiveReply(
  request: Omit<ExtractiveRequest, 'botId' | 'limit'>,
  passages: readonly SearchHit[],
  termStats?: TermStats,
): ExtractiveReply {
  const answer = extractiveAnswer({
    query: request.query,
    questionLanguage: request.questionLanguage,
    botName: request.botName,
    botLanguages: request.languages,
    passages,
    termStats,
    files: request.files,
  });
  return { text: answer.text, sources: toSources(passages, answer.citedPassages, answer.text) };
}

/**
 * The files an extractive reply can name: the decline names those not read yet or unreadable
 * (answer/decline-reply.ts), never a ready one. Only those cross to the worker thread: a bot of
 * 80 ready files no longer has 80 file states copied to the thread for every question (decision 102).
 */
export function filesToNameInDeclines(
  files: readonly BotFileState[] | undefined,
): BotFileState[] | undefined {
  return files?.filter((f) => f.status !== 'COMPLETED');
}

/** Where the worker threads start: this folder's entry from the sources, the bundle's otherwise. */
export function extractiveWorkerEntry(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./extractive-worker.dev.mjs', import.meta.url)
    : new URL('./search-worker.js', import.meta.url);
}

/** Retrieval and the extractive answer in the index's worker threads. */
export function offloadTo(index: Pick<PooledSearchIndex, 'searchAndAnswer'>): ExtractiveOffload {
  return {
    async retrieveAndAnswer(request) {
      const { botId, query, limit, languages, questionLanguage, botName, files } = request;
      const payload: ExtractiveAnswerPayload = {
        questionLanguage,
        botName,
        files: filesToNameInDeclines(files),
      };
      const reply = await index.searchAndAnswer(botId, query, { limit, languages }, payload);
      return reply as ExtractiveReply | null;
    },
  };
}
