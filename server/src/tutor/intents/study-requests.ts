// Routes a classified study request to its handler. null means "answer it as an ordinary
// question" (e.g. "explain how to solve a linear system" names no term to define).
import type { LanguageCode } from '../../search/language-codes.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { BotFileState } from '../bot-files.js';
import type { CompiledGlossary } from '../glossary/compiled-glossary.js';
import type { StudyMaterialReader } from '../../search/material-reader.js';
import { englishSpellings, nameInFiles, type Spelling } from './bot-vocabulary.js';
import { explainReply } from './explain-reply.js';
import type { Intent } from './intent.js';
import type { IntentContext, IntentReply } from './intent-reply.js';
import { overviewReply } from './overview-reply.js';
import { quizReply } from './quiz-reply.js';
import { summarizeReply } from './summarize-reply.js';

export interface StudyRequestInput {
  botId: string;
  botName: string;
  languages: readonly LanguageCode[];
  files?: readonly BotFileState[];
  glossary?: CompiledGlossary | null;
}

const HANDLERS: Record<
  Exclude<Intent['kind'], 'question'>,
  (ctx: IntentContext) => Promise<IntentReply | null>
> = {
  greeting: overviewReply,
  thanks: overviewReply,
  capabilities: overviewReply,
  files: overviewReply,
  summarize: summarizeReply,
  quiz: quizReply,
  explain: explainReply,
};

export class StudyRequests {
  constructor(
    private readonly reader: StudyMaterialReader,
    private readonly search: SearchIndex,
  ) {}

  /** English words of the bot's files that Arabic words of `text` spell (glossary/transliteration.ts). */
  englishSpellings(botId: string, text: string): Promise<Spelling[]> {
    return englishSpellings(this.reader, botId, text);
  }

  /** The bot's files' spelling of a name in the other script (glossary/name-spelling.ts). */
  nameInFiles(botId: string, phrase: string): Promise<string | null> {
    return nameInFiles(this.reader, botId, phrase);
  }

  async reply(intent: Intent, input: StudyRequestInput): Promise<IntentReply | null> {
    if (intent.kind === 'question') return null;
    return HANDLERS[intent.kind]({ ...input, intent, reader: this.reader, search: this.search });
  }
}
