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
// word of a question in the notes' own language (docs/decisions/056).
import { isGeneralWord } from '../../answer/general-words.js';
import { isQuestionForm } from '../../answer/question-terms.js';
import { analyze } from '../../../search/analyzer/analyzer.js';
import { ARABIC_STOPWORDS, latinStopwords } from '../../../search/analyzer/stopwords.js';
import type { GlossaryMatch } from '../compiled-glossary.js';
import type { QueryTranslator } from '../query-translator.js';
import {
  questionWords,
  schoolVocabulary,
  type QuestionWord,
  type VocabularySide,
} from './school-vocabulary.js';

/** Which of these words or phrases the bot's files hold (every word of the phrase), in order. */
export type HeldByBot = (phrases: readonly string[]) => Promise<boolean[]>;

/** The English word of the bot's files an Arabic word spells in Arabic letters, or null. */
export type SpellInEnglish = (arabicWord: string) => Promise<string | null>;

const ENGLISH_STOPWORDS = latinStopwords(['eng']);
/** Candidates kept per word when the files hold several (forms of one word count once). */
const MAX_CANDIDATES = 2;

function isFunctionWord(word: QuestionWord): boolean {
  const { surface, arabic } = word.token;
  return arabic ? ARABIC_STOPWORDS.has(surface) : ENGLISH_STOPWORDS.has(surface);
}

/** Question words a glossary term covers (by the same keys the vocabulary uses). */
function coveredByGlossary(words: readonly QuestionWord[], term: string): number[] {
  const keys = new Set(analyze(term, ['ara', 'eng']).flatMap((t) => [t.light, t.stem]));
  return words.flatMap((w, i) => (w.keys.some((k) => keys.has(k)) ? [i] : []));
}

interface Slot {
  /** Candidates in the other language, or the word as written when nothing translates it. */
  candidates: string[];
  kind: 'glossary' | 'frame' | 'vocabulary' | 'as-written';
  /** The question's word itself, kept when nothing carries it across. */
  asked?: string;
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
  /** Words of an anchored question nothing carried across, left in the query as typed. */
  unknown: string[];
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
): VocabularyTranslator {
  const vocabulary = schoolVocabulary();
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
      // The vocabulary reads the words the glossary left, phrase by phrase.
      const rest = words.map((w, i) => (covered.has(i) ? null : w));
      let run: number[] = [];
      const flush = () => {
        for (const m of vocabulary.match(
          run.map((i) => rest[i]!),
          from,
        )) {
          const at = run.slice(m.start, m.start + m.length);
          at.forEach((i) => covered.add(i));
          // A frame wins over a subject word of the same length ("ما" is asked, not translated).
          const frames = m.entries.filter((e) => e.frame);
          const chosen = frames.length > 0 ? frames : m.entries;
          slots.set(at[0]!, {
            candidates: [...new Set(chosen.flatMap((e) => withPastForms(e[to])))],
            kind: frames.length > 0 ? 'frame' : 'vocabulary',
          });
        }
        run = [];
      };
      rest.forEach((w, i) => (w ? run.push(i) : flush()));
      flush();
      // Everything else but function words and question words is kept as written. An everyday
      // word counts here like any other ("who FOUNDED the Umayyad state"): left out, the
      // translated question would ask something else.
      for (const [i, w] of words.entries()) {
        if (covered.has(i) || isFunctionWord(w) || isQuestionForm(w.token.surface)) continue;
        const candidates = [w.token.surface];
        // An English term in Arabic letters is translated by its spelling: "البروتوكول" is
        // "protocol" when the notes say protocol.
        const spelled =
          to === 'en' && w.token.arabic ? await spellInEnglish?.(w.token.surface) : null;
        if (spelled) candidates.push(spelled);
        slots.set(i, { candidates, kind: 'as-written', asked: w.token.surface });
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
                SAME_IN_BOTH.test(c) &&
                isHeld.get(c) === true &&
                (n === 0 || longEnoughToSpell(s.asked ?? '')),
            )),
      );
      const byGlossary = ordered.some((s) => s.kind === 'glossary');
      const terms: string[][] = [];
      const parts: string[] = [];
      const unknown: string[] = [];
      for (const slot of ordered) {
        if (slot.kind === 'glossary') {
          parts.push(slot.candidates[0]!);
          terms.push([slot.candidates[0]!]);
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
          if (!anchored) return null;
          if (slot.candidates.some((c) => contentFree(c))) {
            if (byGlossary) continue;
            return null;
          }
          unknown.push(slot.asked ?? slot.candidates[0]!);
          parts.push(slot.asked ?? slot.candidates[0]!);
          continue;
        }
        const used = slot.kind === 'as-written' ? inFiles : distinctForms(inFiles);
        parts.push(...used);
        terms.push(used);
      }
      // Only frames and everyday words: nothing says what the question is about.
      if (!terms.some((forms) => forms.some((f) => !contentFree(f)))) return null;
      return { query: parts.join(' '), terms, unknown };
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
 * Arabic verbs are listed in the present ("يسقط", "يبني"); notes tell history and processes in
 * the past ("سقطت بغداد", "بنى المنصور"). The form without ي is tried after the listed ones: its
 * Snowball stem is the past's ("سقط" and "سقطت").
 */
function withPastForms(candidates: readonly string[]): string[] {
  const past = candidates
    .filter((c) => /^ي\p{Script=Arabic}{3,}$/u.test(c))
    .map((c) => c.slice(1))
    .filter((c) => analyze(c, ['ara']).length > 0);
  return [...candidates, ...past];
}

/** Candidates the files hold, one per word form ("bit" and "bits" are one), at most MAX_CANDIDATES. */
function distinctForms(candidates: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of candidates) {
    const key = analyze(c, ['ara', 'eng'])
      .map((t) => t.stem)
      .join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
    if (out.length === MAX_CANDIDATES) break;
  }
  return out;
}
