// "what is packet in arabic", "how do you say fuse in arabic", "ما معنى موصل بالانجليزي",
// "ترجمة التيار الكهربائي": the student wants the other language's word for one term, and the
// answer is the line that pairs the two: a glossary row ("Packet | حزمة بيانات | ...") or the
// term with its translation in brackets ("Router (الموجّه): ..."). Lines that merely use the term
// beside some Arabic ("Switch (المبدّل): ... sends each packet ...") share the question's words
// as well, and were quoted instead.
import { foldText } from '@edubot/common';
import { rowCells } from '../../ingestion/clean/line-kinds.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';

export interface TranslationRequest {
  /** The term whose translation is asked, as typed ("packet", "التيار الكهربائي"). */
  term: string;
  /** The script the answer's word is in: the other one. */
  into: 'arabic' | 'latin';
}

const LANGUAGE_EN = String.raw`(?:arabic|english)`;
// Frames around the term, English (the question folded to lower case, no end mark).
const ENGLISH_FRAMES: readonly RegExp[] = [
  new RegExp(
    String.raw`^(?:what(?:'s| is)|whats)\s+(?:the\s+)?${LANGUAGE_EN}\s+(?:word|term|name|translation)\s+(?:for|of)\s+(.+)$`,
    'u',
  ),
  new RegExp(
    String.raw`^(?:how\s+(?:do|would|can|could|should)\s+(?:you|i|we)\s+(?:say|write|call)|how\s+to\s+(?:say|write)|what\s+do\s+(?:you|we)\s+call|translate)\s+(.+?)\s+(?:in|into|to)\s+${LANGUAGE_EN}$`,
    'u',
  ),
  new RegExp(
    String.raw`^(?:(?:what(?:'s| is| are| does)|whats)\s+)?(?:the\s+)?(?:word\s+)?(.+?)\s+(?:in|mean in)\s+${LANGUAGE_EN}$`,
    'u',
  ),
  /^translate\s+(.+)$/u,
];
const ARABIC_LANGUAGE =
  '(?:بالانجليزي|بالإنجليزي|بالانجليزية|بالإنجليزية|بالانكليزي|بالإنكليزي|باللغة الانجليزية|باللغة الإنجليزية|بالعربي|بالعربية|باللغة العربية|بالعربى)';
const ARABIC_ASKING =
  '(?:ما|ماذا|شو|ايش|إيش|وش)\\s+(?:معنى|معني|يعني|تعني|ترجمة|ترجمه|هي ترجمة|هو|هي)|كيف\\s+(?:اقول|أقول|نقول|تقول|اكتب|أكتب|نكتب)|ترجمة|ترجمه|ترجم|معنى|معني';
// "ما معنى X بالانجليزي", "X بالإنجليزي", "كيف اقول X بالانجليزي", "ترجمة X".
const ARABIC_FRAMES: readonly RegExp[] = [
  new RegExp(
    `^(?:(?:${ARABIC_ASKING})\\s+)?(?:كلمة\\s+|كلمه\\s+|مصطلح\\s+)?(.+?)\\s+${ARABIC_LANGUAGE}$`,
    'u',
  ),
  new RegExp(`^(?:ما\\s+)?(?:ترجمة|ترجمه|ترجم)\\s+(?:كلمة\\s+|كلمه\\s+|مصطلح\\s+)?(.+)$`, 'u'),
];
const LEADING_ARTICLE = /^(?:a|an|the)\s+/u;
const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /\p{Script=Latin}/u;
/** A term is a word or a short phrase; longer "terms" are questions of another kind. */
const MAX_TERM_WORDS = 4;

/** The translation the question asks for, or null when it asks for something else. */
export function translationRequest(query: string): TranslationRequest | null {
  const text = query
    .trim()
    .replace(/[?؟!.]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const frames = ARABIC.test(text) ? [...ARABIC_FRAMES, ...ENGLISH_FRAMES] : ENGLISH_FRAMES;
  for (const frame of frames) {
    const term = frame.exec(text.toLowerCase())?.[1];
    if (!term) continue;
    const bare = term
      .replace(LEADING_ARTICLE, '')
      .replace(/^["'«“]|["'»”]$/gu, '')
      .trim();
    if (bare.length === 0 || bare.split(' ').length > MAX_TERM_WORDS) continue;
    // The term's own script tells the wanted one: "ما معنى resistor بالعربي" asks for Arabic.
    return { term: bare, into: ARABIC.test(bare) ? 'latin' : 'arabic' };
  }
  return null;
}

const stemsOf = (text: string, languages: readonly LanguageCode[]) =>
  new Set(analyze(text, languages).flatMap((t) => [t.stem, t.light]));

/**
 * `text` names the term and nothing else: the same words, by stem or light form, stopwords
 * ("a", "the") aside. "series circuit" does not name "circuit".
 */
function namesTerm(
  text: string,
  term: ReadonlySet<string>,
  count: number,
  languages: readonly LanguageCode[],
) {
  const tokens = analyze(text, languages);
  return tokens.length === count && tokens.every((t) => term.has(t.stem) || term.has(t.light));
}

const inScript = (text: string, into: TranslationRequest['into']) =>
  (into === 'arabic' ? ARABIC : LATIN).test(text);

/** Words before a term that leave it unqualified: "a switch", "cell or battery", "called fuse". */
const FUNCTION_WORDS = new Set(
  'a an the or and of each every this that these those one its their called named is are'.split(
    ' ',
  ),
);
/** "Router (الموجّه)", "البطارية (battery)": words, then a bracket. */
const BRACKETED = /([^()（）|:;,.،؛]+?)\s*[(（]([^()（）]{1,60})[)）]/gu;

/** How closely a line's term is the asked one: as typed, or only by stem ("المقاومة" for "مقاوم"). */
export type TranslationMatch = 'exact' | 'stem';

/** Folded words without articles: "The Earth wire" and "earth wire", "البطارية" and "بطارية". */
const bareWords = (text: string) =>
  foldText(text)
    .split(/\s+/u)
    .filter((w) => w.length > 0 && !/^(?:a|an|the)$/u.test(w))
    .map((w) => w.replace(/^(?:وال|بال|لل|ال)(?=\p{L}{2})/u, ''))
    .join(' ');

/**
 * Whether the line gives the term's translation, and how closely: a table row with a cell naming
 * the term and a cell in the wanted script, or the term with its translation in brackets right
 * after it (either way round: "Resistor (مقاوم)" answers "resistor in arabic" and "ما معنى مقاوم
 * بالانجليزي"). Null when it does not.
 */
export function translationGiven(
  line: string,
  request: TranslationRequest,
  languages: readonly LanguageCode[],
): TranslationMatch | null {
  const term = stemsOf(request.term, languages);
  const count = analyze(request.term, languages).length;
  if (count === 0) return null;
  const asTyped = bareWords(request.term);
  const grade = (text: string): TranslationMatch | null =>
    !namesTerm(text, term, count, languages)
      ? null
      : bareWords(text) === asTyped
        ? 'exact'
        : 'stem';
  const found: TranslationMatch[] = [];
  const cells = rowCells(line).map((c) => c.trim());
  if (cells.length >= 2) {
    cells.forEach((cell, at) => {
      const match = grade(cell);
      if (match && cells.some((c, i) => i !== at && inScript(c, request.into))) found.push(match);
    });
  }
  for (const [, before = '', inside = ''] of line.matchAll(BRACKETED)) {
    const words = before.trim().split(/\s+/u);
    // The last words before the bracket: the term, maybe after an article ("A switch (...)").
    const last = words.slice(-count).join(' ');
    const near = words.slice(-(count + 1)).join(' ');
    // "series circuit (توصيل على التوالي)" translates a kind of circuit: no better than a stem.
    const prior = words[words.length - count - 1];
    const qualified =
      prior !== undefined && LATIN.test(prior) && !FUNCTION_WORDS.has(prior.toLowerCase());
    const named = qualified ? grade(last) && 'stem' : (grade(last) ?? grade(near));
    if (named && inScript(inside, request.into)) found.push(named);
    const inBrackets = grade(inside);
    if (inBrackets && inScript(last, request.into)) found.push(inBrackets);
  }
  return found.includes('exact') ? 'exact' : (found[0] ?? null);
}
