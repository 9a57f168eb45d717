// Tutor benchmark (issue 7): `npm run bench:tutor [-- --verbose] [--classfiles <dir>]
// [--class-dir <dir>] [--classfiles-set <dir>] [--only class|classfiles]`.
// Builds our benchmark class from its text sources (server/bench/tutor-class/; --class-dir or
// EDUBOT_BENCH_CLASS_DIR: another class in the same format, e.g. a held-out one kept outside the
// repo), creates its bots through the real app, uploads every file through the real ingestion
// pipeline, asks every question in a new chat through the real chat path, and prints accuracy,
// citation accuracy, decline rates and study-request behaviour beside the targets. Then the same
// for the shared class files (../shared/data/classfiles) when they are present; --classfiles-set
// asks another folder's bots.json and questions.jsonl of those files. Scoring:
// tutor-bench/verdicts.ts.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { askClass } from './tutor-bench/ask-class.js';
import { CLASS_DIR } from './class-builder/build-class.js';
import { loadOwnClass } from './tutor-bench/own-class.js';
import { reportSet } from './tutor-bench/report.js';
import { loadSharedClassFiles } from './tutor-bench/shared-classfiles.js';

const { values: args } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    classfiles: { type: 'string' },
    'class-dir': { type: 'string' },
    'classfiles-set': { type: 'string' },
    only: { type: 'string' },
    ids: { type: 'string' },
  },
});

const wanted = (set: 'class' | 'classfiles') => !args.only || args.only === set;
const idFilter = args.ids ? new Set(args.ids.split(',')) : undefined;
const progress = (line: string) => console.log(line);

async function main(): Promise<void> {
  if (wanted('class')) {
    const classDir = args['class-dir'] ?? process.env.EDUBOT_BENCH_CLASS_DIR;
    const set = await loadOwnClass(classDir ? path.resolve(classDir) : CLASS_DIR);
    if (idFilter) set.items = set.items.filter((i) => idFilter.has(i.id));
    console.log(
      `${set.name}: ${set.bots.length} bots, ${set.bots.reduce((n, b) => n + b.files.length, 0)} files, ${set.items.length} questions; ingesting ...`,
    );
    reportSet(set.name, await askClass(set, new Map(), progress), args.verbose);
  }
  if (wanted('classfiles')) {
    const dir = path.resolve(
      args.classfiles ?? process.env.EDUBOT_BENCH_CLASSFILES_DIR ?? '../shared/data/classfiles',
    );
    if (!fs.existsSync(path.join(dir, 'questions.jsonl'))) {
      console.log(
        `\nshared class files: skipped, ${dir} not found (pass --classfiles <dir> or set EDUBOT_BENCH_CLASSFILES_DIR)`,
      );
      return;
    }
    const setDir = args['classfiles-set'] ? path.resolve(args['classfiles-set']) : dir;
    const { set, zipMembers } = loadSharedClassFiles(dir, setDir);
    if (idFilter) set.items = set.items.filter((i) => idFilter.has(i.id));
    console.log(
      `\n${set.name}: ${set.bots.length} bots, ${set.items.length} questions; ingesting ...`,
    );
    reportSet(set.name, await askClass(set, zipMembers, progress), args.verbose);
  }
}

await main();
