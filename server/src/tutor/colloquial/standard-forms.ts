// A relative pronoun typed with the article's ل doubled: "اللتي" / "التي", "اللذي" / "الذي".
const DOUBLED_LAM = /^الل(?=[تذ])/u;

/**
 * The function word a mistyped one stands for ("بمازا" / "بماذا", "لمازا" / "لماذا", "اللتي" /
 * "التي"): a spoken sound for ذ ث ظ, or the article's ل doubled. `isFunctionWord` says which
 * written words are function words (stopwords, question forms). Such a word is in no lesson:
 * kept as typed, it weighed as a rare word the files lack and the gate declined.
 */
export function mistypedFunctionWord(
  word: string,
  isFunctionWord: (form: string) => boolean,
): string | undefined {
  const forms = [...soundForms(word), word.replace(DOUBLED_LAM, 'ال')];
  return forms.find((form) => form !== word && isFunctionWord(form));
}

// The written forms a student's word may stand for, most likely first. Pure spelling rules, no
// index: the caller keeps the first form the bot's files hold (standardize-question.ts).
//
// Arabic: spoken question and function words and spoken content words (colloquial-words.ts);
// the spoken present-tense prefixes ب/بي/بت/بن (habitual), ح/ه (future), as in "بيتقاس" or
// "هيصير"; the spoken passive ت/ن after the person prefix ("يتقاس" for "يقاس", "تنخزن" for
// "تخزن"); the person prefix itself, since notes say "يوصل" where a student asks "نوصل"; a
// possessive ending on a word in ة ("وظيفته" for "وظيفة": the analyzer keeps the ت, so the two
// never meet); the spoken sounds ت/س for ث, د/ز for ذ, ض for ظ ("كتير", "يضل"); then the
// word's other shapes: proclitics, verbal nouns, broken plurals (arabic-word-shapes.ts).
// English: British and American spellings ("color" / "colour", "vaporization" / "vaporisation").
import { foldText } from '@edubot/common';
import { arabicWordShapes } from './arabic-word-shapes.js';
import { CONTENT_ENTRIES, FUNCTION_ENTRIES, type ColloquialEntry } from './colloquial-words.js';

function lookup(entries: readonly ColloquialEntry[]): Map<string, readonly string[]> {
  const map = new Map<string, readonly string[]>();
  for (const entry of entries) {
    const standard = entry.standard.map((s) => foldText(s));
    for (const spoken of entry.spoken) map.set(foldText(spoken), standard);
  }
  return map;
}

const FUNCTION_WORDS = lookup(FUNCTION_ENTRIES);
const CONTENT_WORDS = lookup(CONTENT_ENTRIES);

function functionWordFor(folded: string): string | undefined {
  return FUNCTION_WORDS.get(folded)?.[0] ?? (FUNCTION_WORDS.has(folded) ? '' : undefined);
}

/**
 * The written form of a spoken question or function word, folded ("" when it has none), also
 * glued to ب/ل/و/ف ("بإيه", "وامتى"); undefined for any other word.
 */
export function spokenFunctionWord(folded: string): string | undefined {
  const own = functionWordFor(folded);
  if (own !== undefined || folded.length < 3 || !'بلوف'.includes(folded[0]!)) return own;
  return functionWordFor(folded.slice(1));
}

// Person prefixes swapped for one another; not ا, which opens too many nouns ("انجلترا").
const PERSON = /^[يتن]/u;
// ب (habitual) or ح/ه (future) before a person prefix, leaving at least a three-letter verb.
const SPOKEN_PREFIX = /^[بحه](?=[يتنا].{2,})/u;
// ت or ن of the spoken passive (اتفعل / انفعل) after a person prefix: "يتقاس", "تنخزن".
const SPOKEN_PASSIVE = /^([يتن])[تن](?=.{3,})/u;
// A possessive ending after the ت of a word in ة: "وظيفته", "طاقتها", "مقاومتهم".
const POSSESSIVE_AFTER_TA = /ت(?:ه|ها|هم|هما|هن|ك|كم|ي|نا)$/u;
const POSSESSIVE = /(?:ها|هم|هما|هن|كم|نا)$/u;
const SOUNDS: ReadonlyArray<readonly [string, string]> = [
  ['ت', 'ث'],
  ['س', 'ث'],
  ['د', 'ذ'],
  ['ز', 'ذ'],
  ['ض', 'ظ'],
  ['ز', 'ظ'],
];

// The spoken plural and object endings of a present verb: "بيوصلوا", "بيستخدموه", "بنشوفها".
const VERB_ENDING = /(?:وا|وه|وها|وهم|و|ها|هم|ه)$/u;

// The habitual ب straight before the verb's stem, its person prefix dropped as Levantine speech
// does: "بصير" for "بيصير" (يصير), "بشتغل" (يشتغل). Not before ا (the article of "بالبيت").
const BARE_HABITUAL = /^ب(?=[^يتناو].{2,})/u;

function verbForms(word: string): string[] {
  const out: string[] = [];
  let bare = word.replace(SPOKEN_PREFIX, '');
  if (bare === word && BARE_HABITUAL.test(word)) bare = word.replace(BARE_HABITUAL, 'ي');
  // The spoken plural ending, also on a short verb behind a spoken prefix ("بيحطو" -> "يحط"); a
  // bare four-letter word is more likely a noun ("نسبه" is no verb "نسب").
  if (PERSON.test(bare) && bare.length >= (bare === word ? 5 : 4)) {
    const stripped = bare.replace(VERB_ENDING, '');
    if (stripped.length >= 3) bare = stripped;
  }
  const stems = bare !== word ? [bare] : [word];
  const passive = stems[0]!.replace(SPOKEN_PASSIVE, '$1');
  if (passive !== stems[0]) stems.push(passive);
  for (const stem of stems) {
    out.push(stem);
    if (PERSON.test(stem)) for (const p of 'يتن') out.push(p + stem.slice(1));
  }
  return out;
}

// Egyptian ج is a hard g, so loanwords spelled with غ elsewhere ("غرام", "غاز") are typed with
// ج ("جرام", "جاز"), and the reverse; at any position, the first letter included.
const HARD_G: ReadonlyArray<readonly [string, string]> = [
  ['ج', 'غ'],
  ['غ', 'ج'],
];

function soundForms(word: string): string[] {
  const out: string[] = [];
  for (const [spoken, written] of HARD_G)
    for (let i = word.indexOf(spoken); i >= 0; i = word.indexOf(spoken, i + 1))
      out.push(word.slice(0, i) + written + word.slice(i + 1));
  for (const [spoken, written] of SOUNDS) {
    // Not a first ت: that is the person prefix of a verb ("تتكون"), not a spoken ث.
    for (let i = word.indexOf(spoken, 1); i >= 0; i = word.indexOf(spoken, i + 1)) {
      out.push(word.slice(0, i) + written + word.slice(i + 1));
    }
  }
  return out;
}

// The spoken active participle used as a present verb: "عايشين" (يعيشون), "ساكنه" (تسكن),
// "نايم" (ينام). Notes write the verb. فاعل with a plural or feminine ending, or a hollow فايل
// spelled with the spoken ي for the hamza; the hollow one may stand for يفيل, يفول or يفال. Not
// a bare فاعل: it is as often a name ("ثامر" became "يثمر" and a question about the singer
// was declined on ARCD).
const PARTICIPLE = /^(.)ا(.)(.)(ين|ون|ه|ات)?$/u;

function presentsOfParticiple(word: string): string[] {
  const m = PARTICIPLE.exec(word);
  if (!m || (m[4] === undefined && m[2] !== 'ي')) return [];
  const [, a, b, c] = m as unknown as [string, string, string, string];
  const stems = b === 'ي' || b === 'ئ' ? [`${a}ي${c}`, `${a}و${c}`, `${a}ا${c}`] : [a + b + c];
  return stems.flatMap((stem) => [`ي${stem}`, `ت${stem}`]);
}

// A spoken content word behind the article or a preposition and the article: "المي", "بالمي",
// "للمي" (الماء); the written forms take the article back.
const ARTICLE = /^(?:[وفبك]?ال|لل)(?=..)/u;

function contentWordsBehindArticle(word: string): string[] {
  const article = ARTICLE.exec(word)?.[0];
  if (!article) return [];
  const written = CONTENT_WORDS.get(word.slice(article.length)) ?? [];
  return written.filter((w) => !w.includes(' ') && !w.startsWith('ال')).map((w) => `ال${w}`);
}

// Spoken contractions glued to the article: "عالسطح" is "على السطح" (ع for على), "هالمادة" is
// "هذه المادة" (ها of هذا); the preposition and the demonstrative are stopwords, so the word
// behind them is the one the files would hold. At least three letters after the article.
const GLUED_ARTICLE = /^(?:ع|ه)(?=ال.{3,})/u;

/** Written forms an Arabic word (folded) may stand for, most likely first; not the word itself. */
export function arabicStandardForms(word: string): string[] {
  const forms: string[] = [];
  const add = (...words: string[]) => {
    for (const w of words) if (w.length >= 2 && w !== word && !forms.includes(w)) forms.push(w);
  };
  add(...(CONTENT_WORDS.get(word) ?? []));
  add(...contentWordsBehindArticle(word));
  if (GLUED_ARTICLE.test(word)) add(word.replace(GLUED_ARTICLE, ''));
  const verbs = [...verbForms(word), ...presentsOfParticiple(word)];
  // The verb itself as the notes may write it ("بصير" -> "يصير") before a written word for it
  // ("يحدث"): the first form a file holds is kept, and the same verb is what was asked.
  add(...verbs);
  for (const verb of verbs) add(...(CONTENT_WORDS.get(verb) ?? []));
  if (POSSESSIVE_AFTER_TA.test(word)) add(word.replace(POSSESSIVE_AFTER_TA, 'ه'));
  else if (word.length >= 5 && POSSESSIVE.test(word)) add(word.replace(POSSESSIVE, ''));
  for (const form of [word, ...verbs]) add(...soundForms(form));
  // Last: the word's other shapes (a proclitic off, a verbal noun for a verb, a singular for a
  // broken plural), also of its spoken content words' written forms ("تسكر" -> "انغلق" ->
  // "تنغلق").
  add(...arabicWordShapes(word, verbs));
  for (const written of CONTENT_WORDS.get(word) ?? []) add(...arabicWordShapes(written));
  return forms;
}

// British -> American and back; each pair is tried in both directions at the word's end or
// inside it (the "our" of "colour", "colourless").
const LATIN_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/our(?=s?$|ed$|ing$|less$|ful$|ation)/u, 'or'],
  [/(?<=[^aeiou])or(?=s?$|ed$|ing$|less$|ful$)/u, 'our'],
  [/is(?=e$|es$|ed$|ing$|ation|ations$|er$|ers$)/u, 'iz'],
  [/iz(?=e$|es$|ed$|ing$|ation|ations$|er$|ers$)/u, 'is'],
  [/ys(?=e$|es$|ed$|ing$)/u, 'yz'],
  [/yz(?=e$|es$|ed$|ing$)/u, 'ys'],
  [/tre(?=s?$)/u, 'ter'],
  [/ter(?=s?$)/u, 'tre'],
  [/ae/u, 'e'],
  [/oe(?=[^s])/u, 'e'],
  [/ph/u, 'f'],
  [/f/u, 'ph'],
  [/ence$/u, 'ense'],
  [/ense$/u, 'ence'],
  [/ll(?=ed$|ing$|er$|ers$)/u, 'l'],
  [/(?<=[aeiou][^aeiou])l(?=ed$|ing$|er$|ers$)/u, 'll'],
  [/grey/u, 'gray'],
  [/gray/u, 'grey'],
];

/** Other spellings of an English word (lowercase): British / American, most likely first. */
export function latinSpellingForms(word: string): string[] {
  const forms: string[] = [];
  for (const [pattern, replacement] of LATIN_SPELLINGS) {
    if (!pattern.test(word)) continue;
    const form = word.replace(pattern, replacement);
    if (form !== word && !forms.includes(form)) forms.push(form);
  }
  return forms;
}
