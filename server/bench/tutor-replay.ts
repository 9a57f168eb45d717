// Asks a benchmark set again over files a tutor bench run already ingested (issue 7), without
// ingesting them again: OCR and chunking of the shared class files take 10-20 minutes on a
// loaded machine, the questions a minute. For iterating on the tutor's answers only; the
// figures to report come from tutor.ts.
//   npx tsx server/bench/tutor-replay.ts --data-dir <copy of a bench run's data folder>
//     [--only class|classfiles] [--class-dir <dir>] [--classfiles <dir>] [--ids c001,q003]
//     [--verbose]
// The copy is taken while tutor.ts runs (its app's EDUBOT_DATA_DIR, once every file is
// COMPLETED; copy the SQLite file with its -wal). Bots are found by the names tutor.ts gave
// them. Questions go to the tutor as the chat path sends them (files, tone, languages); photo
// questions are skipped.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { botInstructions } from '../src/modules/bots/bot-dto.js';
import { botLanguages } from '../src/modules/bots/bot-languages.js';
import { ChatsRepository } from '../src/modules/chats/chats.repository.js';
import { createTestApp } from '../test/helpers/test-app.js';
import { CLASS_DIR } from './class-builder/build-class.js';
import type { AskedItem, BenchSet } from './tutor-bench/bench-items.js';
import { loadOwnClass } from './tutor-bench/own-class.js';
import { reportSet } from './tutor-bench/report.js';
import { loadSharedClassFiles } from './tutor-bench/shared-classfiles.js';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    classfiles: { type: 'string' },
    'class-dir': { type: 'string' },
    only: { type: 'string', default: 'classfiles' },
    ids: { type: 'string' },
  },
});
if (!args['data-dir']) throw new Error('--data-dir <folder of a bench run> is required');

const idFilter = args.ids ? new Set(args.ids.split(',')) : undefined;
const loaded =
  args.only === 'class'
    ? {
        set: await loadOwnClass(args['class-dir'] ? path.resolve(args['class-dir']) : CLASS_DIR),
        zipMembers: new Map<string, string[]>(),
      }
    : loadSharedClassFiles(path.resolve(args.classfiles ?? '../shared/data/classfiles'));
const set: BenchSet = loaded.set;
if (idFilter) set.items = set.items.filter((i) => idFilter.has(i.id));

const test = await createTestApp({
  EDUBOT_LOG_LEVEL: 'silent',
  EDUBOT_DATA_DIR: path.resolve(args['data-dir']),
});
try {
  const { db, tutor } = test.ctx;
  const chats = new ChatsRepository(db);
  const asked: AskedItem[] = [];
  for (const item of set.items) {
    if (item.image) continue;
    const spec = set.bots.find((b) => b.key === item.bot)!;
    const bot = await db
      .selectFrom('bots')
      .selectAll()
      .where('name', '=', spec.name)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const files = await chats.fileStates(bot.id);
    const started = performance.now();
    const reply = await tutor.ask({
      botId: bot.id,
      botName: bot.name,
      botLanguages: botLanguages(bot.supported_languages),
      text: item.question,
      files,
      tone: botInstructions(bot).tone,
    });
    asked.push({
      item,
      reply: reply.text,
      sources: reply.sources,
      fileNames: new Map(files.map((f) => [f.fileId, f.filename])),
      botFiles: spec.files.map((f) => f.filename),
      zipMembers: loaded.zipMembers,
      status: 200,
      ms: performance.now() - started,
    });
  }
  reportSet(`${set.name} (replayed)`, { asked, files: [], ingestSeconds: 0 }, args.verbose);
} finally {
  await test.close();
}
