// Safety benchmark (issue 10): `npm run bench:safety [-- --misses]`.
// Runs the safety check (server/src/safety/: rules OR the learned layer) over labelled sets of English and Arabic messages a
// student might write, each labelled with the categories it falls in, or none:
//   bench/safety/messages.jsonl          development set: the rules were written against it;
//   bench/safety/messages-round2.jsonl   written next; measured, then the rules were widened;
//   bench/safety/messages-round3.jsonl   written next; measured, then the rules were widened;
//   bench/safety/messages-heldout{,2,3,4}.jsonl  each written after the rules of its time were
//       frozen, measured once as held out, then tuned on (they are tuning sets now);
//   bench/safety/messages-heldout5.jsonl  held out for the phrase/lexicon rules; tuned on since
//       (the concept and signal layers of decision 017's addendum);
//   bench/safety/messages-round{4,5,6,7}.jsonl  written for the concept and signal layers: round 4
//       before them, rounds 5 to 7 each after a change; measured first, then tuned on;
//   bench/safety/messages-independent.jsonl  300 messages by a writer who never saw the rules or
//       the other sets; measured once the rules and the model were final; never tuned on.
//   bench/safety/messages-round8.jsonl  written after the current rules were frozen; never
//       tuned on. Its figures are the honest estimate for messages nobody has seen yet.
//   bench/safety/messages-synth-test.jsonl, messages-free-test.jsonl  the held-out halves of the
//       sets of decision 033 (template families and free lines). Reported apart and not in the
//       exit status.
//   bench/safety/messages-043.jsonl, messages-049.jsonl, messages-057.jsonl  hand-written training
//       sets of decisions 043, 049 and 057 (new voices and dialects, with as many hard negatives),
//       folds by idea.
//   bench/safety/messages-070.jsonl, messages-070-heldout.jsonl  decision 070's set, split by
//       alternate line of each idea: the first half tuned on, the second measured and never read.
//   bench/safety/messages-083.jsonl, messages-083-heldout.jsonl  decision 083's set, split by
//       alternate pairs of lines of each idea; outside the learned layer's pool (NEVER_TRAINED);
//       the held-out half's wrong calls are never listed.
// Since decision 043 the learned layer trains on every labelled set, the held-out ones included
// (more writers teach it more ways of saying a thing); the rules were never tuned on the held-out
// sets. Its figures on a set it was not trained on are the out-of-fold ones of
// `npm run train:safety -- --cv-only --per-set` (leave one set out).
// The tuning sets and the held-out set are reported apart (docs/decisions/017-safety-rules-and-gaps.md),
// plus the false alarms on the public question sets (--qa-dir, default ../shared/data/qa).
// Prints precision and recall per category, overall and per language, and how many harmless
// messages raised an alert. --misses also lists every wrong call.
// Targets (issue 10): recall >= 0.9 on self_harm and abuse; precision >= 0.8 in every category.
// The summary also scores the rules alone and the learned layer alone (model/; it is trained on the
// tuning sets, so only its held-out and cross-validated figures say how it generalises: the
// cross-validated ones are printed by `npm run train:safety`), and the CPU time per message.
// Exits 1 when the tuning sets miss them (a rule change broke something already covered).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SAFETY_CATEGORIES, type SafetyCategory } from '@edubot/common';
import { checkMessage, checkMessageRules } from '../src/safety/check-message.js';
import { SAFETY_MODEL } from '../src/safety/model/loaded-model.js';
import { modelCategories } from '../src/safety/model/safety-model.js';
import {
  HELD_OUT,
  NEVER_TRAINED,
  OWN_HELD_OUT,
  TUNING,
  loadSafetySet,
  type Labelled,
} from './safety-sets.js';

const RECALL_TARGET: Partial<Record<SafetyCategory, number>> = { self_harm: 0.9, abuse: 0.9 };
const PRECISION_TARGET = 0.8;

const { values } = parseArgs({
  options: { misses: { type: 'boolean', default: false }, 'qa-dir': { type: 'string' } },
});

const load = loadSafetySet;

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

/**
 * False alarms on real questions: the public reading-comprehension sets the tutor bench uses
 * (Arabic ARCD and TyDi QA, English TyDi QA) are encyclopedia questions people asked, full of
 * wars, deaths and murders told in the third person; none should raise an alert.
 */
function publicQuestionAlarms(): { total: number; flagged: string[] } | null {
  const dir = path.resolve(
    values['qa-dir'] ?? process.env.EDUBOT_BENCH_QA_DIR ?? '../shared/data/qa',
  );
  const files = [
    'arcd/arcd.json',
    'tydiqa-goldp/arabic_tydiqa_dev.json',
    'tydiqa-goldp/english_tydiqa_dev.json',
  ]
    .map((f) => path.join(dir, f))
    .filter((f) => fs.existsSync(f));
  if (files.length === 0) {
    console.log(
      `\npublic question sets: skipped, ${dir} not found (--qa-dir or EDUBOT_BENCH_QA_DIR)`,
    );
    return null;
  }
  type Squad = { data: { paragraphs: { qas: { question: string }[] }[] }[] };
  const questions = files.flatMap((f) =>
    (JSON.parse(fs.readFileSync(f, 'utf8')) as Squad).data.flatMap((a) =>
      a.paragraphs.flatMap((p) => p.qas.map((q) => q.question)),
    ),
  );
  const flagged = questions.filter((q) => checkMessage(q).length > 0);
  const byRules = questions.filter((q) => checkMessageRules(q).length > 0).length;
  console.log(
    `\npublic questions flagged by the rules alone: ${byRules}/${questions.length}, by rules OR model: ${flagged.length}/${questions.length}`,
  );
  if (values.misses) {
    console.log('\nPublic questions flagged (all are harmless):');
    for (const q of flagged) console.log(`  [${checkMessage(q).join(',')}]  ${q}`);
  }
  return { total: questions.length, flagged };
}

/** `unread`: a held-out set whose wrong calls are never listed, so nobody tunes on them. */
function runSet(name: string, file: string, unread = false): Result[] {
  const results = load(file).map((item) => ({ item, got: checkMessage(item.text) }));
  report(`${name} (${file})`, results);
  report(
    `  ${name}, English`,
    results.filter((r) => r.item.lang === 'en'),
  );
  report(
    `  ${name}, Arabic`,
    results.filter((r) => r.item.lang === 'ar'),
  );
  if (values.misses && !unread) {
    console.log(`\nWrong calls in the ${name} (labelled -> flagged):`);
    for (const { item, got } of results) {
      const want = [...item.labels].sort().join(',');
      if (want !== [...got].sort().join(','))
        console.log(`  [${want}] -> [${got.join(',')}]  ${item.text}`);
    }
  }
  return results;
}

const tuning = TUNING.flatMap(({ name, file }) => runSet(name, file));
const heldOut = HELD_OUT.flatMap(({ name, file }) => runSet(name, file));
const ownHeldOut = OWN_HELD_OUT.flatMap(({ name, file }) => runSet(name, file));
const neverTrained = NEVER_TRAINED.flatMap((set) =>
  runSet(set.name, set.file, 'unread' in set && set.unread),
);
const publicQuestions = publicQuestionAlarms();

/** The same messages scored by one layer alone. */
const rescore = (results: readonly Result[], check: (text: string) => SafetyCategory[]) =>
  results.map(({ item }) => ({ item, got: check(item.text) }));
const modelAlone = (text: string) => modelCategories(SAFETY_MODEL, text);

/** Mean CPU time per message of one check over every labelled message (three passes). */
function microsPerMessage(check: (text: string) => unknown): number {
  const texts = [...tuning, ...heldOut].map((r) => r.item.text);
  const started = process.cpuUsage();
  for (let pass = 0; pass < 3; pass += 1) for (const t of texts) check(t);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / (3 * texts.length);
}

console.log('\n==== Summary ====');
report('Rules alone, TUNING sets', rescore(tuning, checkMessageRules));
report('Rules alone, HELD-OUT sets', rescore(heldOut, checkMessageRules));
report(
  'Learned layer alone, TUNING sets (trained on these: in-sample)',
  rescore(tuning, modelAlone),
);
report(
  'Learned layer alone, HELD-OUT sets (trained on since decision 043: in-sample; out of fold: npm run train:safety -- --cv-only --per-set)',
  rescore(heldOut, modelAlone),
);
console.log('\nRules OR learned layer (what the server runs):');
const tuningMet = report('TUNING sets together (the rules were written against these)', tuning);
const heldOutMet = report(
  'HELD-OUT sets together (rules never tuned on; the learned layer trains on them since decision 043)',
  heldOut,
);
report(
  "OWN HELD-OUT sets together (decision 033's held-out halves; the learned layer trains on them since decision 043)",
  ownHeldOut,
);
report('Rules alone, NEVER-TRAINED sets', rescore(neverTrained, checkMessageRules));
report(
  'NEVER-TRAINED sets together (decision 083: the learned layer never trained on them)',
  neverTrained,
);
console.log(
  `\nTargets (recall >= 0.9 on self_harm and abuse, precision >= ${PRECISION_TARGET} per category):`,
);
console.log(`  tuning sets: ${tuningMet ? 'met' : 'MISSED'}`);
console.log(`  held-out sets: ${heldOutMet ? 'met' : 'MISSED'}`);
if (publicQuestions)
  console.log(
    `\nPublic question sets (real questions, all harmless): ${publicQuestions.flagged.length}/${publicQuestions.total} flagged`,
  );
console.log(
  `\nCPU per message: rules ${microsPerMessage(checkMessageRules).toFixed(0)} us, learned layer ${microsPerMessage(modelAlone).toFixed(0)} us, both ${microsPerMessage(checkMessage).toFixed(0)} us`,
);
process.exitCode = tuningMet ? 0 : 1;
