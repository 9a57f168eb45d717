// One fact, one value (issue 7 §2, decision 118). Teachers' files repeat a line's shape with
// another value: every policy page of a lecture ends "... a legal requirement in control 2-3-1 of
// the ECC", a timeline says "X was first demonstrated in 1895" then "Y ... in 1926", a roles page
// says who appoints each officer. A one-fact question ("which control requires the network
// security policy") answered by its own line and then by a sibling's line gives the student two
// codes, two years or two names, and nothing says which one answers. This file says which value
// a question asks for and which values a line states; the provider drops a quoted line that gives
// another value of that kind and holds less of the question than the line that answers.
import { digitsValue } from '../../ingestion/clean/page-numbers.js';
import { askedAnswerType } from './answer-type.js';
import { bulletsOnTheirOwnLines } from './line-roles.js';
import { personQuestion } from './person-questions.js';

/** The kind of value a one-fact question asks for. */
export type AskedValue = 'code' | 'number' | 'person';

// "which rule / clause / control ...", "what number", "ما رقم البند", "في أي ضابط".
const ASKS_CODE =
  /\b(?:which|what)\s+(?:rule|clause|control|section|article|code|standard|regulation|paragraph|number)\b|\b(?:rule|clause|control|section|article)\s+number\b|(?:^|\s)(?:و|ف)?(?:ما\s+)?(?:رقم|برقم)(?:\s|$)|(?:^|\s)(?:في\s+|ب)?(?:أي|اي|أيّ)\s+(?:ال)?(?:بند|ضابط|مادة|فقرة|قاعدة|معيار|مبدأ)(?:\s|$|[؟?])/iu;

// The student asks for several things, or for a comparison, a list, a reason or an explanation:
// two lines may well be the answer ("compare how long X and Y are kept", "متى بنيت بغداد ومتى
// بنيت سامراء", "list the rules for personal data").
const ASKS_SEVERAL =
  /\b(?:list|lists|compare|comparing|comparison|difference|differences|differ|both|all|each|every|various|examples?|steps|why|explain|describe|summari[sz]e)\b|\b(?:and|or)\s+(?:when|who|what|which|where|why|how)\b|(?:^|\s)(?:اذكر|اذكري|اذكروا|قارن|قارني|الفرق|الفروق|أوجه|اوجه|وضح|وضحي|اشرح|اشرحي|لخص|لماذا|ليش|ليه|جميع|كلا|أمثلة|امثلة)(?:\s|$|[؟?])|^\s*(?:عدد|عددي)\s|(?:^|\s)و(?:متى|متي|من|كم|أين|اين|ماذا|أي|اي|لماذا|كيف)(?:\s|$)/iu;

// The question also asks "what" / "ماذا": what it asks is not who.
const ASKS_WHAT = /\bwhat\b|(?:^|\s)(?:ماذا|وماذا|فماذا|شو|ايش|إيش)(?:\s|$|[؟?])/iu;

/** The kind of value the question asks for, when it asks for one value only; else null. */
export function askedValue(question: string): AskedValue | null {
  if (ASKS_SEVERAL.test(question)) return null;
  if (ASKS_CODE.test(question)) return 'code';
  if (askedAnswerType(question) !== null) return 'number';
  // "من فعل التحريش فهو ماذا": "whoever does it", then what is asked; not a name.
  return personQuestion(question) && !ASKS_WHAT.test(question) ? 'person' : null;
}

// A number standing alone, in any digit set, with its parts ("2-5-1", "4.5", "1876", "٣-١-٢"):
// not a formula's index ("CO2") nor the end of a word.
const NUMBER = /(?<![\p{L}\p{Nd}])\p{Nd}+(?:\s?[-.‐–/]\s?\p{Nd}+)*/gu;
const PART = /\p{Nd}+/gu;
// A list's marker at the start of a line ("1. Heat the acid", "(2)"): numbering, not a value.
const MARKER = /^\s*(?:[•▪\-–*·]\s*)?\(?\p{Nd}{1,2}[.)](?=\s)/u;
// A note's reference ("... في الأردن[7]", "... in 2016.[1]"): a pointer, not a value. Read as one,
// a line with no figure but a note number became the "answering" line, and the line with the
// year asked was dropped as its rival.
const NOTE_REFERENCE = /\[\s*\p{Nd}{1,3}\s*\]/gu;

/**
 * The numbers a line states, each as its parts' values in order. A code printed right to left
 * ("١-٥-٢" for 2-5-1) reads backwards, so a code and its reverse count as one value.
 */
export function statedNumbers(line: string): string[] {
  const text = line.replace(MARKER, ' ').replace(NOTE_REFERENCE, ' ');
  const values: string[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const parts = (m[0].match(PART) ?? []).map((p) => String(digitsValue(p)));
    values.push(parts.join('-'));
    if (parts.length > 1) values.push([...parts].reverse().join('-'));
  }
  return values;
}

/** A number of a code's shape: two parts or more ("2-5-1", "4.5"). */
const isCode = (value: string) => value.includes('-');

/**
 * The values of the asked kind a line states (codes for a code question, else any number); for
 * a "who" question, a line naming someone states one, which cannot be told apart: null then.
 */
export function valuesOfKind(line: string, kind: 'code' | 'number'): string[] {
  const numbers = statedNumbers(line);
  if (kind === 'number') return numbers;
  const codes = numbers.filter(isCode);
  return codes.length > 0 ? codes : numbers;
}

/**
 * The line states a value of the asked kind that the answering line does not state (a line's
 * other numbers, "ECC-1:2018" on every policy page, are the same in both and say nothing).
 */
export function givesAnotherValue(
  line: string,
  answering: string,
  kind: 'code' | 'number',
): boolean {
  const own = valuesOfKind(line, kind);
  if (own.length === 0) return false;
  const answered = new Set(valuesOfKind(answering, kind));
  return answered.size > 0 && own.some((v) => !answered.has(v));
}

/** What the provider knows of a quoted line. */
export interface QuotedLine {
  text: string;
  passage: number;
  index: number;
  score: number;
  /** Ends open (no closing punctuation): the next line finishes it, unless that is a list item. */
  open: boolean;
  /** A list's item: a bullet ends without a full stop and the next item is another point. */
  listed: boolean;
  /** Per question term, where the line holds it (null when not). */
  matches: readonly (readonly number[] | null)[];
  /** Per question term, whether the line's title holds it. */
  contextMatches: readonly boolean[];
}

export interface RivalTests<T> {
  /** The question's subject words (indexes of its terms). */
  subjectTerms: readonly number[];
  /** The line goes on from the one before it ("It ...", "His ...", "وهي ..."). */
  goesOn: (text: string) => boolean;
  /** For a "who" question: the line names someone. */
  namesSomeone: (line: T) => boolean;
}

/**
 * The quoted lines without those that give another value of the asked kind than the line that
 * answers (the best-scoring quoted line stating one) and hold, with their titles, only part of
 * the question's subject words that line holds: a sibling's line, not more of the answer. A
 * line going on from a kept one stays (the rest of the answer); one going on from a dropped
 * line goes with it. Lines in reading order are judged after the lines they go on from.
 */
export function withoutRivalValues<T extends QuotedLine>(
  chosen: readonly T[],
  kind: AskedValue,
  tests: RivalTests<T>,
): T[] {
  const states = (c: T) =>
    kind === 'person' ? tests.namesSomeone(c) : valuesOfKind(c.text, kind).length > 0;
  const answering = chosen.filter(states).sort((a, b) => b.score - a.score)[0];
  if (!answering) return [...chosen];
  const held = (c: T) =>
    new Set(
      tests.subjectTerms.filter((t) => c.matches[t] !== null || c.contextMatches[t] === true),
    );
  const answered = held(answering);
  const lessSpecific = (c: T) => {
    const own = held(c);
    return own.size < answered.size && [...own].every((t) => answered.has(t));
  };
  const rival = (c: T) =>
    lessSpecific(c) &&
    (kind === 'person' ? tests.namesSomeone(c) : givesAnotherValue(c.text, answering.text, kind));
  const dropped = new Set<T>();
  const byPlace = [...chosen].sort((a, b) => a.passage - b.passage || a.index - b.index);
  for (const c of byPlace) {
    if (c === answering) continue;
    const before: T | undefined = chosen.find(
      (x) => x.passage === c.passage && x.index + 1 === c.index,
    );
    const after: T | undefined = chosen.find(
      (x) => x.passage === c.passage && x.index === c.index + 1,
    );
    const continues =
      before !== undefined &&
      ((before.open && !c.listed) || tests.goesOn(c.text.replace(/^[•▪\-–*·]\s*/u, '')));
    if (continues && dropped.has(before!)) {
      dropped.add(c);
      continue;
    }
    // Going on from a kept line, or the line a kept one points back to ("This ..."): the answer's.
    if (continues || (after !== undefined && after === answering && tests.goesOn(after.text)))
      continue;
    if (rival(c)) dropped.add(c);
  }
  return chosen.filter((c) => !dropped.has(c));
}

/**
 * A slide's bullets extracted onto one line ("• Office founded in 2016 • Guide issued in 2020 •
 * Law issued in 2021") are one quoted line: for a one-value question, its items that give
 * another value and hold less of the question than the item answering are left out. `heldIn`
 * says which subject words a text holds; the line's title counts for every item.
 */
export function withoutRivalItems<T extends QuotedLine>(
  line: T,
  kind: AskedValue,
  heldIn: (text: string) => ReadonlySet<number>,
  subjectTerms: readonly number[],
  namesSomeone: (text: string) => boolean,
): T {
  const items = bulletsOnTheirOwnLines(line.text).split('\n');
  if (items.length < 2) return line;
  const titled = subjectTerms.filter((t) => line.contextMatches[t] === true);
  const held = items.map((item) => new Set([...heldIn(item), ...titled]));
  const states = (item: string) =>
    kind === 'person' ? namesSomeone(item) : valuesOfKind(item, kind).length > 0;
  const stating = items.flatMap((item, i) => (states(item) ? [i] : []));
  if (stating.length === 0) return line;
  const answering = stating.reduce((a, i) => (held[i]!.size > held[a]!.size ? i : a));
  const answered = held[answering]!;
  const kept = items.filter((item, i) => {
    if (i === answering) return true;
    const own = held[i]!;
    const lessSpecific = own.size < answered.size && [...own].every((t) => answered.has(t));
    const another =
      kind === 'person' ? namesSomeone(item) : givesAnotherValue(item, items[answering]!, kind);
    return !(lessSpecific && another);
  });
  return kept.length === items.length ? line : { ...line, text: kept.join(' ') };
}
