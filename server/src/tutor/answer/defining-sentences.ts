// "what is X?", "define X", "ما هو X؟", "ما المقصود بـ X" ask what X is; "what is X for?",
// "what does X do?", "ما وظيفة X؟" ask what X does. Their answer is the sentence that has X as
// its subject, not the first sentence that uses the word (issue 7 §2): "The split-ring
// commutator reverses the current ..." answers "what is the split ring commutator for", the
// timetable row "Build a motor with a split-ring commutator" does not. Words are compared as the
// analyzer reads them (folded, stemmed; "split-ring" is "split ring"), so plurals, hamza and
// diacritics ("يُعرَّف") do not matter.
import { foldText } from '@edubot/common';
import { analyze, type AnalyzedToken } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { TextMemo } from '../../search/text-memo.js';

/** What the question asks of its term: what it is, or what it does. */
export interface AskedTerm {
  /** The term's analyzed words, stopwords left out. */
  words: readonly AnalyzedToken[];
  purpose: boolean;
}

const ARTICLE = String.raw`(?:(?:the|a|an)\s+)?`;
const END = String.raw`\s*[?؟.!]*\s*$`;
/** The term: up to 40 characters, no sentence punctuation. */
const TERM = String.raw`([^?؟.!،,]{2,40}?)`;
/**
 * Spoken ways to ask what a term means, as standardizing leaves them: "شو يعني X" / "يعني ايش X"
 * ("ما يعني X", "يعني ما X"), "ايش معنى X", and a bare "تعريف X" / "معنى X".
 */
const SPOKEN_ASKS_MEANING = String.raw`ما\s+يعني|يعني\s+ما|تعريف|معنى`;
const DEFINITION = [
  new RegExp(
    String.raw`^\s*(?:what\s+(?:is|are)|what's|whats|define|meaning\s+of)\s+${ARTICLE}${TERM}${END}`,
    'iu',
  ),
  new RegExp(String.raw`^\s*what\s+(?:does|do)\s+${ARTICLE}${TERM}\s+mean${END}`, 'iu'),
  new RegExp(String.raw`^\s*what\s+is\s+meant\s+by\s+${ARTICLE}${TERM}${END}`, 'iu'),
  new RegExp(
    String.raw`^\s*(?:ما\s+هو|ما\s+هي|ماهو|ماهي|عرف|عرّف|ما\s+تعريف|ما\s+معنى|ما\s+المقصود\s+ب|ماذا\s+يقصد\s+ب|ماذا\s+نقصد\s+ب|${SPOKEN_ASKS_MEANING})\s*${TERM}${END}`,
    'u',
  ),
  // The term first, the question after it: "الصدع شو يعني", "المقصود بالصهارة ايش" (the
  // spoken question word is already written "ما" by colloquial/standardize-question.ts).
  new RegExp(
    String.raw`^\s*(?!.*(?:^|\s)(?:كم|كيف|لماذا|متى|متي|اين|هل|من)\s)(?:المقصود\s+ب|معنى\s+|تعريف\s+)?${TERM}\s+(?:ما\s+هو|ما\s+هي|ما\s+يعني|ما\s+معناه|ما\s+معناها|يعني\s+ما|ما)${END}`,
    'u',
  ),
];
const PURPOSE = [
  new RegExp(
    String.raw`^\s*(?:what\s+(?:is|are)|what's|whats)\s+${ARTICLE}${TERM}\s+(?:used\s+)?for${END}`,
    'iu',
  ),
  new RegExp(String.raw`^\s*what\s+(?:does|do)\s+${ARTICLE}${TERM}\s+do${END}`, 'iu'),
  new RegExp(
    String.raw`^\s*(?:what\s+(?:is|are)|what's|whats)\s+the\s+(?:function|purpose|role|job|use)s?\s+of\s+${ARTICLE}${TERM}${END}`,
    'iu',
  ),
  new RegExp(
    String.raw`^\s*(?:ما|ماهي|ما\s+هي)\s+(?:وظيفة|وظيفه|فائدة|فائده|دور|عمل|استخدام|أهمية|اهمية)\s+${TERM}${END}`,
    'u',
  ),
  new RegExp(
    String.raw`^\s*(?:فيم|فيما|لماذا)\s+(?:يستخدم|تستخدم|نستخدم|يستعمل|تستعمل)\s+${TERM}${END}`,
    'u',
  ),
];
/** A term of more than this many analyzed words is a question's subject, not a term. */
const MAX_TERM_WORDS = 4;

/** The term a "what is X" / "what is X for" question asks about, or null. */
export function askedTerm(query: string, languages: readonly LanguageCode[]): AskedTerm | null {
  for (const [patterns, purpose] of [
    [PURPOSE, true],
    [DEFINITION, false],
  ] as const) {
    for (const pattern of patterns) {
      const term = pattern.exec(query)?.[1];
      if (!term) continue;
      const words = analyze(term, languages);
      if (words.length === 0 || words.length > MAX_TERM_WORDS) return null;
      return { words, purpose };
    }
  }
  return null;
}

/** Folded words that may come before the subject: articles, bullets' leftovers, "يُعرَّف". */
const LEAD = new Set('the a an ان إن يعرف تعرف يقصد المقصود ويعرف وتعرف يرمز ترمز'.split(' '));
/** Folded verbs that open a sentence spelling out the abbreviation after them ("يرمز X إلى"). */
const SPELLS_OUT = new Set('يرمز ترمز'.split(' '));
/**
 * Folded words that link a term to what it is, within a few words after it. "stands" spells an
 * abbreviation out ("DNA stands for deoxyribonucleic acid"), as "يرمز" does before the term.
 */
const LINK = new Set(
  (
    'is are means mean refers refer denotes describes consists stands stand ' +
    'هو هي هم يعني تعني عباره بانه بانها'
  ).split(' '),
);
/** Folded words right before a term that the sentence names ("a green pigment called X"). */
const NAMING = new Set('called named termed يسمي تسمي يسمى تسمى يدعي تدعي يدعى تدعى'.split(' '));
const LINK_WINDOW = 3;
/** The words before a term whose role a sentence states. */
const ROLE_OF = /(?:^|\s)(?:(?:function|purpose|role|job|use)\s+of(?:\s+the)?|وظيفه|فائده|دور)$/u;

const same = (a: AnalyzedToken, b: AnalyzedToken) => a.stem === b.stem || a.light === b.light;

/** Where the term's words stand side by side in `tokens` (first position), or -1. */
function termAt(
  tokens: readonly AnalyzedToken[],
  term: readonly AnalyzedToken[],
  from = 0,
): number {
  for (let i = from; i + term.length <= tokens.length; i++)
    if (term.every((w, k) => same(tokens[i + k]!, w))) return i;
  return -1;
}

/**
 * The sentence answers the asked term: it opens with the term (after an article or a defining
 * lead) and links it ("is", "هو", ":"), or names it ("called X", "يسمى X"); for a purpose
 * question, a sentence opening with the term (its subject) is enough.
 */
export function definesTerm(
  sentence: string,
  asked: AskedTerm,
  languages: readonly LanguageCode[],
): boolean {
  return readTerm(sentence, asked, languages) === 'states';
}

/**
 * The sentence is about the asked term: it states it (definesTerm), or the term opens it
 * ("الجرب، والمعروف باسم ... وهو مرض جلدي") or is named in it ("called X"). A sentence using
 * the term further in ("Build a motor with a split-ring commutator") is not.
 */
export function aboutTerm(
  sentence: string,
  asked: AskedTerm,
  languages: readonly LanguageCode[],
): boolean {
  return readTerm(sentence, asked, languages) !== 'uses';
}

/** How the sentence holds the term: stating it, opening with it, or only using it (or not). */
function readTerm(
  sentence: string,
  asked: AskedTerm,
  languages: readonly LanguageCode[],
): 'states' | 'opens' | 'uses' {
  const text = sentence.replace(/^[\s•▪◦●■►▸➢➤✓✔\-–*·]+/u, '');
  const { tokens, content } = sentenceWords.get(text, languages);
  const at = termAt(content, asked.words);
  if (at < 0) return 'uses';
  const start = tokens.indexOf(content[at]!);
  const end = tokens.indexOf(content[at + asked.words.length - 1]!);
  const before = tokens.slice(0, start).map((t) => t.surface);
  const last = before.at(-1) ?? '';
  if (NAMING.has(last) || (last === 'as' && before.at(-2) === 'known')) return 'states';
  // "The function of the fuse is ...", "وظيفة المنصهر ...".
  if (asked.purpose && ROLE_OF.test(before.slice(-3).join(' '))) return 'states';
  if (!before.every((w) => LEAD.has(w))) return 'uses';
  // "يرمز DNA إلى ...": the verb before the term spells it out; no link follows it.
  if (before.some((w) => SPELLS_OUT.has(w))) return 'states';
  if (asked.purpose) return end + 1 < tokens.length ? 'states' : 'opens';
  const after = tokens.slice(end + 1, end + 1 + LINK_WINDOW).map((t) => t.surface);
  if (after.some((w) => LINK.has(w))) return 'states';
  // "Osmosis: the movement of water ...", "Osmosis – ...": a colon or a dash right after it.
  const lastWord = content[at + asked.words.length - 1]!.surface;
  const folded = foldText(text);
  const rest = folded.slice(folded.indexOf(lastWord) + lastWord.length);
  return /^\S*\s*[:：–—-]/u.test(rest) ? 'states' : 'opens';
}

// The same candidate lines are read for question after question (decision 102).
const sentenceWords = new TextMemo(4_000, (text, languages) => {
  // Stopwords kept: "is" and "the" are what the patterns are made of.
  const tokens: readonly AnalyzedToken[] = analyze(text, languages, { stopwords: false });
  // The term's own stopwords ("the" in "Theory of the mind") are skipped in the sentence too.
  const content = tokens.filter((t) => !isStopword(t, languages));
  return { tokens, content };
});

const stopwordCache = new Map<string, boolean>();
function isStopword(token: AnalyzedToken, languages: readonly LanguageCode[]): boolean {
  const key = `${languages.join(',')}\u0000${token.surface}`;
  let stop = stopwordCache.get(key);
  if (stop === undefined) {
    stop = analyze(token.surface, languages).length === 0;
    if (stopwordCache.size > 10_000) stopwordCache.clear();
    stopwordCache.set(key, stop);
  }
  return stop;
}
