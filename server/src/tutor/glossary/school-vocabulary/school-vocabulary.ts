// The built-in Arabic-English school vocabulary (issue 7 §5): what a bilingual bot falls back on
// when its own files never translate a question's words ("كم بت في عنوان IPv4" about English
// networking slides). Written for EduBot by hand, one entry a line:
//
//   arabic form/another form = english/another english
//
// Arabic unvowelled; the analyzer folds hamza and ta-marbuta spellings, so "ة/ه" and "أ/ا"
// variants need no line of their own, but broken plurals ("خلايا") do. Several English words are
// candidates the translator chooses between by what the bot's files hold. Each side is analyzed
// once with the search analyzer (stopwords kept: "ما هو", "how many" are entries too), so a
// question matches by the same light and Snowball forms the index uses, with ال/و/ب/ل/ك/ف in front.
import { analyze, type AnalyzedToken } from '../../../search/analyzer/analyzer.js';
import { arabicLightStem } from '../../../search/analyzer/arabic-light-stem.js';
import { ARABIC_STOPWORDS, latinStopwords } from '../../../search/analyzer/stopwords.js';
import { lemmaStem } from '../../answer/irregular-forms.js';
import { ACADEMIC } from './vocabulary-academic.js';
import { BIOLOGY } from './vocabulary-biology.js';
import { CHEMISTRY } from './vocabulary-chemistry.js';
import { COMPUTING } from './vocabulary-computing.js';
import { HUMANITIES } from './vocabulary-humanities.js';
import { MATHS } from './vocabulary-maths.js';
import { PHYSICS } from './vocabulary-physics.js';
import { MORE_NOUNS } from './vocabulary-more-nouns.js';
import { VERBS } from './vocabulary-verbs.js';
import { MORE_VERBS } from './vocabulary-more-verbs.js';
import { HUMAN_BODY } from './vocabulary-human-body.js';
import { ANIMALS } from './vocabulary-animals.js';
import { EARTH_AND_SPACE } from './vocabulary-earth-and-space.js';
import { WAVES_AND_ENERGY } from './vocabulary-waves-and-energy.js';
import { QUESTION_FRAMES } from './question-frames.js';
import { SPOKEN_FRAMES } from './vocabulary-spoken.js';
import { ECONOMICS } from './vocabulary-economics.js';
import { DESCRIBING } from './vocabulary-describing.js';
import { HEALTH } from './vocabulary-health.js';
import { ENVIRONMENT } from './vocabulary-environment.js';
import { HISTORY } from './vocabulary-history.js';
import { ANATOMY } from './vocabulary-anatomy.js';
import { EARTH_MATERIALS } from './vocabulary-earth-materials.js';
import { MEASUREMENT } from './vocabulary-measurement.js';
import { GENETICS } from './vocabulary-genetics.js';
import { SECURITY } from './vocabulary-security.js';

export type VocabularySide = 'ar' | 'en';

export interface VocabularyEntry {
  ar: string[];
  en: string[];
  /** A question frame ("how many", "ما هو"), not subject vocabulary. */
  frame: boolean;
}

/** One word of a question as the vocabulary sees it: its analyzed forms, in order. */
export interface QuestionWord {
  token: AnalyzedToken;
  /** Light and Snowball forms, also with a one-letter preposition or conjunction removed. */
  keys: string[];
  /** The word as written without its article (the same variants). */
  bare: string[];
  /** A function word of its language: it may start a question frame, not a subject entry. */
  stopword: boolean;
}

export interface VocabularyMatch {
  /** Every entry with a form of this length here: "state" is دولة and ينص, the files choose. */
  entries: VocabularyEntry[];
  /** Index of the first question word it covers, and how many words. */
  start: number;
  length: number;
}

const BOTH = ['ara', 'eng'] as const;
const NO_STOPWORDS = { stopwords: false } as const;
/** Longest phrase looked for (entries are at most this many words). */
const MAX_PHRASE = 5;
/** A one-letter clitic glued to an Arabic word the light stemmer leaves: "لخلية", "بعنوان", "كمصدر". */
const ONE_LETTER_CLITIC = /^[وفبلك]/u;
/** The article with what may be glued before it (folded text: no hamza forms). */
const ARTICLE = /^(?:[وفبك]?ال|لل)(?=..)/u;
/**
 * The article before a word that itself begins with أل/إل ("الإلكترونات", "الألوان", "الألياف"):
 * folded, the word starts "الال", and the analyzer takes its own أل for the article.
 */
const ARTICLE_BEFORE_AL = /^(?:[وفبك]?ال|لل)(?=ال..)/u;
/** Present-tense person prefixes other than ي. */
const VERB_PERSON = /^[تنا]/u;
/** Light forms this short are shared by unrelated words ("الى" and "آلة" are both "ال"). */
const SHORT_LIGHT = 3;
/** The dual ending of a feminine noun or adjective, after a stem of three letters or more. */
const DUAL_OF_FEMININE = /(?<=[^\s]{3})ت[يا]ن$/u;
const ENGLISH_STOPWORDS = latinStopwords(['eng']);

/** Parses vocabulary lines ("ar/ar = en/en"); blank lines are skipped. */
export function parseVocabulary(text: string, frame = false): VocabularyEntry[] {
  const out: VocabularyEntry[] = [];
  for (const line of text.split('\n')) {
    const [ar, en] = line.split('=').map((side) => side?.trim() ?? '');
    if (!ar || !en) continue;
    const split = (side: string) =>
      side
        .split('/')
        .map((s) => s.trim())
        .filter(Boolean);
    out.push({ ar: split(ar), en: split(en), frame });
  }
  return out;
}

/** An Arabic word without its article (and what is glued before it) and its feminine ending. */
function bare(surface: string): string {
  return surface.replace(ARTICLE, '').replace(/(?<=..)ه$/u, '');
}

/**
 * The light form of an Arabic word as if written with the article: the light stemmer strips a
 * leading و only from a word without one, so "واسعة" is "اسع" but "الواسعة" is "واسع", and
 * "وحدة" is "حد". With the article in front, both spellings agree.
 */
function canonical(token: AnalyzedToken): string {
  if (!token.arabic) return token.light;
  return arabicLightStem(`ال${token.surface.replace(ARTICLE, '')}`);
}

function wordKeys(token: AnalyzedToken): { keys: string[]; bare: string[] } {
  const keys = new Set([token.light, token.stem, canonical(token)]);
  const bares = new Set([bare(token.surface)]);
  // "built", "fell", "taken" are read as their verb's stem ("build", "fall", "take").
  if (!token.arabic) keys.add(lemmaStem(token.light, token.stem));
  if (!token.arabic) return { keys: [...keys], bare: [...bares] };
  const variants: string[] = [];
  const doubled = ARTICLE_BEFORE_AL.exec(token.surface);
  if (doubled) variants.push(token.surface.slice(doubled[0].length));
  if (token.surface.length >= 4 && ONE_LETTER_CLITIC.test(token.surface)) {
    const unglued = token.surface.slice(1);
    variants.push(unglued);
    // The spoken present ("بتهاجر", "بنشوف", "بتأشر"): ب before a person prefix other than ي
    // is the same verb as its ي form ("يهاجر"); "بيهاجر" is reached by the line above.
    if (
      token.surface.startsWith('ب') &&
      unglued.length >= 4 &&
      VERB_PERSON.test(unglued) &&
      !unglued.startsWith('ال')
    )
      variants.push(`ي${unglued.slice(1)}`);
  }
  // Present-tense verbs are listed with ي ("يحتاج"); "تحتاج", "نحتاج", "أحتاج" are the same verb.
  if (
    token.surface.length >= 4 &&
    VERB_PERSON.test(token.surface) &&
    !token.surface.startsWith('ال')
  )
    variants.push(`ي${token.surface.slice(1)}`);
  // A dual ("خليتين", "عصبيتين") is its singular with ة: the light stemmer leaves "خليت".
  const dual = DUAL_OF_FEMININE.exec(token.surface);
  if (dual) variants.push(`${token.surface.slice(0, dual.index)}ة`);
  for (const variant of variants) {
    bares.add(bare(variant));
    for (const t of analyze(variant, BOTH, NO_STOPWORDS)) {
      keys.add(t.light);
      keys.add(t.stem);
      keys.add(canonical(t));
    }
  }
  return { keys: [...keys], bare: [...bares] };
}

/** A question's words with their lookup keys (stopwords kept: frames are made of them). */
export function questionWords(question: string): QuestionWord[] {
  return analyze(question, BOTH, NO_STOPWORDS).map((token) => ({
    token,
    ...wordKeys(token),
    stopword: token.arabic
      ? ARABIC_STOPWORDS.has(token.surface)
      : ENGLISH_STOPWORDS.has(token.surface),
  }));
}

interface Form {
  entry: number;
  /** Each word's light form (canonical()), stem, and as written without its article. */
  words: { light: string; stem: string; bare: string }[];
  frame: boolean;
}

export class SchoolVocabulary {
  readonly entries: VocabularyEntry[];
  /** Forms by side, indexed by their first word's light and stem forms. */
  private readonly byFirstWord: Record<VocabularySide, Map<string, Form[]>> = {
    ar: new Map(),
    en: new Map(),
  };

  constructor(entries: VocabularyEntry[]) {
    this.entries = entries;
    entries.forEach((entry, index) => {
      for (const side of ['ar', 'en'] as const) {
        for (const text of entry[side]) {
          const words = analyze(text, BOTH, NO_STOPWORDS).map((t) => ({
            light: canonical(t),
            stem: t.stem,
            bare: bare(t.surface),
          }));
          if (words.length === 0 || words.length > MAX_PHRASE) continue;
          const form = { entry: index, words, frame: entry.frame };
          for (const key of new Set([words[0]!.light, words[0]!.stem])) {
            const list = this.byFirstWord[side].get(key);
            if (list) list.push(form);
            else this.byFirstWord[side].set(key, [form]);
          }
        }
      }
    });
  }

  /**
   * Entries the question's words name on one side, longest phrase first, left to right; each
   * question word is covered at most once. A word matches an entry's word by its light form, or
   * failing any light match there, by its Snowball stem (coarser: "مقاومة" and "مقاوم" agree).
   */
  match(words: readonly QuestionWord[], side: VocabularySide): VocabularyMatch[] {
    const out: VocabularyMatch[] = [];
    let i = 0;
    while (i < words.length) {
      const found =
        this.longestAt(words, i, side, 'light') ?? this.longestAt(words, i, side, 'stem');
      if (found) {
        out.push(found);
        i += found.length;
      } else i++;
    }
    return out;
  }

  private longestAt(
    words: readonly QuestionWord[],
    start: number,
    side: VocabularySide,
    by: 'light' | 'stem',
  ): VocabularyMatch | null {
    let best: VocabularyMatch | null = null;
    const seen = new Set<Form>();
    for (const key of words[start]!.keys) {
      for (const form of this.byFirstWord[side].get(key) ?? []) {
        if (seen.has(form)) continue;
        seen.add(form);
        const n = form.words.length;
        if (start + n > words.length || (best && best.length > n)) continue;
        if (!form.frame && words[start]!.stopword) continue;
        const fits = form.words.every((w, k) => {
          const word = words[start + k]!;
          return w.light.length < SHORT_LIGHT
            ? word.bare.includes(w.bare)
            : word.keys.includes(w[by]);
        });
        if (!fits) continue;
        const entry = this.entries[form.entry]!;
        if (best && best.length === n) {
          if (!best.entries.includes(entry)) best.entries.push(entry);
        } else best = { entries: [entry], start, length: n };
      }
    }
    return best;
  }
}

/** The written question words a spoken one stands for at the start of a frame ("شو", "ليش"). */
const SPOKEN_QUESTION_WORDS: [written: RegExp, spoken: string[]][] = [
  [/^(?:ما|ماذا) (?=\S)/u, ['شو ', 'ايش ', 'إيش ', 'وش ']],
  [/^لماذا (?=\S)/u, ['ليش ', 'ليه ']],
  [/^(?:أين|اين) (?=\S)/u, ['وين ', 'فين ']],
  [/^كيف (?=\S)/u, ['كيفاش ', 'ازاي ']],
];

/**
 * Each written frame also as students type it in spoken Arabic: "ماذا يعني" is "شو يعني", "ما
 * الفرق بين" is "شو الفرق بين", "لماذا يسمى" is "ليش يسمى". Without these, the frame's second word
 * ("يعني", "الفرق") was read as a subject word the files must hold.
 */
export function withSpokenFrames(entries: readonly VocabularyEntry[]): VocabularyEntry[] {
  return entries.map((entry) => {
    const spoken = entry.ar.flatMap((form) =>
      SPOKEN_QUESTION_WORDS.flatMap(([written, words]) =>
        written.test(form) ? words.map((w) => form.replace(written, w)) : [],
      ),
    );
    return spoken.length > 0 ? { ...entry, ar: [...new Set([...entry.ar, ...spoken])] } : entry;
  });
}

let loaded: SchoolVocabulary | null = null;

/** The built-in vocabulary, parsed and analyzed on first use (a few milliseconds, once per process). */
export function schoolVocabulary(): SchoolVocabulary {
  loaded ??= new SchoolVocabulary([
    ...withSpokenFrames(parseVocabulary(QUESTION_FRAMES, true)),
    ...parseVocabulary(SPOKEN_FRAMES, true),
    ...[
      BIOLOGY,
      CHEMISTRY,
      PHYSICS,
      MATHS,
      COMPUTING,
      HUMANITIES,
      ACADEMIC,
      VERBS,
      MORE_VERBS,
      MORE_NOUNS,
      HUMAN_BODY,
      ANIMALS,
      EARTH_AND_SPACE,
      WAVES_AND_ENERGY,
      ECONOMICS,
      DESCRIBING,
      HEALTH,
      ENVIRONMENT,
      HISTORY,
      ANATOMY,
      EARTH_MATERIALS,
      MEASUREMENT,
      GENETICS,
      SECURITY,
    ].flatMap((text) => parseVocabulary(text)),
  ]);
  return loaded;
}
