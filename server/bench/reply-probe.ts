// Reply probe (issue 7 §4): asks realistic study requests (greetings, summaries, quizzes,
// explanations, file lists; Arabic and English, typos and dialect) of our benchmark class's bots
// and of the shared class files' bots, through the real app, and prints every reply in full so
// a person can read them as a student would. No scoring: the bench (tutor.ts) scores; this is
// for reading. `npx tsx server/bench/reply-probe.ts [--classfiles <dir>] [--ids p01,p02]`
// (run it under /work/heavy.lock like the bench: it ingests every file, OCR included).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { askClass } from './tutor-bench/ask-class.js';
import type { BenchItem } from './tutor-bench/bench-items.js';
import { loadOwnClass, readJsonl } from './tutor-bench/own-class.js';
import { loadSharedClassFiles } from './tutor-bench/shared-classfiles.js';

const { values: args } = parseArgs({
  options: { classfiles: { type: 'string' }, ids: { type: 'string' } },
});
const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = args.ids ? new Set(args.ids.split(',')) : undefined;
const items = readJsonl<Omit<BenchItem, 'kind'>>(path.join(here, 'reply-probe/requests.jsonl'))
  .filter((i) => !wanted || wanted.has(i.id))
  .map((i): BenchItem => ({ ...i, kind: 'request' }));

const own = await loadOwnClass();
const dir = path.resolve(args.classfiles ?? '../shared/data/classfiles');
const shared = fs.existsSync(path.join(dir, 'bots.json'))
  ? loadSharedClassFiles(dir)
  : { set: { bots: [] }, zipMembers: new Map<string, string[]>() };
const asked = new Set(items.map((i) => i.bot));
const bots = [...own.bots, ...shared.set.bots].filter((b) => asked.has(b.key));
const run = await askClass({ name: 'reply probe', bots, items }, shared.zipMembers, (line) =>
  console.log(line),
);
for (const a of run.asked) {
  console.log(`\n### ${a.item.id} ${a.item.language} -> ${a.item.bot}: ${a.item.question}`);
  console.log(a.reply);
  const sources = a.sources.map(
    (s) => `${a.fileNames.get(s.file_id) ?? s.filename} p${s.page ?? '-'}`,
  );
  console.log(`  [sources: ${sources.join('; ') || 'none'}]`);
}
