// CPU cost of the safety check per message (decision 087): `npx tsx server/bench/safety-speed.ts [--runs 7]`.
// Runs the hand-written rules alone and the whole check (rules + learned layer) over every message of
// bench/safety/*.jsonl, several times, and prints the median µs per message of each.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkMessage, checkMessageRules } from '../src/safety/check-message.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'safety');
const texts = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function microsPerMessage(check: (text: string) => unknown): number {
  const start = process.cpuUsage();
  for (const text of texts) check(text);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / texts.length;
}

for (const [name, check] of [
  ['rules alone', checkMessageRules],
  ['whole check', checkMessage],
] as const) {
  microsPerMessage(check); // warm-up: compiles the regexes and the JIT
  const runs = Array.from({ length: Number(values.runs) }, () => microsPerMessage(check));
  console.log(
    `${name}: median ${median(runs).toFixed(0)} µs/message over ${texts.length} messages ` +
      `(runs: ${runs.map((r) => r.toFixed(0)).join(', ')})`,
  );
}
