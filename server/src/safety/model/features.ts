// Features of the learned safety layer (docs/decisions/017, addendum "a learned layer"): the
// message folded as the rules fold it, then hashed character 3-5-grams (they carry a word across
// spellings, inflections, attached Arabic pronouns and Arabizi digits), word unigrams and bigrams
// (they carry the phrasing) and one flag for a first-person message. Hashing keeps the weights a
// fixed-size array; a sign bit per feature keeps colliding features from adding up.
import { foldText } from '@edubot/common';
import { arabicLightStem } from '../../search/analyzer/arabic-light-stem.js';
import { arabiziToArabic } from './arabizi-to-arabic.js';

/** Curly quotes typed on phones, straightened so "don’t" and "don't" give the same features. */
const CURLY = /[\u2018\u2019\u201B\u2032]/g;
/** Anything that is not a letter, digit or apostrophe separates words (Arabizi digits are kept). */
const SEPARATORS = /[^\p{L}\p{N}']+/gu;
/** "soooo" and "plzzzz": three or more of one letter count as two. */
const REPEATS = /(\p{L})\1{2,}/gu;

export function normaliseForModel(text: string): string {
  return foldText(text)
    .replace(CURLY, "'")
    .replace(REPEATS, '$1$1')
    .replace(SEPARATORS, ' ')
    .trim();
}

const FIRST_PERSON_WORDS = new Set([
  // English
  'i',
  "i'm",
  'im',
  "i've",
  'ive',
  "i'll",
  "i'd",
  'me',
  'my',
  'myself',
  'mine',
  // Arabic (folded: one alef, ه for ة)
  'انا',
  'اني',
  'انني',
  'نفسي',
  'حالي',
  'روحي',
  'عندي',
  'لي',
  'بي',
  'معي',
  'مني',
  // Dialect words that only the writer says of themself: "I want" (بدي، عايز، ابغى، ودي، اريد)
  // and "I feel" (حاسس); "عايز اروح ومرجعش" has no انا but is a first person.
  'بدي',
  'ودي',
  'ابغي',
  'ابي',
  'اريد',
  'عايز',
  'عايزه',
  'عاوز',
  'عاوزه',
  'حاسس',
  'حاسه',
  // Arabizi
  'ana',
  'nafsi',
  '7ali',
  'ro7i',
  'enti',
  'ani',
  'bedi',
  '3ayez',
  '3ayza',
  'ab8a',
  'abgha',
]);
/** Arabic verbs with "me" attached: يضربني، ضربوني، بيهددني (at least three letters before ني). */
const ARABIC_ME_SUFFIX = /^[\u0621-\u064A]{3,}ني$/u;

/** True when the message speaks of the writer: I, me, my, انا، نفسي، يضربني, ana. */
export function isFirstPerson(words: readonly string[]): boolean {
  return words.some((w) => FIRST_PERSON_WORDS.has(w) || ARABIC_ME_SUFFIX.test(w));
}

/** FNV-1a, 32 bits: stable across runs and platforms, so training is reproducible. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface SparseFeatures {
  /** Bucket of each feature, in [0, 2^bits). */
  index: Int32Array;
  /** Signed value of each feature; the vector has unit length. */
  value: Float64Array;
}

const CHAR_GRAMS = [3, 4, 5] as const;

/**
 * Which features a model was trained with. 1: words, bigrams, character grams, first person
 * (decision 017). 2 adds (decision 043) Arabic word stems and, for an Arabizi message, the same
 * features over its words spelled in Arabic letters, so the Arabic-script training messages teach
 * the Arabizi ones. 3 adds (decision 049) the message's emoji as words: normalising drops them,
 * yet a child's 🔪, 🔫, 🩸 or ⚰️ after "tomorrow" says as much as a word, and 😂 says it was a joke.
 */
export type FeatureSet = 1 | 2 | 3;

const ARABIC_WORD = /^[\u0621-\u064A]+$/u;
/** Dialect tense prefixes (بيضربني، هموت، حاموت، بتعيط) and the "me" ending, beyond light10. */
const DIALECT_PREFIX = /^(?:بي|بت|بن|هت|حت|ها|حا|ه|ح|ب)(?=[\u0621-\u064A]{3,}$)/u;

/** A stem for an Arabic word: light10's prefixes and suffixes, a dialect tense prefix, ـني/ـوني. */
export function arabicSafetyStem(word: string): string {
  let w = word.replace(/(?:وني|ني)$/u, (m) => (word.length - m.length >= 3 ? '' : m));
  w = arabicLightStem(w);
  if (w.length >= 5) w = w.replace(DIALECT_PREFIX, '');
  return w;
}

function pushTextFeatures(names: string[], words: readonly string[], text: string): void {
  for (const w of words) names.push(`w:${w}`);
  for (let i = 1; i < words.length; i += 1) names.push(`b:${words[i - 1]} ${words[i]}`);
  const padded = ` ${text} `;
  for (const n of CHAR_GRAMS)
    for (let i = 0; i + n <= padded.length; i += 1) names.push(`c:${padded.slice(i, i + n)}`);
}

/** Pictographs (emoji), each once per message: "😂😂😂" says no more than "😂". */
const EMOJI = /\p{Extended_Pictographic}/gu;
export const emojiOf = (text: string): string[] => [...new Set(text.match(EMOJI) ?? [])];

/**
 * The feature names of one normalised message (exported for the tests and for inspection).
 * `emoji`: the message's emoji (emojiOf of its text), read by feature set 3.
 */
export function featureNames(
  normalised: string,
  firstPerson: boolean,
  featureSet: FeatureSet = 1,
  emoji: readonly string[] = [],
): string[] {
  const words = normalised.split(' ').filter(Boolean);
  const names: string[] = [];
  pushTextFeatures(names, words, normalised);
  if (featureSet >= 2) {
    const arabic = arabiziToArabic(words);
    if (arabic !== null) pushTextFeatures(names, arabic.split(' ').filter(Boolean), arabic);
    const all = arabic === null ? words : [...words, ...arabic.split(' ')];
    for (const w of all) {
      if (!ARABIC_WORD.test(w)) continue;
      const stem = arabicSafetyStem(w);
      if (stem !== w && stem.length >= 2) names.push(`s:${stem}`);
    }
  }
  if (featureSet >= 3) for (const e of emoji) names.push(`e:${e}`);
  if (firstPerson) names.push('fp');
  return names;
}

/** Hashes the feature names into 2^bits signed buckets, L2-normalised. */
export function hashFeatures(names: readonly string[], bits: number): SparseFeatures {
  const mask = (1 << bits) - 1;
  const sums = new Map<number, number>();
  for (const name of names) {
    const h = hash32(name);
    const bucket = h & mask;
    const sign = h >>> 31 ? -1 : 1;
    sums.set(bucket, (sums.get(bucket) ?? 0) + sign);
  }
  const index = new Int32Array(sums.size);
  const value = new Float64Array(sums.size);
  let norm = 0;
  let k = 0;
  for (const [bucket, v] of sums) {
    index[k] = bucket;
    value[k] = v;
    norm += v * v;
    k += 1;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < value.length; i += 1) value[i] = value[i]! * scale;
  return { index, value };
}
