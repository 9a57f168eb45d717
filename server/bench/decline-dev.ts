// Quick development loop for decline work (not a benchmark; docs/decisions/046): the real tutor
// over a real SQLite index built from the markdown sources of a class dir (pages split at
// "<!-- page -->", markdown marks removed), asking its questions.jsonl. Seconds, not the bench's
// half hour of ingestion: `npx tsx server/bench/decline-dev.ts server/bench/decline-class [ids]`.
import fs from 'node:fs';
import path from 'node:path';
import { tutorOverFiles } from '../test/helpers/tutor-over-files.js';
import { containsAnswer } from './tutor-bench/normalize-answer.js';

const dir = process.argv[2]!;
const only = process.argv[3] ? new Set(process.argv[3].split(',')) : null;
const cls = JSON.parse(fs.readFileSync(path.join(dir, 'class.json'), 'utf8'));
const qs = fs
  .readFileSync(path.join(dir, 'questions.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l))
  .filter((q) => q.kind !== 'request' && (!only || only.has(q.id)));
function clean(md: string) {
  return md
    .split('\n')
    .filter((l) => !/^\|\s*-{3}/.test(l))
    .map((l) =>
      l
        .replace(/^#+\s*/, '')
        .replace(/^\|\s*/, '')
        .replace(/\s*\|\s*$/, '')
        .replace(/\s*\|\s*/g, ' | '),
    )
    .join('\n');
}
const stats = { unc: 0, uncDecl: 0, cov: 0, covDecl: 0, covOk: 0 };
for (const bot of cls.bots) {
  const files: Record<string, string[]> = {};
  for (const f of bot.files) {
    const src = path.join(dir, f.source);
    let text = fs.readFileSync(src, 'utf8');
    if (src.endsWith('.json')) text = Object.values(JSON.parse(text)).flat().join('\n');
    files[f.filename] = text.split('<!-- page -->').map(clean);
  }
  const t = await tutorOverFiles('decl-dev', files, ['ara', 'eng']);
  for (const q of qs.filter((x) => x.bot === bot.key)) {
    const r = await t.tutor.ask({
      botId: 'class',
      botName: 'Class',
      botLanguages: ['ara', 'eng'],
      text: q.question,
    });
    const declined = r.sources.length === 0;
    const first = r.text.replace(/\s+/g, ' ').slice(0, 150);
    if (q.kind === 'uncovered') {
      stats.unc++;
      if (declined) stats.uncDecl++;
      console.log(
        `${declined ? 'ok  ' : 'ANSW'} ${q.id} ${q.question} -> ${declined ? '' : first}`,
      );
    } else {
      stats.cov++;
      if (declined) stats.covDecl++;
      const ok = containsAnswer(r.text, q.answers);
      if (ok) stats.covOk++;
      console.log(
        `${ok ? 'ok  ' : declined ? 'DECL' : 'MISS'} ${q.id} ${q.question} -> ${declined ? '' : first}`,
      );
    }
  }
  await t.close();
}
console.log(JSON.stringify(stats));
