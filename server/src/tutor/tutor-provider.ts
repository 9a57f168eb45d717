// Answer writers behind one interface (docs/architecture.md). The route never talks to a vendor SDK.
import type { BotTone } from '@edubot/common';
import type { SearchHit } from '../search/search-index.js';
import type { LanguageCode } from '../search/language-codes.js';
import type { TermStats } from '../search/term-stats.js';
import type { BotFileState } from './bot-files.js';

export interface TutorQuestion {
  /** The student's text plus the OCR text of an attached image, if any. */
  query: string;
  /** Language the student wrote in, detected from the text. */
  questionLanguage: 'ar' | 'en' | 'fr' | 'de';
  botName: string;
  botLanguages: readonly LanguageCode[];
  /** Passages retrieved from this bot only, best first. */
  passages: readonly SearchHit[];
  image?: { mimeType: string; bytes: Buffer };
  /** How many of the bot's chunks hold each question word (absent: judged on the passages alone). */
  termStats?: TermStats;
  /** The bot's files and their state: a decline names a file that failed or is still processing. */
  files?: readonly BotFileState[];
  /** A study request (tutor/intents/): the passages are the ones its reply was built from. */
  studyRequest?: StudyRequestTask;
  /** Glossary terms of the bot's files that the question names, with their translation. */
  glossary?: readonly { term: string; translation: string }[];
  /** The bot's tone (tutor/tone.ts); absent: the provider's default wording. */
  tone?: BotTone;
}

export interface StudyRequestTask {
  /** greeting, summarize, quiz, explain, ... (tutor/intents/intent.ts). */
  intent: string;
  /** What to write from the passages, e.g. 'a summary of page 2 of notes.pdf'. */
  task: string;
  /** The reply built from the materials alone: what a provider gives when it cannot do better. */
  extractive: TutorAnswer;
}

export interface TutorAnswer {
  text: string;
  /** Indexes into `passages` that the answer cites, in citation order. */
  citedPassages: number[];
}

/** Pieces of an answer as a provider writes them (streamed replies, issue 11). */
export type DeltaSink = (text: string) => void;

export interface TutorProvider {
  readonly name: string;
  /**
   * `onDelta`, when given, receives the answer's text as it is written (a provider that cannot
   * stream ignores it). The returned answer is the final word: citations renumbered, or a
   * fallback that replaces what was streamed.
   */
  answer(question: TutorQuestion, signal?: AbortSignal, onDelta?: DeltaSink): Promise<TutorAnswer>;
}
