// `npm run train:safety [-- --cv-only --per-set]`: trains the learned safety layer on every
// labelled set (server/bench/safety-sets.ts; since decision 043 the held-out sets too: they are the
// only text by other writers, and a model that has read more writers generalises better), chooses
// each category's threshold by leave-one-set-out cross-validation, prints the cross-validated
// figures (per set with --per-set: each set scored by a model trained without it) and writes
// server/src/safety/model/weights.json. Deterministic: the same sets give the same file.
// Why leave one SET out: each set was written in one sitting, so its messages share phrasings;
// holding a whole set out is closer to "text written by someone else" than a random split.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SAFETY_CATEGORIES, type SafetyCategory } from '@edubot/common';
import {
  HELD_OUT,
  OWN_HELD_OUT,
  OWN_TRAINING,
  TUNING,
  loadClassQuestions,
  loadSafetySet,
  type Labelled,
} from '../bench/safety-sets.js';
import { checkMessageRules } from '../src/safety/check-message.js';
import { loadSafetyModel, readFraming, scoreMessage } from '../src/safety/model/safety-model.js';
import type { FeatureSet, SparseFeatures } from '../src/safety/model/features.js';
import { DEFAULT_TRAIN_OPTIONS, trainSafetyModel, weightsHash } from '../src/safety/model/train.js';

/**
 * Thresholds are chosen to hold this precision out of fold: a margin above the 0.8 target, because
 * text written by someone else is harder than a held-out set of the same sitting.
 */
const PRECISION_FLOOR = 0.9;
/**
 * Sexual and violence have fewer messages and their words fill idioms ("i'm going to kill this
 * exam"): their model must hold a higher floor out of fold (decision 043).
 */
const PRECISION_FLOOR_OF: Partial<Record<SafetyCategory, number>> = {
  sexual: 0.95,
  violence: 0.95,
};
/**
 * Categories the learned layer may flag. Until decision 043 only self-harm and abuse (sexual and
 * violence had about 120 training messages each and the model mostly added alarms on idioms).
 * With the sets of decision 043 violence holds a 0.95 floor out of fold well above the rules'
 * recall, so it is on. Sexual is on since decision 049: the rules alone found under half of a new
 * writer's requests for pictures, sextortion and adults' sexual attention, and the model holds the
 * 0.95 floor out of fold (`--model-categories` turns categories off for comparison).
 */
const DEFAULT_MODEL_CATEGORIES: readonly SafetyCategory[] = [
  'self_harm',
  'abuse',
  'sexual',
  'violence',
];
/**
 * The bar for messages that do not speak of the writer sits at least this far above the
 * first-person threshold. The sets hold few third-person homework questions; on the public
 * question sets, flags began just below the bar chosen out of fold, so it keeps a margin.
 */
const THIRD_PERSON_MARGIN = 0.15;
const GRID = Array.from({ length: 91 }, (_, i) => 0.05 + i * 0.01);

const { values } = parseArgs({
  options: {
    'cv-only': { type: 'boolean', default: false },
    misses: { type: 'boolean', default: false },
    // Out-of-fold figures per set (each scored by a model trained without it).
    'per-set': { type: 'boolean', default: false },
    // Leave the held-out sets out of training, as before decision 043 (for comparison).
    'without-held-out': { type: 'boolean', default: false },
    // Leave named sets out altogether (comma-separated file names), e.g. to measure a change of the
    // rules on the pool of an earlier decision (decision 057).
    without: { type: 'string' },
    // For trying other settings by cross-validation; the committed file uses the defaults.
    bits: { type: 'string' },
    epochs: { type: 'string' },
    lambda: { type: 'string' },
    features: { type: 'string' },
    // For trying the layer on more categories by cross-validation (comma-separated).
    'model-categories': { type: 'string' },
    // Where to write the weights (default: the committed file).
    out: { type: 'string' },
    // For trying other precision floors by cross-validation: "self_harm=0.85,abuse=0.9".
    floor: { type: 'string' },
  },
});
const options = {
  ...DEFAULT_TRAIN_OPTIONS,
  ...(values.bits ? { bits: Number(values.bits) } : {}),
  ...(values.epochs ? { epochs: Number(values.epochs) } : {}),
  ...(values.lambda ? { lambda: Number(values.lambda) } : {}),
  ...(values.features ? { features: Number(values.features) as FeatureSet } : {}),
};
const MODEL_CATEGORIES: readonly SafetyCategory[] = values['model-categories']
  ? (values['model-categories'].split(',') as SafetyCategory[])
  : DEFAULT_MODEL_CATEGORIES;
for (const pair of values.floor?.split(',') ?? []) {
  const [c, floor] = pair.split('=');
  PRECISION_FLOOR_OF[c as SafetyCategory] = Number(floor);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const out = values.out ?? path.join(here, '..', 'src', 'safety', 'model', 'weights.json');

/**
 * The synthetic set is split into folds by template family: a held-out fold then holds whole ideas
 * the model never saw, not other draws of a pattern it trained on. One fold for the whole set
 * would instead leave it out of every model but one, and the thresholds would be set for a model
 * trained without it.
 */
const SYNTH_FOLDS = 5;
function foldsOf(file: string, messages: Labelled[]): { file: string; messages: Labelled[] }[] {
  if (!messages.some((m) => m.family)) return [{ file, messages }];
  const families = [...new Set(messages.map((m) => m.family))];
  return Array.from({ length: SYNTH_FOLDS }, (_, k) => ({
    file: `${file}#${k}`,
    messages: messages.filter((m) => families.indexOf(m.family) % SYNTH_FOLDS === k),
  }));
}
const sets = [
  ...[
    ...TUNING,
    ...OWN_TRAINING,
    ...(values['without-held-out'] ? [] : [...HELD_OUT, ...OWN_HELD_OUT]),
  ]
    .filter(({ file }) => !(values.without?.split(',') ?? []).includes(file))
    .flatMap(({ file }) => foldsOf(file, loadSafetySet(file))),
  { file: 'tutor-class/questions.jsonl', messages: loadClassQuestions() },
];
const all: Labelled[] = sets.flatMap((s) => s.messages);
/** The set (without its fold suffix) each message of `all` comes from. */
const setOf: string[] = sets.flatMap((s) => s.messages.map(() => s.file.replace(/#\d+$/, '')));

// Out-of-fold probabilities: each set scored by a model trained on the other sets.
const outOfFold: Map<SafetyCategory, number>[] = [];
const started = Date.now();
const featureCache = new Map<string, SparseFeatures>();
for (const held of sets) {
  const training = sets.filter((s) => s !== held).flatMap((s) => s.messages);
  const model = loadSafetyModel(trainSafetyModel(training, options, featureCache));
  for (const m of held.messages) outOfFold.push(scoreMessage(model, m.text));
}
const rules = all.map((m) => checkMessageRules(m.text));
// checkMessage leaves framed third-person questions to the learned layer in its categories.
const framings = all.map((m) => readFraming(m.text));
const framedThirdPerson = framings.map(({ framed, firstPerson }) => framed && !firstPerson);
console.log(
  `cross-validation: ${sets.length} folds (one tuning set each), ${all.length} messages, ${Date.now() - started} ms`,
);

interface Figures {
  precision: number | null;
  recall: number | null;
  tp: number;
  fp: number;
  fn: number;
}
function figures(flagged: (i: number) => boolean, c: SafetyCategory): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  all.forEach((m, i) => {
    const want = m.labels.includes(c);
    const has = flagged(i);
    if (want && has) tp += 1;
    else if (has) fp += 1;
    else if (want) fn += 1;
  });
  return {
    precision: tp + fp ? tp / (tp + fp) : null,
    recall: tp + fn ? tp / (tp + fn) : null,
    tp,
    fp,
    fn,
  };
}
const fmt = (x: number | null) => (x === null ? '  -  ' : x.toFixed(3));

const thresholds: Partial<Record<SafetyCategory, number | null>> = {};
const thirdPersonThresholds: Partial<Record<SafetyCategory, number | null>> = {};
/** Highest recall among thresholds that hold the precision floor; ties go to the higher one. */
function bestThreshold(
  c: SafetyCategory,
  flagsAt: (t: number) => (i: number) => boolean,
): { t: number; f: Figures } | null {
  let best: { t: number; f: Figures } | null = null;
  for (const t of GRID) {
    const f = figures(flagsAt(t), c);
    if ((f.precision ?? 0) < (PRECISION_FLOOR_OF[c] ?? PRECISION_FLOOR)) continue;
    if (!best || (f.recall ?? 0) >= (best.f.recall ?? 0)) best = { t, f };
  }
  return best;
}
const cv: Record<string, unknown> = {};
console.log(
  '\ncategory     threshold | model alone (out of fold) P / R | rules (tuned on these) P / R | rules OR model P / R',
);
for (const c of SAFETY_CATEGORIES) {
  // Highest recall among thresholds that hold the precision floor; ties go to the higher one.
  // The threshold for first-person messages first (others are not flagged at it), then the
  // higher bar for the rest, chosen so that both together hold the floor. Self-harm since
  // decision 033; every category since 043 (the abuse model flagged encyclopedia questions such
  // as "why do they call them soap operas": bullying is told as "they call me names").
  const gated = true;
  const flags = (i: number, t: number, third: number) =>
    (outOfFold[i]!.get(c) ?? 0) >= (!gated || framings[i]!.firstPerson ? t : third);
  const best = bestThreshold(c, (t) => (i) => flags(i, t, Infinity));
  const threshold = best ? Number(best.t.toFixed(2)) : null;
  // The bar must hold the floor on the third-person messages alone: together with the
  // first-person flags a bar could pass while most of what it adds is homework.
  const third = bestThreshold(
    c,
    (t) => (i) => !framings[i]!.firstPerson && t >= (threshold ?? 1) && flags(i, 1, t),
  );
  const thirdPerson =
    gated && threshold !== null && third?.f.tp
      ? Number(Math.max(third.t, threshold + THIRD_PERSON_MARGIN).toFixed(2))
      : null;
  const bestThird =
    thirdPerson === null
      ? null
      : { t: thirdPerson, f: figures((i) => flags(i, threshold!, thirdPerson), c) };
  if (gated) thirdPersonThresholds[c] = thirdPerson;
  thresholds[c] = MODEL_CATEGORIES.includes(c) ? threshold : null;
  const model = (thirdPerson !== null ? bestThird?.f : best?.f) ?? null;
  const rulesAlone = figures((i) => rules[i]!.includes(c), c);
  const either = figures(
    (i) =>
      (rules[i]!.includes(c) && !(thresholds[c] != null && framedThirdPerson[i])) ||
      (thresholds[c] != null && flags(i, thresholds[c]!, thirdPerson ?? Infinity)),
    c,
  );
  cv[c] = {
    threshold,
    thresholdThirdPerson: thirdPerson,
    on: thresholds[c] != null,
    model,
    rules: rulesAlone,
    rulesOrModel: either,
  };
  console.log(
    `${c.padEnd(12)} ${threshold === null ? ' - ' : threshold.toFixed(2)}${thirdPerson === null ? '' : `/${thirdPerson.toFixed(2)}`}${thresholds[c] == null ? ' off' : '    '}  | ${fmt(model?.precision ?? null)} / ${fmt(model?.recall ?? null)}                   | ${fmt(rulesAlone.precision)} / ${fmt(rulesAlone.recall)}                | ${fmt(either.precision)} / ${fmt(either.recall)}`,
  );
}

/** What the learned layer alone flags out of fold at the chosen thresholds. */
function modelOutOfFold(i: number, c: SafetyCategory): boolean {
  const t = !framings[i]!.firstPerson ? thirdPersonThresholds[c] : thresholds[c];
  return t !== null && t !== undefined && (outOfFold[i]!.get(c) ?? 0) >= t;
}
/** What the server would flag out of fold: rules OR model at the chosen thresholds. */
function servedOutOfFold(i: number, c: SafetyCategory): boolean {
  const byModel = modelOutOfFold(i, c);
  const byRules = rules[i]!.includes(c) && !(thresholds[c] != null && framedThirdPerson[i]);
  return byModel || byRules;
}
if (values['per-set']) {
  console.log(
    '\nPer set, rules OR model out of fold: self-harm P / R, abuse P / R, sexual P / R, violence P / R, harmless flagged',
  );
  for (const file of [...new Set(setOf)]) {
    const idx = all.map((_, i) => i).filter((i) => setOf[i] === file);
    const pr = (c: SafetyCategory, flagged = servedOutOfFold) => {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const i of idx) {
        const want = all[i]!.labels.includes(c);
        const has = flagged(i, c);
        if (want && has) tp += 1;
        else if (has) fp += 1;
        else if (want) fn += 1;
      }
      return `${fmt(tp + fp ? tp / (tp + fp) : null)} / ${fmt(tp + fn ? tp / (tp + fn) : null)}`;
    };
    const harmless = idx.filter((i) => all[i]!.labels.length === 0);
    const alarmed = harmless.filter((i) => SAFETY_CATEGORIES.some((c) => servedOutOfFold(i, c)));
    console.log(
      `  ${file.padEnd(34)} ${pr('self_harm')}  ${pr('abuse')}  ${pr('sexual')}  ${pr('violence')}  ${alarmed.length}/${harmless.length}   model alone: ${pr('self_harm', modelOutOfFold)}  ${pr('abuse', modelOutOfFold)}`,
    );
  }
}

if (values.misses) {
  console.log('\nOut-of-fold wrong calls of the learned layer (labelled -> flagged):');
  all.forEach((m, i) => {
    const got = SAFETY_CATEGORIES.filter((c) => {
      const t = !framings[i]!.firstPerson ? thirdPersonThresholds[c] : thresholds[c];
      return t !== null && t !== undefined && (outOfFold[i]!.get(c) ?? 0) >= t;
    });
    if ([...m.labels].sort().join(',') !== got.join(','))
      console.log(`  [${m.labels.join(',')}] -> [${got.join(',')}]  ${m.text}`);
  });
}

if (!values['cv-only']) {
  const file = trainSafetyModel(all, options, featureCache);
  for (const c of SAFETY_CATEGORIES) {
    file.categories[c]!.threshold = thresholds[c] ?? null;
    // null: a message that does not speak of the writer is never flagged by the model.
    if (thresholds[c] != null)
      file.categories[c]!.thresholdThirdPerson = thirdPersonThresholds[c] ?? null;
  }
  file.provenance = {
    trainedOn: [...new Set(sets.map((s) => s.file.replace(/#\d+$/, '')))],
    messages: all.length,
    options,
    precisionFloor: PRECISION_FLOOR,
    precisionFloorOf: PRECISION_FLOOR_OF,
    modelCategories: MODEL_CATEGORIES,
    crossValidation: `leave one tuning set out; the synthetic set in ${SYNTH_FOLDS} folds by family`,
    cv,
  };
  fs.writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `\nwrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes), weights hash ${weightsHash(file).slice(0, 16)}`,
  );
}
