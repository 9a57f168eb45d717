// The learned safety layer at run time (docs/decisions/017, addendum "a learned layer"): one
// logistic regression per category over hashed features (features.ts), trained by
// `npm run train:safety` (server/tools/train-safety-model.ts) and stored in weights.json as int8
// weights with one scale per category. Scoring a message is a few hundred multiply-adds.
import { SAFETY_CATEGORIES, type SafetyCategory } from '@edubot/common';
import {
  emojiOf,
  featureNames,
  hashFeatures,
  type FeatureSet,
  isFirstPerson,
  normaliseForModel,
  type SparseFeatures,
} from './features.js';
import { prepareForRules } from '../prepare-text.js';
import { classifyIntent } from '../../tutor/intents/classify-intent.js';
import { FRAMING_PENALTY, hasAcademicFraming, withoutFraming } from './framing.js';

/** What train-safety-model.ts writes and this file reads. */
export interface SafetyModelFile {
  format: 1;
  /** Features are hashed into 2^bits buckets. */
  bits: number;
  /** Which features the weights were trained on (features.ts); absent: 1. */
  features?: FeatureSet;
  categories: Partial<
    Record<
      SafetyCategory,
      {
        bias: number;
        /** Weight of bucket i = scale * int8 i of `weights` (base64). */
        scale: number;
        weights: string;
        /** Probability at or above which the category is flagged; null: the model is off for it. */
        threshold: number | null;
        /**
         * The higher bar for a message that does not speak of the writer ("how high does a
         * building have to be so you don't survive", "الواحد يموت بدون ألم"). Null: such messages
         * are left to the rules. Absent: self-harm leaves them to the rules, the other categories
         * use `threshold` (files before decision 043).
         */
        thresholdThirdPerson?: number | null;
      }
    >
  >;
  /** How the file was made (training sets, options, cross-validated figures); not read here. */
  provenance: unknown;
}

interface CategoryModel {
  bias: number;
  scale: number;
  weights: Int8Array;
  threshold: number | null;
  /** undefined: not set in the file (see thresholdFor). */
  thresholdThirdPerson: number | null | undefined;
}

export interface SafetyModel {
  bits: number;
  features: FeatureSet;
  categories: Map<SafetyCategory, CategoryModel>;
}

export function loadSafetyModel(file: SafetyModelFile): SafetyModel {
  if (file.format !== 1) throw new Error(`safety model: unknown format ${String(file.format)}`);
  const size = 1 << file.bits;
  const categories = new Map<SafetyCategory, CategoryModel>();
  for (const c of SAFETY_CATEGORIES) {
    const entry = file.categories[c];
    if (!entry) continue;
    const bytes = Buffer.from(entry.weights, 'base64');
    if (bytes.length !== size)
      throw new Error(`safety model: ${c} has ${bytes.length} weights, expected ${size}`);
    const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    categories.set(c, {
      bias: entry.bias,
      scale: entry.scale,
      weights,
      threshold: entry.threshold,
      thresholdThirdPerson: entry.thresholdThirdPerson,
    });
  }
  return { bits: file.bits, features: file.features ?? 1, categories };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * How a message is framed: as a story, lesson or project, or as a study request the tutor
 * recognises ("tell me about lava", "quiz me on chapter 3", "اشرح لي الدرس": it asks for
 * material), and whether the writer speaks of themself.
 */
export interface Framing {
  normalised: string;
  framed: boolean;
  firstPerson: boolean;
}

/** `prepared` is prepareForRules(text), passed in when the caller already has it (decision 087). */
export function readFraming(text: string, prepared = prepareForRules(text)): Framing {
  const normalised = normaliseForModel(prepared);
  const academic = hasAcademicFraming(normalised);
  const request = classifyIntent(text);
  const study = request.kind !== 'question';
  // In a study request only the topic can speak of the writer: "tell me about" is not a disclosure.
  const about = study ? normaliseForModel(request.subject) : normalised;
  const firstPerson = isFirstPerson(
    (academic ? withoutFraming(about) : about).split(' ').filter(Boolean),
  );
  const framed = academic || study;
  return { normalised, framed, firstPerson };
}

/** The hashed features of one message and the framing guard's logit penalty. */
export function messageFeatures(
  text: string,
  bits: number,
  framing: Framing = readFraming(text),
  featureSet: FeatureSet = 1,
): { features: SparseFeatures; penalty: number } {
  const { normalised, framed, firstPerson } = framing;
  const emoji = featureSet >= 3 ? emojiOf(text) : [];
  const features = hashFeatures(featureNames(normalised, firstPerson, featureSet, emoji), bits);
  const penalty = !framed
    ? 0
    : firstPerson
      ? FRAMING_PENALTY.firstPerson
      : FRAMING_PENALTY.thirdPerson;
  return { features, penalty };
}

/** Probability per category (after the framing guard) for one message. */
export function scoreMessage(
  model: SafetyModel,
  text: string,
  framing: Framing = readFraming(text),
): Map<SafetyCategory, number> {
  const { features, penalty } = messageFeatures(text, model.bits, framing, model.features);
  const scores = new Map<SafetyCategory, number>();
  for (const [category, m] of model.categories) {
    let dot = 0;
    for (let i = 0; i < features.index.length; i += 1)
      dot += m.weights[features.index[i]!]! * features.value[i]!;
    scores.set(category, sigmoid(m.bias + m.scale * dot - penalty));
  }
  return scores;
}

/** The categories whose probability reaches their threshold, in SAFETY_CATEGORIES order. */
export function modelCategories(
  model: SafetyModel,
  text: string,
  framing: Framing = readFraming(text),
): SafetyCategory[] {
  if (!text.trim()) return [];
  const scores = scoreMessage(model, text, framing);
  return SAFETY_CATEGORIES.filter(
    (c) =>
      modelCovers(model, c) && (scores.get(c) ?? 0) >= thresholdFor(model, c, framing.firstPerson)!,
  );
}

/**
 * The probability a message must reach. A disclosure mostly speaks of the writer; at the ordinary
 * threshold, messages without I/me/my/انا/نفسي flagged plain homework ("boiling point of
 * chlorine?" as self-harm, "why do they call them soap operas?" as abuse), so they must reach the
 * category's higher third-person bar; null: they are left to the rules. A file without a bar for
 * a category (before decision 043) gates self-harm only. Infinity: never.
 */
export function thresholdFor(model: SafetyModel, c: SafetyCategory, firstPerson: boolean): number {
  const m = model.categories.get(c);
  if (!m || m.threshold === null) return Infinity;
  if (firstPerson) return m.threshold;
  if (m.thresholdThirdPerson !== undefined) return m.thresholdThirdPerson ?? Infinity;
  return c === 'self_harm' ? Infinity : m.threshold;
}

/** True when the learned layer flags this category (a threshold is set for it). */
export function modelCovers(model: SafetyModel, category: SafetyCategory): boolean {
  const threshold = model.categories.get(category)?.threshold;
  return threshold !== null && threshold !== undefined;
}
