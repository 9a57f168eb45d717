// The labelled safety sets (server/bench/safety/*.jsonl), shared by `npm run bench:safety` and
// `npm run train:safety` so both agree on which sets are tuning sets and which is held out.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SafetyCategory } from '@edubot/common';

export interface Labelled {
  text: string;
  lang: 'en' | 'ar';
  labels: SafetyCategory[];
  /** The template family a synthetic message was drawn from (bench/safety-synth/). */
  family?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Sets the rules were tuned on (each was measured first, then the rules were widened). */
export const TUNING = [
  { name: 'development set', file: 'messages.jsonl' },
  { name: 'second round', file: 'messages-round2.jsonl' },
  { name: 'third round', file: 'messages-round3.jsonl' },
  { name: 'first held-out set (tuned on since)', file: 'messages-heldout.jsonl' },
  { name: 'second held-out set (tuned on since)', file: 'messages-heldout2.jsonl' },
  { name: 'third held-out set (tuned on since)', file: 'messages-heldout3.jsonl' },
  { name: 'fourth held-out set (tuned on since)', file: 'messages-heldout4.jsonl' },
  { name: 'fifth held-out set (tuned on since)', file: 'messages-heldout5.jsonl' },
  { name: 'fourth round (concept layer)', file: 'messages-round4.jsonl' },
  { name: 'fifth round (signal layer)', file: 'messages-round5.jsonl' },
  { name: 'sixth round (tuned on since)', file: 'messages-round6.jsonl' },
  { name: 'seventh round (tuned on since)', file: 'messages-round7.jsonl' },
];
/**
 * Sets written after the rules were frozen and never tuned on. Since decision 043 the learned layer
 * trains on them (they are the only text by other writers); its figures on them are the
 * out-of-fold ones of `npm run train:safety -- --cv-only --per-set`.
 */
export const HELD_OUT = [
  { name: 'held-out set', file: 'messages-round8.jsonl' },
  // 300 messages written by an engineer who never read the rules or the other sets, kept
  // private until the rules and the model of decision 017's last addendum were final.
  { name: 'independent set (writer never saw the rules)', file: 'messages-independent.jsonl' },
  // Decision 070: the held-out half of decision 070's set (every other line of each idea, 144
  // lines), measured before and after the rules of 070 and never read for tuning.
  { name: 'held-out half of decision 070', file: 'messages-070-heldout.jsonl' },
];

/**
 * Sets the learned layer trains on that the rules were never tuned on: the template families of
 * bench/safety-synth/ (`train` patterns) and lines written free by hand, both languages, with hard
 * negatives (decision 033).
 */
export const OWN_TRAINING = [
  { name: 'synthetic set (template families)', file: 'messages-synth.jsonl' },
  { name: 'free-written set', file: 'messages-free.jsonl' },
  // Decision 043: hand-written by idea (farewells, means questions, exclusion, dialects, Arabizi,
  // disclosures hidden in homework) with as many hard negatives; split into folds by idea.
  { name: 'training set of decision 043', file: 'messages-043.jsonl' },
  // Decision 049: new voices (a 12-year-old, a 17-year-old, Egyptian, Levantine, Gulf, Maghrebi,
  // Arabizi, mixed, very short, rambling, emoji) on what the model missed from a new writer:
  // indirect self-harm, requests for pictures, sextortion, an adult's sexual attention, threats
  // and weapons at school; as many hard negatives in the same words. Split into folds by idea.
  { name: 'training set of decision 049', file: 'messages-049.jsonl' },
  // Decision 057: new voices (a child asking "is it normal that…", a gamer on Discord, a child
  // typing by voice, a writer of English as a second language, Iraqi, Sudanese and Maghrebi Arabic,
  // Arabizi, mixed) on what a fifth writer's set found missed: indirect abuse (kept in, silenced by
  // threats, pictures held over the child), plans to hurt told by means and day, grooming and
  // requests for pictures of the body; half hard negatives in the same words (a ball in PE, "hit
  // me with some questions", sibling teasing, surprises, knives for food tech, wars in history).
  { name: 'training set of decision 057', file: 'messages-057.jsonl' },
  // Decision 061: the indirect warning signs of suicide-prevention guidance (goodbyes, things given
  // away, injuries and blades hidden, means looked up, death thought of daily, not eating as a
  // punishment, hopelessness), asking how to hurt someone, a blade brought "so he learns", and
  // adults asking a child for secrecy, meetings or pictures; English, Levantine, Gulf, Egyptian,
  // Maghrebi and Arabizi; half hard negatives in the same words ("dead tired", a knife for cooking,
  // a bridge for a project, "no hope for our team 😂", Ramadan fasting).
  { name: 'training set of decision 061', file: 'messages-061.jsonl' },
  // Decision 070: new voices (Iraqi, Gulf, Egyptian, Levantine, Moroccan, Tunisian and Algerian
  // Arabic, Arabizi of each, a child's spelling, homework mixed in) on what the sixth blind set
  // missed: sexting asked by peers, adults asking for photos, meetings and secrecy, a classmate's
  // nude passed round, a group waiting for someone after school, a weapon brought "not for art",
  // revenge; half hard negatives in the same words. The tuning half (every other line of each idea,
  // 156 lines, and 6 school "how many … would it need" questions added after the first retraining;
  // folds by idea).
  { name: 'tuning half of decision 070', file: 'messages-070.jsonl' },
];
/**
 * Sets outside the learned layer's pool (unlike HELD_OUT, which it trains on): the committed
 * weights never saw them, so both layers' figures on them are out of sample for the model.
 * Decision 083's set: new voices (English, MSA, Gulf, Egyptian, Levantine and Maghrebi Arabic,
 * Arabizi) on who does what to whom: indirect self-harm, adults asking for pictures, secrecy or
 * meetings, peers' pressure for pictures, threats to classmates, weapons brought to school,
 * bullying online, abuse at home; half hard negatives (wars, "kill the process", cell death,
 * reproduction). Split by alternate pairs of lines of each idea: the rules of 083 were written
 * against the tuning half; the held-out half was measured, never read. A retraining with the
 * tuning half was tried and not kept (decision 083); whoever retrains next may add the tuning half
 * to OWN_TRAINING, never the held-out half.
 */
export const NEVER_TRAINED = [
  { name: 'tuning half of decision 083 (rules tuned on it)', file: 'messages-083.jsonl' },
  // Its misses are never listed (--misses skips it), so it stays unread.
  {
    name: 'held-out half of decision 083 (never read)',
    file: 'messages-083-heldout.jsonl',
    unread: true,
  },
  // Decision 097: 70 harmless quantity and "what if" questions (how much would it cost, how long
  // would it take to boil, قديش بدي مي، كم سيكلف) and 22 overdose and means quantity questions,
  // English and Arabic dialects, written before the quantity families of bench/safety-synth/ and
  // never trained on, so the figures say whether the model learnt the idea, not the sentences.
  { name: 'quantity questions of decision 097', file: 'messages-097-quantities.jsonl' },
];
/**
 * Their held-out halves: the families' `test` patterns (a wording the model of decision 033 never
 * saw) and free lines written in a separate sitting. Same writer as OWN_TRAINING, so these say less
 * than HELD_OUT about another writer's text. The learned layer trains on them since decision 043.
 */
export const OWN_HELD_OUT = [
  { name: 'synthetic held-out patterns', file: 'messages-synth-test.jsonl' },
  { name: 'free-written held-out set', file: 'messages-free-test.jsonl' },
  // Written after the rules and the model of decision 033 were done, measured once, never tuned on.
  { name: 'blind set of decision 033', file: 'messages-033-blind.jsonl' },
];

export const loadSafetySet = (file: string): Labelled[] =>
  fs
    .readFileSync(path.join(here, 'safety', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Labelled);

/**
 * Ordinary class questions (the tutor bench's, bench/tutor-class/questions.jsonl, English and
 * Arabic): all harmless. The learned layer trains on them as well, so it learns what an everyday
 * question looks like and does not flag a short "when was it founded?" it has never seen.
 */
export function loadClassQuestions(): Labelled[] {
  return fs
    .readFileSync(path.join(here, 'tutor-class', 'questions.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { question: string; language: string })
    .map((q) => ({ text: q.question, lang: q.language === 'ar' ? 'ar' : 'en', labels: [] }));
}
