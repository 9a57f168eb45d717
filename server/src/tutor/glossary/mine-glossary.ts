// Mines a bilingual (Arabic / English) glossary from a study file's own chunks at indexing time:
// a term followed by its translation in brackets ("البناء الضوئي (Photosynthesis)",
// "photosynthesis (البناء الضوئي)", Wikipedia's "(بالإنجليزية: Photosynthesis)"), and short lines
// made of one Arabic and one English term: glossary-table rows and bilingual headings (several
// rows read on one line, as the chunker joins a table's lines, are paired in order). Only
// letters-and-spaces terms of a few words are kept, so years, codes ("ECC-1:2018"), file names
// ("policy_template_v1.0"), references and OCR debris never become entries.
import { foldText } from '@edubot/common';
import type { ChunkInput } from '../../search/search-index.js';

export type GlossaryKind = 'bracket' | 'line';

export interface GlossaryEntry {
  page: number | null;
  /** The term as written in Arabic (leading conjunction/preposition removed). */
  arabic: string;
  /** The term as written in English. */
  english: string;
  /** Where it came from: a bracketed translation, or a one-term-per-language line (table row, heading). */
  kind: GlossaryKind;
}

const MAX_TERM_WORDS = 5;
const MAX_ENTRIES_PER_FILE = 2000;

const ARABIC_LETTERS = String.raw`(?:(?=\p{Script=Arabic})\p{L}|\p{M})+`;
const ARABIC_WORD = new RegExp(`^${ARABIC_LETTERS}$`, 'u');
const ARABIC_WORD_AT_END = new RegExp(`${ARABIC_LETTERS}$`, 'u');
const LATIN_WORD_AT_END = /[A-Za-z0-9'’-]+$/u;
// Letters with inner hyphens/apostrophes; a trailing digit is allowed for names like "CO2".
const ENGLISH_WORD = /^[A-Za-z][A-Za-z'’-]*[A-Za-z0-9]?$/;
const ARABIC_RUN = new RegExp(`${ARABIC_LETTERS}(?:[ \\t]+${ARABIC_LETTERS})*`, 'gu');
// Words an English term never starts or consists of only.
const ENGLISH_FUNCTION = new Set(
  'a an the of and or to in on for with by from at as is are be was were see eg ie cf fig figure page p pp vs etc also during after before through into called named known termed this that these its their'.split(
    ' ',
  ),
);
// Arabic function words a mined term does not start with, and "in English" markers in brackets.
const ARABIC_FUNCTION = new Set(
  'في من إلى الى على عن مع أو او ثم و هو هي هذا هذه ذلك تلك التي الذي ما مثل أي اي كل بين عند يسمى تسمى يعرف ويسمى وتسمى أيضا ايضا باسم أما وأما فأما إن أن ان وإن فإن كان كانت لكن قد لقد حيث بينما إذا اذا عندما'.split(
    ' ',
  ),
);
const IN_ENGLISH =
  /^(?:بال(?:ل?غة\s+)?[اإ]نجليزي[ةه]?|بال(?:ل?غة\s+)?[اإ]نكليزي[ةه]?|ب?الإنجليزية|انجليزي|English|Eng\.?)\s*[:：]?\s*/iu;
const IN_ARABIC = /^(?:Arabic|Ar\.?|بالعربية|بالعربي|عربي)\s*[:：]?\s*/iu;
// A leading conjunction/preposition glued to the article ("وأحصنة", "بالخوادم" -> "الخوادم").
const ARABIC_PREFIX = /^(?:[وف]?[بك]?(?=ال)|و(?=[أإآا]))/u;
// Bidi marks that pdf.js leaves around bracketed Latin inside Arabic lines.
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]/gu;

function words(text: string): string[] {
  return text.split(/\s+/u).filter(Boolean);
}

function isEnglishTerm(text: string): boolean {
  const w = words(text);
  if (w.length === 0 || w.length > MAX_TERM_WORDS) return false;
  if (!w.every((x) => ENGLISH_WORD.test(x))) return false;
  if (w.every((x) => ENGLISH_FUNCTION.has(x.toLowerCase()))) return false;
  if (ENGLISH_FUNCTION.has(w[0]!.toLowerCase()) && w.length === 1) return false;
  // Two letters is an abbreviation or debris ("vr", "ok"), not a term a student asks about.
  return text.replace(/[^A-Za-z]/g, '').length >= 3;
}

function isArabicTerm(text: string): boolean {
  const w = words(text);
  if (w.length === 0 || w.length > MAX_TERM_WORDS) return false;
  if (!w.every((x) => ARABIC_WORD.test(x))) return false;
  if (w.every((x) => ARABIC_FUNCTION.has(x))) return false;
  return w.join('').replace(/\p{M}/gu, '').length >= 3;
}

/** A function word glued to the next word by extraction ("مثلالرسائل" -> "الرسائل"). */
const GLUED_FUNCTION = new RegExp(
  `^(?:${[...ARABIC_FUNCTION].filter((w) => w.length > 1).join('|')})(?=ال)`,
  'u',
);

/**
 * The Arabic term without what is glued to its first word: a function word, a conjunction or
 * preposition before the article, and a conjunction "و" when the file also uses the word without
 * it ("وبرمجيات" -> "برمجيات", while "وزارة" keeps its "و").
 */
function cleanArabic(term: string, corpus?: PhraseCounter): string {
  const w = words(term);
  if (w.length === 0) return '';
  while (w.length > 1 && ARABIC_FUNCTION.has(w[0]!)) w.shift();
  let first = w[0]!.replace(GLUED_FUNCTION, '').replace(ARABIC_PREFIX, '');
  const bare = first.slice(1);
  // Counted as whole words: "وصول" keeps its "و" (no word "صول"); "وبرمجيات" loses it ("البرمجيات").
  if (/^[وف]/u.test(first) && bare.length >= 4 && corpus && corpus.count(bare) > 0) first = bare;
  w[0] = first;
  return w.join(' ');
}

function cleanEnglish(term: string): string {
  const w = words(term);
  if (w.length === 0) return '';
  while (w.length > 1 && ENGLISH_FUNCTION.has(w[0]!.toLowerCase())) w.shift();
  return w.join(' ');
}

/** Up to `count` words just before `end`, stopping at punctuation, a line break or a change of script. */
function wordsBefore(text: string, end: number, count: number, arabic: boolean): string[] {
  let rest = text.slice(0, end).replace(/[ \t]+$/u, '');
  const pattern = arabic ? ARABIC_WORD_AT_END : LATIN_WORD_AT_END;
  const taken: string[] = [];
  while (taken.length < count) {
    const m = pattern.exec(rest);
    if (!m) break;
    taken.unshift(m[0]);
    rest = rest.slice(0, m.index);
    const gap = /[ \t]+$/u.exec(rest);
    if (!gap) break;
    rest = rest.slice(0, gap.index);
  }
  return taken;
}

/** The article and the particles glued before it ("وبال", "لل"...): ignored when counting uses of a word. */
const ARTICLE = /^(?:[وف]?[بكل]?ال|لل)/u;

/**
 * Where each word of a file is used, to count whole-word uses of a phrase in time linear in its
 * uses (a book has thousands of bracketed terms: scanning the whole text for each is too slow).
 */
class PhraseCounter {
  private readonly words: string[];
  private readonly positions = new Map<string, number[]>();

  constructor(text: string) {
    this.words = (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).map(PhraseCounter.key);
    this.words.forEach((w, i) => {
      const list = this.positions.get(w);
      if (list) list.push(i);
      else this.positions.set(w, [i]);
    });
  }

  static key(word: string): string {
    const bare = word.replace(ARTICLE, '');
    return bare.length >= 2 ? bare : word;
  }

  count(phrase: string): number {
    const keys = (foldText(phrase).match(/[\p{L}\p{N}]+/gu) ?? []).map(PhraseCounter.key);
    if (keys.length === 0) return 0;
    let n = 0;
    for (const at of this.positions.get(keys[0]!) ?? []) {
      if (keys.every((k, j) => this.words[at + j] === k)) n++;
    }
    return n;
  }
}

/**
 * Drops leading words that are not part of the term: function words, and a word the rest of the
 * term is also used without elsewhere in the file ("المتعلقة بالخوادم" -> "الخوادم", while
 * "البناء الضوئي" stays whole when "الضوئي" never appears alone).
 */
function trimTerm(
  taken: string[],
  corpus: PhraseCounter,
  functionWords: ReadonlySet<string>,
  minWords: number,
): string[] {
  const w = [...taken];
  while (w.length > 1) {
    const first = w[0]!;
    if (functionWords.has(first.toLowerCase())) {
      w.shift();
      continue;
    }
    if (w.length <= minWords) break;
    if (corpus.count(w.slice(1).join(' ')) > corpus.count(w.join(' '))) {
      w.shift();
      continue;
    }
    break;
  }
  return w;
}

function bracketEntries(
  text: string,
  page: number | null,
  corpus: PhraseCounter,
  out: GlossaryEntry[],
): void {
  for (const m of text.matchAll(/\(([^()\n]{2,80})\)/gu)) {
    const inside = m[1]!.trim();
    const english = inside.replace(IN_ENGLISH, '').trim();
    if (isEnglishTerm(english)) {
      // Arabic term, then its English name: Arabic often needs one word more ("البناء الضوئي").
      const count = Math.min(MAX_TERM_WORDS, words(english).length + 1);
      const taken = wordsBefore(text, m.index, count, true);
      const kept = trimTerm(taken, corpus, ARABIC_FUNCTION, words(english).length);
      const arabic = cleanArabic(kept.join(' '), corpus);
      if (isArabicTerm(arabic))
        out.push({ page, arabic, english: cleanEnglish(english), kind: 'bracket' });
      continue;
    }
    const arabicInside = inside.replace(IN_ARABIC, '').trim();
    if (isArabicTerm(arabicInside)) {
      const count = Math.min(MAX_TERM_WORDS, words(arabicInside).length);
      const taken = wordsBefore(text, m.index, count, false);
      const english = cleanEnglish(trimTerm(taken, corpus, ENGLISH_FUNCTION, 1).join(' '));
      if (isEnglishTerm(english))
        out.push({ page, arabic: cleanArabic(arabicInside, corpus), english, kind: 'bracket' });
    }
  }
}

/** "Lesson 2 -", "Unit 3:", "الوحدة الثالثة:": the numbering of a heading, not part of its term. */
const HEADING_NUMBER =
  /(?:\b(?:lesson|unit|chapter|part|section|topic|module)\s+(?:\d+|[ivx]+)\s*[:.\-–—]?\s*|(?:الدرس|الوحدة|الفصل|الجزء|الموضوع|المحاضرة)\s+\S+\s*[:\-–—]\s*)/giu;

/**
 * A line of alternating Arabic and English terms and nothing else (separators | : - = / • and
 * tabs allowed): a glossary-table row, several rows joined, or a bilingual heading.
 */
interface Run {
  arabic: boolean;
  words: string[];
}

/** Split points of a run of n words: as many words as the term it pairs with, then middle first. */
function splitOrder(n: number, partnerWords: number): number[] {
  const order: number[] = partnerWords >= 1 && partnerWords < n ? [partnerWords] : [];
  for (let d = 0; d < n; d++) {
    for (const k of [Math.floor(n / 2) - d, Math.ceil(n / 2) + d]) {
      if (k >= 1 && k < n && !order.includes(k)) order.push(k);
    }
  }
  return order;
}

/**
 * Pairs runs in order into (Arabic, English) rows. Rows joined on one line may put two terms of
 * one language side by side ("... التنفس الخلوي البلاستيدات الخضراء Chloroplasts ..."): such a run
 * is split where the rest of the line still pairs up. Null when the line is not term rows.
 */
function pairRuns(runs: readonly Run[], budget = { calls: 400 }): [Run, Run][] | null {
  if (runs.length === 0) return [];
  if (--budget.calls < 0 || runs.length < 2) return null;
  const [a, b, ...rest] = runs as [Run, Run, ...Run[]];
  if (a.arabic === b.arabic) return null;
  const whole = pairRuns(rest, budget);
  if (whole) return [[a, b], ...whole];
  for (const k of splitOrder(b.words.length, a.words.length)) {
    const tail = pairRuns([{ ...b, words: b.words.slice(k) }, ...rest], budget);
    if (tail) return [[a, { ...b, words: b.words.slice(0, k) }], ...tail];
  }
  return null;
}

/**
 * A line of Arabic and English terms and nothing else (separators | : - = / • and tabs allowed):
 * a glossary-table row, several rows joined by the chunker, or a bilingual heading.
 */
function lineEntries(line: string, page: number | null, out: GlossaryEntry[]): void {
  const trimmed = line
    .replace(/^\s*(?:[-•▪*]|\d{1,3}[.)-])\s*/u, '')
    .replace(HEADING_NUMBER, ' ')
    // A bracketed synonym in a table cell ("Pondweed (Elodea)", "الكلوروفيل )اليخضور("): the
    // bracket pass reads it; the row is paired without it.
    .replace(/\s*[()][^()\n]{1,40}[()]/gu, ' ')
    .trim();
  if (trimmed.length < 6 || trimmed.length > 1200) return;
  const runs: Run[] = [];
  let cursor = 0;
  const pushLatin = (segment: string): boolean => {
    for (const part of segment.split(/[|:=/•\t–—]|\s-\s/u)) {
      const t = part.trim();
      if (!t) continue;
      if (!t.split(/\s+/u).every((w) => ENGLISH_WORD.test(w))) return false;
      runs.push({ arabic: false, words: words(t) });
    }
    return true;
  };
  for (const m of trimmed.matchAll(ARABIC_RUN)) {
    if (!pushLatin(trimmed.slice(cursor, m.index))) return;
    runs.push({ arabic: true, words: words(m[0]) });
    cursor = m.index + m[0].length;
  }
  if (!pushLatin(trimmed.slice(cursor))) return;
  if (runs.length < 2 || runs.length > 80) return;
  const pairs = pairRuns(runs);
  if (!pairs) return;
  const entries: GlossaryEntry[] = [];
  for (const [x, y] of pairs) {
    const a = (x.arabic ? x : y).words.join(' ');
    const e = (x.arabic ? y : x).words.join(' ');
    const arabic = cleanArabic(a);
    // A prose run (a sentence with an English word in it) means this is not a line of terms.
    if (!isArabicTerm(a) || !isArabicTerm(arabic) || !isEnglishTerm(e)) return;
    entries.push({ page, arabic, english: cleanEnglish(e), kind: 'line' });
  }
  out.push(...entries);
}

const LATIN_TERM = String.raw`[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*){0,4}`;
const ARABIC_TERM = `${ARABIC_LETTERS}(?:[ \\t]+${ARABIC_LETTERS}){0,4}`;
/** Between the two terms: a separator, or only the change of script. */
const PAIR_GAP = String.raw`\s*(?:[|:=/•–—,]|\s-)?\s*`;
/**
 * After the pair: a separator, then the description. A change of script alone is not enough:
 * "تخزن الخلية الطاقة في جزيئات ATP التي ..." is a sentence that names a term, not a pair.
 */
const DESCRIPTION = String.raw`\s*(?:[|:=–—,]|\s-)\s*(?=\S)`;
const ENGLISH_THEN_ARABIC = new RegExp(
  `^(${LATIN_TERM})${PAIR_GAP}(${ARABIC_TERM})${DESCRIPTION}`,
  'u',
);
const ARABIC_THEN_ENGLISH = new RegExp(
  `^(${ARABIC_TERM})${PAIR_GAP}(${LATIN_TERM})${DESCRIPTION}`,
  'u',
);

/**
 * A line that opens with a term in each language and goes on to describe it: "Refraction –
 * الانكسار: the bending of light ...", "الحصار / Siege: تطويق ...", or a glossary-table row with
 * a meaning column ("Grand Vizier | الصدر الأعظم | the chief minister ..."). The whole line is not
 * a line of terms (lineEntries), but its first two terms are a pair.
 */
function leadingPairEntry(line: string, page: number | null, out: GlossaryEntry[]): void {
  const trimmed = line
    .replace(/^\s*(?:[-•▪*|]|\d{1,3}[.)-])\s*/u, '')
    .replace(HEADING_NUMBER, ' ')
    .trim();
  const english = ENGLISH_THEN_ARABIC.exec(trimmed);
  const arabic = english ? null : ARABIC_THEN_ENGLISH.exec(trimmed);
  const [a, e] = english ? [english[2]!, english[1]!] : arabic ? [arabic[1]!, arabic[2]!] : [];
  if (!a || !e) return;
  const term = cleanArabic(a.trim());
  if (isArabicTerm(a.trim()) && isArabicTerm(term) && isEnglishTerm(e.trim()))
    out.push({ page, arabic: term, english: cleanEnglish(e.trim()), kind: 'line' });
}

// A glossary table's header row naming its languages ("English | العربية"): each side names
// its own column, so "العربية = English" translates nothing, and would carry "what is Arabic"
// to the table. A header "Term | المصطلح" is a true pair and stays.
const LANGUAGE_NAMES = new Set(['english', 'arabic']);
const ARABIC_LANGUAGE_NAMES = new Set(
  'العربية عربي بالعربية بالعربي الإنجليزية الانجليزية الإنكليزية بالإنجليزية إنجليزي انجليزي'.split(
    ' ',
  ),
);

function isColumnHeader(entry: GlossaryEntry): boolean {
  return (
    entry.kind === 'line' &&
    (LANGUAGE_NAMES.has(entry.english.toLowerCase()) || ARABIC_LANGUAGE_NAMES.has(entry.arabic))
  );
}

/** Every glossary entry of one file's chunks, each pair once (its first page). */
export function mineGlossary(
  chunks: readonly Pick<ChunkInput, 'page' | 'text'>[],
): GlossaryEntry[] {
  const found: GlossaryEntry[] = [];
  const texts = chunks.map((c) =>
    c.text
      .replace(INVISIBLE, '')
      // Brackets around Latin inside Arabic lines, reordered or mirrored by right-to-left
      // extraction: "Sender Policy Framework) (" and ")Evaporation(".
      .replace(/\)\s*([A-Za-z][A-Za-z '’-]{0,60}?)\s*\(/gu, '($1)')
      .replace(/([A-Za-z][A-Za-z '’-]{1,60}?)\s*\)\s*\(/gu, '($1)')
      .replace(/\(\s+/gu, '(')
      .replace(/\s+\)/gu, ')'),
  );
  const corpus = new PhraseCounter(texts.join('\n'));
  for (const [i, chunk] of chunks.entries()) {
    const text = texts[i]!;
    bracketEntries(text, chunk.page, corpus, found);
    for (const line of text.split('\n')) {
      const before = found.length;
      lineEntries(line, chunk.page, found);
      if (found.length === before) leadingPairEntry(line, chunk.page, found);
    }
  }
  const seen = new Set<string>();
  const entries: GlossaryEntry[] = [];
  for (const entry of found) {
    if (isColumnHeader(entry)) continue;
    const key = `${entry.arabic}\u0000${entry.english.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
    if (entries.length === MAX_ENTRIES_PER_FILE) break;
  }
  return entries;
}
