// The embedded default tutor (docs/architecture.md): no network, no model. It answers with 1-3
// sentences copied from the retrieved passages, cites each one, and declines in the student's
// language when the evidence is too weak. A pure function of (question, passages): the same
// input always gives the same answer, so the retrieval benchmark can call it directly.
//
// Scoring, per sentence of the retrieved passages:
//   coverage  - share of the question's analyzed terms (search/analyzer: same folding and
//               stemming as the index) the sentence contains, each term weighted by an IDF
//               over the sentences of this passage set, so "photosynthesis" outweighs "plant"
//               when every passage mentions plants;
//   proximity - how tightly the matched terms sit together;
//   rank      - the passage's BM25 score relative to the best passage, and an early-sentence bonus.
// The decline decision (answer/coverage-gate.ts) weighs the question's words by how rare they
// are in the bot's files (document frequencies from the index, answer/question-terms.ts) and
// asks how much of that vocabulary the quoted passage holds, and whether the question's key word
// is in the bot's files at all; the best sentence must also cover enough of the question.
// Thresholds come from docs/decisions/004-tutor-providers.md and 012.
import { analyze, type AnalyzedToken } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import type { SearchHit } from '../../search/search-index.js';
import {
  DEFAULT_COVERAGE_TUNING,
  judgeCoverage,
  requireMarginOverOtherFiles,
  type CoverageTuning,
} from '../answer/coverage-gate.js';
import { declineReply } from '../answer/decline-reply.js';
import { askedOrdinal, statesOrdinal } from '../answer/ordinal-questions.js';
import { namesAKind } from '../answer/named-things.js';
import { countedThing, countedWords } from '../answer/counted-things.js';
import { termWeight, weightedTerms, type WeightedTerm } from '../answer/question-terms.js';
import {
  asksWhatFor,
  isFrameWord,
  passageSaysWhatFor,
  weighFrameWords,
} from '../answer/function-questions.js';
import { statesReason } from '../answer/reason-lines.js';
import { addedShare } from '../answer/added-terms.js';
import {
  arabicWhenVerb,
  askedAnswerType,
  isMeasuredAttribute,
  isTypeWord,
  asksMeasure,
  statesAnswerType,
  statesMeasure,
  statesNumber,
} from '../answer/answer-type.js';
import { namesPerson, personQuestion } from '../answer/person-questions.js';
import { askedEvent, datesEvent, saysEvent, statesEventDate } from '../answer/asked-events.js';
import { askedAttribute } from '../answer/asked-attribute.js';
import { recordItems } from '../answer/record-lines.js';
import { askedMeasureKinds, measureWord, statesMeasureKind } from '../answer/measure-kinds.js';
import { asksForSource, isReferenceLine } from '../answer/reference-lines.js';
import {
  ASSIGNMENT,
  bulletsOnTheirOwnLines,
  isListItem,
  opensWithBullet,
  sentenceRoles,
  type LineRole,
} from '../answer/line-roles.js';
import { captionsAsRows, recordNumbers } from '../answer/caption-rows.js';
import { isTableCaption } from '../../ingestion/clean/line-kinds.js';
import { formulaNames, namesFormula } from '../answer/chemical-formulas.js';
import { asksColour, namesColour } from '../answer/colour-words.js';
import { isExerciseLine } from '../answer/exercise-lines.js';
import { translationGiven, translationRequest } from '../answer/translation-requests.js';
import { restatesQuestion } from '../answer/restating-lines.js';
import { demoteSummaryLines } from '../answer/summary-lines.js';
import { answeringLineFirst } from '../answer/answering-lead.js';
import { aboutTerm, askedTerm, definesTerm } from '../answer/defining-sentences.js';
import { askedValue, withoutRivalItems, withoutRivalValues } from '../answer/rival-values.js';
import { questionSymbols, symbolsOf } from '../answer/formula-symbols.js';
import { lemmaStem } from '../answer/irregular-forms.js';
import { arabicDerivedLights, arabicFamilyLights } from '../colloquial/arabic-root-forms.js';
import { similarWord } from '../answer/similar-word.js';
import { initialsSpelled, typedInitials } from '../answer/acronyms.js';
import { unitSymbol } from '../answer/unit-symbols.js';
import { letterAsked, writesLetter } from '../answer/letter-case.js';
import { joinWrappedLines } from '../answer/wrapped-lines.js';
import { bulletGlyphsAsItems } from '../answer/slide-bullets.js';
import { subjectLinesAbove } from '../answer/list-subject.js';
import {
  asksMissingRow,
  cellLine,
  headerCountsForRow,
  holdsOnlyAskedValue,
  namedCell,
  namesTag,
  tagMatch,
} from '../answer/table-lookup.js';
import { TextMemo } from '../../search/text-memo.js';
import { splitSentences } from '../sentences.js';
import type { TutorAnswer, TutorProvider, TutorQuestion } from '../tutor-provider.js';

export interface ExtractiveTuning extends CoverageTuning {
  /** Best sentence coverage below this declines. */
  minCoverage: number;
  /** Extra sentences must score at least this share of the best one. */
  companionRatio: number;
  maxSentences: number;
  /** Character budget of the answer body (citations excluded). */
  maxChars: number;
  proximityWeight: number;
  passageWeight: number;
  positionWeight: number;
  /** Bonus for sentences holding a number when the question asks when / how many. */
  numericWeight: number;
  /**
   * Share (below 1) of the best score given to the sentence right after the best one: answers
   * often follow the sentence that names the topic ("X is ... . It was founded in 923.").
   */
  nextSentenceShare: number;
  /** Exponent on term weights: above 1, missing rare words (names, key terms) count for more. */
  weightPower: number;
  /**
   * A question word held by a sentence's title line (its section heading or table header) counts
   * this share of its weight for the sentence: the sentence's own words count for more.
   */
  contextShare: number;
  /**
   * Bonus (times coverage) for a sentence holding the question's key word, its rarest in the
   * bot: "how is the grade split in the quantum computing course" is about the grade, and the
   * sentence naming the course is not its answer.
   */
  keyWeight: number;
  /**
   * Two neighbouring sentences answer together when they hold at least this much more of the
   * question than the best single one: "The pondweed is left for five minutes ..." + "Then the
   * bubbles ... are counted" for "how long do you leave the pondweed before counting bubbles".
   */
  pairGain: number;
  /**
   * Score kept by a sentence that is itself a question ("اذكر وحدة قياس المقاومة؟" in an
   * exercise): it repeats the student's words but answers nothing.
   */
  questionShare: number;
  /** Lines quoted at most when the answer is a whole section or table under a matching title. */
  maxSectionLines: number;
  /**
   * A sentence from another passage joins the answer only when that passage covers at least
   * this share of what the best passage covers: a one-fact answer gets no unrelated quote.
   */
  companionPassageShare: number;
  /**
   * A sentence of another passage joins the answer only when it holds at least this share of
   * the question's weight that the answer's sentences do not (answer/added-terms.ts).
   */
  companionAddedShare: number;
  /**
   * A sentence of another file scoring at least this share of the best one joins it anyway: it
   * may be the answer where the best sentence only shares the question's words.
   */
  companionRivalShare: number;
}

export const DEFAULT_EXTRACTIVE_TUNING: ExtractiveTuning = {
  minCoverage: 0.2,
  companionRatio: 0.4,
  maxSentences: 3,
  maxChars: 900,
  proximityWeight: 0.15,
  passageWeight: 0.25,
  positionWeight: 0.05,
  numericWeight: 0.4,
  nextSentenceShare: 0.95,
  weightPower: 1,
  contextShare: 0.8,
  keyWeight: 0.5,
  pairGain: 0.25,
  questionShare: 0.6,
  maxSectionLines: 6,
  companionPassageShare: 0.8,
  companionAddedShare: 0.03,
  companionRivalShare: 0.6,
  ...DEFAULT_COVERAGE_TUNING,
};

/** A sentence of a passage with its analyzed terms; immutable, so it is cached per passage. */
interface SentenceInfo {
  index: number;
  text: string;
  /** Stem and light form of every word, in order (strings shared with the stemmer's cache). */
  stems: string[];
  lights: string[];
  /** The stem each word is matched by: its base's for an irregular verb ("left" -> "leav"). */
  lemmas: string[];
  /** Standalone one-letter symbols ("Q", "β"; answer/formula-symbols.ts). */
  symbols: string[];
  /** Analyzed words of two letters or more: not numbers, list markers or one-letter symbols. */
  words: number;
  hasDigit: boolean;
  /** An exercise's question or task (answer/exercise-lines.ts): never quoted as an answer. */
  asks: boolean;
  /** The "Name: value" records the line holds, with their labels' words (record-lines.ts). */
  records: readonly LabelledItem[];
  /** Cites a book or a resource (a reading list's line, answer/reference-lines.ts). */
  reference: boolean;
  /** Holds Arabic letters / Latin letters (a glossary line holds both). */
  arabic: boolean;
  latin: boolean;
  /** Heading, footer, contents line, table header or row, or text (answer/line-roles.ts). */
  role: LineRole;
  /** For a table row: the index of its header sentence, else -1. */
  header: number;
  /**
   * The line that titles this sentence: a table row's header, or the heading of the section the
   * sentence sits in (answer/line-roles.ts); -1 when none. "How is the grade split?" is answered
   * by the lines under "Grading", which never repeat the word.
   */
  context: number;
  /** Ends without closing punctuation, or with a colon: the thought goes on in the next one. */
  open: boolean;
  /**
   * On a list item's line (a bullet point or a numbered item) under a title: a heading, or a
   * lead-in line ending with a colon ("You can make an electromagnet stronger by:").
   */
  listed: boolean;
}

interface Candidate extends SentenceInfo {
  passage: number;
  /** The file the passage is of: a list's records may be cut into several passages. */
  file: string;
  /** Per query term, the word positions where it occurs in this sentence (null when absent). */
  matches: (number[] | null)[];
  /** Per query term, whether the sentence's title line (`context`) holds it. */
  contextMatches: boolean[];
  /**
   * Per query term, whether only the name of the sentence's file holds it: no retrieved line of
   * that file does ("في مصفوفة تقييم الأثر" of a file named so; markFileNamedTerms).
   */
  fileNamed: boolean[];
  coverage: number;
  /** Coverage by this sentence and the next one of its passage together (own words only). */
  pairCoverage: number;
  /** Coverage by the sentence's own words, without its title line. */
  ownCoverage: number;
  /** The sentence (1) or only its title line (`contextShare`) holds the question's key word, else 0. */
  key: number;
  /**
   * For a list item: the score of its list read as one span (its title and items together),
   * when that holds more of the question than the item does; else 0.
   */
  listScore: number;
  score: number;
}

interface QueryTerm {
  stem: string;
  light: string;
  lemma: string;
  /** A one-letter symbol of the question, matched in the sentence's text, not its words. */
  symbol?: string;
  /** "capital" of "capital A": the letter asked, matched as the line writes it (letter-case.ts). */
  letter?: string;
  /** For a chemical formula ("co2"): the names a lesson writes it as ("carbon dioxide"). */
  names?: readonly string[];
  /**
   * Light forms of the other words of an Arabic word's root ("يزرع" asked, a table
   * headed "موعد الزراعة"): a line holding one names what the question names (arabic-root-forms.ts).
   */
  family?: ReadonlySet<string>;
  /**
   * Light forms of the verbal noun of a derived Arabic verb, or the verb of such a noun ("يحتاج"
   * / "الاحتياج"): matched only in a table's header (inHeaderLine), which names a column so.
   */
  derived?: ReadonlySet<string>;
  /**
   * The frame word of a "what is X for" question ("function", "وظيفة"): it names the kind of
   * answer, not what it is about, so it is never the question's key word (keyTerms).
   */
  frame?: boolean;
  weight: number;
}

// Questions whose answer is a date or a quantity (English and Arabic forms).
const NUMERIC_QUESTION =
  /\b(?:when|what year|which year|how many|how much|how long|how old|what date|in what year)\b|(?:^|\s)(?:متى|كم|بكم|ما عدد|في اي عام|في أي عام|في اي سنة|في أي سنة|اي عام|أي عام)(?:\s|$|؟)/iu;
const DIGIT = /\p{N}/u;
/** A quantity written in words: "left for five minutes", "ثلاث مرات". */
const NUMBER_WORD =
  /(?:^|[^\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|hundred|thousand|million|half|twice|واحد|اثنان|اثنين|ثلاث|ثلاثة|أربع|أربعة|خمس|خمسة|ست|ستة|سبع|سبعة|ثماني|ثمانية|تسع|تسعة|عشر|عشرة|مئة|مائة|ألف|مليون|نصف)(?:[^\p{L}]|$)/iu;
/** List markers: "(1) save you time and (2) ...", "1. Heat the acid": numbering, not quantities. */
const ENUMERATOR = /\(\s*(?:\d{1,2}|[a-z]|[ivx]{1,4})\s*\)|(?:^|\s)\d{1,2}[.)](?=\s|\p{L})/giu;
const withoutEnumerators = (sentence: string) => sentence.replace(ENUMERATOR, ' ');
/** A row giving the asked value scores this share of the row asked about (holdsOnlyAskedValue). */
const GIVEN_VALUE_SHARE = 0.9;

/** The number a table record opens with ("3 (9:40) 9D Biology", "20 | 31 | 35"). */
const RECORD_KEY = /^\p{N}+/u;

// Memoized per passage text (and analyzer languages): the same chunks come back for question
// after question, and splitting + stemming them is most of the work. Bounded by a full reset.
// About 7-8 KB per cached passage (measured on the QA sets), so at most ~30 MB.
const SENTENCE_CACHE_LIMIT = 4_000;
interface PassageInfo {
  sentences: SentenceInfo[];
  /** The sentences an answer may quote (buildCandidates), worked out once per passage. */
  quotable: SentenceInfo[];
  /** Every stem and every light form of the passage's words. */
  stems: ReadonlySet<string>;
  lights: ReadonlySet<string>;
}
const passageInfos = new TextMemo(SENTENCE_CACHE_LIMIT, readPassage);

interface LabelledItem {
  text: string;
  /** Stems and light forms of the label's words; empty for an item without a label. */
  stems: ReadonlySet<string>;
  lights: ReadonlySet<string>;
  /** Stems and light forms of the whole item's words, label and value. */
  textStems: ReadonlySet<string>;
  textLights: ReadonlySet<string>;
  labelled: boolean;
}

/** The line's "Name: value" records (answer/record-lines.ts), their labels analyzed. */
function labelledItems(sentence: string, languages: readonly LanguageCode[]): LabelledItem[] {
  return recordItems(sentence).map(({ text, label }) => {
    const tokens = label ? analyze(label, languages) : [];
    const words = analyze(text, languages);
    return {
      textStems: new Set(words.map((t) => t.stem)),
      textLights: new Set(words.map((t) => t.light)),
      text,
      stems: new Set(tokens.map((t) => t.stem)),
      lights: new Set(tokens.map((t) => t.light)),
      labelled: label !== null,
    };
  });
}

function passageInfo(text: string, languages: readonly LanguageCode[]): PassageInfo {
  return passageInfos.get(text, languages);
}

function readPassage(text: string, languages: readonly LanguageCode[]): PassageInfo {
  // Wrapped prose is one sentence; headings, bullets, rows keep their lines (wrapped-lines.ts).
  // Slide bullets kept as symbol-font glyphs open their items' lines (answer/slide-bullets.ts).
  const joined = joinWrappedLines(bulletGlyphsAsItems(text));
  const split = splitSentences(joined);
  const roles = sentenceRoles(joined, split);
  // The lines as sentenceRoles numbers them: an exercise's list marker is on its line only.
  const lines = joined
    .split('\n')
    .map((l) => l.replace(/\s+/gu, ' ').trim())
    .filter((l) => l.length > 0);
  // The section's heading, and the title of the list being read: a heading or a lead-in ending
  // with a colon ("You can make an electromagnet stronger by:") right over list items titles
  // those items only; the line after the list is the section's again.
  let heading = -1;
  let listTitle = -1;
  const sentences = split.map(({ text: sentence, index }, i) => {
    const tokens: AnalyzedToken[] = analyze(sentence, languages);
    const role = roles[i]!.role;
    const line = roles[i]!.line;
    const item = line >= 0 && isListItem(lines[line]!);
    const overList = line >= 0 && lines[line + 1] !== undefined && isListItem(lines[line + 1]!);
    if (!item && role !== 'heading') listTitle = -1;
    if (role === 'heading') {
      if (overList) listTitle = index;
      else [heading, listTitle] = [index, -1];
    }
    const asks = isExerciseLine(sentence, lines[line], split[i + 1]?.text);
    const title = listTitle >= 0 ? listTitle : heading;
    const context = role === 'row' ? roles[i]!.header : role === 'text' ? title : -1;
    // An exercise titles the lines after it: a worked example's solution, or the answer after
    // a lesson's own question ("Why do leaves look green? Chlorophyll reflects ...").
    if (asks && role === 'text') heading = index;
    // A lead-in ending with a colon, or a slide's question title ("How do clouds form?"), over
    // list items titles them.
    if (role === 'text' && !item && overList && (asks || /[:：]$/u.test(sentence)))
      listTitle = index;
    const stems = tokens.map((t) => t.stem);
    return {
      index,
      text: sentence,
      stems,
      lights: tokens.map((t) => t.light),
      lemmas: tokens.map((t) => lemmaStem(t.light, t.stem)),
      symbols: symbolsOf(sentence),
      words: stems.filter((stem) => TWO_LETTERS.test(stem)).length,
      hasDigit: DIGIT.test(withoutEnumerators(sentence)) || NUMBER_WORD.test(sentence),
      asks,
      records: labelledItems(sentence, languages),
      reference: isReferenceLine(sentence),
      arabic: /\p{Script=Arabic}/u.test(sentence),
      latin: /\p{Script=Latin}/u.test(sentence),
      role,
      header: roles[i]!.header,
      context,
      // "Q = 8000 cal/mol" is complete without a full stop.
      open: OPEN_END.test(sentence) && !ASSIGNMENT.test(sentence),
      listed: item && role === 'text' && listTitle >= 0,
    };
  });
  const info: PassageInfo = {
    sentences,
    // OCR's stray marks after a full stop ('ِ ن" ٍ إ'): no word and no number, nothing to quote.
    quotable: sentences.filter((x) => QUOTABLE.has(x.role) && (x.words > 0 || DIGIT.test(x.text))),
    stems: new Set(sentences.flatMap((x) => x.stems)),
    lights: new Set(sentences.flatMap((x) => x.lights)),
  };
  return info;
}

/**
 * The light forms of the words the question's typed initials stand for in the candidates
 * ("Franklin D. Roosevelt" for "FDR", answer/acronyms.ts). The passage verdicts count the
 * initials as held there, so the lines that answer must match them too, or another page's line
 * sharing only the rest of the question is quoted ("introducing Reynolds Plastic Wrap" for "when
 * did FDR introduce ...").
 */
function initialsForms(
  initials: string,
  candidates: readonly Candidate[],
  languages: readonly LanguageCode[],
): Set<string> {
  const forms = new Set<string>();
  for (const c of candidates) {
    const run = initialsSpelled(initials, c.text);
    if (run) for (const t of analyze(run.join(' '), languages)) forms.add(t.light);
  }
  return forms;
}

function holds(passage: PassageInfo, term: WeightedTerm): boolean {
  return passage.stems.has(term.stem) || passage.lights.has(term.light);
}

/**
 * Positions of the words matching the term by stem, light form or base form; null when none do.
 * A symbol term has no word positions: an empty list when the sentence holds the symbol.
 */
function positionsOf(term: QueryTerm, sentence: SentenceInfo): number[] | null {
  if (term.symbol !== undefined) return sentence.symbols.includes(term.symbol) ? [] : null;
  if (term.letter !== undefined && writesLetter(sentence.text, term.letter)) return [];
  let found: number[] | null = null;
  for (let i = 0; i < sentence.stems.length; i++) {
    if (
      sentence.stems[i] === term.stem ||
      sentence.lights[i] === term.light ||
      sentence.lemmas[i] === term.lemma ||
      term.family?.has(sentence.lights[i]!) === true
    )
      (found ??= []).push(i);
  }
  // "co2" is held by "Carbon dioxide enters the leaf" (answer/chemical-formulas.ts).
  if (!found && term.names && namesFormula(sentence.text, term.names)) return [];
  return found;
}

/**
 * A title line holds the term: as any line does, or, for a table's header, by the verbal noun of
 * the verb asked ("كم يحتاج القطن من الماء" under "الاحتياج المائي (م³ للفدان)").
 */
function inHeaderLine(term: QueryTerm, line: SentenceInfo): boolean {
  if (positionsOf(term, line) !== null) return true;
  return line.role === 'header' && line.lights.some((light) => term.derived?.has(light) === true);
}

/** 1 when the matched terms are adjacent, falling toward 0 as they spread out. */
function proximity(candidate: Candidate): number {
  const lists: number[][] = [];
  // A symbol's match has no word positions (an empty list): it takes no part in the window.
  for (const positions of candidate.matches) if (positions?.length) lists.push(positions);
  if (lists.length < 2) return 0;
  // Smallest window holding one position of every matched term (k-way sweep).
  const events = lists
    .flatMap((list, term) => list.map((pos) => ({ pos, term })))
    .sort((a, b) => a.pos - b.pos);
  const inWindow = new Map<number, number>();
  let best = Infinity;
  let left = 0;
  for (const event of events) {
    inWindow.set(event.term, (inWindow.get(event.term) ?? 0) + 1);
    while (inWindow.size === lists.length) {
      const first = events[left]!;
      best = Math.min(best, event.pos - first.pos + 1);
      const count = inWindow.get(first.term)! - 1;
      if (count === 0) inWindow.delete(first.term);
      else inWindow.set(first.term, count);
      left++;
    }
  }
  return lists.length / best;
}

function buildCandidates(
  passages: readonly SearchHit[],
  languages: readonly LanguageCode[],
): Candidate[] {
  const out: Candidate[] = [];
  passages.forEach((hit, passage) => {
    for (const info of passageInfo(hit.text, languages).quotable) {
      // Every field named rather than spread (`{ ...info }`): the same shape for every
      // candidate, and a spread of this many fields was a tenth of the worker's time (decision 117).
      // A field added to SentenceInfo must be added here too (the type checker asks for it).
      out.push({
        index: info.index,
        text: info.text,
        stems: info.stems,
        lights: info.lights,
        lemmas: info.lemmas,
        symbols: info.symbols,
        words: info.words,
        hasDigit: info.hasDigit,
        asks: info.asks,
        records: info.records,
        reference: info.reference,
        arabic: info.arabic,
        latin: info.latin,
        role: info.role,
        header: info.header,
        context: info.context,
        open: info.open,
        listed: info.listed,
        passage,
        file: hit.fileId,
        matches: [],
        contextMatches: [],
        fileNamed: [],
        coverage: 0,
        pairCoverage: 0,
        ownCoverage: 0,
        key: 0,
        listScore: 0,
        score: 0,
      });
    }
  });
  return out;
}

/** The title at `context`: a heading, or every line of a table's header. */
function titleLines(sentences: readonly SentenceInfo[], context: number): SentenceInfo[] {
  if (context < 0 || !sentences[context]) return [];
  const lines = [sentences[context]];
  if (sentences[context].role !== 'header') return lines;
  for (let i = context + 1; sentences[i]?.role === 'header'; i++) lines.push(sentences[i]!);
  return lines;
}

/**
 * The words a row is read under: its header and the table's caption right above it ("Table 2:
 * Market equilibrium for school notebooks" names what every record is of; caption-rows.ts).
 */
function rowTitleLines(sentences: readonly SentenceInfo[], context: number): SentenceInfo[] {
  const lines = titleLines(sentences, context);
  const caption = sentences[context - 1];
  return sentences[context]?.role === 'header' && caption && isTableCaption(caption.text)
    ? [caption, ...lines]
    : lines;
}

/** Wrapping words weigh nothing, everyday words a quarter at most (question-terms.ts). */
function botFactor(term: WeightedTerm | undefined): number {
  if (!term) return 0;
  return term.general ? term.weight : 1;
}

/**
 * The question's key terms: the rarest in the bot (`botTerms`), else the heaviest here; all of
 * them on a tie ("lab", "wednesday", "period" each in one chunk). `held`: only among the terms
 * it keeps.
 */
function keyTerms(
  terms: readonly QueryTerm[],
  botTerms: ReadonlyMap<string, WeightedTerm> | null,
  held: (t: number) => boolean = () => true,
): Set<number> {
  // A one-letter symbol ("value of Q") is as specific as a question word gets.
  const weights = terms.map((term, t) =>
    term.frame || !held(t)
      ? 0
      : term.symbol !== undefined
        ? Infinity
        : botTerms
          ? (botTerms.get(term.stem)?.weight ?? 0)
          : term.weight,
  );
  const top = Math.max(0, ...weights);
  const keys = new Set<number>();
  if (top > 0) weights.forEach((w, t) => w >= top * 0.999 && keys.add(t));
  return keys;
}

/** Every key term the candidates hold is held only by reference lines (answer/reference-lines.ts). */
function keyOnlyInReferences(candidates: readonly Candidate[], keys: ReadonlySet<number>): boolean {
  let found = false;
  for (const k of keys) {
    const holders = candidates.filter((c) => c.matches[k]);
    if (holders.length === 0) continue;
    if (holders.some((c) => !c.reference)) return false;
    found = true;
  }
  return found;
}

/** A sentence that goes on from the one before: a connective first, or a pronoun early on. */
const CONTINUES =
  /^(?:(?:then|next|after that|afterwards|finally|so|thus|therefore|however|also|but|and|this|these|that|those|it|its|they|their|such|here|there)\b|(?:\S+\s+){1,3}(?:it|they|this|these)\b|(?:ثم|لذلك|لكن|كما|هذا|هذه|ذلك|تلك|وهو|وهي|وبعد|بعد ذلك)(?:\s|$))/iu;
const LEADING_BULLET = /^[•▪◦●■►▸➢➤✓✔\-–*·]\s*/u;
/**
 * An Arabic sentence whose first word carries a pronoun after a noun's ta ("وظيفته نقل الغذاء",
 * "وظيفتها", "مهمتهم"): it says more of the thing the sentence before names.
 */
const ARABIC_POINTS_BACK = /^[وف]?\p{Script=Arabic}{2,}ت(?:ه|ها|هم|هما)(?:\s|$)/u;
/** A sentence about the person the one before names: "His signals crossed the Atlantic ...". */
const POINTS_BACK_TO_SOMEONE = /^(?:he|she|his|her|him)\b/iu;
/** The sentence goes on from the one before it (a connective, a pronoun pointing back). */
const goesOn = (text: string) => {
  const bare = text.replace(LEADING_BULLET, '');
  return CONTINUES.test(bare) || ANAPHORIC_START.test(bare) || ARABIC_POINTS_BACK.test(bare);
};
// A question asking for a word in the other language: "whats the arabic word for stomata",
// "transpiration in arabic?", "ما معنى الثغور بالإنجليزي".
const ASKS_ARABIC = /\b(?:arabic|in arabic)\b/iu;
const ASKS_ENGLISH =
  /(?:^|\s)(?:بالانجليزي|بالإنجليزي|بالانجليزية|بالإنجليزية|الانجليزي|الإنجليزي|انجليزي|إنجليزي|english)(?:\s|$|[؟?])/iu;

/**
 * For "what is X" / "what is X for" (answer/defining-sentences.ts), a test for the sentences
 * that define X or state what it does; else null.
 */
function definitionOf(
  query: string,
  languages: readonly LanguageCode[],
): {
  defines: (sentence: string) => boolean;
  about: (sentence: string) => boolean;
  purpose: boolean;
} | null {
  const asked = askedTerm(query, languages);
  if (!asked) return null;
  return {
    purpose: asked.purpose,
    defines: (sentence) => definesTerm(sentence, asked, languages),
    about: (sentence) => aboutTerm(sentence, asked, languages),
  };
}

/** A question asking for a reason or an explanation. */
const ASKS_REASON =
  /\b(?:why|how come|explain)\b|(?:^|\s)(?:لماذا|ليش|ليه|لم|علل|فسر|بم تفسر)(?:\s|$)/iu;

// "what section covers it?", "في أي فصل ...": the heading of the answer's section is asked for.
const ASKS_SECTION =
  /\b(?:what|which)\s+(?:section|chapter|heading|title|unit|lesson|part|topic)\b|(?:^|\s)(?:أي|اي|ما)\s+(?:فصل|قسم|الفصل|القسم|وحدة|الوحدة|درس|الدرس|عنوان)(?:\s|$)/iu;

function wantedScript(query: string): 'arabic' | 'latin' | null {
  const arabicQuestion = /\p{Script=Arabic}/u.test(query);
  if (!arabicQuestion && ASKS_ARABIC.test(query)) return 'arabic';
  if (arabicQuestion && ASKS_ENGLISH.test(query)) return 'latin';
  return null;
}

/** Fewest words of a prose line of another passage that joins an answer on its own. */
const MIN_COMPANION_WORDS = 3;
const TWO_LETTERS = /\p{L}\p{L}/u;
/** Lines an answer may quote: headings, footers, contents lines and table headers alone never. */
const QUOTABLE: ReadonlySet<LineRole> = new Set(['text', 'row']);
/**
 * A sentence that opens by pointing back ("This", "These", "It is", "هذه", "وتسمى"), also with
 * a consequence ("That is why", "لهذا السبب", "لذلك"): the reason is the sentence before.
 */
const ANAPHORIC_START =
  /^(?:(?:this|these|those|such|it|they|for this reason|that is why|that's why)\b|(?:و|ف)?(?:هذا|هذه|هذان|هاتان|هؤلاء|ذلك|تلك|وهو|وهي|ويسمى|وتسمى|تسمى|يسمى|لهذا|لذلك|لذا|بذلك|بالتالي)(?:\s|$))/iu;
/** No closing punctuation, or a colon: the sentence continues on the next line or sentence. */
const OPEN_END = /(?:[:：]|[^.!?؟…"'”»)\]]|[^.!?؟…"'”»)\]][)\]])$/u;

/**
 * The question's terms, weighted by an IDF over the candidate sentences. With the bot's word
 * frequencies (`botTerms`, by stem), each weight is scaled down: a word that is only the
 * question's wrapping ("whats", "homework", "please") weighs nothing, and an everyday word
 * ("many", "gives", "arabic") little: a sentence is not a worse answer for lacking "many".
 */
function queryTerms(
  query: string,
  languages: readonly LanguageCode[],
  candidates: readonly Candidate[],
  power: number,
  botTerms: ReadonlyMap<string, WeightedTerm> | null,
  sentencesOf: (passage: number) => readonly SentenceInfo[],
  contextShare: number,
): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  const whatFor = asksWhatFor(query);
  const initials = typedInitials(query);
  for (const token of analyze(query, languages)) {
    if (seen.has(token.stem)) continue;
    seen.add(token.stem);
    const family = arabicFamilyLights(token.light, languages);
    // Initials no file holds are matched where the passage verdicts found them spelled out.
    const spelled =
      botTerms?.get(token.stem)?.df === 0 && initials.has(token.surface)
        ? initialsForms(token.surface, candidates, languages)
        : undefined;
    terms.push({
      stem: token.stem,
      light: token.light,
      lemma: lemmaStem(token.light, token.stem),
      names: formulaNames(token.light),
      family: spelled?.size ? new Set([...(family ?? []), ...spelled]) : family,
      letter: letterAsked(query, token.surface) ?? undefined,
      derived: arabicDerivedLights(token.light, languages),
      frame: whatFor && isFrameWord(token),
      weight: 0,
    });
  }
  for (const symbol of questionSymbols(query))
    terms.push({ stem: `\u0000${symbol}`, light: '', lemma: '', symbol, weight: 0 });
  const n = candidates.length;
  const df = terms.map(() => 0);
  for (const c of candidates) {
    c.matches = terms.map((term, t) => {
      const positions = positionsOf(term, c);
      if (positions) df[t]!++;
      return positions;
    });
  }
  terms.forEach((term, t) => {
    const local = Math.log(1 + (n + 1) / (df[t]! + 0.5)) ** power;
    // A symbol is not in the index's word counts: it weighs what it weighs here.
    term.weight =
      botTerms && term.symbol === undefined ? local * botFactor(botTerms.get(term.stem)) : local;
  });
  // A title counts for the lines under it only when it names the question's key word (its
  // rarest in the bot): "Grading" answers "how is the grade split", "Write MATLAB program to"
  // does not answer "how do you write ln(x) in matlab".
  const keys = [...keyTerms(terms, botTerms)];
  const titles = candidates.map((c) => rowTitleLines(sentencesOf(c.passage), c.context));
  const inTitle = (term: QueryTerm, c: number) =>
    titles[c]!.some((line) => inHeaderLine(term, line));
  // For a table's row, the key is also the rarest word some retrieved line or header holds: "كم
  // يستهلك الفيل من الماء يوميا" has its rarest word ("يوميا") in no file, and the header
  // "الاستهلاك اليومي من الماء" still says which cell of the elephant's row is asked.
  const heldKeys = [
    ...keyTerms(terms, botTerms, (t) =>
      candidates.some((c, i) => c.matches[t] !== null || inTitle(terms[t]!, i)),
    ),
  ];
  for (const [i, c] of candidates.entries()) {
    const named = keys.some((k) => inTitle(terms[k]!, i));
    // A row holding the key word is read under its header (answer/table-lookup.ts).
    // Only for a table's row: a section's heading ("Polarizers") is not made to count for the
    // lines under it by a word less rare than the question's rarest.
    const heldHere =
      c.role === 'row' &&
      headerCountsForRow(
        c.role,
        heldKeys.some((k) => inTitle(terms[k]!, i)),
        heldKeys.some((k) => c.matches[k]),
      );
    const counts =
      heldHere ||
      headerCountsForRow(
        c.role,
        named,
        keys.some((k) => c.matches[k]),
      );
    c.contextMatches = terms.map((term) => counts && inTitle(term, i));
    c.key = keys.some((k) => c.matches[k]) ? 1 : named ? contextShare : 0;
  }
  return terms;
}

function score(
  candidates: Candidate[],
  terms: readonly QueryTerm[],
  passages: readonly SearchHit[],
  tuning: ExtractiveTuning,
  numeric: boolean,
  questionNumbers: ReadonlySet<string>,
  wantedScript: 'arabic' | 'latin' | null,
  defines: ((sentence: string) => boolean) | null,
): void {
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  const top = Math.max(...passages.map((p) => p.score), 0);
  for (const c of candidates) {
    let own = 0;
    let titled = 0;
    terms.forEach((term, t) => {
      if (c.matches[t]) own += term.weight;
      else if (c.contextMatches[t] || c.fileNamed[t]) titled += term.weight;
    });
    c.ownCoverage = total > 0 ? own / total : 0;
    c.coverage = total > 0 ? (own + tuning.contextShare * titled) / total : 0;
    if (c.coverage === 0) {
      c.score = tuning.positionWeight / (1 + c.index);
      continue;
    }
    c.score = value(c, c.coverage, c.key, proximity(c));
  }
  // List items under one title are read together: the items and their title hold the
  // question's words between them, and the list scores as one span.
  for (const items of listsOf(candidates)) {
    // Only under a title that matches the question: "بنود السياسة:" over policy items does not.
    if (!items.some((c) => c.contextMatches.some(Boolean))) continue;
    let own = 0;
    let titled = 0;
    terms.forEach((term, t) => {
      if (items.some((c) => c.matches[t])) own += term.weight;
      else if (items.some((c) => c.contextMatches[t])) titled += term.weight;
    });
    // A title that holds every word of the question is the question ("كيف تتكون الغيوم؟",
    // "Importance of the water cycle"): its items answer it fully, and ahead of lines elsewhere
    // that only share its words (a bonus as for a sentence defining the asked term).
    const titleAsks =
      terms.length >= 2 && terms.every((_, t) => items.some((c) => c.contextMatches[t]));
    const coverage = total > 0 ? (titleAsks ? 1 : (own + tuning.contextShare * titled) / total) : 0;
    const key = Math.max(...items.map((c) => c.key));
    for (const c of items) {
      if (coverage <= c.coverage) continue;
      c.listScore = titleAsks
        ? value(c, coverage, 1, 1) + tuning.keyWeight * coverage
        : value(c, coverage, key, 0);
    }
  }
  function value(c: Candidate, coverage: number, key: number, near: number): number {
    const passageShare = top > 0 ? Math.max(0, passages[c.passage]!.score) / top : 0;
    let v =
      coverage * (1 + tuning.proximityWeight * near) +
      tuning.passageWeight * passageShare * coverage +
      tuning.positionWeight / (1 + c.index) +
      (numeric && c.hasDigit ? tuning.numericWeight * coverage : 0) +
      tuning.keyWeight * key * coverage +
      // "period 3", "at 20 cm": the record whose first cell is the number the question names.
      (c.role === 'row' && questionNumbers.has(RECORD_KEY.exec(c.text)?.[0] ?? '')
        ? tuning.keyWeight * coverage
        : 0) +
      // "transpiration in arabic?": the line that gives the key word with its Arabic.
      (wantedScript && key >= 1 && c[wantedScript] ? tuning.keyWeight * coverage : 0) +
      // "what is stomata?": the sentence that defines the term ("tiny pores called stomata").
      (defines?.(c.text) ? tuning.keyWeight * coverage : 0);
    // An exercise, or a title or agenda line that only restates the question: not the answer.
    if (c.asks || restatesQuestion(c)) v *= tuning.questionShare;
    return v;
  }
  // What a sentence and the next one of its passage hold together (own words, not titles).
  const byPlace = new Map(candidates.map((c) => [`${c.passage}:${c.index}`, c]));
  for (const c of candidates) {
    const next = byPlace.get(`${c.passage}:${c.index + 1}`);
    if (!next || total === 0) continue;
    let union = 0;
    terms.forEach((term, t) => {
      if (c.matches[t] || next.matches[t]) union += term.weight;
    });
    c.pairCoverage = union / total;
  }
}

/** The list items of the candidates, grouped by their passage and title, in reading order. */
function listsOf(candidates: readonly Candidate[]): Candidate[][] {
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (!c.listed) continue;
    const key = `${c.passage}:${c.context}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].map((items) => items.sort((a, b) => a.index - b.index));
}

/** The answer is items of one list (listAnswer): quoted under the list's title. */
function readAsList(chosen: readonly Candidate[]): boolean {
  const first = chosen[0]!;
  return (
    chosen.length > 1 &&
    first.listed &&
    chosen.every((c) => c.listed && c.passage === first.passage && c.context === first.context)
  );
}

/**
 * The items of `best`'s list, in reading order, as many as fit: the whole answer. A list longer
 * than that (a slide's bullets and sub-bullets read as one list) is quoted from its first item
 * that holds the question, so that the items holding it fit: "UDP: faster" down to "used for
 * online games", not the TCP bullets above them.
 */
function listAnswer(
  candidates: readonly Candidate[],
  best: Candidate,
  tuning: ExtractiveTuning,
): Candidate[] {
  const items = candidates
    .filter((c) => c.listed && c.passage === best.passage && c.context === best.context)
    .sort((a, b) => a.index - b.index);
  const chosen: Candidate[] = [];
  let chars = 0;
  // The items holding the question by their own words (a title's words count for every item).
  const top = Math.max(...items.map((c) => c.ownCoverage));
  const holding = items.flatMap((c, i) => (top > 0 && c.ownCoverage >= top / 2 ? [i] : []));
  const windowed = items.length > tuning.maxSectionLines && holding.length > 0;
  if (windowed) {
    const [lo, hi] = [holding[0]!, holding[holding.length - 1]!];
    items.splice(0, hi - lo < tuning.maxSectionLines ? lo : hi - tuning.maxSectionLines + 1);
  }
  for (const item of items) {
    if (chosen.length >= tuning.maxSectionLines) break;
    if (chars + item.text.length > tuning.maxChars) break;
    chosen.push(item);
    chars += item.text.length;
  }
  return chosen.includes(best) || (windowed && chosen.length > 0) ? chosen : [best];
}

/**
 * Two neighbouring prose sentences that each hold part of the question and together hold
 * clearly more of it than `best` (`pairGain`), the second going on from the first: the answer
 * is split over them. The pair holding the most, or null.
 */
function answeringPair(
  candidates: readonly Candidate[],
  best: Candidate,
  tuning: ExtractiveTuning,
): [Candidate, Candidate] | null {
  const byPlace = new Map(candidates.map((c) => [`${c.passage}:${c.index}`, c]));
  let found: [Candidate, Candidate] | null = null;
  for (const c of candidates) {
    if (c.role !== 'text' || c.ownCoverage === 0) continue;
    if (c.pairCoverage < best.coverage + tuning.pairGain) continue;
    const next = byPlace.get(`${c.passage}:${c.index + 1}`);
    if (!next || next.role !== 'text' || next.ownCoverage === 0) continue;
    // The second goes on from the first ("Then ...", "On the Moon it is ..."); a sentence on
    // another subject ("Phloem tubes carry ...") only shares a word of the question.
    if (!CONTINUES.test(next.text.replace(LEADING_BULLET, ''))) continue;
    if (
      !found ||
      c.pairCoverage > found[0].pairCoverage ||
      (c.pairCoverage === found[0].pairCoverage &&
        c.score + next.score > found[0].score + found[1].score)
    )
      found = [c, next];
  }
  return found;
}

/**
 * The best sentence, the sentence after it when nothing else scores higher, then companions by
 * score while they fit. `companionAllowed` says whether a sentence of another passage may join.
 */
function pick(
  candidates: readonly Candidate[],
  tuning: ExtractiveTuning,
  companionAllowed: CompanionTest,
): Candidate[] {
  const ranked = [...candidates].sort(
    (a, b) => b.score - a.score || a.passage - b.passage || a.index - b.index,
  );
  const best = ranked[0]!;
  // A list whose title and items hold more of the question together than the best line does:
  // the list is the answer, quoted together under its title. An item that answers alone ("An
  // active person turns over about their own body mass of ATP each day") is quoted as any line.
  const list = candidates.reduce<Candidate | null>(
    (a, c) => (c.listScore > (a?.listScore ?? best.score) ? c : a),
    null,
  );
  if (list) return listAnswer(candidates, list, tuning);
  // A lead-in over a list ("You can make an electromagnet stronger by:"): it and its items.
  const item = candidates.find(
    (c) => c.listed && c.passage === best.passage && c.context === best.index,
  );
  if (item) return [best, ...listAnswer(candidates, item, tuning)];
  const pair = answeringPair(candidates, best, tuning);
  if (pair) {
    const chosen = [...pair];
    return addCompanions(
      ranked,
      chosen,
      pair[0].text.length + pair[1].text.length,
      pair[0],
      tuning,
      companionAllowed,
    );
  }
  // Only its title holds the question's words ("Grading" over three bullet lines, a table
  // header over its rows): the answer is the section, quoted from its first line.
  if (best.ownCoverage === 0 && best.context >= 0) return section(candidates, best, tuning);
  const share = Math.min(tuning.nextSentenceShare, 0.999);
  const next = candidates.find((c) => c.passage === best.passage && c.index === best.index + 1);
  // The row under a table row is another record, not the rest of the answer.
  // A given value ("Q = 8000 cal/mol") is the whole answer; the next line gives another.
  const lifts = best.role === 'text' && !ASSIGNMENT.test(best.text);
  if (next && lifts && share * best.score > next.score) {
    // Re-rank the follower as if it scored that share of the best sentence.
    ranked.splice(ranked.indexOf(next), 1);
    const lifted = share * best.score;
    const at = ranked.findIndex((c) => c.score < lifted);
    ranked.splice(at < 0 ? ranked.length : at, 0, {
      ...next,
      score: lifted,
      coverage: Math.max(next.coverage, 1e-9),
    });
  }
  const chosen = [best];
  let chars = best.text.length;
  // "This factor is called the limiting factor.": what "this" points at is the sentence before.
  const previous = candidates.find(
    (c) => c.passage === best.passage && c.index === best.index - 1 && c.role === 'text',
  );
  if (
    previous &&
    best.role === 'text' &&
    ANAPHORIC_START.test(best.text) &&
    chars + previous.text.length <= tuning.maxChars
  ) {
    chosen.push(previous);
    chars += previous.text.length;
  }
  // A sentence cut at a line break or ending in a colon goes on in the next one: quote both.
  if (best.open && next && best.role === 'text' && chars + next.text.length <= tuning.maxChars) {
    chosen.push(next);
    chars += next.text.length;
  }
  return addCompanions(ranked, chosen, chars, best, tuning, companionAllowed);
}

/** Whether `c` may join the answer `chosen` (built around `best`). */
type CompanionTest = (c: Candidate, chosen: readonly Candidate[], best: Candidate) => boolean;

/** Companions by score while they fit: other sentences that bear on the question. */
function addCompanions(
  ranked: readonly Candidate[],
  chosen: Candidate[],
  chars: number,
  best: Candidate,
  tuning: ExtractiveTuning,
  companionAllowed: CompanionTest,
): Candidate[] {
  const top = Math.max(...chosen.map((c) => c.score));
  // Scanned again after each addition: a sentence refused as unrelated may be next to the one
  // just added (the line before "Then ..." goes with it).
  for (let added = true; added && chosen.length < tuning.maxSentences;) {
    added = false;
    for (const c of ranked) {
      if (chosen.length >= tuning.maxSentences) break;
      if (chosen.includes(c)) continue;
      if (c.score < tuning.companionRatio * top || c.coverage === 0) break;
      if (chars + c.text.length > tuning.maxChars) continue;
      if (chosen.some((x) => x.text === c.text)) continue;
      if (!companionAllowed(c, chosen, best)) continue;
      // One record of a table answers a one-fact question; its neighbours only share words.
      if (best.role === 'row' && c.role === 'row' && c.passage === best.passage) continue;
      chosen.push(c);
      chars += c.text.length;
      added = true;
      break;
    }
  }
  return chosen;
}

/** Every word and number of a prose line (two at least) is in the question: it repeats it. */
function echoes(c: SentenceInfo, asked: ReadonlySet<string>): boolean {
  return c.role === 'text' && c.stems.length >= 2 && c.stems.every((stem) => asked.has(stem));
}

/**
 * The chosen lines in reading order, then the lines that follow the last of them in its
 * passage, up to the next line that is not quoted (a heading) or as many as fit.
 */
function withFollowing(
  candidates: readonly Candidate[],
  chosen: readonly Candidate[],
  tuning: ExtractiveTuning,
): Candidate[] {
  const lines = [...chosen].sort((a, b) => a.passage - b.passage || a.index - b.index);
  const last = lines.filter((c) => c.passage === chosen[0]!.passage).at(-1)!;
  let chars = lines.reduce((n, c) => n + c.text.length, 0);
  for (let index = last.index + 1; lines.length < tuning.maxSectionLines; index++) {
    const next = candidates.find((c) => c.passage === last.passage && c.index === index);
    if (!next || chars + next.text.length > tuning.maxChars) break;
    lines.push(next);
    chars += next.text.length;
  }
  return lines;
}

/** The lines under `best`'s title in reading order, as many as fit. */
function section(
  candidates: readonly Candidate[],
  best: Candidate,
  tuning: ExtractiveTuning,
): Candidate[] {
  const lines = candidates
    .filter((c) => c.passage === best.passage && c.context === best.context)
    .sort((a, b) => a.index - b.index);
  const chosen: Candidate[] = [];
  let chars = 0;
  for (const line of lines) {
    if (chosen.length >= tuning.maxSectionLines) break;
    if (chars + line.text.length > tuning.maxChars) break;
    chosen.push(line);
    chars += line.text.length;
  }
  return chosen.length > 0 ? chosen : [best];
}

/**
 * A passage's quoted lines in reading order, except that the run of neighbouring lines holding
 * `lead` (the answer's best line) comes first: "Chlorophyll ... reflects green light, which is
 * why leaves look green" before the chloroplast sentence two lines above it. Table rows, list
 * items and lines under a printed title keep reading order (the title or caption above them).
 */
function leadFirst(lines: readonly Candidate[], lead: Candidate): Candidate[] {
  const ordered = [...lines].sort((a, b) => a.index - b.index);
  const at = ordered.indexOf(lead);
  if (at <= 0 || lead.role !== 'text' || lead.listed || (lead.key > 0 && lead.key < 1))
    return ordered;
  let start = at;
  while (start > 0 && ordered[start - 1]!.index === ordered[start]!.index - 1) start--;
  let end = at + 1;
  while (end < ordered.length && ordered[end]!.index === ordered[end - 1]!.index + 1) end++;
  return [...ordered.slice(start, end), ...ordered.slice(0, start), ...ordered.slice(end)];
}

/**
 * Cited passages numbered in order of first use; sentences of one passage in reading order. A
 * table row is quoted under its table's header line, each on its own line.
 */
function compose(
  chosen: readonly Candidate[],
  sentencesOf: (passage: number) => readonly SentenceInfo[],
  withHeading = false,
): TutorAnswer {
  const citedPassages: number[] = [];
  for (const c of chosen) if (!citedPassages.includes(c.passage)) citedPassages.push(c.passage);
  const parts: string[] = [];
  citedPassages.forEach((passage, i) => {
    const sentences = leadFirst(
      chosen.filter((c) => c.passage === passage),
      chosen[0]!,
    );
    const pieces: string[] = [];
    // Sections already entered: their title is never printed after a line of theirs.
    const entered = new Set<number>();
    for (const [k, s] of sentences.entries()) {
      // A row under its table's header; a line that is an answer through its heading (the
      // heading, not the line, names the question's key word) under that heading.
      // "which section covers it?": the heading is the answer, printed over the first line.
      const titled =
        s.role === 'row' ||
        (s.key > 0 && s.key < 1) ||
        (withHeading && i === 0 && s === sentences[0]);
      if (titled && s.context >= 0 && !entered.has(s.context)) {
        const title = titleLines(sentencesOf(passage), s.context);
        if (title.length > 0)
          pieces.push(`${pieces.length > 0 ? '\n' : ''}${title.map((l) => l.text).join('\n')}\n`);
      }
      entered.add(s.context);
      // A list's items each on a line, under its lead-in; a slide's bullets as well.
      const overItem = sentences[k + 1]?.listed && sentences[k + 1]!.context === s.index;
      const text = bulletsOnTheirOwnLines(s.text);
      const bullet = opensWithBullet(text);
      if (bullet && pieces.length > 0 && !pieces[pieces.length - 1]!.endsWith('\n'))
        pieces[pieces.length - 1] = `${pieces[pieces.length - 1]!.trimEnd()}\n`;
      pieces.push(
        s.role === 'row' || titled || s.listed || overItem || bullet ? `${text}\n` : `${text} `,
      );
    }
    parts.push(`${pieces.join('').trim()} [${i + 1}]`);
  });
  return { text: parts.join(' '), citedPassages };
}

/**
 * How much of the question's rare vocabulary each passage holds (answer/coverage-gate.ts), or
 * null without document frequencies (then only the best sentence's coverage decides).
 */
function passageVerdicts(
  question: TutorQuestion,
  languages: readonly LanguageCode[],
  tuning: ExtractiveTuning,
) {
  if (!question.termStats) return null;
  // "ما وظيفة X", "what is the purpose of X": the frame word is held by a passage that says what
  // X does, in whatever words (answer/function-questions.ts).
  const { terms, frame } = weighFrameWords(
    weightedTerms(question.termStats),
    question.query,
    termWeight,
  );
  if (terms.length === 0) return null;
  const infos = question.passages.map((hit) => passageInfo(hit.text, languages));
  // What the question asks about: its most specific word(s) other than the frame ("ribosome" in
  // "the function of the ribosome in a plant cell", not "plant").
  const subjectWords = terms.filter((t) => !frame.has(t) && !t.general);
  const subjectWeight = Math.max(0, ...subjectWords.map((t) => t.weight));
  const subject = subjectWords.filter((t) => t.weight === subjectWeight);
  // A passage holding the frame word as asked ("للصوم فوائد" for "فوائد الصيام") is judged as
  // any passage is; one without it must say what the subject does.
  const saysWhatFor =
    frame.size > 0
      ? infos.map(
          (info) =>
            [...frame].some((t) => holds(info, t)) || passageSaysWhatFor(info.sentences, subject),
        )
      : [];
  const framed = (term: WeightedTerm, p: number) => frame.has(term) && saysWhatFor[p] === true;
  // A file's name is part of what it holds: "Agatha Christie.pdf" is about her even where a
  // page only says "she" (and the teacher's "Photosynthesis notes.pdf" about photosynthesis).
  const titles = question.passages.map((hit) => titleWords(hit.filename, languages));
  const named = (term: WeightedTerm, p: number) =>
    titles[p]!.stems.has(term.stem) || titles[p]!.lights.has(term.light);
  // A word no file holds may be a spelling slip of a word a retrieved passage holds (also one
  // glued particle: "لسويسرا"), or a unit the passage writes as a symbol.
  const slips = new Map<WeightedTerm, Set<number>>();
  const initials = typedInitials(question.query);
  for (const term of terms) {
    if (term.df > 0) continue;
    const found = new Set<number>();
    const symbol = unitSymbol(term.light);
    const names = formulaNames(term.light);
    infos.forEach((info, p) => {
      // "degree" no file holds is the "°" of "45°" (answer/unit-symbols.ts).
      if (symbol && question.passages[p]!.text.includes(symbol)) {
        found.add(p);
        return;
      }
      // "co2" no file holds is the "carbon dioxide" of the lesson (answer/chemical-formulas.ts).
      if (names && namesFormula(question.passages[p]!.text, names)) {
        found.add(p);
        return;
      }
      // "fdr" typed "FDR" is the "Franklin D. Roosevelt" of the page (answer/acronyms.ts).
      if (initials.has(term.surface) && initialsSpelled(term.surface, question.passages[p]!.text)) {
        found.add(p);
        return;
      }
      // "capital A" where the notes write "'A' = 65" (answer/letter-case.ts).
      const letter = letterAsked(question.query, term.surface);
      if (letter && writesLetter(question.passages[p]!.text, letter)) {
        found.add(p);
        return;
      }
      // Also the word as typed: its light form may have cut a slipped last letter as an ending
      // ("قطاه" for "قطاع" is read "قطا", too short to compare). Not against the passage's words
      // as written: their glued particles made names no file holds slips of other words.
      for (const light of info.lights) {
        if (similarWord(term.light, light) || similarWord(term.surface, light)) {
          found.add(p);
          break;
        }
      }
    });
    slips.set(term, found);
  }
  const verdicts = infos.map((info, p) =>
    judgeCoverage(
      terms,
      (term) =>
        holds(info, term) ||
        named(term, p) ||
        (slips.get(term)?.has(p) ?? false) ||
        framed(term, p),
      (term) =>
        term.df > 0 ||
        (slips.get(term)?.size ?? 0) > 0 ||
        titles.some((_, q) => named(term, q)) ||
        (frame.has(term) && saysWhatFor.some(Boolean)),
      tuning,
      (term) => namesAKind(term.surface, question.query),
    ),
  );
  // Only a passage that says what the thing does answers what it is for: not the page that
  // merely names it ("Mitochondria are found in the cytoplasm").
  const framedVerdicts =
    frame.size > 0
      ? verdicts.map((v, p) => (saysWhatFor[p] ? v : { ...v, covered: false }))
      : verdicts;
  return requireMarginOverOtherFiles(
    framedVerdicts,
    question.passages.map((hit) => hit.fileId),
    tuning,
  );
}

/**
 * The question words that only a file's name holds, for the candidates of that file: "اذكر
 * مؤشرا ... في مصفوفة تقييم الأثر" of a file named "مصفوفة تقييم الاثر.pdf" whose lines write
 * "لمصفوفة" (a glued ل the analyzer keeps) names the file to look in, not what is asked. Counted
 * as a title line's words are (contextShare), so the line that answers is not held to the share
 * of the question a word on no line of it takes. Only words no retrieved line of the file holds:
 * a word its lines do hold still ranks them as before.
 */
function markFileNamedTerms(
  candidates: Candidate[],
  terms: readonly QueryTerm[],
  filenameOf: (passage: number) => string,
  languages: readonly LanguageCode[],
): void {
  const byFile = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const file = filenameOf(c.passage);
    const lines = byFile.get(file);
    if (lines) lines.push(c);
    else byFile.set(file, [c]);
  }
  for (const [file, lines] of byFile) {
    const title = titleWords(file, languages);
    const named = terms.map(
      (term, t) =>
        term.symbol === undefined &&
        (title.stems.has(term.stem) || title.lights.has(term.light)) &&
        lines.every((c) => !c.matches[t]),
    );
    for (const c of lines) c.fileNamed = named;
  }
}

// File names come back with every question on their files; analyzed once.
const fileTitles = new TextMemo(SENTENCE_CACHE_LIMIT, (filename, languages) => {
  const tokens = analyze(filename.replace(/\.[a-z0-9]{1,5}$/iu, ''), languages);
  return {
    stems: new Set(tokens.map((t) => t.stem)) as ReadonlySet<string>,
    lights: new Set(tokens.map((t) => t.light)) as ReadonlySet<string>,
  };
});

/** The words of a file's name (without its extension), as the analyzer reads them. */
function titleWords(filename: string, languages: readonly LanguageCode[]) {
  return fileTitles.get(filename, languages);
}

/**
 * "what is packet in arabic", "ما معنى موصل بالانجليزي": the line pairing the asked term with its
 * translation (answer/translation-requests.ts), a glossary table's row before a bracketed term
 * in prose, else null. Such a line is the answer whatever else shares the question's words: the
 * lines that only use the term beside other Arabic ("Switch (المبدّل): ... each packet") and the
 * asking words ("how do you say") no line holds would otherwise decide it.
 */
function translationAnswer(
  query: string,
  candidates: readonly Candidate[],
  languages: readonly LanguageCode[],
): Candidate | null {
  const request = translationRequest(query);
  if (!request) return null;
  // As typed before by stem only ("مقاوم" before "المقاومة"), a glossary row before a bracket.
  const rank = (c: Candidate) => {
    const match = c.asks ? null : translationGiven(c.text, request, languages);
    return match === null ? 0 : (match === 'exact' ? 2 : 0) + (c.role === 'row' ? 1 : 0) + 1;
  };
  const ranked = candidates
    .map((c) => ({ c, rank: rank(c) }))
    .filter((x) => x.rank > 0)
    .sort((a, b) => b.rank - a.rank);
  return ranked[0]?.c ?? null;
}

export function extractiveAnswer(
  question: TutorQuestion,
  tuning: ExtractiveTuning = DEFAULT_EXTRACTIVE_TUNING,
): TutorAnswer {
  const decline: TutorAnswer = {
    text: declineReply(question.questionLanguage, question.files),
    citedPassages: [],
  };
  if (question.passages.length === 0) return decline;
  const languages =
    question.botLanguages.length > 0 ? question.botLanguages : (['ara', 'eng'] as const);
  const candidates = buildCandidates(question.passages, languages);
  if (candidates.length === 0) return decline;
  const translated = translationAnswer(question.query, candidates, languages);
  if (translated)
    return compose(
      [translated],
      (p) => passageInfo(question.passages[p]!.text, languages).sentences,
    );
  const botTerms = question.termStats
    ? new Map(weightedTerms(question.termStats).map((t) => [t.stem, t]))
    : null;
  const sentencesOf = (passage: number) =>
    passageInfo(question.passages[passage]!.text, languages).sentences;
  const terms = queryTerms(
    question.query,
    languages,
    candidates,
    tuning.weightPower,
    botTerms,
    sentencesOf,
    tuning.contextShare,
  );
  if (terms.length === 0 || terms.every((t) => t.weight === 0)) return decline;
  markFileNamedTerms(candidates, terms, (p) => question.passages[p]!.filename, languages);
  // "table 2" names the table, not its record keyed 2 (answer/caption-rows.ts).
  const questionNumbers = recordNumbers(question.query);
  const definition = definitionOf(question.query, languages);
  const defines = definition?.defines ?? null;
  score(
    candidates,
    terms,
    question.passages,
    tuning,
    NUMERIC_QUESTION.test(question.query),
    questionNumbers,
    wantedScript(question.query),
    defines,
  );
  // "vitamin D": the record named so, not "vitamin A" (answer/table-lookup.ts).
  if (namesTag(question.query))
    for (const c of candidates)
      if (c.role === 'row' && tagMatch(question.query, [c.text]) === 'same')
        c.score += tuning.keyWeight * c.coverage;
  // "ما ناتج هضم عديدات الببتيد": a row holding the question's words only in the column it asks
  // for gives that value; a row of the table holding them elsewhere is the one asked about.
  const givers = candidates.filter(
    (c) =>
      c.role === 'row' &&
      c.context >= 0 &&
      titleLines(sentencesOf(c.passage), c.context).some((h) =>
        holdsOnlyAskedValue(question.query, c.text, h.text, languages),
      ),
  );
  for (const giver of givers) {
    const asked = candidates.find(
      (c) =>
        c.role === 'row' &&
        c.passage === giver.passage &&
        !givers.includes(c) &&
        giver.matches.every((m, t) => !m || c.matches[t]),
    );
    if (asked && giver.score >= asked.score) giver.score = asked.score * GIVEN_VALUE_SHARE;
  }
  // A chapter summary's line gives way to the page of its file that explains it.
  demoteSummaryLines(
    candidates,
    (c) => (c.context >= 0 ? sentencesOf(c.passage)[c.context]?.text : undefined),
    (passage) => question.passages[passage]!.fileId,
    tuning.questionShare,
  );
  // Only passages that bear on the question's rare words may be quoted; none: decline.
  const verdicts = passageVerdicts(question, languages, tuning);
  // A reading list's line answers only a question about the books (answer/reference-lines.ts).
  const sourceQuestion = asksForSource(question.query);
  // An exercise's question or task is never the answer (answer/exercise-lines.ts).
  const quotable = candidates.filter(
    (c) =>
      (!verdicts || verdicts[c.passage]!.covered) && (sourceQuestion || !c.reference) && !c.asks,
  );
  if (quotable.length === 0) return decline;
  // The question's key word is in the retrieved pages only on a reading list's lines ("IBM" in
  // "see also his IBM Qiskit Textbook"): the files name it as a book, they do not teach it.
  if (!sourceQuestion && keyOnlyInReferences(candidates, keyTerms(terms, botTerms))) return decline;
  const best = quotable.reduce((a, b) =>
    b.score > a.score || (b.score === a.score && b.passage < a.passage) ? b : a,
  );
  const bestVerdict = verdicts?.[best.passage];
  const weights = terms.map((t) => t.weight);
  // The question's subject words: not its phrasing (everyday words, question-terms.ts).
  const subjectTerms = terms.flatMap((term, t) =>
    term.weight > 0 && !(botTerms?.get(term.stem)?.general ?? false) ? [t] : [],
  );
  // "What is the boiling point of octane?" asked of a chapter that names octane but gives no
  // boiling point: no quotable line states a value beside the question's subject (answer-type.ts).
  const answerType = askedAnswerType(question.query);
  const inFileName = (term: QueryTerm, p: number) => {
    const title = titleWords(question.passages[p]!.filename, languages);
    return title.stems.has(term.stem) || title.lights.has(term.light);
  };
  // "how far", "how hot", "كم وزن": the number is of the kind asked (answer/measure-kinds.ts).
  const measureKinds = askedMeasureKinds(question.query);
  // A row's unit is in its header ("Distance from the Sun (million km)" over "Mars | 228").
  const ofKindAsked = (c: Candidate) =>
    !measureKinds ||
    statesMeasureKind(c.text, measureKinds) ||
    (c.role === 'row' &&
      titleLines(sentencesOf(c.passage), c.context).some((h) =>
        statesMeasureKind(h.text, measureKinds),
      ));
  const statesAskedValue = (subjects: readonly number[]) =>
    statesValueNearSubject(
      quotable,
      (c) =>
        (asksMeasure(question.query)
          ? statesMeasure(c.text)
          : statesAnswerType(c.text, answerType!)) && ofKindAsked(c),
      answerType === 'quantity' && !asksMeasure(question.query),
      terms,
      subjects,
      botTerms,
      inFileName,
      {
        distance: VALUE_SUBJECT_DISTANCE,
        // A date or a number, not a condition ("when it is hot") told about the line before.
        sharesWord: (c) => answerType !== 'quantity' && statesAnswerType(c.text, 'date'),
      },
    );
  // The thing measured anchors the value, not the measure's word ("thick" of "how thick is the
  // skull" is also in "Crust: ..., 5 to 70 km thick").
  const measured = measureWord(question.query);
  const measuredStems = measured ? analyze(measured, languages).map((t) => t.stem) : [];
  const valueSubjects = subjectTerms.filter((t) => !measuredStems.includes(terms[t]!.stem));
  if (
    verdicts &&
    answerType &&
    !statesAskedValue(valueSubjects.length > 0 ? valueSubjects : subjectTerms)
  )
    return decline;
  // "متى اكتشف الهيليوم": the date is also asked beside the thing named (helium), not only beside
  // the verb, which the files may use of another thing ("عناصر لم تكن قد اكتشفت بعد ... 1869").
  const whenVerb = arabicWhenVerb(question.query);
  const whenVerbStems = whenVerb ? analyze(whenVerb, languages).map((t) => t.stem) : [];
  const things = subjectTerms.filter((t) => !whenVerbStems.includes(terms[t]!.stem));
  if (
    verdicts &&
    answerType &&
    things.length > 0 &&
    things.length < subjectTerms.length &&
    !statesAskedValue(things)
  )
    return decline;
  // "How many muscles are in the human body?": the number that answers stands with the thing
  // counted, not only near the question's rarest word (answer/counted-things.ts).
  // Not an everyday word: "how many PEOPLE live in Gateshead" is answered by its population.
  const counted = countedThing(question.query);
  const thingWords = counted ? countedWords(counted, languages) : null;
  const thing = subjectTerms.filter((t) => thingWords?.names(terms[t]!) ?? false);
  const inTitle = (c: Candidate) => thing.some((t) => c.contextMatches[t] === true);
  const namesThing = (c: Candidate) =>
    thing.some((t) => c.matches[t] !== null) || inTitle(c) || thingWords!.inText(c.text);
  const countsThing = (c: Candidate) =>
    inTitle(c) ? statesNumber(c.text) : thingWords!.counted(c.text, statesNumber);
  if (
    verdicts &&
    thing.length > 0 &&
    quotable.some(namesThing) &&
    (!quotable.some(countsThing) ||
      !statesValueNearSubject(
        quotable,
        countsThing,
        false,
        terms,
        subjectTerms,
        botTerms,
        inFileName,
      ))
  )
    return decline;
  // "What is the diameter of a chloroplast?": the attribute asked is a word no file holds in any
  // form, so no line gives it (answer/asked-attribute.ts).
  const attribute = askedAttribute(question.query);
  if (
    verdicts &&
    attribute &&
    attributeNowhere(
      attribute,
      languages,
      terms,
      botTerms,
      candidates,
      rowHeaders(candidates, sentencesOf),
      (t) => question.passages.some((_, p) => inFileName(t, p)),
    )
  )
    return decline;
  // "مين كان آخر خليفة عباسي" over slides naming caliphs: the first or last one asked needs a
  // line saying first or last beside the subject (answer/ordinal-questions.ts).
  const ordinal = askedOrdinal(question.query);
  if (
    verdicts &&
    ordinal &&
    !statesNearAnchors(
      quotable,
      (c) => statesOrdinal(c.text, ordinal),
      terms,
      subjectTerms.filter((t) => !statesOrdinal(terms[t]!.light, ordinal)),
      botTerms,
      inFileName,
    )
  )
    return decline;
  // A colour asked for ("ما لون السلك الأرضي") needs a line naming a colour beside the subject.
  if (
    verdicts &&
    asksColour(question.query) &&
    !statesValueNearSubject(
      quotable,
      (c) => namesColour(c.text),
      false,
      terms,
      subjectTerms.filter((t) => !asksColour(terms[t]!.light)),
      botTerms,
      inFileName,
    )
  )
    return decline;
  // "Who discovered the lock and key model?" asked of notes that name the model but no one who
  // found it: no quotable line that can name a person stands beside the subject
  // (answer/person-questions.ts). The verb itself is what is asked, never the subject.
  const person = personQuestion(question.query);
  const verb = person ? analyze(person.verb, languages).map((t) => t.stem) : [];
  const isVerb = (t: number) => verb.includes(terms[t]!.stem);
  const verbTerms = terms.flatMap((_, t) => (isVerb(t) ? [t] : []));
  const verbInFiles = verbTerms.some((t) => (botTerms?.get(terms[t]!.stem)?.df ?? 0) > 0);
  // A row holds the verb when its header does ("العالم | الاكتشاف | السنة" over "ألكسندر فلمنج |
  // البنسلين | 1928" says who discovered penicillin): the header names what each cell is.
  const verbHeld = (c: Candidate) =>
    verbTerms.some(
      (t) => c.matches[t] !== null || (c.role === 'row' && c.contextMatches[t] === true),
    );
  if (verdicts && person && !(person.arabic && verbInFiles)) {
    const statesPerson = (c: Candidate) => namesPerson(c.text, verbHeld(c), question.query);
    if (
      !statesValueNearSubject(
        quotable,
        statesPerson,
        false,
        terms,
        subjectTerms.filter((t) => !isVerb(t)),
        botTerms,
        inFileName,
        { distance: PERSON_SUBJECT_DISTANCE, sharesWord: () => false },
      )
    )
      return decline;
  }
  // In Arabic, when the files do use the verb, a bare name may stand beside it (046), so the
  // rule above is not asked; but a person must still be named in the line of one of the two
  // rarest things asked about, by the verb, a title or an agent phrase (089): "من اكتشف الأكسجين"
  // over notes that use "اكتشف" only of other elements was answered with the oxygen line. Not for
  // an everyday word read as the verb ("من أول ...": the order is asked, ordinal-questions.ts).
  const everydayVerb = verbTerms.every((t) => botTerms?.get(terms[t]!.stem)?.general ?? false);
  if (verdicts && person?.arabic && verbInFiles && !everydayVerb) {
    const statesPerson = (c: Candidate) => namesPerson(c.text, verbHeld(c), question.query);
    const things = subjectTerms.filter((t) => !isVerb(t));
    const sameLine = { distance: PERSON_SUBJECT_DISTANCE, sharesWord: () => false };
    if (!statesNearAnchors(quotable, statesPerson, terms, things, botTerms, inFileName, sameLine))
      return decline;
  }
  // "متى بنيت مدينة سامراء" over "نقل المعتصم العاصمة إلى مدينة سامراء عام 836م": the date,
  // person or place asked is that of an event (building, birth, death, discovery), so the line
  // giving it says that event in some form beside the thing named (answer/asked-events.ts).
  const event = askedEvent(question.query);
  if (verdicts && event) {
    const asked = analyze(event.word, languages).map((t) => t.stem);
    const named = subjectTerms.filter((t) => !asked.includes(terms[t]!.stem));
    // A date: the event said with a year (or a life in brackets); a person or place: the
    // event said with a name, as 046 reads one (the event word beside a bare Arabic name).
    // A row says the event when its header does ("العالم | الاكتشاف | السنة" over "ألكسندر فلمنج
    // | البنسلين | 1928"), as it holds a person verb so (verbHeld).
    const headerSays = (c: Candidate) =>
      c.role === 'row' &&
      titleLines(sentencesOf(c.passage), c.context).some((h) => saysEvent(h.text, event.event));
    const saysAskedEvent = (c: Candidate) =>
      event.detail === 'date'
        ? datesEvent(c.text, event.event) || (headerSays(c) && statesEventDate(c.text))
        : (saysEvent(c.text, event.event) || headerSays(c)) &&
          namesPerson(c.text, c.arabic || headerSays(c), question.query);
    if (
      named.length > 0 &&
      !statesValueNearSubject(quotable, saysAskedEvent, false, terms, named, botTerms, inFileName, {
        distance: EVENT_SUBJECT_DISTANCE,
        sharesWord: () => true,
      })
    )
      return decline;
  }
  // A row the table lacks ("boiling range of lubricating oil", "vitamin E"): decline.
  // The table asked about: the best passage's, else that of another passage quoted from.
  const tablePassage = [best.passage, ...new Set(quotable.map((c) => c.passage))].find((p) =>
    sentencesOf(p).some((s) => s.role === 'row'),
  );
  // A "why" question ("لماذا يعد تحسين جيمس واط أهم المخترعات") asks for a reason, which a
  // sentence gives, not a cell: the rule is for questions that ask a table's value.
  if (
    tablePassage !== undefined &&
    !ASKS_REASON.test(question.query) &&
    missingRow(
      question.query,
      sentencesOf(tablePassage),
      terms,
      subjectTerms,
      bestVerdict,
      botTerms,
    )
  )
    return decline;
  const reasonAsked = ASKS_REASON.test(question.query);
  // The subject words a row holds in its own cells (not by its header): the thing it records.
  // The sentence right above the table's header leads into the table ("Melting and boiling
  // points are at normal atmospheric pressure.", "What happens when ... is added to cold
  // water."): it says what every row is, so it may go with any of them.
  const namesRowsThing = (line: Candidate, row: Candidate) => {
    if (line.passage === row.passage && row.header > 0 && line.index === row.header - 1)
      return true;
    const own = subjectTerms.filter((t) => row.matches[t] !== null);
    return own.length === 0 || own.some((t) => line.matches[t] !== null);
  };
  const picked = pick(quotable, tuning, (c, chosenSoFar, around) => {
    // A line that goes on from a quoted one ("It ...", "Then ...", "وظيفته ..."), or answers a
    // quoted line that asks ("... in one byte? (Answer: 255)"), goes with it.
    const before = chosenSoFar.find((x) => x.passage === c.passage && x.index + 1 === c.index);
    const follows = before !== undefined;
    if (before && (goesOn(c.text) || /[?؟]$/u.test(before.text))) return true;
    // "why ...?" answered by a line giving the reason: a table row beside it gives none
    // ("Proton | +1 | 1" under the sentence saying why an atom has no charge).
    const reasonGiven = reasonAsked && statesReason(around.text);
    if (reasonGiven && c.role === 'row') return false;
    // A row answering is the record asked about: a sentence joins it only when it names that
    // record too ("القطن | مارس | سبتمبر | 4000" is not added to by "يحتاج الأرز إلى كميات كبيرة
    // من المياه ...", which shares the question's verb and "water", not the crop).
    if (around.role === 'row' && c.role === 'text' && !namesRowsThing(c, around)) return false;
    // "what is X (for)?" answered by a line about X (opening with it): another page's line that
    // only uses the word further in ("Build a motor with a split-ring commutator" on a
    // timetable, "Elements are arranged in order of increasing atomic number") adds nothing;
    // nor, for "what is X?", does a line of its page about another thing ("The mass number is
    // ..." after "The atomic number of an element is ..."). What X is for may be told further on.
    const aboutAsked = definition?.about(around.text) === true && !definition.about(c.text);
    if (aboutAsked && (c.passage !== around.passage || !definition!.purpose)) return false;
    if (c.passage === around.passage) {
      // Sentences of the best one's passage are that passage's answer (scored as before), when
      // they name what the question is about: its key word, by their words or their title. A
      // line on another subject ("Metals are found on the left" after the sentence naming who
      // arranged the periodic table) only shares the question's everyday words. The line right
      // after the best one may go on without the key word ("... the count is repeated at each
      // distance. Each distance is tested three times"): it joins when it holds another of the
      // question's subject words.
      if (around.key < 1 || c.key > 0) return true;
      return c.index === around.index + 1 && subjectTerms.some((t) => c.matches[t] !== null);
    }
    // Another page's title or agenda line that only restates the question adds nothing.
    if (restatesQuestion(c)) return false;
    // The sentence after one that joined goes on with it, as the best sentence's follower does.
    if (follows) return true;
    // A line of another page giving no reason (answer/reason-lines.ts) only shares the words of
    // a "why" question whose answer gives one.
    if (reasonGiven && !statesReason(c.text)) return false;
    const verdict = verdicts?.[c.passage];
    if (verdict && bestVerdict) {
      const bears =
        verdict.covered && verdict.coverage >= tuning.companionPassageShare * bestVerdict.coverage;
      if (!bears) return false;
    }
    // Two words of another page ("7)Maximum value", one item of a list) say nothing on their own.
    if (c.role === 'text' && c.words < MIN_COMPANION_WORDS) return false;
    // A close competitor of another page may join: the best sentence may be the wrong one. Not
    // one that holds clearly less of the question than the best does (the share a passage must
    // hold, companionPassageShare): it is no better answer ("Diffusion ... particles move
    // faster" after the slide saying how particles move in a liquid). Unless the question asks
    // why and the best line gives no reason ("Typical uses | ... | online games" for "why would
    // a game use UDP"): then it may well be the wrong one ...
    const unanswered = reasonAsked && !reasonGiven;
    if (
      c.score >= tuning.companionRivalShare * around.score &&
      (unanswered || c.coverage >= tuning.companionPassageShare * around.coverage)
    )
      return true;
    // ... another page joins only when it holds a part of the question the answer lacks ...
    const adds = addedShare(
      c.matches,
      chosenSoFar.map((x) => x.matches),
      weights,
    );
    if (adds < tuning.companionAddedShare) return false;
    // ... which on another page of the same file is enough ...
    const fileOf = (passage: number) => question.passages[passage]!.fileId;
    if (fileOf(c.passage) === fileOf(around.passage)) return true;
    // ... and is about the answer's subject too (holds a subject word the best sentence holds):
    // "Photosynthesis takes place inside chloroplasts" adds "take place" to "Mitochondria: where
    // aerobic respiration releases energy", not an answer.
    return subjectTerms.some((t) => c.matches[t] && around.matches[t]);
  });
  // One fact, one value (answer/rival-values.ts): "which control requires the network policy"
  // answered by its line ("... control 2-5-1") is not followed by the servers policy's line
  // ("... control 2-3-1"), which holds less of the question and gives another code.
  const valueAsked = askedValue(question.query);
  // Bullets extracted onto one line are judged item by item: the subject words an item holds,
  // and whether it names someone (by the question's verb, or an Arabic title or name part).
  const heldIn = (text: string) => {
    const words = analyze(text, languages);
    return new Set(
      subjectTerms.filter((t) =>
        words.some((w) => w.stem === terms[t]!.stem || w.light === terms[t]!.light),
      ),
    );
  };
  const namesSomeoneIn = (text: string) => {
    const words = analyze(text, languages);
    const verbIn = verbTerms.some((t) => words.some((w) => w.stem === terms[t]!.stem));
    return namesPerson(text, verbIn, question.query);
  };
  const chosen = valueAsked
    ? withoutRivalValues(picked, valueAsked, {
        subjectTerms,
        goesOn: (text) => goesOn(text) || POINTS_BACK_TO_SOMEONE.test(text),
        namesSomeone: (c) => namesPerson(c.text, verbHeld(c), question.query),
      }).map((c) => withoutRivalItems(c, valueAsked, heldIn, subjectTerms, namesSomeoneIn))
    : picked;
  // An answer split over two sentences (answeringPair) is judged by what they hold together.
  const first = chosen[0]!;
  // A sub-bullet quoted with the bullet above it that names what the question asks about
  // (answer/list-subject.ts): "UDP: faster" over "used for online games, video calls and DNS".
  const askedStems = new Set(analyze(question.query, languages).map((t) => t.stem));
  let chosenChars = chosen.reduce((n, c) => n + c.text.length, 0);
  for (const quoted of [...chosen]) {
    for (const line of subjectLinesAbove(candidates, quoted, subjectTerms, askedStems)) {
      if (chosen.includes(line) || chosenChars + line.text.length > tuning.maxChars) continue;
      chosen.push(line);
      chosenChars += line.text.length;
    }
  }
  // A list quoted whole is judged by its best item: its first may only open it ("1. Measure 50 ml
  // of water") while the item asked about ("2. Weigh 10 g of salt") holds the question.
  const held = readAsList(chosen)
    ? chosen.some((c) => c.coverage >= tuning.minCoverage)
    : first.coverage >= tuning.minCoverage;
  const heldByPair =
    chosen[1]?.passage === first.passage &&
    chosen[1].index === first.index + 1 &&
    first.pairCoverage >= tuning.minCoverage + tuning.pairGain;
  if (!held && !heldByPair) return decline;
  // "what colour are copper sulfate crystals": the answer names a colour. When no quoted line
  // holds one, the best line of the answer's passage that does and holds a word of the
  // question joins it ("... so that blue crystals form").
  if (asksColour(question.query) && !chosen.some((c) => namesColour(c.text))) {
    const chars = chosen.reduce((n, c) => n + c.text.length, 0);
    const typed = quotable
      .filter((c) => c.passage === first.passage && !chosen.includes(c) && namesColour(c.text))
      .filter((c) => c.coverage > 0 && chars + c.text.length <= tuning.maxChars)
      .sort((a, b) => b.score - a.score)[0];
    if (typed) chosen.push(typed);
  }
  // The student copied the exercise ("solution of x+2y+z=-4, 2x-y+z=3, 3x+y-z=2 ?"): the
  // lines that repeat it are not the answer; the lines after them are (the worked solution).
  if (chosen.every((c) => echoes(c, askedStems)))
    return compose(withFollowing(candidates, chosen, tuning), sentencesOf);
  // "which section covers X?": the section of the best line, quoted under its heading.
  if (ASKS_SECTION.test(question.query) && first.context >= 0) {
    const section = chosen.filter(
      (c) => c.passage === first.passage && c.context === first.context,
    );
    return compose(section, sentencesOf, true);
  }
  // A table's caption quoted as a line of its own gives way to the row asked about.
  const rows = captionsAsRows(chosen, quotable, question.query);
  // The page whose line gives the value asked for (a number, a date) is cited first; a
  // definition is already scored up where it is stated (defining-sentences.ts).
  const ordered = answerType
    ? answeringLineFirst(rows, (c) => statesAnswerType(c.text, answerType))
    : rows;
  return withNamedCell(
    // A list is quoted under its title ("How to make an electromagnet stronger").
    compose(ordered, sentencesOf, readAsList(ordered)),
    question.query,
    rows,
    sentencesOf,
    languages,
  );
}

/**
 * A row that answers a table question, with the cell the question names stated before it
 * ("Large chips, Time (s) 90: 42"; answer/table-lookup.ts); the answer unchanged otherwise.
 */
function withNamedCell(
  answer: TutorAnswer,
  query: string,
  chosen: readonly Candidate[],
  sentencesOf: (passage: number) => readonly SentenceInfo[],
  languages: readonly LanguageCode[],
): TutorAnswer {
  // The cell is the answer's lead only when a row is the answer: not over a sentence that answers
  // with a row of its page quoted after it ("Proton, Charge: +1" over "An atom has no overall
  // charge because ...").
  if (chosen[0]?.role !== 'row') return answer;
  // The best-scoring row quoted (the answer may open with the sentence before the table).
  const row = chosen
    .filter((c) => c.role === 'row' && c.context >= 0)
    .reduce<Candidate | null>((a, b) => (a && a.score >= b.score ? a : b), null);
  if (!row) return answer;
  for (const header of titleLines(sentencesOf(row.passage), row.context)) {
    const cell = namedCell(query, row.text, header.text, languages);
    if (cell) return { ...answer, text: `${cellLine(cell, row.arabic)}\n${answer.text}` };
  }
  return answer;
}

/** Sentences either side of a value that may name what it is the value of. */
const VALUE_SUBJECT_DISTANCE = 2;
/**
 * A name stands in the line that names what the person did ("The spinning jenny let one worker
 * spin ..." is not told who invented it by "James Watt improved the steam engine" two lines on);
 * a line that goes on with "he" holds the question's verb, which counts wherever it is.
 */
const PERSON_SUBJECT_DISTANCE = 0;
/**
 * The line saying the asked event ("It was built in 762") goes on from the thing's own line, the
 * one before, with a pronoun or another word of the question (answer/asked-events.ts).
 */
const EVENT_SUBJECT_DISTANCE = 1;
/** A sentence that goes on about the one before: "It was ...", "He ...", "وهي ...". */
const OPENS_WITH_PRONOUN =
  /^\s*(?:(?:it|he|she|they|this|these|its|his|her|their)\b|(?:و|ف)?(?:هو|هي|هم|هما)(?:\s|$))/iu;
interface NearValue {
  /** Sentences either side of the value's line that may hold the subject. */
  distance: number;
  /** This value, beside the subject's line, must hold another word of the question itself. */
  sharesWord: (line: Candidate) => boolean;
}

/**
 * Some quotable line states what the question asks for (`states`: a number, a date:
 * answer-type.ts; a person: person-questions.ts; a colour: colour-words.ts) and
 * the question's subject is named beside it: its rarest subject word (in the bot, then among the
 * retrieved lines) that the quotable passages hold at all, in that line, its title (a row's
 * header, a section heading), up to two prose sentences before or after it ("Onegin is a novel
 * written by Pushkin. ... It was published between 1825 and 1832."), or the file's name. Only
 * that one word is asked for: "the boiling point of water" is answered by "Water boils at
 * 100 °C", which lacks "point" (asking for two words cost 4-11 points of false declines on the
 * QA sets, docs/decisions/038).
 */
function statesValueNearSubject(
  quotable: readonly Candidate[],
  states: (line: Candidate) => boolean,
  quantity: boolean,
  terms: readonly QueryTerm[],
  subjectTerms: readonly number[],
  botTerms: ReadonlyMap<string, WeightedTerm> | null,
  fileNames: (term: QueryTerm, passage: number) => boolean,
  near: NearValue = { distance: VALUE_SUBJECT_DISTANCE, sharesWord: () => false },
): boolean {
  const holds = (c: Candidate, t: number) => c.matches[t] !== null || c.contextMatches[t] === true;
  const botWeight = (t: number) => botTerms?.get(terms[t]!.stem)?.weight ?? 0;
  // "what TEMPERATURE", "in which CENTURY": the value's line need not repeat the type.
  const subjects = subjectTerms.filter(
    (t) => terms[t]!.symbol === undefined && !isTypeWord(terms[t]!),
  );
  // A line holding every subject word of a quantity question may give the quantity in words
  // ("how many layers are around the cytoplasm" - "a thin, flexible layer around the
  // cytoplasm"; "how much ATP ..." - "about their own body mass of ATP each day"). A date has no
  // such wording: "palaces were built in Cairo" does not say when.
  const whole = (c: Candidate) =>
    subjects.every((t) => holds(c, t) || fileNames(terms[t]!, c.passage));
  // Only with two things named beside the measured attribute: "how long does germination take"
  // is not answered in words by the line defining germination, nor "the pH of vinegar" by
  // "ethanoic acid in vinegar ... the strong acid has the lower pH".
  const named = subjects.filter((t) => !isMeasuredAttribute(terms[t]!));
  if (quantity && named.length >= 2 && quotable.some(whole)) return true;
  const present = subjects.filter((t) =>
    quotable.some((c) => holds(c, t) || fileNames(terms[t]!, c.passage)),
  );
  // The thing measured, not the measure: in "the boiling point of potassium" the anchor is
  // "potassium" even where "boiling" is rarer in the bot (one data sheet names it), or a
  // table's header would stand beside every row's value, whatever row it is.
  const things = present.filter((t) => !isMeasuredAttribute(terms[t]!));
  const subject = (things.length > 0 ? things : present).sort(
    (a, b) => botWeight(b) - botWeight(a) || terms[b]!.weight - terms[a]!.weight,
  )[0];
  // No subject word in the quotable lines: nothing to ask a value to be near.
  if (subject === undefined) return true;
  const byPlace = new Map(quotable.map((c) => [`${c.passage}:${c.index}`, c]));
  const ownRecord = recordAsked(quotable, terms, subjects, subject, botWeight);
  return quotable.some((c) => {
    const own = ownRecord(c);
    if (own) return own.some((item) => states({ ...c, text: item.text }));
    if (!states(c)) return false;
    if (holds(c, subject) || fileNames(terms[subject]!, c.passage)) return true;
    if (c.role !== 'text') return false;
    // A neighbour's value: for a date, the value's own line goes on about the subject, with a
    // pronoun ("It was published between 1825 and 1832") or another word of the question ("...
    // the city was BUILT in 762"); else it dates another event ("سقطت غرناطة عام 1492م" is not
    // when the Alhambra was built, nor "In AD 79 it erupted" when Pompeii was founded).
    if (
      near.sharesWord(c) &&
      !OPENS_WITH_PRONOUN.test(c.text) &&
      !subjects.some((t) => t !== subject && holds(c, t))
    )
      return false;
    for (let d = -near.distance; d <= near.distance; d++) {
      const line = byPlace.get(`${c.passage}:${c.index + d}`);
      if (line?.role === 'text' && holds(line, subject)) return true;
    }
    return false;
  });
}

/**
 * The records of a list ("Name: value", answer/record-lines.ts) a line may answer from, when the
 * question names one: "how thick is the outer core" of "• Crust: ..., 5 to 70 km thick • Mantle:
 * ... • Outer core: liquid iron and nickel" is answered only by the "Outer core" record, not by
 * its neighbour's value. The record asked is the one whose label holds the most subject words;
 * a line of its file answers only by those records, when they hold the value's anchor. Null when
 * the line is no list of records or the question names no record (no label holds a subject word).
 */
function recordAsked(
  quotable: readonly Candidate[],
  terms: readonly QueryTerm[],
  subjects: readonly number[],
  anchor: number,
  weight: (t: number) => number,
): (line: Candidate) => readonly LabelledItem[] | null {
  const holds = (item: LabelledItem, t: number) =>
    item.stems.has(terms[t]!.stem) || item.lights.has(terms[t]!.light);
  const inLabel = (item: LabelledItem) => subjects.filter((t) => holds(item, t)).length;
  // The record answers when it also holds the value's anchor (the rarest subject word), in its
  // label or its value, or its label holds a word as rare: "جامعة" in a label is no record of
  // "جامعة هايدلبرغ"; "الفرات:" is the record of "كم طول نهر الفرات".
  const anchored = (item: LabelledItem) =>
    item.textStems.has(terms[anchor]!.stem) ||
    item.textLights.has(terms[anchor]!.light) ||
    subjects.some((t) => holds(item, t) && weight(t) >= weight(anchor));
  const most = Math.max(0, ...quotable.flatMap((c) => c.records.map(inLabel)));
  if (most === 0) return () => null;
  const files = new Set(
    quotable.filter((c) => c.records.some((i) => inLabel(i) === most)).map((c) => c.file),
  );
  return (c) =>
    c.records.length > 0 && files.has(c.file)
      ? c.records.filter((i) => i.labelled && inLabel(i) === most && anchored(i))
      : null;
}

/**
 * Some quotable line states what is asked (`states`: "first" or "last", ordinal-questions.ts)
 * beside one of the question's two rarest subject words the quotable lines hold. Two, not the
 * rarest alone: the rarest may be a word of another page ("بيت" of "بيت الحكمة" for a question
 * about "البيت", a house), and an order is asked of the whole question, not of one value. No
 * subject word held: the gate has decided.
 */
const NEAR_ANCHORS = 2;
function statesNearAnchors(
  quotable: readonly Candidate[],
  states: (line: Candidate) => boolean,
  terms: readonly QueryTerm[],
  subjectTerms: readonly number[],
  botTerms: ReadonlyMap<string, WeightedTerm> | null,
  fileNames: (term: QueryTerm, passage: number) => boolean,
  near?: NearValue,
): boolean {
  const held = subjectTerms.filter((t) =>
    quotable.some((c) => c.matches[t] !== null || fileNames(terms[t]!, c.passage)),
  );
  if (held.length === 0) return true;
  const botWeight = (t: number) => botTerms?.get(terms[t]!.stem)?.weight ?? 0;
  const rarest = held
    .sort((a, b) => botWeight(b) - botWeight(a) || terms[b]!.weight - terms[a]!.weight)
    .slice(0, NEAR_ANCHORS);
  return rarest.some((t) =>
    statesValueNearSubject(quotable, states, false, terms, [t], botTerms, fileNames, near),
  );
}

/** The evidence of answer/table-lookup.ts that the question asks for a row the table lacks. */
function missingRow(
  query: string,
  sentences: readonly SentenceInfo[],
  terms: readonly QueryTerm[],
  subjectTerms: readonly number[],
  verdict: { keyMissing: boolean } | undefined,
  botTerms: ReadonlyMap<string, WeightedTerm> | null,
): boolean {
  const headers = sentences.filter((s) => s.role === 'header');
  const rows = sentences.filter((s) => s.role === 'row');
  if (rows.length === 0) return false;
  const inHeader = (t: number) => headers.some((h) => inHeaderLine(terms[t]!, h));
  const rowTerms = subjectTerms.filter((t) => !inHeader(t));
  // The key word no file holds as asked may be the column the header names by its verbal noun
  // ("نستفيد" / "طريقة الاستفادة منه"): then it is not missing.
  const keyInHeader = [...keyTerms(terms, botTerms)].some(inHeader);
  // "ما كثافة الحديد" of a table of metals without iron: the header holds the column asked, and
  // the record asked is a word no file holds, nor a slip of a row's word. The gate's key may be
  // the column's word ("كثافة", held by the header's "كثافته"), so it is not missing there.
  const recordMissing =
    rowTerms.length > 0 &&
    rowTerms.every(
      (t) =>
        botTerms?.get(terms[t]!.stem)?.df === 0 &&
        !rows.some((r) => r.lights.some((light) => similarWord(terms[t]!.light, light))),
    );
  return asksMissingRow({
    keyMissing: ((verdict?.keyMissing ?? false) && !keyInHeader) || recordMissing,
    namesColumn: subjectTerms.some(inHeader),
    namedRows: rows.filter((r) => rowTerms.some((t) => positionsOf(terms[t]!, r))).length,
    tag: tagMatch(
      query,
      rows.map((r) => r.text),
    ),
  });
}

/**
 * Every word of the asked attribute is a subject word no file holds: not in the bot's counts,
 * not in a retrieved line (by stem, light or base form, or as a spelling slip of one of its
 * words), not in a file's name.
 */
function attributeNowhere(
  attribute: string,
  languages: readonly LanguageCode[],
  terms: readonly QueryTerm[],
  botTerms: ReadonlyMap<string, WeightedTerm> | null,
  candidates: readonly Candidate[],
  headers: readonly SentenceInfo[],
  inFileName: (term: QueryTerm) => boolean,
): boolean {
  if (!botTerms) return false;
  const words = analyze(attribute, languages);
  if (words.length === 0) return false;
  return words.every((word) => {
    const t = terms.findIndex((term) => term.stem === word.stem);
    const bot = botTerms.get(word.stem);
    if (t < 0 || !bot || bot.df > 0 || bot.general) return false;
    if (inFileName(terms[t]!)) return false;
    const inForm = (line: { lights: readonly string[] }) =>
      line.lights.some(
        (light) => similarWord(word.light, light) || sameArabicBase(word.light, light),
      );
    return (
      !candidates.some((c) => c.matches[t] !== null || inForm(c)) &&
      !headers.some((h) => inHeaderLine(terms[t]!, h) || inForm(h))
    );
  });
}

/**
 * The header lines of the quotable rows: a header names each column of its rows ("حالته في درجة
 * حرارة الغرفة" is what "صلب" or "سائل" is), so its words are the rows' words too.
 */
function rowHeaders(
  candidates: readonly Candidate[],
  sentencesOf: (passage: number) => readonly SentenceInfo[],
): SentenceInfo[] {
  const out = new Set<SentenceInfo>();
  for (const c of candidates)
    if (c.role === 'row')
      for (const line of titleLines(sentencesOf(c.passage), c.context))
        if (line.role === 'header') out.add(line);
  return [...out];
}

/**
 * The same Arabic word under an ending the light stemmer keeps: "اهدى" asked, "وأهداه" (he gave
 * him) written, whose light forms are "اهد" and "اهدا". Such a word is held "in some form".
 */
function sameArabicBase(asked: string, written: string): boolean {
  return asked.length >= 3 && /^\p{Script=Arabic}+$/u.test(asked) && written.startsWith(asked);
}

export function createExtractiveProvider(tuning: Partial<ExtractiveTuning> = {}): TutorProvider {
  const full = { ...DEFAULT_EXTRACTIVE_TUNING, ...tuning };
  return {
    name: 'extractive',
    answer: async (question) => extractiveAnswer(question, full),
  };
}
