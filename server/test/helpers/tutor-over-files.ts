// The real tutor (extractive provider) over a real SQLite FTS5 index that holds a few files given
// as their pages' text: for tests of what a student's question to a small class bot gets.
import type { LanguageCode } from '../../src/search/language-codes.js';
import { SqliteFtsIndex } from '../../src/search/sqlite-fts-index.js';
import { createExtractiveProvider } from '../../src/tutor/providers/extractive.provider.js';
import { TutorService, type TutorReply } from '../../src/tutor/tutor.service.js';
import { standardizeQuestion } from '../../src/tutor/colloquial/standardize-question.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { openTempSqlite } from './temp-sqlite.js';

export const CLASS_BOT = 'class';

export interface TutorOverFiles {
  index: SqliteFtsIndex;
  tutor: TutorService;
  /** A question typed to the class bot, as the chat path asks it. */
  ask(text: string): Promise<TutorReply>;
  /** The question as the tutor rewrites it in the words this bot's files hold (decision 044). */
  standardize(question: string): Promise<string>;
  close(): Promise<void>;
}

/** `files` maps a file name to its pages' text, page 1 first. */
export async function tutorOverFiles(
  prefix: string,
  files: Record<string, readonly string[]>,
  languages: readonly LanguageCode[],
): Promise<TutorOverFiles> {
  const sqlite = await openTempSqlite(prefix);
  const index = new SqliteFtsIndex(sqlite.db);
  for (const [filename, pages] of Object.entries(files)) {
    const chunks = pages.map((text, i) => ({ page: i + 1, text, filename }));
    await index.replaceFileChunks(CLASS_BOT, filename, chunks, languages);
  }
  const tutor = new TutorService(index, createExtractiveProvider());
  return {
    index,
    tutor,
    ask: (text) => tutor.ask({ botId: CLASS_BOT, botName: 'Class', botLanguages: languages, text }),
    standardize: (question) =>
      standardizeQuestion(question, languages, (text) =>
        index.termStats(CLASS_BOT, text, languages),
      ),
    close: () => sqlite.close(),
  };
}

/**
 * The same bot for every test of the file (or describe block) that calls this: opened in a
 * beforeAll, closed in an afterAll (decision 109). Most tutor test files open one such bot and
 * ask it throughout; this writes that set-up once. The bot is there inside the tests only.
 */
export function tutorOverFilesForTests(
  prefix: string,
  files: Record<string, readonly string[]>,
  languages: readonly LanguageCode[],
): TutorOverFiles {
  let bot: TutorOverFiles | undefined;
  beforeAll(async () => {
    bot = await tutorOverFiles(prefix, files, languages);
  });
  afterAll(() => bot?.close());
  const opened = (): TutorOverFiles => {
    if (!bot) throw new Error('the class bot opens in beforeAll: use it inside a test');
    return bot;
  };
  return {
    get index() {
      return opened().index;
    },
    get tutor() {
      return opened().tutor;
    },
    ask: (text) => opened().ask(text),
    standardize: (question) => opened().standardize(question),
    close: () => opened().close(),
  };
}

/** The reply quotes the notes (it has sources) and holds the expected words. */
export function expectAnsweredWith(reply: TutorReply, answer: string): void {
  expect(reply.sources.length).toBeGreaterThan(0);
  expect(reply.text).toContain(answer);
}

/** The questions the bot answered (cited a source for), each with its reply: [] when it declined all. */
export async function answeredOf(
  bot: TutorOverFiles,
  questions: readonly string[],
): Promise<string[]> {
  const out: string[] = [];
  for (const question of questions) {
    const reply = await bot.ask(question);
    if (reply.sources.length > 0) out.push(`${question} -> ${reply.text}`);
  }
  return out;
}

/** The reply's text, with the question, so a failing assertion names it. */
export async function replyTo(bot: TutorOverFiles, question: string): Promise<string> {
  return `${question} -> ${(await bot.ask(question)).text}`;
}
