// Cross-language benchmark (docs/decisions/035): `npx tsx server/bench/crosslang.ts
// [--classfiles <dir>] [--verbose]`, or `--class-dir <dir>`: that class and its own questions
// (docs/decisions/056). Arabic questions about English notes and English questions about Arabic
// notes, on bilingual bots of three classes: our benchmark class
// (server/bench/tutor-class), the cross-language class (server/bench/crosslang-class: English
// networking slides, Arabic science and history notes) and the shared class files (MATLAB slides
// in English, cyber-security slides in Arabic). Questions: crosslang-class/questions.jsonl, each
// naming its set. Prints, per set, covered questions answered right / declined / answered wrong,
// uncovered questions declined, and whether an answer's first line is in the student's language.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLASS_DIR } from './class-builder/build-class.js';
import { askClass } from './tutor-bench/ask-class.js';
import type { BenchItem, BenchSet } from './tutor-bench/bench-items.js';
import { loadOwnClass, readJsonl } from './tutor-bench/own-class.js';
import { loadSharedClassFiles } from './tutor-bench/shared-classfiles.js';
import { judge } from './tutor-bench/verdicts.js';

const { values: args } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    classfiles: { type: 'string' },
    /** Comma-separated: class, crosslang, classfiles (default: all three). */
    sets: { type: 'string' },
    /** Another class directory in the same format: all of its own questions, alone. */
    'class-dir': { type: 'string' },
  },
});

const CROSS_DIR = path.join(import.meta.dirname, 'crosslang-class');
type CrossItem = BenchItem & { set: 'class' | 'crosslang' | 'classfiles' };
const items = readJsonl<CrossItem>(path.join(CROSS_DIR, 'questions.jsonl'));

/** Only the bots the set's questions go to (ingesting the rest would measure nothing). */
function narrowed(set: BenchSet, name: CrossItem['set']): BenchSet {
  const own = items.filter((i) => i.set === name);
  const bots = new Set(own.map((i) => i.bot));
  return { ...set, bots: set.bots.filter((b) => bots.has(b.key)), items: own };
}

const firstLineScript = (text: string) => {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  const arabic = line.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = line.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic >= latin ? 'ar' : 'en';
};

async function run(set: BenchSet, zipMembers?: Map<string, string[]>): Promise<void> {
  console.log(`\n${set.name}: ${set.bots.length} bots, ${set.items.length} questions`);
  const { asked } = await askClass(set, zipMembers);
  let right = 0;
  let declined = 0;
  let wrong = 0;
  let leadIn = 0;
  let uncovered = 0;
  let uncoveredDeclined = 0;
  for (const a of asked) {
    const v = judge(a);
    if (v.group === 'uncovered') {
      uncovered++;
      if (v.pass) uncoveredDeclined++;
    } else if (v.declined) declined++;
    else if (v.pass && v.cited) right++;
    else wrong++;
    if (!v.declined && firstLineScript(a.reply) === a.item.language) leadIn++;
    if (args.verbose) {
      const verdict =
        v.group === 'uncovered'
          ? v.pass
            ? 'declined'
            : 'ANSWERED'
          : v.declined
            ? 'DECLINED'
            : v.pass && v.cited
              ? 'right'
              : 'WRONG';
      console.log(`  ${a.item.id} ${verdict.padEnd(8)} ${a.item.question}`);
      if (verdict !== 'declined')
        console.log(`      ${a.reply.replace(/\s+/gu, ' ').slice(0, 220)}`);
    }
  }
  const covered = right + declined + wrong;
  console.log(
    `  covered ${covered}: right ${right}, declined ${declined}, wrong ${wrong}; uncovered ${uncovered}: declined ${uncoveredDeclined}; answers led in the student's language ${leadIn}/${covered - declined + (uncovered - uncoveredDeclined)}`,
  );
}

if (args['class-dir']) {
  await run(await loadOwnClass(path.resolve(args['class-dir'])));
  process.exit(0);
}
const wanted = (name: CrossItem['set']) => !args.sets || args.sets.split(',').includes(name);
if (wanted('class')) await run(narrowed(await loadOwnClass(CLASS_DIR), 'class'));
if (wanted('crosslang')) await run(narrowed(await loadOwnClass(CROSS_DIR), 'crosslang'));
const dir = path.resolve(
  args.classfiles ?? process.env.EDUBOT_BENCH_CLASSFILES_DIR ?? '../shared/data/classfiles',
);
if (!wanted('classfiles')) {
  // not asked for
} else if (fs.existsSync(path.join(dir, 'questions.jsonl'))) {
  const { set, zipMembers } = loadSharedClassFiles(dir);
  await run(narrowed(set, 'classfiles'), zipMembers);
} else console.log(`\nshared class files: skipped, ${dir} not found`);
