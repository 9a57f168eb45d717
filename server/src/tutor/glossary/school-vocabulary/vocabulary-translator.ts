// A QueryTranslator without a model: the question's words looked up in the bot's glossary first
// (the teacher's own terms win), then in the built-in school vocabulary, and written as a
// question in the other language ("كم بت في عنوان IPv4" -> "how many bit address IPv4").
// Of several candidates for a word, the ones the bot's files hold are used; an Arabic word no
// entry knows may be an English term in Arabic letters ("بروتوكول", "راوتر"), spelled back by
// the bot's own English words (transliteration.ts). A word of the question that the files hold
// in neither language (nor as written) gives no translation (null): the files cannot answer what
// it asks, and a passage matching the rest of the question would read like a confident answer to
// something else. Unless the question is anchored: it names the teacher's own exact words, a
// token the files hold as written ("TCP", "CO2", "1258"), an English term it spells in Arabic
// letters, or a term of the bot's glossary. Then an unknown subject word stays in the translation
// as typed, where the decline gate weighs it as a word no passage holds, the same as an unknown
// word of a question in the notes' own language (docs/decisions/056). With `partial` (the
// question path), a word no entry knows, or an everyday word the notes put otherwise, is left
// out when the subject words the files hold outnumber such words, two at least; a capitalised
// name never is, and a question asking a value or place with a word left out is declined by the
// tutor (docs/decisions/067).
import { isGeneralWord } from '../../answer/general-words.js';
import { irregularFormsOf } from '../../answer/irregular-forms.js';
import { isQuestionForm } from '../../answer/question-terms.js';
import { analyze } from '../../../search/analyzer/analyzer.js';
import { TextMemo } from '../../../search/text-memo.js';
import type { LanguageCode } from '../../../search/language-codes.js';
import { ARABIC_STOPWORDS, latinStopwords } from '../../../search/analyzer/stopwords.js';
import type { GlossaryMatch } from '../compiled-glossary.js';
import type { QueryTranslator } from '../query-translator.js';
import {
  questionWords,
  schoolVocabulary,
  type QuestionWord,
  type VocabularyMatch,
  type VocabularySide,
} from './school-vocabulary.js';
import {
  arabicElativeBases,
  arabicElatives,
  englishSuperlativeBases,
  englishSuperlatives,
  isArabicElative,
} from './superlatives.js';

/** Which of these words or phrases the bot's files hold (every word of the phrase), in order. */
export type HeldByBot = (phrases: readonly string[]) => Promise<boolean[]>;

/** The English word of the bot's files an Arabic word spells in Arabic letters, or null. */
export type SpellInEnglish = (arabicWord: string) => Promise<string | null>;

/**
 * The bot's files' spelling, in the other script, of a name of one word or two ("Ibn Sina" ->
 * "ابن سينا", "غرناطة" -> "Granada"), or null (glossary/name-spelling.ts).
 */
export type SpellName = (phrase: string) => Promise<string | null>;

const ENGLISH_STOPWORDS = latinStopwords(['eng']);
/** Candidates kept per word when the files hold several (forms of one word count once). */
const MAX_CANDIDATES = 2;

/**
 * English prepositions the search keeps as words ("protection AGAINST ransomware", "travel
 * TOWARDS the Sun"): Arabic puts them with its own prepositions ("حماية من برامج الفدية"),
 * which are function words no file need hold, so they are not carried across (decision 121).
 */
const ENGLISH_PREPOSITIONS = new Set([
  'against',
  'towards',
  'toward',
  'within',
  'upon',
  'across',
  'along',
  'among',
  'amongst',
  'around',
  'beside',
  'besides',
  'beyond',
  'inside',
  'outside',
  'underneath',
  'via',
  'per',
]);

function isFunctionWord(word: QuestionWord): boolean {
  const { surface, arabic } = word.token;
  return arabic
    ? ARABIC_STOPWORDS.has(surface)
    : ENGLISH_STOPWORDS.has(surface) || ENGLISH_PREPOSITIONS.has(surface);
}

/** Question words a glossary term covers (by the same keys the vocabulary uses). */
function coveredByGlossary(words: readonly QuestionWord[], term: string): number[] {
  const keys = new Set(analyze(term, ['ara', 'eng']).flatMap((t) => [t.light, t.stem]));
  return words.flatMap((w, i) => (w.keys.some((k) => keys.has(k)) ? [i] : []));
}

interface Slot {
  /** Candidates in the other language, or the word as written when nothing translates it. */
  candidates: string[];
  kind: 'glossary' | 'frame' | 'vocabulary' | 'name' | 'as-written';
  /** The question's word itself, kept when nothing carries it across. */
  asked?: string;
  /** The question's word, for a slot of one word. */
  word?: QuestionWord;
  /** A candidate that is a name of the files (it never anchors the question). */
  named?: string;
  /**
   * The word is a superlative ("smallest", "أصغر"): never left out, since without it the
   * question asks about any of its kind ("the smallest bone" answered with "the longest bone").
   */
  superlative?: boolean;
}

/**
 * A token that reads the same in both languages' notes: Latin letters ("TCP", "CO2", "pH"), or a
 * number of three digits or more (a year, a value). Shorter numbers are in every page.
 */
const SAME_IN_BOTH = /^(?:\p{Script=Latin}[\p{Script=Latin}\p{N}.+'’-]*|\p{N}{3,})$/u;

/**
 * A spelling anchors a question only from five letters on (without the article): a shorter
 * Arabic word has too few consonants to be told from an ordinary one ("البالغ", an adult, has
 * the consonants of "biology"); "راوتر", "كيوبت", "بروتوكول" are long enough.
 */
function longEnoughToSpell(arabicWord: string): boolean {
  return arabicWord.replace(/^(?:وال|فال|بال|كال|ال|لل)/u, '').length >= 5;
}

/**
 * An everyday phrase ("important", "example"): no file needs to hold it. A phrase of function
 * words only is not one: as a word's translation it would let any passage through.
 */
function contentFree(phrase: string): boolean {
  const words = analyze(phrase, ['ara', 'eng']);
  return words.length > 0 && words.every((t) => isGeneralWord(t));
}

/** A phrase of function words only ("what is", "كم"): a frame may always be written so. */
function functionWordsOnly(phrase: string): boolean {
  return analyze(phrase, ['ara', 'eng']).length === 0;
}

export interface VocabularyTranslation {
  query: string;
  /** Each subject word of the question as written in the other language (its forms used). */
  terms: string[][];
  /**
   * Every form the files hold of each of `terms`, in the same order: the query writes the first
   * few ("region", "area"), the passage that answers may hold another ("zones").
   */
  forms: string[][];
  /** Words of an anchored question nothing carried across, left in the query as typed. */
  unknown: string[];
  /**
   * Words no entry knows and the files do not hold as written, left out because the question's
   * other subject words carry it across (`partial`, docs/decisions/067); and everyday words the
   * files lack left out beside a glossary term ("كم ... في أول ورقة": "first"), which a value
   * question must not lose either (docs/decisions/090).
   */
  dropped: string[];
}

export interface VocabularyTranslatorOptions {
  /**
   * A word no entry knows no longer gives "no translation" when the question's subject words
   * the files do hold outnumber such words (at least two of them): it is left out, and the
   * answer must still hold every carried word. Off for topics of requests.
   */
  partial?: boolean;
  /**
   * Names of the files in the other script: two-word names of the question ("Ibn Battuta",
   * "صلاح الدين") are read as one before the vocabulary sees their words ("ابن" is also "son"),
   * and a word no entry knows may be a name ("Granada"). A name carries the question like a
   * subject word the files hold; it never anchors it.
   */
  spellName?: SpellName;
}

/** "when" joining a clause, as Arabic writes it (a function word: no file need hold it). */
const CLAUSE_WHEN = 'عندما';

/**
 * The frame at `at` is a "when" after a subject word of the question ("what happens to the
 * pupil WHEN the light is bright"), not the question's own "when" ("and when did it fall").
 */
function joinsClause(words: readonly QuestionWord[], at: readonly number[]): boolean {
  if (at.length !== 1 || words[at[0]!]!.token.surface !== 'when') return false;
  return words.slice(0, at[0]).some((w) => !isFunctionWord(w) && !isQuestionForm(w.token.surface));
}

/** The Arabic superlative of an adjective without an elative of its own: "أشد/أكثر" + the quality. */
const PERIPHRASTIC_SUPERLATIVES = ['أشد', 'أكثر'] as const;

/** Subject words that must carry a question across before a word no entry knows is left out. */
const MIN_CARRIED_FOR_PARTIAL = 2;

/**
 * Latin words of the question written with a capital after its first word ("when did Granada
 * fall", "who was Ibn Rushd"), folded: a name or term is what the question is about, and notes in
 * Arabic write it in their own letters; it is never left out as a word no entry knows.
 */
function capitalisedNames(question: string): Set<string> {
  const words = question.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
  return new Set(
    words
      .slice(1)
      .filter((w) => /^\p{Lu}/u.test(w) && /^\p{Script=Latin}/u.test(w))
      .flatMap((w) => analyze(w, ['eng']).map((t) => t.surface)),
  );
}

export interface VocabularyTranslator extends QueryTranslator {
  /** The translation and the words an answer to it must hold (null: no translation). */
  translateWithTerms(
    question: string,
    to: 'ar' | 'en',
    glossary: readonly GlossaryMatch[],
  ): Promise<VocabularyTranslation | null>;
}

export function createVocabularyTranslator(
  heldByBot: HeldByBot,
  spellInEnglish?: SpellInEnglish,
  options: VocabularyTranslatorOptions = {},
): VocabularyTranslator {
  const vocabulary = schoolVocabulary();
  /** Whether an entry knows the whole phrase (a name pass leaves it to the vocabulary). */
  const knows = (phrase: string, side: VocabularySide): boolean => {
    const words = questionWords(phrase);
    return vocabulary.match(words, side).some((m) => m.length === words.length);
  };
  /** The files' words for another form of an unknown Arabic word (arabicWordForms), or null. */
  const heldForm = async (surface: string): Promise<string[] | null> => {
    for (const form of arabicWordForms(surface)) {
      const words = questionWords(form);
      const whole = vocabulary.match(words, 'ar').find((m) => m.length === words.length);
      if (!whole || whole.entries.some((e) => e.frame)) continue;
      const candidates = withPastForms([...new Set(whole.entries.flatMap((e) => e.en))]);
      const held = await heldByBot(candidates);
      const inFiles = candidates.filter((_, n) => held[n]);
      if (inFiles.length > 0) return inFiles;
    }
    return null;
  };
  /**
   * A superlative no entry knows as written ("hardest", "أصغر"), read through its plain adjective
   * ("hard", "صغير"): the other language's superlatives of that adjective's entries, held by the
   * files or not (a superlative the files lack vetoes like any subject word: "the smallest bone"
   * beside "the longest bone"); null when the word is no superlative of a known adjective.
   */
  const superlativeOf = (surface: string, from: VocabularySide): string[] | null => {
    const bases = from === 'en' ? englishSuperlativeBases(surface) : arabicElativeBases(surface);
    let known = false;
    for (const base of bases) {
      const words = questionWords(base);
      const whole = vocabulary.match(words, from).find((m) => m.length === words.length);
      if (!whole || whole.entries.some((e) => e.frame)) continue;
      const plain = whole.entries.flatMap((e) => (from === 'en' ? e.ar : e.en));
      const forms = plain.flatMap((c) =>
        from === 'en' ? arabicElatives(c) : englishSuperlatives(c),
      );
      if (forms.length > 0) return [...new Set(forms)];
      known = true;
    }
    // An adjective with no أفعل form ("hot": حار, ساخن) makes its superlative with "أشد" or
    // "أكثر" before the quality ("أشد الكواكب حرارة"): those are what the notes hold, and the
    // word stays a superlative, never left out (090).
    return known && from === 'en' ? [...PERIPHRASTIC_SUPERLATIVES] : null;
  };
  const translator: VocabularyTranslator = {
    async translate(question, to, glossary) {
      return (await translator.translateWithTerms(question, to, glossary))?.query ?? null;
    },
    async translateWithTerms(question, to, glossary) {
      const from: VocabularySide = to === 'en' ? 'ar' : 'en';
      const words = questionWords(question);
      const slots = new Map<number, Slot>();
      const covered = new Set<number>();
      for (const g of glossary.filter((m) => m.asked === from)) {
        const at = coveredByGlossary(words, g.term).filter((i) => !covered.has(i));
        if (at.length === 0) continue;
        at.forEach((i) => covered.add(i));
        slots.set(at[0]!, { candidates: [g.translation], kind: 'glossary' });
      }
      if (options.spellName)
        for (const name of await namesOfQuestion(question, from, options.spellName, knows)) {
          const at = runOf(words, name.asked, covered);
          if (!at) continue;
          at.forEach((i) => covered.add(i));
          slots.set(at[0]!, { candidates: [name.spelled], kind: 'name' });
        }
      // The vocabulary reads the words the glossary left, phrase by phrase.
      const rest = words.map((w, i) => (covered.has(i) ? null : w));
      const place = (m: VocabularyMatch, at: readonly number[]) => {
        at.forEach((i) => covered.add(i));
        // A frame wins over a subject word of the same length ("ما" is asked, not translated),
        // except a one-word frame inside the question: "عدد" opens "عدد أنواع الصخور" (list)
        // but is the noun in "متى تجاوز عدد سكان العالم" (the number of).
        const inside = at.length === 1 && at[0]! > 0 && m.entries.some((e) => !e.frame);
        const frames = inside ? [] : m.entries.filter((e) => e.frame);
        const chosen = frames.length > 0 ? frames : m.entries;
        const listed = chosen.flatMap((e) =>
          e.frame ? withPastForms(e[to]) : withArticleForms(withPastForms(e[to])),
        );
        // "أطول" is listed as "longer"; before a noun it is "the longest" too.
        const elative =
          frames.length === 0 && at.length === 1 && isArabicElative(words[at[0]!]!.token.surface);
        // "what does the diaphragm do WHEN we breathe in": after the question's own words,
        // "when" joins a clause ("عندما"); written "متى" it would ask a time.
        const clause = from === 'en' && frames.length > 0 && joinsClause(words, at);
        slots.set(at[0]!, {
          candidates: clause
            ? [CLAUSE_WHEN]
            : [...new Set([...listed, ...(elative ? listed.flatMap(englishSuperlatives) : [])])],
          kind: frames.length > 0 ? 'frame' : 'vocabulary',
          word: at.length === 1 ? words[at[0]!] : undefined,
          superlative: elative,
        });
      };
      /** The phrase's words each as their own entry, or null (the phrase is held, or a word is not). */
      const wordByWord = async (
        m: VocabularyMatch,
        at: readonly number[],
      ): Promise<[VocabularyMatch, number][] | null> => {
        if ((await heldByBot(m.entries.flatMap((e) => e[to]))).some(Boolean)) return null;
        const singles: [VocabularyMatch, number][] = [];
        for (const i of at) {
          const [single] = vocabulary.match([rest[i]!], from);
          if (!single || single.entries.some((e) => e.frame)) return null;
          if (!(await heldByBot(single.entries.flatMap((e) => e[to]))).some(Boolean)) return null;
          singles.push([single, i]);
        }
        return singles;
      };
      const runs: number[][] = [[]];
      rest.forEach((w, i) => (w ? runs.at(-1)!.push(i) : runs.push([])));
      for (const run of runs.filter((r) => r.length > 0)) {
        for (const m of vocabulary.match(
          run.map((i) => rest[i]!),
          from,
        )) {
          const at = run.slice(m.start, m.start + m.length);
          // A phrase the files hold in neither language is read word by word when each of its
          // words has a translation they hold: "سرعة المعالج" is listed as "clock speed", and
          // notes that say "the speed of a processor" hold both of its words.
          if (m.length > 1 && !m.entries.some((e) => e.frame)) {
            const split = await wordByWord(m, at);
            if (split) {
              split.forEach(([single, i]) => place(single, [i]));
              continue;
            }
          }
          place(m, at);
        }
      }
      // Everything else but function words and question words is kept as written. An everyday
      // word counts here like any other ("who FOUNDED the Umayyad state"): left out, the
      // translated question would ask something else.
      for (const [i, w] of words.entries()) {
        if (covered.has(i) || isFunctionWord(w) || isQuestionForm(w.token.surface)) continue;
        // Another form of a word no entry knows as written: "وتغلقها" (and closes it) is
        // "يغلق", "صنع" (made) is "يصنع". Used only when the files hold its translation.
        const formOf = from === 'ar' && w.token.arabic ? await heldForm(w.token.surface) : null;
        if (formOf) {
          covered.add(i);
          slots.set(i, { candidates: formOf, kind: 'vocabulary' });
          continue;
        }
        const superlative = superlativeOf(w.token.surface, from);
        if (superlative) {
          covered.add(i);
          slots.set(i, { candidates: superlative, kind: 'vocabulary', word: w, superlative: true });
          continue;
        }
        const candidates = [w.token.surface];
        // An English term in Arabic letters is translated by its spelling: "البروتوكول" is
        // "protocol" when the notes say protocol.
        const spelled =
          to === 'en' && w.token.arabic ? await spellInEnglish?.(w.token.surface) : null;
        if (spelled) candidates.push(spelled);
        // A name the files write in the other script: "Granada" is "غرناطة".
        const named = spelled ? null : await options.spellName?.(w.token.surface);
        if (named) candidates.push(named);
        slots.set(i, {
          candidates,
          kind: 'as-written',
          asked: w.token.surface,
          word: w,
          named: named ?? undefined,
        });
      }

      const ordered = [...slots.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
      // Every word of the question must be in the files, translated or as written, everyday
      // words too ("how many qubits in the FIRST quantum computer"); only a frame may be written
      // in everyday or function words the files need not hold.
      const needsFiles = (s: Slot, c: string) =>
        s.kind !== 'frame' || !(contentFree(c) || functionWordsOnly(c));
      const asked = [
        ...new Set(
          ordered
            .filter((s) => s.kind !== 'glossary')
            .flatMap((s) => s.candidates.filter((c) => needsFiles(s, c))),
        ),
      ];
      const held = asked.length > 0 ? await heldByBot(asked) : [];
      const isHeld = new Map(asked.map((c, i) => [c, held[i] ?? false]));
      const usable = (s: Slot, c: string) => (needsFiles(s, c) ? isHeld.get(c) === true : true);
      // Anchored: the question names a term of the bot's glossary, a token the files hold as
      // written, or one of their English words spelled in Arabic letters.
      const anchored = ordered.some(
        (s) =>
          s.kind === 'glossary' ||
          (s.kind === 'as-written' &&
            s.candidates.some(
              (c, n) =>
                c !== s.named &&
                SAME_IN_BOTH.test(c) &&
                isHeld.get(c) === true &&
                (n === 0 || longEnoughToSpell(s.asked ?? '')),
            )),
      );
      const byGlossary = ordered.some((s) => s.kind === 'glossary');
      const terms: string[][] = [];
      const forms: string[][] = [];
      const parts: string[] = [];
      const unknown: string[] = [];
      const dropped: string[] = [];
      const leftOutEveryday: string[] = [];
      const names = capitalisedNames(question);
      for (const slot of ordered) {
        if (slot.kind === 'glossary') {
          parts.push(slot.candidates[0]!);
          terms.push([slot.candidates[0]!]);
          forms.push([slot.candidates[0]!]);
          continue;
        }
        const inFiles = slot.candidates.filter((c) => usable(slot, c));
        if (slot.kind === 'frame') {
          // The first way of asking the files can take; none: the frame is left out.
          if (inFiles.length > 0) parts.push(inFiles[0]!);
          continue;
        }
        // A word of the question the files hold in neither language: they cannot answer it,
        // and a passage matching the rest would read like an answer. In an anchored question a
        // subject word is left to the gate, which weighs it fully. An everyday word ("first",
        // "go") weighs little there, and "how many bits in the FIRST IPv4 address" would be
        // answered: no translation, unless a glossary term anchors it, where the teacher's own
        // translation of the term says what is asked about and the word is left out.
        if (inFiles.length === 0) {
          // A word no entry knows says nothing of what the files hold in the other language
          // (unlike a subject word the vocabulary translates and the files lack: "die" beside
          // "born"), nor does an everyday word the notes put otherwise ("how does resistance
          // CHANGE with length": "تزداد"): either may be left out, if the carried words still
          // say what is asked (checked below).
          if (
            options.partial &&
            !anchored &&
            slot.word &&
            !slot.superlative &&
            (slot.kind === 'as-written' ||
              (slot.kind === 'vocabulary' && isGeneralWord(slot.word.token))) &&
            !/\p{N}/u.test(slot.word.token.surface) &&
            !names.has(slot.word.token.surface)
          ) {
            dropped.push(slot.asked ?? slot.word.token.surface);
            continue;
          }
          if (!anchored) return null;
          if (slot.candidates.some((c) => contentFree(c))) {
            if (!byGlossary) return null;
            // Left out, and said so: a question asking a value, a time or a place is not
            // carried across without it (the tutor's asksSameSlot), as for any word left out.
            leftOutEveryday.push(slot.asked ?? slot.word?.token.surface ?? slot.candidates[0]!);
            continue;
          }
          unknown.push(slot.asked ?? slot.candidates[0]!);
          parts.push(slot.asked ?? slot.candidates[0]!);
          continue;
        }
        const held = slot.kind === 'as-written' ? inFiles : distinctForms(inFiles, Infinity);
        const used = slot.kind === 'as-written' ? inFiles : held.slice(0, MAX_CANDIDATES);
        parts.push(...used);
        terms.push(used);
        forms.push(held);
      }
      // Only frames and everyday words: nothing says what the question is about.
      const subjects = terms.filter((forms) => forms.some((f) => !contentFree(f))).length;
      if (subjects === 0) return null;
      // Words left out: the question is carried across only when what it names in the files
      // outweighs what it names that no entry knows ("the cells that open and close the
      // stomata": cells, open, close), never on one word ("why does a plant wilt": plant).
      if (dropped.length > 0 && (subjects < MIN_CARRIED_FOR_PARTIAL || subjects <= dropped.length))
        return null;
      dropped.push(...leftOutEveryday);
      return { query: parts.join(' '), terms, forms, unknown, dropped };
    },
  };
  return translator;
}

/**
 * Whether an answer holds every subject word of the translation (one of its forms, by the
 * analyzer's stem or light form). A word-by-word translation is not checked by anyone: a reply
 * that leaves one of its words out ("how many qubits in the FIRST quantum computer" answered by
 * a slide comparing classical and quantum computing) answers another question.
 */
export function answerHoldsTerms(answer: string, terms: readonly string[][]): boolean {
  const held = new Set(analyze(answer, ['ara', 'eng']).flatMap((t) => [t.stem, t.light]));
  return terms.every((forms) =>
    forms.some((form) => {
      const words = analyze(form, ['ara', 'eng']);
      return words.length > 0 && words.every((w) => held.has(w.stem) || held.has(w.light));
    }),
  );
}

/**
 * The translated question with each word as the passage that holds most of them writes it: "why
 * bone solid hard" is "why bone hard" before "Bones are hard because ...", and "historical" is
 * "historic" before "historic sites". A translation writes the forms the files hold for a word
 * ("solid", "hard"), matched by stem, and the decline gate, which weighs each word of a query as
 * written, read a form the passage lacks as a word of the question it does not answer: a
 * cross-language question met a stricter bar than the same question in the notes' own words
 * (colloquial/standardize-question.ts does the same for a question in the notes' language). The
 * passage is the first of the search's hits holding the most of the question's words ("A hard
 * disk or a solid-state drive" holds two forms of one word only). A word that passage holds in no
 * form keeps all of them; words left as typed and the frame are not touched.
 */
export function inPassageForms(
  translation: VocabularyTranslation,
  passages: readonly { text: string }[],
): string {
  let best: PassageWords | null = null;
  let bestCount = 0;
  for (const passage of passages) {
    const words = passageWords(passage.text);
    const count = translation.forms.filter((forms) => forms.some((f) => words.write(f))).length;
    if (count > bestCount) [best, bestCount] = [words, count];
  }
  if (!best) return translation.query;
  let query = translation.query;
  translation.terms.forEach((written, i) => {
    const inPassage = (translation.forms[i] ?? written).flatMap((f) => best.write(f) ?? []);
    const kept = [...new Set(inPassage)].slice(0, MAX_CANDIDATES);
    if (kept.length === 0 || kept.join(' ') === written.join(' ')) return;
    query = query.replace(written.join(' '), kept.join(' '));
  });
  return query;
}

interface PassageWords {
  /** The form as the passage writes it, word by word, or null when it lacks one of its words. */
  write(form: string): string | null;
}

/**
 * A passage's first written form of each light form and stem. The same retrieved passages come
 * back question after question, so they are read once per text (decision 117); keyed by the text,
 * so a changed file's passage is read anew. The maps are only read after they are built.
 */
const passageForms = new TextMemo(2_000, (text, languages) => {
  const byLight = new Map<string, string>();
  const byStem = new Map<string, string>();
  for (const t of analyze(text, languages)) {
    if (!byLight.has(t.light)) byLight.set(t.light, t.surface);
    if (!byStem.has(t.stem)) byStem.set(t.stem, t.surface);
  }
  return { byLight, byStem };
});

const BOTH_LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

function passageWords(text: string): PassageWords {
  const { byLight, byStem } = passageForms.get(text, BOTH_LANGUAGES);
  return {
    write(form) {
      const words = analyze(form, ['ara', 'eng']);
      if (words.length === 0) return null;
      const out: string[] = [];
      for (const w of words) {
        // The form itself when the passage holds it as written (with or without an article).
        const surface = byLight.has(w.light) ? w.surface : byStem.get(w.stem);
        if (!surface) return null;
        out.push(surface);
      }
      return out.join(' ');
    },
  };
}

/** A pronoun the word ends with: "تغلقها" (closes it), "يفرزه", "ينقلهم". */
const PRONOUN_SUFFIX = /(?:هما|هم|هن|ها|ه)$/u;

/**
 * Other forms of an Arabic word the vocabulary does not know as written, nearest first: without
 * a leading و / ف ("وتغلقها"), without a pronoun it ends with ("تغلقها"), and a three-letter
 * past verb read as its present ("صنع" -> "يصنع", "سقطت" -> "يسقط"; the matcher reads ت/ن/أ
 * forms as ي itself).
 */
export function arabicWordForms(surface: string): string[] {
  const forms: string[] = [];
  let word = surface;
  if (word.length >= 4 && /^[وف]/u.test(word) && !word.startsWith('ال')) {
    word = word.slice(1);
    forms.push(word);
  }
  const unsuffixed = word.replace(PRONOUN_SUFFIX, '');
  if (unsuffixed !== word && unsuffixed.length >= 3 && !unsuffixed.startsWith('ال'))
    forms.push(unsuffixed);
  for (const f of [word, unsuffixed]) {
    if (f.length === 3 && !/[اوىةء]/u.test(f)) forms.push(`ي${f}`);
    // A three-letter past with a feminine subject: "سقطت" (fell), "سمحت" (allowed) -> "يسقط".
    const past = f.length === 4 && f.endsWith('ت') ? f.slice(0, 3) : '';
    if (past && !/[اوىةء]/u.test(past)) forms.push(past, `ي${past}`);
  }
  return [...new Set(forms)];
}

/**
 * Arabic verbs are listed in the present ("يسقط", "يبني"); notes tell history and processes in
 * the past ("سقطت بغداد", "بنى المنصور"). The form without ي is tried after the listed ones: its
 * Snowball stem is the past's ("سقط" and "سقطت").
 */
function withPastForms(candidates: readonly string[]): string[] {
  // English verbs are listed in the base form; notes tell what was done ("Jenner MADE the first
  // vaccine"), which the stemmer keeps apart from "make".
  const irregular = candidates.flatMap((c) => irregularFormsOf(c));
  if (irregular.length > 0) return [...new Set([...candidates, ...irregular])];
  const present = candidates.filter((c) => /^ي\p{Script=Arabic}{3,}$/u.test(c));
  const past = present.map((c) => c.slice(1)).filter((c) => analyze(c, ['ara']).length > 0);
  // Then its present with a plural or feminine subject ("تموت الأسماك", "تتغذى آكلات الأعشاب"),
  // which the light stemmer keeps apart from the ي form.
  const feminine = present.map((c) => `ت${c.slice(1)}`);
  return [...candidates, ...past, ...feminine];
}

/**
 * An Arabic word the analyzer reads otherwise without its article: "كالسيوم" loses "كال" as
 * "like the" ("سيوم"), "ألياف" its own "أل"; the notes write "الكالسيوم", "الألياف", which keep
 * the word. Such a candidate is also written with the article, so the files are asked for the
 * word as they hold it.
 */
function withArticleForms(candidates: readonly string[]): string[] {
  const light = (w: string) => analyze(w, ['ara'])[0]?.light;
  const withArticle = candidates.filter(
    (c) => /^\p{Script=Arabic}+$/u.test(c) && !c.startsWith('ال') && light(c) !== light(`ال${c}`),
  );
  return [...candidates, ...withArticle.map((c) => `ال${c}`)];
}

/** Candidates the files hold, one per word form ("bit" and "bits" are one), at most MAX_CANDIDATES. */
function distinctForms(candidates: readonly string[], max = MAX_CANDIDATES): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of candidates) {
    const key = analyze(c, ['ara', 'eng'])
      .map((t) => t.stem)
      .join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
    if (out.length === max) break;
  }
  return out;
}

/** A Latin word written as a name: a capital after the question's first word, or an article. */
function latinNameLike(word: string, index: number): boolean {
  return (index > 0 && /^\p{Lu}/u.test(word)) || /^(?:al|el)[-‐]\p{L}/iu.test(word);
}

const NAME_LINK = /^(?:ibn|bin|abu|abd|ابن|بن|أبو|ابو|أبي|عبد)$/iu;
const ARABIC_ARTICLE_WORD = /^(?:[وفبك]?ال|لل)\p{L}{2}/u;

/**
 * The names of a question the files write in the other script, with the words as asked: two
 * words read as one name ("Ibn Sina", "Salah al-Din", "ابن النفيس", "صلاح الدين"), then single
 * Latin words written as names that no entry knows ("al-Khwarizmi", "Granada").
 */
async function namesOfQuestion(
  question: string,
  from: VocabularySide,
  spellName: SpellName,
  knows: (phrase: string, side: VocabularySide) => boolean,
): Promise<{ asked: string; spelled: string }[]> {
  const raw = question.match(/[\p{L}\p{M}][\p{L}\p{M}'’‐-]*/gu) ?? [];
  const arabic = (w: string) => /^\p{Script=Arabic}/u.test(w);
  const out: { asked: string; spelled: string }[] = [];
  const taken = new Set<number>();
  for (let i = 0; i + 1 < raw.length; i++) {
    const [a, b] = [raw[i]!, raw[i + 1]!];
    const pair =
      from === 'en'
        ? !arabic(a) &&
          !arabic(b) &&
          (latinNameLike(a, i) || NAME_LINK.test(a)) &&
          latinNameLike(b, i + 1)
        : arabic(a) &&
          arabic(b) &&
          !ARABIC_STOPWORDS.has(a) &&
          (NAME_LINK.test(a) || ARABIC_ARTICLE_WORD.test(b) || !knows(b, from));
    if (!pair) continue;
    // A two-word name an entry knows ("Ibn al-Haytham") is the vocabulary's, words and all.
    if (knows(`${a} ${b}`, from)) {
      taken.add(i).add(i + 1);
      i++;
      continue;
    }
    const spelled = await spellName(`${a} ${b}`);
    if (!spelled) continue;
    out.push({ asked: `${a} ${b}`, spelled });
    taken.add(i).add(i + 1);
    i++;
  }
  if (from === 'en')
    for (const [i, w] of raw.entries()) {
      if (taken.has(i) || !latinNameLike(w, i) || knows(w, from)) continue;
      const spelled = await spellName(w);
      if (spelled) out.push({ asked: w, spelled });
    }
  return out;
}

/** Where the words of `phrase` stand in the question, none of them covered yet, or null. */
function runOf(
  words: readonly QuestionWord[],
  phrase: string,
  covered: ReadonlySet<number>,
): number[] | null {
  const surfaces = questionWords(phrase).map((w) => w.token.surface);
  if (surfaces.length === 0) return null;
  for (let start = 0; start + surfaces.length <= words.length; start++) {
    const at = surfaces.map((_, k) => start + k);
    if (at.every((i, k) => !covered.has(i) && words[i]!.token.surface === surfaces[k])) return at;
  }
  return null;
}
