// What a study-request handler gets and gives back.
import type { SourceDto } from '@edubot/common';
import type { LanguageCode } from '../../search/language-codes.js';
import type { SearchHit, SearchIndex } from '../../search/search-index.js';
import type { BotFileState } from '../bot-files.js';
import type { MaterialChunk, StudyMaterialReader } from '../../search/material-reader.js';
import type { Intent } from './intent.js';
import type { CompiledGlossary } from '../glossary/compiled-glossary.js';

export interface IntentContext {
  intent: Intent;
  botId: string;
  botName: string;
  languages: readonly LanguageCode[];
  /** The bot's files and their state (absent when the caller did not load them). */
  files?: readonly BotFileState[];
  reader: StudyMaterialReader;
  search: SearchIndex;
  /** The bot's glossary (bilingual bots): an Arabic topic on English notes is looked up by it. */
  glossary?: CompiledGlossary | null;
}

export interface IntentReply {
  text: string;
  sources: SourceDto[];
  /**
   * The passages the reply was built from and what the student asked for, so a language model
   * can write the same reply in its own words (absent for replies without material).
   */
  grounding?: { passages: SearchHit[]; citedPassages: number[]; task: string };
}

export function chunkToHit(chunk: MaterialChunk): SearchHit {
  return { ...chunk, score: 0 };
}

/** Numbers passages by first citation, so that [1] is sources[0]. */
export class Citations {
  readonly cited: number[] = [];

  /** The [n] marker of a passage (by its index in the passage list). */
  marker(passage: number): string {
    let at = this.cited.indexOf(passage);
    if (at < 0) at = this.cited.push(passage) - 1;
    return `[${at + 1}]`;
  }
}
