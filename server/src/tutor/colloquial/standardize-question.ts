// A question as the bot's files would write it: a spoken or loosely spelled word that no file
// holds is replaced by the first of its written forms that a file does hold (standard-forms.ts).
// "التيار بيتقاس بإيه" is searched as "التيار يقاس بما" when the notes say "يقاس", "what color
// does chlorophyll reflect" as "colour" when they say "colour", "heatshield" as "heat shield".
// Query-side only: the index is unchanged, so no file is read again. A word the files hold stays
// as written whatever it could also be ("بيت" in "بيت الحكمة", "ايه" in a file quoting a verse),
// and a word whose forms are all missing stays too, so the decline gate still sees what the
// files lack: the rewrite never makes a question easier to answer than its written form.
import { foldText } from '@edubot/common';
import { analyze, type AnalyzedToken } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { TextMemo } from '../../search/text-memo.js';
import type { TermStats } from '../../search/term-stats.js';
import { ARABIC_STOPWORDS } from '../../search/analyzer/stopwords.js';
import { isTypeWord } from '../answer/answer-type.js';
import { isGeneralWord } from '../answer/general-words.js';
import { isQuestionForm } from '../answer/question-terms.js';
import { isArabiziQuestion } from '../question-language.js';
import { arabiziFunctionWord, arabiziWrittenForms, isArticle } from './arabizi.js';
import { withoutChatterLeadIn } from './chatter-lead-in.js';
import { SPOKEN_MODALS } from './colloquial-words.js';
import { arabicWordShapes, stopwordBehindProclitic } from './arabic-word-shapes.js';
import { englishFamilyForms, nounOfYAdjective } from './english-word-families.js';
import { numberWordForms } from './number-words.js';
import { schoolSynonyms } from './school-synonyms.js';
import {
  arabicStandardForms,
  latinSpellingForms,
  mistypedFunctionWord,
  spokenFunctionWord,
} from './standard-forms.js';

/** Document frequencies of a text's words in the bot (SearchIndex.termStats). */
export type TermStatsOf = (text: string) => Promise<TermStats | undefined>;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ARABIC = /\p{Script=Arabic}/u;
// termStats counts at most 32 distinct words per call (fts-query.ts MAX_QUERY_WORDS).
const BATCH = 30;
const MIN_PART = 3;
const MIN_SWAPPED = 5;
const GLUED_UNIT = /^(\d+(?:\.\d+)?)([a-z]{1,4})$/u;
const ORDINAL_DIGITS = /^(\d{1,2})(?:st|nd|rd|th)$/u;
const ORDINAL_WORDS = 'first second third fourth fifth sixth seventh eighth ninth tenth'.split(' ');

const QUANTITY_NOUNS = new Set(
  'نسبه النسبه بنسبه مقدار المقدار كميه الكميه معدل المعدل'.split(' '),
);

interface Word {
  text: string;
  index: number;
  folded: string;
  token: AnalyzedToken | undefined;
}

/** Which analyzed words a bot holds, counted in batches without two words of one stem. */
async function heldStems(
  tokens: readonly AnalyzedToken[],
  statsOf: TermStatsOf,
): Promise<Map<string, number>> {
  const df = new Map<string, number>();
  let pending = [...new Map(tokens.map((t) => [`${t.stem} ${t.light}`, t])).values()];
  while (pending.length > 0) {
    const batch: AnalyzedToken[] = [];
    const stems = new Set<string>();
    const later: AnalyzedToken[] = [];
    for (const t of pending) {
      if (batch.length < BATCH && !stems.has(t.stem)) {
        batch.push(t);
        stems.add(t.stem);
      } else later.push(t);
    }
    const stats = await statsOf(batch.map((t) => t.surface).join(' '));
    if (!stats) return df;
    for (const term of stats.terms) df.set(`${term.stem} ${term.light}`, term.df);
    pending = later;
  }
  return df;
}

const key = (t: AnalyzedToken) => `${t.stem} ${t.light}`;

/**
 * An Arabic word no file holds that opens with the article and holds it again further in, cut
 * there ("البحرالميت" -> "البحر الميت", "الكرةالأرضية"): a word takes the article once, so the
 * second opens the next word, typed without the space. A noun and its adjective, both definite,
 * are the usual case. Not a word without the article first ("عبدالسلام", "سميالتقويم"): a name
 * written as one word, or a word glued to a particle, is as likely as a missed space. Each side
 * keeps two letters of its own after the article.
 */
function gluedBeforeArticle(folded: string): string[] {
  const cuts: string[] = [];
  if (!folded.startsWith('ال')) return cuts;
  for (let cut = 4; cut + 4 <= folded.length; cut++)
    if (folded.startsWith('ال', cut)) cuts.push(`${folded.slice(0, cut)} ${folded.slice(cut)}`);
  return cuts;
}

/**
 * The word with two neighbouring letters swapped, each way it can be: the commonest typing slip
 * ("Christchruch", "recieve"). Only words of MIN_SWAPPED letters or more: in a shorter word a
 * swap as often makes another word the student did not mean.
 */
function neighbourSwaps(folded: string): string[] {
  if (folded.length < MIN_SWAPPED || !/^\p{Script=Latin}+$/u.test(folded)) return [];
  const forms: string[] = [];
  for (let k = 0; k + 1 < folded.length; k++) {
    if (folded[k] === folded[k + 1]) continue;
    forms.push(folded.slice(0, k) + folded[k + 1] + folded[k] + folded.slice(k + 2));
  }
  return forms;
}

/**
 * The word with a letter typed three times or more written once ("عددد", "soooo"), and in
 * Arabic a doubled alef ("االاندية"): no word of either script writes them so.
 */
function repeatedLettersOnce(folded: string): string[] {
  const once = folded.replace(/(\p{L})\1{2,}/gu, '$1').replace(/اا/gu, 'ا');
  return once !== folded && once.length >= MIN_PART ? [once] : [];
}

/**
 * Single words' analyses, remembered (decision 117): a question asks for the same word and its
 * candidate forms several times, and words recur from one question to the next. Null for a
 * stopword or a one-letter word.
 */
const singleTokens = new TextMemo<AnalyzedToken | null>(10_000, (text, languages) => {
  const tokens = analyze(text, languages);
  return tokens.length === 1 ? tokens[0]! : null;
});

/** A single word's analysis, or undefined for a stopword or a one-letter word. */
function oneToken(text: string, languages: readonly LanguageCode[]): AnalyzedToken | undefined {
  const token = singleTokens.get(text, languages);
  // A copy: callers get a token of their own, as analyze() hands out.
  return token ? { ...token } : undefined;
}

/**
 * The question with each spoken or loosely spelled word the bot's files lack written as the
 * files write it; the question itself when nothing changes or the bot has no index.
 */
export async function standardizeQuestion(
  typed: string,
  languages: readonly LanguageCode[],
  statsOf: TermStatsOf,
): Promise<string> {
  // "pls help exam tomorrow!! what gas ...": the question without its chatter (chatter-lead-in.ts).
  const question = withoutChatterLeadIn(typed);
  const words: Word[] = [...question.matchAll(WORD)].map((m) => {
    const folded = foldText(m[0]);
    return { text: m[0], index: m.index, folded, token: oneToken(folded, languages) };
  });
  if (words.length === 0) return question;
  const asked = await heldStems(
    words.flatMap((w) => (w.token ? [w.token] : [])),
    statsOf,
  );
  if (asked.size === 0) return question;
  const missing = (w: Word) => !!w.token && (asked.get(key(w.token)) ?? 0) === 0;

  // Every written form that could replace a missing word (or a pair of words), by word.
  const options = new Map<number, { replace: number; forms: string[] }[]>();
  const candidates: AnalyzedToken[] = [];
  const consider = (at: number, replace: number, forms: string[]) => {
    const kept = forms.filter((f) => f.split(' ').every((part) => oneToken(part, languages)));
    if (kept.length === 0) return;
    for (const f of kept)
      for (const part of f.split(' ')) candidates.push(oneToken(part, languages)!);
    options.set(at, [...(options.get(at) ?? []), { replace, forms: kept }]);
  };
  const isEverydayForm = (form: string) => {
    const token = oneToken(form, languages);
    return !!token && isGeneralWord(token);
  };
  // Spoken Arabic typed in Latin letters: its words are read as Arabic (arabizi.ts).
  const arabizi = isArabiziQuestion(question, languages);
  const arabicQuestion = ARABIC.test(question);
  words.forEach((w, i) => {
    const next = words[i + 1];
    // Digits no file holds, where the notes write the number in words.
    if (/^\d+$/u.test(w.folded)) {
      if (missing(w)) consider(i, 1, numberWordForms(w.folded, arabicQuestion));
      return;
    }
    if (arabizi) {
      if (arabiziFunctionWord(w.folded) !== undefined) return;
      if (isArticle(w.folded)) {
        if (next) consider(i, 2, arabiziWrittenForms(next.folded, true));
        return;
      }
      if (!w.token || missing(w)) consider(i, 1, arabiziWrittenForms(w.folded));
      return;
    }
    if (ARABIC.test(w.folded)) {
      // A word naming the answer's type ("نسبة", "عدد", "درجة") is a cue for the value, kept as
      // typed: read as a spoken verb it became another held word ("نسبه" -> "يثبه" of "يثبت").
      if (w.token && isTypeWord(w.token)) return;
      // An everyday word of written Arabic ("بحلول أي عام", "تريد", "أكبر"): the gate already
      // weighs it as phrasing when no file holds it, and read as a shape or root of another word
      // it became a subject the files hold ("بحلول" -> "تحليل", "تريد" -> "ريد" of "بريد"), which
      // drew the search to that subject and the gate declined. Only an everyday form of it
      // ("نستخدم" -> "استخدام") may stand for it.
      if (w.token && isGeneralWord(w.token)) {
        if (missing(w)) consider(i, 1, arabicStandardForms(w.folded).filter(isEverydayForm));
        return;
      }
      if (missing(w) && spokenFunctionWord(w.folded) === undefined) {
        consider(i, 1, arabicStandardForms(w.folded));
        // An everyday word for the notes' term ("فوائد" / "استخدامات"), also in another shape
        // of it ("تستخدم").
        const synonyms = schoolSynonyms(w.folded);
        consider(i, 1, [...synonyms, ...synonyms.flatMap((s) => arabicWordShapes(s))]);
        // Two words typed without the space before the article ("البحرالميت"): written apart,
        // as the files write them.
        consider(i, 1, gluedBeforeArticle(w.folded));
        consider(i, 1, repeatedLettersOnce(w.folded));
      }
      return;
    }
    // Compounds written apart ("heat shield" / "heatshield") or together; only words typed in
    // lower case: a capitalized word the files lack is a name ("Redwood" is not "red wood").
    const lower = (x: Word) => x.text === x.folded;
    if (
      next &&
      lower(w) &&
      lower(next) &&
      !ARABIC.test(next.folded) &&
      (missing(w) || missing(next))
    )
      consider(i, 2, [w.folded + next.folded]);
    if (!missing(w)) return;
    // A number glued to its unit ("at 40cm", "5kg"): the notes write them apart ("40 | 9",
    // "10 cm"), and glued the two are one word no file holds.
    const glued = ORDINAL_DIGITS.test(w.folded) ? null : GLUED_UNIT.exec(w.folded);
    if (glued) consider(i, 1, [`${glued[1]} ${glued[2]}`]);
    // "newton's 3rd law" of notes saying "Third law": the ordinal in words.
    const ordinal = ORDINAL_WORDS[Number(ORDINAL_DIGITS.exec(w.folded)?.[1]) - 1];
    if (ordinal) consider(i, 1, [ordinal]);
    consider(i, 1, latinSpellingForms(w.folded));
    // Two neighbouring letters typed the wrong way round ("Christchruch"), names too.
    consider(i, 1, [...neighbourSwaps(w.folded), ...repeatedLettersOnce(w.folded)]);
    if (!lower(w)) return;
    // Another member of the word's family ("conductive" / "conductor"), then an everyday word
    // for the notes' term ("fast" / "speed", "exam" / "examination"); a capitalized word the
    // files lack is a name, not a word form.
    consider(i, 1, englishFamilyForms(w.folded));
    // "how windy": how much wind.
    if (words[i - 1]?.folded === 'how') consider(i, 1, nounOfYAdjective(w.folded));
    const synonyms = schoolSynonyms(w.folded);
    consider(i, 1, [...synonyms, ...synonyms.flatMap(englishFamilyForms)]);
    const splits: string[] = [];
    for (let cut = MIN_PART; cut <= w.folded.length - MIN_PART; cut++)
      splits.push(`${w.folded.slice(0, cut)} ${w.folded.slice(cut)}`);
    consider(i, 1, splits);
  });
  const held =
    candidates.length > 0 ? await heldStems(candidates, statsOf) : new Map<string, number>();
  const isHeld = (form: string) =>
    form.split(' ').every((part) => (held.get(key(oneToken(part, languages)!)) ?? 0) > 0);

  let out = '';
  let from = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    let replacement: string | undefined;
    let span = 1;
    for (const option of options.get(i) ?? []) {
      const form = option.forms.find(isHeld);
      if (form !== undefined) {
        replacement = form;
        span = option.replace;
        break;
      }
    }
    // No file holds any form of a spoken Arabic verb, but one form is an everyday verb
    // ("بيصير" / "يحدث", "بيعمل" / "يعمل"): written so, the gate weighs it as phrasing
    // (general-words.ts), not as the subject the files lack.
    if (
      replacement === undefined &&
      ARABIC.test(w.folded) &&
      missing(w) &&
      !(w.token && isGeneralWord(w.token))
    ) {
      replacement = options.get(i)?.[0]?.forms.find(isEverydayForm);
    }
    // A noun naming a quantity ("نسبة", "مقدار", "معدل") that no file holds: the notes give the
    // value without it ("يعيش ... في المدن، أي نحو 56%"), so it asks "how much" and is written
    // "كم" (a question word, not a word the files lack), or nothing beside a "كم" already there.
    if (replacement === undefined && missing(w) && QUANTITY_NOUNS.has(w.folded))
      replacement = words.some((x) => spokenFunctionWord(x.folded) === 'كم' || x.folded === 'كم')
        ? ''
        : 'كم';
    // A spoken question or function word ("شو", "وين", "عم") the files do not hold: its written
    // form is a stopword or nothing, so it no longer counts as a word the files lack.
    if (
      replacement === undefined &&
      ARABIC.test(w.folded) &&
      (!w.token || missing(w) || SPOKEN_MODALS.has(w.folded))
    )
      replacement = spokenFunctionWord(w.folded);
    // An English question word mistyped ("wat", "hw", "wich") that no file holds: written so.
    if (replacement === undefined && !ARABIC.test(w.folded) && missing(w))
      replacement = spokenFunctionWord(w.folded);
    // A written function word behind a proclitic ("بأي"), also no word the files lack.
    if (replacement === undefined && ARABIC.test(w.folded) && missing(w))
      replacement = stopwordBehindProclitic(w.folded);
    // A function word mistyped ("بمازا", "اللتي"): written so, it is a stopword again.
    if (replacement === undefined && ARABIC.test(w.folded) && missing(w))
      replacement = mistypedFunctionWord(
        w.folded,
        (form) =>
          ARABIC_STOPWORDS.has(form) ||
          isQuestionForm(form) ||
          stopwordBehindProclitic(form) !== undefined,
      );
    // An Arabizi question word ("shu", "lesh") or a lone article no file word followed.
    if (replacement === undefined && arabizi)
      replacement = isArticle(w.folded) ? '' : arabiziFunctionWord(w.folded);
    if (replacement === undefined) continue;
    const last = words[i + span - 1]!;
    out += question.slice(from, w.index) + replacement;
    from = last.index + last.text.length;
    i += span - 1;
  }
  return from === 0 ? question : out + question.slice(from);
}
