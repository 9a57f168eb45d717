// Tells a study request ("summarize page 2", "اختبرني في الكيوبت", "hi") from an ordinary
// question with a fixed rule set (intent-rules.ts): no model, a few regular expressions over
// the folded words, so it costs microseconds on every message. What the rules do not consume
// is the request's subject (a topic or a file name), returned as the student typed it.
import type { Intent, IntentKind, IntentLanguage } from './intent.js';
import * as R from './intent-rules.js';
import { numberOf, NUMBER } from './request-numbers.js';
import { isFileKindWord } from './file-kinds.js';
import { foldWord, requestWords, type RequestWords } from './request-words.js';

const fold = R.foldPattern;
const whole = (body: string): RegExp => new RegExp(`^(?:${fold(body)})$`, 'u');
const prefix = (body: string): RegExp => new RegExp(`^(?:${fold(body)})(?: |$)`, 'u');
const suffix = (body: string): RegExp => new RegExp(`(?:^| )(?:${fold(body)})$`, 'u');

const GREETING_PREFIX = prefix(`${R.EN_GREETING}|${R.AR_GREETING}`);
const ADDRESS_PREFIX = prefix(R.ADDRESS);
const CALLED_BY_YA = /^يا /u;
// A name is a short word; "hi miss photosynthesis?" still asks about photosynthesis.
const NAMED_ADDRESS_LAST_WORD = new RegExp(`^(?:${fold(R.NAMED_ADDRESS)}) \\S{2,9}$`, 'u');
const THANKS_PREFIX = prefix(`${R.EN_THANKS}|${R.AR_THANKS}`);
const THANKS_SUFFIX = suffix(`${R.EN_THANKS}|${R.AR_THANKS}|please|pls|plz|لو سمحت|من فضلك`);
const POLITE = new RegExp(fold(R.POLITE_PREFIX), 'u');
const CAPABILITIES = whole(`${R.EN_CAPABILITIES}|${R.AR_CAPABILITIES}`);
const FILES = new RegExp(`^(?:${fold(`${R.EN_FILES}|${R.AR_FILES}`)})(?= |$)`, 'u');
const SUMMARIZE = R.W(`${R.EN_SUMMARIZE}|${R.AR_SUMMARIZE}`);
const QUIZ = R.W(`${R.EN_QUIZ}|${R.AR_QUIZ}`);
// "explain X", "X? explain": an explanation verb opens or closes the request; inside a
// sentence ("in what year did the FAO define ...") it is part of a question.
const EXPLAIN_BODY = fold(`${R.EN_EXPLAIN}|${R.AR_EXPLAIN}`);
const EXPLAIN_AT_EDGE = new RegExp(`^(?:${EXPLAIN_BODY})(?= |$)|(?<= )(?:${EXPLAIN_BODY})$`, 'gu');
const WHAT_IS = new RegExp(`(?:${fold(`${R.EN_WHAT_IS}|${R.AR_WHAT_IS}`)})(?= |$)`, 'u');
const PAGE = R.W(R.PAGE);
const THIS_FILE = R.W(R.THIS_FILE);
const MANNER = R.W(R.MANNER);
const PAGE_QUESTION = new RegExp(fold(`${R.EN_PAGE_QUESTION}|${R.AR_PAGE_QUESTION}`), 'u');
const NUMBER_WORD = R.W(NUMBER);
const QUESTION_OPENER = new RegExp(fold(R.QUESTION_OPENER), 'u');
// One pattern each: the same group names in every one.
const PART_QUESTIONS = R.PART_QUESTIONS.map((body) => new RegExp(fold(body), 'u'));
const REASON_ASKED = new RegExp(fold(R.REASON_ASKED), 'u');
const MEANT_BY = /(?:المقصود|المراد|نعني|نقصد|يقصد)$/u;
const SUMMARY_TERM = new RegExp(fold(R.SUMMARY_TERM), 'u');
const QUIZ_SPOKEN_OF = new RegExp(fold(R.QUIZ_SPOKEN_OF), 'u');
const QUIZ_COUNT = R.W(R.QUIZ_COUNT);
const TOPIC_LEAD = R.W(R.TOPIC_LEAD);
const DUAL_QUESTIONS = R.W(R.AR_DUAL_QUESTIONS);
const anchor = (body: string): RegExp => new RegExp(fold(body), 'u');
const MAY_SUMMARIZE = anchor(R.ANCHORS.summarize);
const MAY_QUIZ = anchor(R.ANCHORS.quiz);
const MAY_EXPLAIN = anchor(R.ANCHORS.explain);
const MAY_NAME_PAGE = anchor(R.ANCHORS.page);
const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /\p{Script=Latin}/u;
/** File-like words ("forallx_ch12.pdf") do not decide the language of the request. */
const FILE_LIKE = /[._]|\d/u;
/** Longest "X" in "what is X" that still reads as a term to explain. */
const MAX_TERM_WORDS = 3;
const MAX_QUIZ_QUESTIONS = 10;

/** The words of the request still unexplained by the rules, with helpers to consume them. */
class Words {
  readonly consumed: boolean[];
  private readonly folded: string[];

  constructor(readonly w: RequestWords) {
    this.folded = w.text ? w.text.split(' ') : [];
    this.consumed = this.folded.map(() => false);
  }

  private free(): number[] {
    return this.folded.map((_, i) => i).filter((i) => !this.consumed[i]);
  }

  /** The folded text of the words not consumed yet. */
  rest(): string {
    return this.free()
      .map((i) => this.folded[i])
      .join(' ');
  }

  /** Consumes every match of a global pattern in the words still free; returns the matches. */
  take(pattern: RegExp): RegExpExecArray[] {
    const free = this.free();
    const rest = free.map((i) => this.folded[i]).join(' ');
    const starts: number[] = [];
    let at = 0;
    for (const i of free) {
      starts.push(at);
      at += this.folded[i]!.length + 1;
    }
    const matches: RegExpExecArray[] = [];
    pattern.lastIndex = 0;
    for (const m of rest.matchAll(pattern)) {
      if (m[0].length === 0) continue;
      const end = m.index + m[0].length;
      starts.forEach((s, k) => {
        if (s >= m.index && s < end) this.consumed[free[k]!] = true;
      });
      matches.push(m as RegExpExecArray);
    }
    return matches;
  }

  /** Consumes the first `count` words still free. */
  takeFirst(count: number): void {
    let left = count;
    for (let i = 0; i < this.consumed.length && left > 0; i++) {
      if (!this.consumed[i]) {
        this.consumed[i] = true;
        left--;
      }
    }
  }

  /** Consumes the last `count` words still free. */
  takeLast(count: number): void {
    let left = count;
    for (let i = this.consumed.length - 1; i >= 0 && left > 0; i--) {
      if (!this.consumed[i]) {
        this.consumed[i] = true;
        left--;
      }
    }
  }

  /** What is left, as typed, without filler words at its edges. */
  subject(): string {
    const free = this.w.typedIndex.filter((_, i) => !this.consumed[i]);
    let first = 0;
    let last = free.length - 1;
    const filler = (k: number) => R.EDGE_FILLER.has(this.w.folded[free[k]!]!);
    while (first <= last && filler(first)) first++;
    while (last >= first && filler(last)) last--;
    // "what is MATLAB? one line please": how long the answer should be is not the subject.
    for (let cut = true; cut;) {
      cut = false;
      for (const phrase of R.LENGTH_WISHES) {
        const start = last - phrase.length + 1;
        if (start <= first) continue;
        if (phrase.every((word, j) => this.w.folded[free[start + j]!] === word)) {
          last = start - 1;
          while (last >= first && filler(last)) last--;
          cut = true;
          break;
        }
      }
    }
    return free
      .slice(first, last + 1)
      .map((i) => this.w.typed[i])
      .join(' ');
  }
}

function languageOf(w: RequestWords): IntentLanguage {
  let arabic = 0;
  let latin = 0;
  for (const word of w.typed) {
    if (ARABIC.test(word)) arabic++;
    else if (LATIN.test(word) && !FILE_LIKE.test(word)) latin++;
  }
  return arabic > 0 && arabic >= latin ? 'ar' : 'en';
}

/** Count of the words of `text` (folded, space-separated). */
const wordCount = (text: string): number => (text ? text.split(' ').length : 0);

/** Removes greeting / thanks / politeness words at the edges; reports what was there. */
function stripSmallTalk(words: Words): { greeted: boolean; thanked: boolean } {
  let greeted = false;
  let thanked = false;
  for (let guard = 0; guard < 4; guard++) {
    const rest = words.rest();
    const greeting = GREETING_PREFIX.exec(rest);
    const thanks = THANKS_PREFIX.exec(rest);
    const match = greeting ?? thanks;
    if (!match || match[0].trim() === '') {
      // "hello sir", "مرحبا استاذ خالد", "يا مس، ...": the teacher's title is no request.
      const address = ADDRESS_PREFIX.exec(rest);
      if (!address || !(greeted || thanked || CALLED_BY_YA.test(rest))) break;
      words.takeFirst(
        NAMED_ADDRESS_LAST_WORD.test(rest) ? wordCount(rest) : wordCount(address[0].trim()),
      );
      continue;
    }
    if (greeting) greeted = true;
    else thanked = true;
    words.takeFirst(wordCount(match[0].trim()));
  }
  for (let guard = 0; guard < 3; guard++) {
    const match = THANKS_SUFFIX.exec(words.rest());
    if (!match) break;
    const said = match[0].trim();
    if (!/^(?:please|pls|plz|لو سمحت|من فضلك)$/u.test(said)) thanked = true;
    words.takeLast(wordCount(said));
  }
  return { greeted, thanked };
}

function stripPoliteness(words: Words): void {
  const match = POLITE.exec(words.rest());
  if (match) words.takeFirst(wordCount(match[0].trim()));
}

function pageOf(words: Words): number | undefined {
  if (!MAY_NAME_PAGE.test(`${words.rest()} `)) return undefined;
  for (const m of words.take(PAGE)) {
    const raw = m.groups?.n1 ?? m.groups?.n2 ?? m.groups?.n3;
    const page = raw === undefined ? undefined : numberOf(raw);
    if (page !== undefined && page > 0) return page;
  }
  return undefined;
}

function quizCount(match: string): number | undefined {
  // "بثلاث أسئلة", "بسؤالين": a glued ب before the number word or the dual.
  const unglued = match.replace(/(?<=^| )ب(?=\S)/gu, '');
  for (const m of unglued.matchAll(NUMBER_WORD)) {
    const n = numberOf(m[0]);
    if (n !== undefined && n > 0) return Math.min(n, MAX_QUIZ_QUESTIONS);
  }
  // "سؤالين": the dual is a count of two.
  DUAL_QUESTIONS.lastIndex = 0;
  return DUAL_QUESTIONS.test(unglued) ? 2 : undefined;
}

/**
 * A count said apart from the quiz words ("quiz me on resistors, 3 questions", "اختبرني في
 * الدم بثلاثة أسئلة"): consumed, so it is neither the topic nor lost.
 */
function separateCount(words: Words): number | undefined {
  let count: number | undefined;
  for (const m of words.take(QUIZ_COUNT)) {
    const raw = m.groups?.n ?? m.groups?.n2 ?? m.groups?.n3;
    const n = raw === undefined ? quizCount(m[0]) : numberOf(raw);
    if (count === undefined && n !== undefined && n > 0) count = Math.min(n, MAX_QUIZ_QUESTIONS);
  }
  return count;
}

/** "quiz me on cell parts (3)": a number in brackets closing the request is the count. */
const BRACKETED_COUNT = /\(\s*([0-9\u0660-\u0669\u06F0-\u06F9]{1,2})\s*\)[\s.!?؟]*$/u;
/** After these the bracketed number names a part of the course ("chapter (3)"), not a count. */
const PART_BEFORE =
  /(?:^| )(?:chapter|unit|lesson|page|slide|part|فصل|الفصل|وحده|الوحده|درس|الدرس|صفحه|الصفحه)$/u;

function bracketedCount(text: string, words: Words): number | undefined {
  const raw = BRACKETED_COUNT.exec(text);
  if (!raw) return undefined;
  const last = words.consumed.length - 1;
  if (last < 0 || words.consumed[last]) return undefined;
  if (PART_BEFORE.test(words.rest().split(' ').slice(0, -1).join(' '))) return undefined;
  const n = numberOf(foldWord(raw[1]!));
  if (n === undefined || n <= 0) return undefined;
  words.takeLast(1);
  return Math.min(n, MAX_QUIZ_QUESTIONS);
}

function isShortTerm(term: string, language: IntentLanguage): boolean {
  const words = term.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_TERM_WORDS) return false;
  if (!words.some((w) => /\p{L}{2}/u.test(w))) return false;
  const relational = language === 'ar' ? R.AR_RELATIONAL : R.EN_RELATIONAL;
  return !words.some((w) => relational.has(w) || R.EN_RELATIONAL.has(w));
}

function intent(
  kind: IntentKind,
  language: IntentLanguage,
  words: Words,
  extra: Partial<Intent> = {},
): Intent {
  return { kind, language, subject: words.subject(), ...extra };
}

/** "the worksheet" taken as this file: its kind word, so the worksheet can be found by kind. */
function kindSaid(matches: readonly RegExpExecArray[]): Pick<Intent, 'fileWord'> {
  const kind = matches
    .flatMap((m) => m[0].trim().split(' '))
    .filter(isFileKindWord)
    .join(' ');
  return kind ? { fileWord: kind } : {};
}

/** Every quiz word of the text names a quiz the student speaks of ("the quiz in chapter 2"). */
function quizSpokenOf(rest: string): boolean {
  const matches = [...rest.matchAll(QUIZ)];
  return (
    matches.length > 0 &&
    matches.every((m) => QUIZ_SPOKEN_OF.test(rest.slice(0, m.index + m[0].length)))
  );
}

/** Classifies one student message. Never throws; an empty message is a 'question'. */
export function classifyIntent(text: string): Intent {
  const w = requestWords(text);
  const language = languageOf(w);
  const words = new Words(w);
  if (!w.text) return { kind: 'question', language, subject: '' };

  const { greeted, thanked } = stripSmallTalk(words);
  if (!words.rest()) return intent(thanked ? 'thanks' : 'greeting', language, words);
  if (CAPABILITIES.test(words.rest())) return intent('capabilities', language, words);
  stripPoliteness(words);
  const rest = words.rest();
  if (!rest) return intent(thanked ? 'thanks' : 'greeting', language, words);
  if (CAPABILITIES.test(rest)) return intent('capabilities', language, words);

  // "what's in chapter 2", "شو في الدرس الثاني": the part's summary (the part names it).
  const part = PART_QUESTIONS.map((p) => p.exec(rest)).find((m) => m !== null);
  if (part) {
    words.takeFirst(wordCount(part.groups?.ask ?? ''));
    words.takeLast(wordCount(part.groups?.tail?.trim() ?? ''));
    return intent('summarize', language, words);
  }

  const files = FILES.exec(rest);
  if (files) {
    words.takeFirst(wordCount(files[0].trim()));
    return intent('files', language, words);
  }

  // "how do you summarize data", "كم سؤال في الامتحان": a question about what the words name.
  if (QUESTION_OPENER.test(rest)) return { kind: 'question', language, subject: '' };
  // "I have a test tomorrow on X", "what the notes say about X": why or where from, not the topic.
  words.take(TOPIC_LEAD);

  const summarize =
    MAY_SUMMARIZE.test(rest) && !SUMMARY_TERM.test(rest) ? words.take(SUMMARIZE) : [];
  if (summarize.length > 0) {
    words.take(MANNER);
    const fileSaid = words.take(THIS_FILE);
    return intent('summarize', language, words, {
      page: pageOf(words),
      thisFile: fileSaid.length > 0,
      ...kindSaid(fileSaid),
    });
  }

  const quiz = MAY_QUIZ.test(rest) && !quizSpokenOf(rest) ? words.take(QUIZ) : [];
  if (quiz.length > 0) {
    const said = quiz.map((m) => quizCount(m[0])).find((n) => n !== undefined);
    const apart = separateCount(words);
    const count = said ?? apart ?? bracketedCount(text, words);
    const fileSaid = words.take(THIS_FILE);
    return intent('quiz', language, words, {
      count,
      page: pageOf(words),
      thisFile: fileSaid.length > 0,
      ...kindSaid(fileSaid),
    });
  }

  // "what is on page 3", "ماذا في الصفحة 2": a summary of that page.
  const probe = new Words(w);
  probe.consumed.splice(0, probe.consumed.length, ...words.consumed);
  const page = pageOf(probe);
  if (page !== undefined && PAGE_QUESTION.test(probe.rest())) {
    return intent('summarize', language, probe, { page });
  }

  const explain = MAY_EXPLAIN.test(rest) ? words.take(EXPLAIN_AT_EDGE) : [];
  if (explain.length > 0) {
    words.take(MANNER);
    // "explain why a cell bursts": a reason the files state, answered as a question.
    if (REASON_ASKED.test(words.rest())) return { kind: 'question', language, subject: '' };
    // "ما المقصود بالمحلول": the ب of "المقصود ب" is glued to the term.
    const meantBy = explain.some((m) => MEANT_BY.test(m[0].trim()));
    const subject = words.subject();
    if (subject && meantBy)
      return { ...intent('explain', language, words), subject: subject.replace(/^ب(?=ال\S)/u, '') };
    if (subject) return intent('explain', language, words);
    return { kind: 'question', language, subject: '' };
  }

  const whatIs = WHAT_IS.exec(rest);
  if (whatIs && whatIs[0].trim()) {
    const term = rest.slice(whatIs[0].length).trim();
    if (isShortTerm(term, language)) {
      words.takeFirst(wordCount(whatIs[0].trim()));
      if (words.subject()) return intent('explain', language, words);
    }
  }
  // A greeting or thanks around a real question ("hi, what is the capital of X?"): answer it.
  void greeted;
  return { kind: 'question', language, subject: '' };
}
