// Training the learned safety layer (docs/decisions/017, addendum "a learned layer"): one-vs-rest
// logistic regression per category, plain SGD with L2, a seeded shuffle, so the same messages
// always give the same weights. No file or network access here; server/tools/train-safety-model.ts
// reads the labelled sets, cross-validates and writes weights.json.
import crypto from 'node:crypto';
import { SAFETY_CATEGORIES, type SafetyCategory } from '@edubot/common';
import type { FeatureSet, SparseFeatures } from './features.js';
import { messageFeatures, type SafetyModelFile } from './safety-model.js';
import { seededRandom } from '../../lib/seeded-random.js';

export interface LabelledMessage {
  text: string;
  labels: readonly SafetyCategory[];
}

export interface TrainOptions {
  bits: number;
  epochs: number;
  /** L2 strength. */
  lambda: number;
  /** Initial learning rate; decays as eta0 / (1 + eta0 * lambda * t). */
  eta0: number;
  seed: number;
  features: FeatureSet;
}

/**
 * Decision 043, chosen by leave-one-set-out cross-validation: feature set 2 (Arabic stems, Arabizi
 * in Arabic letters), 2^16 buckets (2^17 gained little more, at twice the size) and a weaker L2
 * (3e-6 against 1e-5: more messages, so less to fear from fitting them). Feature set 3 (emoji as
 * words) since decision 049.
 */
export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  bits: 16,
  epochs: 20,
  lambda: 3e-6,
  eta0: 0.5,
  seed: 17,
  // Decision 049: emoji as words.
  features: 3,
};

function shuffledOrder(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Logistic regression by SGD. L2 decay is kept as one scalar multiplier (w = scale * v) so a step
 * costs only the message's features, not the whole weight array.
 */
function trainOne(
  xs: readonly SparseFeatures[],
  ys: readonly boolean[],
  options: TrainOptions,
): { weights: Float64Array; bias: number } {
  const v = new Float64Array(1 << options.bits);
  let scale = 1;
  let bias = 0;
  let t = 0;
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const i of shuffledOrder(xs.length, random)) {
      const x = xs[i]!;
      const eta = options.eta0 / (1 + options.eta0 * options.lambda * t);
      t += 1;
      let dot = 0;
      for (let k = 0; k < x.index.length; k += 1) dot += v[x.index[k]!]! * x.value[k]!;
      const p = 1 / (1 + Math.exp(-(scale * dot + bias)));
      const gradient = p - (ys[i] ? 1 : 0);
      scale *= 1 - eta * options.lambda;
      const step = (eta * gradient) / scale;
      for (let k = 0; k < x.index.length; k += 1)
        v[x.index[k]!] = v[x.index[k]!]! - step * x.value[k]!;
      bias -= eta * gradient;
      if (scale < 1e-6) {
        for (let k = 0; k < v.length; k += 1) v[k] = v[k]! * scale;
        scale = 1;
      }
    }
  }
  for (let k = 0; k < v.length; k += 1) v[k] = v[k]! * scale;
  return { weights: v, bias };
}

/** int8 with one scale per category: a quarter of float32's size, error far below a threshold. */
function quantise(weights: Float64Array): { scale: number; bytes: Int8Array } {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 127 : 1;
  const bytes = new Int8Array(weights.length);
  for (let k = 0; k < weights.length; k += 1) bytes[k] = Math.round(weights[k]! / scale);
  return { scale, bytes };
}

/** Trains every category on the messages; thresholds are left null for the caller to set. */
export function trainSafetyModel(
  messages: readonly LabelledMessage[],
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
  /** Features already computed for these options (cross-validation trains many times). */
  cache?: Map<string, SparseFeatures>,
): SafetyModelFile {
  const featuresOf = (text: string) => {
    const known = cache?.get(text);
    if (known) return known;
    const { features } = messageFeatures(text, options.bits, undefined, options.features);
    cache?.set(text, features);
    return features;
  };
  const xs = messages.map((m) => featuresOf(m.text));
  const categories: SafetyModelFile['categories'] = {};
  for (const c of SAFETY_CATEGORIES) {
    const ys = messages.map((m) => m.labels.includes(c));
    const { weights, bias } = trainOne(xs, ys, options);
    const { scale, bytes } = quantise(weights);
    categories[c] = {
      bias,
      scale,
      weights: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64'),
      threshold: null,
    };
  }
  return {
    format: 1,
    bits: options.bits,
    ...(options.features === 1 ? {} : { features: options.features }),
    categories,
    provenance: null,
  };
}

/** SHA-256 of the weights and biases: equal hashes mean the training gave the same model. */
export function weightsHash(file: SafetyModelFile): string {
  const h = crypto.createHash('sha256');
  h.update(String(file.bits));
  if (file.features) h.update(`features:${file.features}`);
  for (const c of SAFETY_CATEGORIES) {
    const entry = file.categories[c];
    if (!entry) continue;
    h.update(`${c}:${entry.bias}:${entry.scale}:${entry.weights}`);
  }
  return h.digest('hex');
}
