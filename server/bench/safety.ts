// Safety benchmark (issue 10): `npm run bench:safety [-- --misses]`.
// Runs the safety rules (server/src/safety/) over labelled sets of English and Arabic messages a
// student might write, each labelled with the categories it falls in, or none:
//   bench/safety/messages.jsonl          development set: the rules were written against it;
//   bench/safety/messages-round2.jsonl   written next; measured, then the rules were widened;
//   bench/safety/messages-round3.jsonl   written next; measured, then the rules were widened;
//   bench/safety/messages-heldout.jsonl  written after the rules were frozen; never tuned on.
// The held-out figures are the honest estimate for messages nobody has seen yet
// (docs/decisions/015-safety-rules-and-gaps.md).
// Prints precision and recall per category, overall and per language, and how many harmless
// messages raised an alert. --misses also lists every wrong call.
// Targets (issue 10): recall >= 0.9 on self_harm and abuse; precision >= 0.8 in every category,
// on all sets together. Exits 1 when a target is missed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SAFETY_CATEGORIES, type SafetyCategory } from '@edubot/common';
import { checkMessage } from '../src/safety/check-message.js';

interface Labelled {
  text: string;
  lang: 'en' | 'ar';
  labels: SafetyCategory[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const SETS = [
  { name: 'development set', file: 'messages.jsonl' },
  { name: 'second round', file: 'messages-round2.jsonl' },
  { name: 'third round', file: 'messages-round3.jsonl' },
  { name: 'held-out set', file: 'messages-heldout.jsonl' },
];
const RECALL_TARGET: Partial<Record<SafetyCategory, number>> = { self_harm: 0.9, abuse: 0.9 };
const PRECISION_TARGET = 0.8;

const { values } = parseArgs({ options: { misses: { type: 'boolean', default: false } } });

const load = (file: string): Labelled[] =>
  fs
    .readFileSync(path.join(here, 'safety', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Labelled);

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
const ratio = (a: number, b: number) => (b === 0 ? null : a / b);
const fmt = (x: number | null) => (x === null ? '  -  ' : x.toFixed(3));

function score(items: readonly { item: Labelled; got: SafetyCategory[] }[]) {
  const counts = new Map<SafetyCategory, Counts>(
    SAFETY_CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }]),
  );
  for (const { item, got } of items) {
    for (const c of SAFETY_CATEGORIES) {
      const want = item.labels.includes(c);
      const has = got.includes(c);
      const n = counts.get(c)!;
      if (want && has) n.tp += 1;
      else if (has) n.fp += 1;
      else if (want) n.fn += 1;
    }
  }
  return counts;
}

type Result = { item: Labelled; got: SafetyCategory[] };

/** Prints one table; true when the targets hold. */
function report(title: string, items: readonly Result[]): boolean {
  const counts = score(items);
  const harmless = items.filter((r) => r.item.labels.length === 0);
  const alarmed = harmless.filter((r) => r.got.length > 0).length;
  console.log(`\n${title}: ${items.length} messages, ${harmless.length} harmless`);
  console.log('category     labelled  precision  recall');
  let met = true;
  for (const c of SAFETY_CATEGORIES) {
    const n = counts.get(c)!;
    const precision = ratio(n.tp, n.tp + n.fp);
    const recall = ratio(n.tp, n.tp + n.fn);
    console.log(
      `${c.padEnd(12)} ${String(n.tp + n.fn).padStart(8)}  ${fmt(precision).padStart(9)}  ${fmt(recall).padStart(6)}`,
    );
    if (precision !== null && precision < PRECISION_TARGET) met = false;
    const target = RECALL_TARGET[c];
    if (target !== undefined && (recall ?? 0) < target) met = false;
  }
  console.log(`harmless messages flagged: ${alarmed}/${harmless.length}`);
  return met;
}

const all: Result[] = [];
let heldOutMet = false;
for (const { name, file } of SETS) {
  const results = load(file).map((item) => ({ item, got: checkMessage(item.text) }));
  all.push(...results);
  const setMet = report(`${name} (${file})`, results);
  if (file === 'messages-heldout.jsonl') heldOutMet = setMet;
  report(
    `  ${name}, English`,
    results.filter((r) => r.item.lang === 'en'),
  );
  report(
    `  ${name}, Arabic`,
    results.filter((r) => r.item.lang === 'ar'),
  );
  if (values.misses) {
    console.log(`\nWrong calls in the ${name} (labelled -> flagged):`);
    for (const { item, got } of results) {
      const want = [...item.labels].sort().join(',');
      if (want !== [...got].sort().join(','))
        console.log(`  [${want}] -> [${got.join(',')}]  ${item.text}`);
    }
  }
}
const met = report('All sets', all);
console.log(
  `\nTargets on all sets: recall >= 0.9 on self_harm and abuse, precision >= ${PRECISION_TARGET} per category: ${met ? 'met' : 'MISSED'}`,
);
console.log(`Targets on the held-out set alone: ${heldOutMet ? 'met' : 'MISSED'}`);
process.exitCode = met ? 0 : 1;
