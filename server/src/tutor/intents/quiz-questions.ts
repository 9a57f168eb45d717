// One quiz question from one sentence of the materials, answerable from that sentence alone:
// a definition ("X is ...", "X هو ...") becomes "What is meant by X?"; any other sentence
// becomes a cloze with its key term blanked (the rarest content word the material uses more
// than once, never a word of the quiz's own topic, which would give every answer away).
import { isGeneralWord } from '../answer/general-words.js';
import { commonness } from '../answer/word-commonness.js';
import { formulaSpans } from './fixed-formulas.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import { EN_STOPWORDS_FOR_QUIZ } from './quiz-stopwords.js';
import { phrase } from './intent-phrases.js';
import type { IntentLanguage } from './intent.js';
import type { MaterialSentence } from './material-sentences.js';
import { foldWord } from './request-words.js';

export interface QuizQuestion {
  prompt: string;
  answer: string;
  sentence: MaterialSentence;
}

const BLANK = '_____';
const DEFINING = new Set('is are means refers denotes هو هي عباره يعني تعني'.split(' '));
const ARTICLE = new Set(['a', 'an', 'the']);
/** Words after "is / are" that make the sentence no definition of what comes before. */
/**
 * "Osmosis is important for plants", "Diffusion is faster when ...": what the term is worth or
 * how it behaves, said with "is" but no definition of it.
 */
export const EN_JUDGING = new Set(
  'important useful necessary essential needed vital helpful dangerous harmful common rare faster slower quicker easier harder possible impossible likely unlikely affected'.split(
    ' ',
  ),
);
const EN_NOT_DEFINING_NEXT = new Set([
  ...(
    'in on at into from by with to for used made found given known shown seen built taken done ' +
    'also not often usually always only still then there now very more less'
  ).split(' '),
  ...EN_JUDGING,
]);
const MAX_TERM_WORDS = 3;
/** Words that show the words before "is" are a clause, not a term ("So this is ..."). */
const NOT_IN_TERM = new Set(
  (
    'it this that these those they there here he she we you i so then if when which who what ' +
    'because and or but not also only each every all some hence thus therefore showing using ' +
    // "Another is where we create a one line truth table": a pronoun, no term defined.
    'another other one both many most several such same either neither ' +
    'هذا هذه ذلك تلك هو هي هم التي الذي الذين وهذا وهذه ان اذا لان'
  ).split(' '),
);
const MIN_OTHER_WORDS = 4;
/**
 * English forms that are rarely the term a lesson teaches: adverbs and past forms ("Based on
 * ..."), and "-ing" forms unless a heading uses them ("Boiling"), and everyday verbs ("It
 * _____ kinetic energy to heat", "increasing the light _____ the rate").
 */
const EN_ADVERB_OR_PAST = /(?:ly|ed)$/iu;
const EN_COMMON_VERB =
  /^(?:increase|decrease|transfer|contain|produce|allow|cause|change|help|keep|affect|depend|move|perform|provide|include|involve|occur|remain|reduce|return|create|stay|act|fit|work|turn|let|hold|lead|put|set|run|pass|enter|leave|carry)(?:s|es|ing)?$/iu;
/**
 * An Arabic word a student can be asked for: a definite noun ("الثغور", "والبحار" is not one:
 * a plain word after و is mostly a verb or a particle). Bare words are mostly verbs ("تمتص",
 * "يقوم", "ويكون") or generic nouns ("وجود"), and a cloze on them tests grammar, not the lesson.
 */
const AR_DEFINITE = /^(?:[وفبك]?ال|و?لل)\p{Script=Arabic}{2,}$/u;

/** Whether a typed word can be the answer of a cloze: a term of the lesson, not grammar. */
function clozeWorthy(word: string, keyTerm: boolean): boolean {
  if (/\p{Script=Arabic}/u.test(word)) return keyTerm || AR_DEFINITE.test(foldWord(word));
  if (EN_ADVERB_OR_PAST.test(word) || EN_COMMON_VERB.test(word)) return false;
  if (/ing$/iu.test(word) && !keyTerm) return false;
  const token = analyze(word, ['eng'])[0];
  return token !== undefined && !isGeneralWord(token);
}

/** A sign between an equation's quantities: "force = mass × acceleration", "acid + base → salt". */
const EQUATION_SIGN = /^[=×÷+\-−→⟶*/]$/u;

/**
 * Whether a word is one the lesson teaches: the notes define it or name it in a heading, or it is
 * not among the most common words of its language (SCOWL size 10, the 2,000 most frequent Arabic
 * words). A word among those ("That's one _____ where ..." for "method", "Some _____ gets
 * through" for "light", "بين _____" for "الناس") is a lesson term only when the notes make it one
 * (docs/decisions/114). So is a quantity of an equation ("force = _____ × acceleration"), and a
 * word of a term of several words the notes use more than once ("basis states", "light
 * intensity").
 */
function lessonTerm(
  words: readonly string[],
  at: number,
  stem: string,
  keyTerms: ReadonlySet<string>,
  evidence: TermEvidence,
  repeated: (phrase: string) => boolean,
  avoid: ReadonlySet<string>,
): boolean {
  if (evidence.defined?.has(stem) || keyTerms.has(stem)) return true;
  const pair = (a: number, b: number) =>
    a >= 0 &&
    b < words.length &&
    !/\p{P}$/u.test(words[a]!) &&
    termWord(words[a === at ? b : a]!, avoid, a === at) &&
    repeated(`${bare(words[a]!)} ${bare(words[b]!)}`);
  if (pair(at - 1, at) || pair(at, at + 1)) return true;
  if ([words[at - 1], words[at + 1]].some((w) => w !== undefined && EQUATION_SIGN.test(w)))
    return true;
  const word = words[at]!.replace(/^\p{P}+|\p{P}+$/gu, '');
  const token = analyze(word, ['ara', 'eng'])[0];
  return !token || commonness(token) !== 1;
}

/** The term a sentence defines ("X is ...", "X هو ..."), or null. */
export function definitionTerm(words: readonly string[]): string | null {
  const folded = words.map(foldWord);
  const link = folded.findIndex((w, i) => i >= 1 && i <= MAX_TERM_WORDS && DEFINING.has(w));
  if (link < 1 || folded.length - link < MIN_OTHER_WORDS) return null;
  // "Electromagnets are used in cranes", "Two resistors are in series when ...": what is done
  // with the term or where it is, not what it is.
  const after = (folded[link + 1] ?? '').toLowerCase();
  if (EN_NOT_DEFINING_NEXT.has(after) || /^\p{Ll}+ed$/u.test(words[link + 1] ?? '')) return null;
  const term = words.slice(ARTICLE.has(folded[0]!) ? 1 : 0, link);
  if (term.length === 0 || !term.some((w) => /\p{L}{3}/u.test(w))) return null;
  if (term.some((w) => NOT_IN_TERM.has(foldWord(w)) || /ing$/u.test(w))) return null;
  if (term.some((w) => /[,;:،]$/u.test(w))) return null;
  return term.join(' ').replace(/[,:;،]+$/u, '');
}

/** Where a glossary line's definition starts: "joint consistency (in TFL) A property ...". */
export function glossaryTerm(words: readonly string[]): { term: string; rest: number } | null {
  for (let k = 1; k <= MAX_TERM_WORDS + 3 && k < words.length - MIN_OTHER_WORDS; k++) {
    if (!/^(?:A|An|The|Any)$/u.test(words[k]!)) continue;
    // Lower-case words before the capital "A": a glossary entry ("joint consistency (in TFL) A ...").
    const term = words
      .slice(0, k)
      .join(' ')
      .replace(/\s*\([^)]*\)\s*/gu, ' ')
      // "Plasmolysis: The pulling away ...": the label's colon is no part of the term.
      .replace(/[:：]+$/u, '')
      .trim();
    if (k > 1 && term.split(' ').some((w) => /^\p{Lu}/u.test(w))) return null;
    if (!term || term.split(' ').length > MAX_TERM_WORDS || !/\p{L}{3}/u.test(term)) return null;
    return { term, rest: k };
  }
  return null;
}

const bare = (word: string): string => foldWord(word.replace(/^\p{P}+|\p{P}+$/gu, ''));
/** Quantifiers the analyzer keeps: "on every valuation" is not the term "every valuation". */
const EN_QUANTIFIER = new Set(
  'every each all any no other another such same several many much few more most less both either neither own various certain'.split(
    ' ',
  ),
);
/**
 * A word that can be part of a term: not a function word or quantifier, not a word of the quiz's
 * topic. In Arabic only a definite word after the blank ("فرق الجهد", "الدولة العباسية"): a
 * word before it is mostly a verb ("تنغلق الثغور"), a word with a glued و or ب a new phrase.
 */
function termWord(word: string, avoid: ReadonlySet<string>, after: boolean): boolean {
  const arabic = /\p{Script=Arabic}/u.test(word);
  // Before the blank only a definite noun ("والصفائح" of "الصفائح الدموية"): a bare word there
  // is mostly a verb.
  if (arabic && !(after ? /^ال\p{L}{2}/u : /^[وفب]?ال\p{L}{2}/u).test(bare(word))) return false;
  if (!arabic && EN_QUANTIFIER.has(bare(word).toLowerCase())) return false;
  const tokens = analyze(word, ['ara', 'eng']);
  return tokens.length === 1 && !avoid.has(tokens[0]!.stem) && !/^\d+$/u.test(tokens[0]!.stem);
}

/**
 * The whole term around the blanked word, when the material uses it as a phrase: "فرق" is the
 * first word of "فرق الجهد", "sodium" of "sodium hydrogen carbonate". Blanking one word of such a
 * term asks for a fragment ("The _____ hydrogen carbonate dissolves"); the answer is the term.
 * Punctuation ends a term.
 */
function termAround(
  words: readonly string[],
  at: number,
  avoid: ReadonlySet<string>,
  repeated: (phrase: string) => boolean,
  nounForms?: ReadonlySet<string>,
  /** Words no term takes in: a fixed formula's ("رسول الله"). */
  locked: ReadonlySet<number> = new Set(),
): [number, number] {
  let first = at;
  let last = at;
  const phraseOf = (a: number, b: number) =>
    words
      .slice(a, b + 1)
      .map(bare)
      .join(' ');
  // Two definite Arabic words in a row are a noun and its adjective ("الصفائح الدموية",
  // "الدورة الرئوية"): one term, used once or not.
  // The adjective is told by its relational ending (-ي / -ية): "الرياح الصخور" after a verb is
  // its subject and object.
  const arabicPair = (a: number, b: number) =>
    /^[وفب]?ال\p{L}{2}/u.test(bare(words[a]!)) && /^ال\p{L}{2,}(?:ي|يه)$/u.test(bare(words[b]!));
  while (
    last - first + 1 < MAX_TERM_WORDS &&
    last + 1 < words.length &&
    !/\p{P}$/u.test(words[last]!) &&
    !locked.has(last + 1) &&
    termWord(words[last + 1]!, avoid, true) &&
    // "current flows" is a term and its verb, however often the notes say it.
    !verbLike(words, last + 1, nounForms) &&
    (repeated(phraseOf(first, last + 1)) || arabicPair(last, last + 1))
  )
    last++;
  while (
    last - first + 1 < MAX_TERM_WORDS &&
    first > 0 &&
    !/\p{P}$/u.test(words[first - 1]!) &&
    !locked.has(first - 1) &&
    termWord(words[first - 1]!, avoid, false) &&
    (repeated(phraseOf(first - 1, last)) || arabicPair(first - 1, first))
  )
    first--;
  return [first, last];
}

/** What the material tells about its words, beyond their weights (quiz-reply.ts builds it). */
export interface TermEvidence {
  /** Stems of terms the material defines ("X is ...", "called X", "يسمى X"). */
  defined?: ReadonlySet<string>;
  /**
   * Folded lower-case English words the material uses as nouns: after an article, a number, a
   * preposition or in a heading ("the poles", "two resistors"). A word ending in -s used only
   * after a noun ("current flows", "the heart pumps") is a verb.
   */
  nounForms?: ReadonlySet<string>;
  /** Stems used in more than one sentence of the material. */
  recurring?: (stem: string) => boolean;
  /** Answers (folded) the quiz already asks for: a sentence's next best word is blanked instead. */
  asked?: ReadonlySet<string>;
}

/** How much a kind of answer is worth, times the word's weight: the lesson's terms first. */
const DEFINED_TERM = 2.5;
const NAME_OR_QUANTITY = 1.1;
const HEADING_TERM = 1.5;
const RECURRING_TERM = 1;
const ANY_WORD = 0.8;

/** Words after which an English word is a noun ("the flow", "of resistors", "two poles"). */
export const NOUN_BEFORE = new Set(
  (
    'a an the this these those its their his her our your my some any no each every many ' +
    'several few all both two three four five of in on at by with from for into onto through ' +
    'between per about against without under over'
  ).split(' '),
);
/** Endings of English adjectives: a word after one ("Like poles", "electric charges") is a noun. */
// Not -ent / -ant / -ar: "current", "component", "solar" and "bar" are as often nouns.
const EN_ADJECTIVE = /(?:al|ic|ive|ous|ful|less|ary|ory|like|ble)$/iu;

/** An English verb in its -s form ("flows", "pumps", "absorbs"), as far as words can show. */
function verbLike(
  words: readonly string[],
  at: number,
  nounForms: ReadonlySet<string> | undefined,
): boolean {
  if (!nounForms || at === 0) return false;
  const word = bare(words[at]!).toLowerCase();
  if (!/^\p{Ll}/u.test(words[at]!.replace(/^\p{P}+/u, ''))) return false;
  if (!/[^su]s$/u.test(word) || /(?:ss|us|is|ics)$/u.test(word)) return false;
  if (nounForms.has(word)) return false;
  const before = bare(words[at - 1]!).toLowerCase();
  if (/\p{P}$/u.test(words[at - 1]!) || NOUN_BEFORE.has(before) || /\d/u.test(before)) return false;
  return !EN_ADJECTIVE.test(before);
}

/** Titles before a person's name ("the physicist Georg Ohm", "الطبيب ابن النفيس"). */
const EN_TITLE = new Set(
  (
    'scientist physicist chemist biologist mathematician astronomer inventor engineer doctor ' +
    'physician philosopher historian explorer king queen caliph emperor sultan professor'
  ).split(' '),
);
const AR_TITLE = new Set(
  (
    'العالم العالمه الطبيب الفيلسوف الخليفه السلطان الملك الملكه القائد المخترع الكيميائي ' +
    'الفيزيائي الرحاله المؤرخ الشاعر الامام المهندس الباحث الفلكي الرياضي الامير الوزير'
  )
    .split(' ')
    .map(foldWord),
);
/** Arabic name parts that take the next word with them ("ابن النفيس", "أبو جعفر"). */
const AR_NAME_LINK = new Set(['ابن', 'ابو', 'بن', 'عبد', 'ابي', 'ام'].map(foldWord));
/** Units after a number ("1.5 V", "120 يوماً"), or a year's word before it ("عام 762"). */
const UNIT =
  /^(?:[A-Za-zΩµ°%]{1,3}|°C|ohms?|volts?|amps?|amperes?|watts?|joules?|newtons?|metres?|meters?|kilograms?|grams?|seconds?|minutes?|hours?|days?|years?|degrees?|percent|km|cm|mm|kg|hz|kj|mph)$/u;
/**
 * Short English words that fit UNIT's letters but are no unit: "Mix 2 and 3 parts" asked for
 * "2 and", "need 6 of the molecules" for "6 of". Written in lower case, as a unit symbol is not
 * ("A" is amperes, "a" the article).
 */
const NOT_UNIT = new Set(
  'a an and are as at be by do for from if in into is it its no nor not of on or per so than the then to too up was we'.split(
    ' ',
  ),
);
const AR_UNIT = new Set(
  (
    'متر مترا امتار كيلومتر كم سم ملم كغ كيلوغرام غرام جرام ثانيه ثواني دقيقه دقائق ساعه ' +
    'ساعات يوم يوما ايام سنه سنوات عام عاما اعوام درجه درجات فولت امبير اوم واط جول نيوتن ' +
    'مليون مليار الف بالمئه'
  )
    .split(' ')
    .map(foldWord),
);
const YEAR_WORD = new Set(['in', 'since', 'عام', 'سنه', 'عاما'].map(foldWord));
const NUMBER_TOKEN = /^\p{N}+(?:[.,٫]\p{N}+)?[%٪]?$/u;

interface Span {
  first: number;
  last: number;
  score: number;
}

/**
 * Answers that are not one weighted word: a person's name after a title or written in capitals
 * ("Georg Simon Ohm", "الطبيب ابن النفيس"), and a number with its unit or a year ("1.5 V",
 * "٥٥٪", "١٢٠ يوماً", "in 1827"). A lesson teaches these; a quiz asks for them.
 */
function namesAndQuantities(
  words: readonly string[],
  bracketed: ReadonlySet<number>,
  avoid: ReadonlySet<string>,
  score: number,
): Span[] {
  const out: Span[] = [];
  const plain = words.map((w) => bare(w));
  const stemOf = (w: string) => analyze(w, ['ara', 'eng'])[0]?.stem ?? foldWord(w);
  const free = (a: number, b: number) => {
    for (let i = a; i <= b; i++) if (bracketed.has(i) || avoid.has(stemOf(words[i]!))) return false;
    return true;
  };
  for (let i = 0; i < words.length; i++) {
    const w = plain[i]!;
    // A number and its unit, or a year; the number must not be given again in the sentence.
    if (NUMBER_TOKEN.test(w) && plain.filter((x) => x === w).length === 1) {
      const unit = plain[i + 1] ?? '';
      const hasUnit =
        /[%٪]$/u.test(w) ||
        (!/\p{P}$/u.test(words[i]!) &&
          ((UNIT.test(unit) && !NOT_UNIT.has(unit)) || AR_UNIT.has(foldWord(unit))));
      const year =
        /^\p{N}{3,4}$/u.test(w) && YEAR_WORD.has(foldWord(plain[i - 1] ?? '').toLowerCase());
      const last = hasUnit && !/[%٪]$/u.test(w) ? i + 1 : i;
      if ((hasUnit || year) && free(i, last)) out.push({ first: i, last, score });
      continue;
    }
    // Arabic: the word(s) after a title.
    if (AR_TITLE.has(foldWord(w)) && i + 1 < words.length) {
      const first = i + 1;
      const last = AR_NAME_LINK.has(foldWord(plain[first]!)) ? first + 1 : first;
      if (last < words.length && /\p{Script=Arabic}/u.test(plain[first]!) && free(first, last))
        out.push({ first, last, score });
      continue;
    }
    // English: two or three capitalised words inside the sentence, or one after a title.
    if (i > 0 && /^\p{Lu}\p{Ll}+$/u.test(w) && !/[.!?]$/u.test(words[i - 1]!)) {
      let last = i;
      while (last + 1 < words.length && last - i < 2 && /^\p{Lu}\p{Ll}+$/u.test(plain[last + 1]!)) {
        if (/\p{P}$/u.test(words[last]!)) break;
        last++;
      }
      const titled = EN_TITLE.has(plain[i - 1]!.toLowerCase());
      if ((last > i || titled) && free(i, last)) out.push({ first: i, last, score });
      i = last;
    }
  }
  return out;
}

export function quizQuestion(
  sentence: MaterialSentence,
  weight: (stem: string) => number,
  avoid: ReadonlySet<string>,
  language: IntentLanguage,
  /** Stems of the material's own terms (headings, glossary lines): always fair answers. */
  keyTerms: ReadonlySet<string> = new Set(),
  /** Whether the material uses this phrase (folded words) more than once: a term of several words. */
  repeated: (phrase: string) => boolean = () => false,
  evidence: TermEvidence = {},
): QuizQuestion | null {
  const words = sentence.text.split(/\s+/u);
  const entry = glossaryTerm(words);
  if (entry && !avoid.has(foldWord(entry.term))) {
    const definition = words.slice(entry.rest).join(' ');
    return {
      prompt: `${phrase(language, 'fillBlank')} "${BLANK}: ${definition}"`,
      answer: entry.term,
      sentence,
    };
  }
  const term = definitionTerm(words);
  if (
    term &&
    !foldWord(term)
      .split(' ')
      .every((w) => avoid.has(w))
  ) {
    return { prompt: phrase(language, 'whatIsMeant', { term }), answer: term, sentence };
  }
  // Cloze: the best content word of the sentence, found again among its typed words. A term the
  // material defines or names in a heading beats a word that is merely rare in it: blanking a
  // word used once ("torch", "itself", "العالم") tests reading, not the lesson.
  // Words in brackets are glosses ("البناء الضوئي (Photosynthesis)"): blanking one asks for a
  // translation the sentence itself gives away.
  const bracketed = new Set<number>();
  let depth = 0;
  words.forEach((w, i) => {
    if (w.includes('(')) depth++;
    if (depth > 0) bracketed.add(i);
    if (w.includes(')')) depth = Math.max(0, depth - 1);
  });
  // Words of a fixed formula ("صلى الله عليه وسلم") are never blanked, nor bracketed glosses.
  const locked = new Set([...bracketed, ...formulaSpans(words).inside]);
  const titled = new Set<number>();
  words.forEach((w, i) => {
    if (AR_TITLE.has(bare(w)) || EN_TITLE.has(bare(w).toLowerCase())) titled.add(i);
  });
  let best: Span | null = null;
  let strongest = 0;
  sentence.stems.forEach((stem, t) => {
    if (avoid.has(stem) || /^\d+$/u.test(stem)) return;
    // Said twice in the sentence ("supplies carbon dioxide, so that carbon dioxide does not
    // ..."): the other one gives the blank away.
    if (sentence.stems.indexOf(stem) !== sentence.stems.lastIndexOf(stem)) return;
    const surface = sentence.surfaces[t]!;
    if (surface.length < (/\p{Script=Arabic}/u.test(surface) ? 3 : 4)) return;
    if (EN_STOPWORDS_FOR_QUIZ.has(surface)) return;
    const word = words.findIndex(
      (w) => foldWord(w).toLowerCase() === surface || foldWord(w).toLowerCase().endsWith(surface),
    );
    if (word < 0 || locked.has(word) || titled.has(word)) return;
    if (evidence.asked?.has(foldWord(bare(words[word]!)))) return;
    if (!clozeWorthy(words[word]!.replace(/^\p{P}+|\p{P}+$/gu, ''), keyTerms.has(stem))) return;
    if (verbLike(words, word, evidence.nounForms)) return;
    if (!lessonTerm(words, word, stem, keyTerms, evidence, repeated, avoid)) return;
    // Arabic puts the verb first: a bare word opening the sentence before a definite noun
    // ("تشكل التضاريس عوامل ...", "تنحت الرياح ...") is its verb, unless the notes define it.
    if (
      word === 0 &&
      /\p{Script=Arabic}/u.test(surface) &&
      !/^ال/u.test(bare(words[0]!)) &&
      /^[وفب]?ال\p{L}{2}/u.test(bare(words[1] ?? '')) &&
      !evidence.defined?.has(stem)
    )
      return;
    const kind = evidence.defined?.has(stem)
      ? DEFINED_TERM
      : keyTerms.has(stem)
        ? HEADING_TERM
        : (evidence.recurring?.(stem) ?? true)
          ? RECURRING_TERM
          : ANY_WORD;
    strongest = Math.max(strongest, weight(stem));
    const score = weight(stem) * kind;
    if (!best || score > best.score) best = { first: word, last: word, score };
  });
  for (const span of namesAndQuantities(words, locked, avoid, NAME_OR_QUANTITY * strongest))
    if (!best || span.score > best.score) best = span;
  if (!best || words.length - 1 < MIN_OTHER_WORDS) return null;
  const chosen = best as Span;
  const [first, last] =
    chosen.first === chosen.last
      ? termAround(words, chosen.first, avoid, repeated, evidence.nounForms, locked)
      : [chosen.first, chosen.last];
  // A glued و / ف / ب before the article stays in the sentence: "يرتبط ب_____", answer "الأكسجين".
  const leading = /^[\p{P}]*(?:[وفب](?=ال\p{L}{2}))?/u.exec(words[first]!)?.[0] ?? '';
  const trailing = /[\p{P}]+$/u.exec(words[last]!)?.[0] ?? '';
  const typed = words.slice(first, last + 1).join(' ');
  const answer = typed.slice(leading.length, typed.length - trailing.length);
  if (!/[\p{L}\p{N}]{2}/u.test(answer)) return null;
  // A term grown over several words may still be said again in the rest of the sentence.
  const rest = [...words.slice(0, first), ...words.slice(last + 1)].map((w) =>
    foldWord(w).toLowerCase(),
  );
  const answerWords = answer.split(/\s+/u).map((w) => foldWord(w).toLowerCase());
  if (answerWords.length > 0 && answerWords.every((w) => rest.includes(w))) return null;
  const blanked = [
    ...words.slice(0, first),
    `${leading}${BLANK}${trailing}`,
    ...words.slice(last + 1),
  ].join(' ');
  return { prompt: `${phrase(language, 'fillBlank')} "${blanked}"`, answer, sentence };
}
