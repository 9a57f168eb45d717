// Arabizi: spoken Arabic typed in Latin letters, digits standing for the letters Latin lacks
// ("shu ya3ni burkan", "lesh el 7adid bi sada"). The notes are in Arabic script, so no Latin word
// of such a question meets them. Its question words have fixed written forms (ARABIZI_WORDS);
// a content word is read letter by letter into the Arabic spellings it may stand for, most
// likely first, and the caller keeps the first one a file holds (standardize-question.ts), as
// for any spoken word. Short vowels are often typed and never written, emphatic letters are
// typed as plain ones (t for ت or ط): every such choice is tried, the cheaper ones first.
import { arabicStandardForms } from './standard-forms.js';

// Spoken question and function words in Arabizi with their written Arabic ("" when they have
// none): Levantine, Gulf and Egyptian spellings.
const ARABIZI_WORDS = new Map<string, string>();
for (const [spellings, written] of [
  ['shu sho shou shoo eish esh aish ish wesh wsh eh eih ayh shno shnu', 'ما'],
  ['lesh leish laish leh leih lish lesh', 'لماذا'],
  ['kif keef kaif kef ezay izay ezzay izzay shlon', 'كيف'],
  ['wen wein wain fen fein', 'أين'],
  ['meen mein manu', 'من'],
  ['emta imta amta 2emta 2imta emata emtah', 'متى'],
  ['adesh addesh 2adesh 2addesh 2adeish adeish kam', 'كم'],
  ['ya3ni yaani ya3ne yani yaane', 'يعني'],
  ['fi fee fe', 'في'],
  ['3an', 'عن'],
  ['3ala 3la 3al', 'على'],
  ['ma3', 'مع'],
  ['howe huwe huwa hwe hwwa', 'هو'],
  ['hiye hiya hye heya', 'هي'],
  ['enno inno', 'أن'],
  ['lama lamma', 'عندما'],
  ['ktir kteer kter', 'كثير'],
  // The words that frame a what-for question ("shu wazifet el jizr"): written as the notes'
  // frame words, which answer/function-questions.ts reads.
  ['wazife wazifet wazifeh wazifa wazifit wazeefa wazeefet wazeefeh', 'وظيفة'],
  ['fayde faydet faydeh fa2ide fa2idet fa2deh fa2ida', 'فائدة'],
  ['ahamiye ahamiyet ahammiye ahammiyet ahamiyeh', 'أهمية'],
  ['bidi baddi bde ya 3am rah ra7 la2 aw bl bel bil', ''],
] as const)
  for (const spelling of spellings.split(' ')) ARABIZI_WORDS.set(spelling, written);

/** Articles typed apart ("el 7adid", "el-burkan"): glued to the next word as "ال". */
const ARTICLES = new Set(['el', 'al', 'il', 'l']);

// A digit inside a lowercase word standing for a letter: "ya3ni", "7adid", "2adesh", not an
// ordinal or a unit ("2nd", "5kg") nor a formula typed in capitals ("H2O").
const DIGIT_LETTER = /^(?:[a-z]*[235678-9][a-z]+|[a-z]+[235678-9][a-z]*)$/u;
// A worksheet question's label ("q2", "ex3", "pg4") names a question, not a letter: "solve q2" is English.
const NOT_ARABIZI = /^(?:\d+(?:st|nd|rd|th|s|x|d|g|kg|km|cm|mm|m|h|l|ml)|(?:q|ex|pg?)\d{1,2})$/u;

/** The written form of an Arabizi question or function word, "" for none, else undefined. */
export function arabiziFunctionWord(word: string): string | undefined {
  return ARABIZI_WORDS.get(word);
}

export function isArticle(word: string): boolean {
  return ARTICLES.has(word);
}

/**
 * The question is Arabizi: no English function word ("what", "the", "is"), and an Arabizi
 * question word or a letter typed as a digit.
 */
export function looksArabizi(question: string, englishHints: ReadonlySet<string>): boolean {
  if (/\p{Script=Arabic}/u.test(question)) return false;
  const words = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.some((w) => englishHints.has(w.toLowerCase()))) return false;
  return words.some((w) => ARABIZI_WORDS.has(w) || (DIGIT_LETTER.test(w) && !NOT_ARABIZI.test(w)));
}

// Each typed unit with the Arabic letters it may stand for, most likely first. Spoken Egyptian
// and Levantine say "d" for ظ ("3adm", عظم) and a glottal stop, typed 2, for ق ("a2wa", أقوى).
// A rank no reading takes: the readings after it cost one more.
const NO_READING = '\u0000';
const CONSONANTS: Record<string, readonly string[]> = {
  sh: ['ش'],
  ch: ['ش'],
  kh: ['خ'],
  gh: ['غ'],
  th: ['ث', 'ت'],
  dh: ['ذ', 'ض', 'ظ'],
  b: ['ب'],
  p: ['ب'],
  t: ['ت', 'ط'],
  j: ['ج'],
  g: ['ج', 'غ'],
  d: ['د', 'ض', 'ظ'],
  r: ['ر'],
  z: ['ز', 'ظ', 'ذ'],
  s: ['س', 'ص'],
  f: ['ف'],
  v: ['ف'],
  q: ['ق'],
  // ق is typed q, 2 or 9 far more often than k: its k reading costs one more than a written
  // vowel, so "byakol" reads "بياكل" before "بيقل".
  k: ['ك', NO_READING, 'ق'],
  c: ['ك'],
  l: ['ل'],
  m: ['م'],
  n: ['ن'],
  h: ['ه', 'ح'],
  w: ['و'],
  y: ['ي'],
  '2': ['ء', 'ا', 'ق'],
  '3': ['ع'],
  '5': ['خ'],
  '6': ['ط'],
  '7': ['ح'],
  '8': ['غ', 'ق'],
  '9': ['ص', 'ق'],
};
const LONG_VOWELS: Record<string, string> = {
  aa: 'ا',
  ee: 'ي',
  ii: 'ي',
  ei: 'ي',
  ai: 'ي',
  oo: 'و',
  ou: 'و',
  uu: 'و',
};
const SHORT_VOWEL_LETTER: Record<string, string> = { a: 'ا', e: 'ي', i: 'ي', o: 'و', u: 'و' };
const MAX_FORMS = 40;
const MAX_WORD = 14;

/** The typed word cut into units: digraphs first, a doubled consonant read once. */
function units(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length;) {
    const two = word.slice(i, i + 2);
    if (two in LONG_VOWELS || (two in CONSONANTS && two.length === 2)) {
      out.push(two);
      i += 2;
      continue;
    }
    const one = word[i]!;
    if (out.at(-1) !== one || !(one in CONSONANTS)) out.push(one);
    i += 1;
  }
  return out;
}

/**
 * Arabic spellings an Arabizi content word may stand for, most likely first: "burkan" ->
 * "بركان", "zilzal" -> "زلزال", "el7adid" -> "الحديد". Empty for a word with other characters.
 */
export function arabiziForms(typed: string): string[] {
  const word = typed.toLowerCase();
  if (!/^[a-z2-9]+$/u.test(word) || word.length > MAX_WORD || word.length < 3) return [];
  const article = /^(?:el|al|il)(?=[a-z2-9]{3,})/u.exec(word)?.[0];
  const body = article ? word.slice(article.length) : word;
  const parts = units(body);
  // Options for each unit with a cost (its option's rank), then every spelling by total cost.
  const options = parts.map((unit, k) => {
    const first = k === 0;
    const last = k === parts.length - 1;
    if (unit in LONG_VOWELS) return first ? ['ا'] : [LONG_VOWELS[unit]!];
    if (unit in SHORT_VOWEL_LETTER) {
      if (first) return ['ا'];
      const letter = SHORT_VOWEL_LETTER[unit]!;
      if (last) return unit === 'a' ? ['ه', 'ا', '', 'ى'] : [letter, ''];
      return ['', letter];
    }
    // A hamza typed as 2 opens a word on an alef seat: "2ard" is "ارض".
    if (unit === '2' && first) return ['ا'];
    return CONSONANTS[unit] ?? null;
  });
  if (options.some((o) => o === null)) return [];
  let spellings: { text: string; cost: number }[] = [{ text: '', cost: 0 }];
  for (const choices of options as string[][]) {
    const next: { text: string; cost: number }[] = [];
    for (const s of spellings)
      choices.forEach((c, rank) => {
        if (c !== NO_READING) next.push({ text: s.text + c, cost: s.cost + rank });
      });
    next.sort((a, b) => a.cost - b.cost);
    spellings = next.slice(0, MAX_FORMS * 4);
  }
  const prefix = article ? 'ال' : '';
  // A noun in ة before its complement is typed with its t ("wazifet el jizr", "bizret el
  // fool"); folded, the notes write it ه.
  const construct = CONSTRUCT_T.test(body);
  const out: string[] = [];
  const push = (form: string) => {
    if (!out.includes(form)) out.push(form);
  };
  for (const s of spellings) {
    if (s.text.length < 2) continue;
    const form = prefix + s.text;
    push(form);
    if (construct && form.endsWith('ت')) push(`${form.slice(0, -1)}ه`);
    if (out.length >= MAX_FORMS) break;
  }
  return out.slice(0, MAX_FORMS);
}

const CONSTRUCT_T = /[aei]t$/u;
// How many of a word's Arabizi spellings are also read as spoken Arabic, and how many written
// forms of each are kept: "byakol" is "بياكل", a spoken verb the notes write "ياكل"; "mai" is
// "مي", the notes' "ماء".
const SPOKEN_READINGS = 6;
const WRITTEN_PER_READING = 6;

/**
 * Arabic forms of an Arabizi content word (arabiziForms), then the written forms of its most
 * likely spellings read as spoken Arabic (standard-forms.ts): Arabizi is spoken Arabic, so its
 * verbs carry the spoken prefixes and its words are the spoken ones. `article`: the word was
 * typed after "el", so its forms carry ال.
 */
export function arabiziWrittenForms(typed: string, article = false): string[] {
  const forms = arabiziForms(typed).map((f) => (article ? `ال${f}` : f));
  const written = forms
    .slice(0, SPOKEN_READINGS)
    .flatMap((f) => arabicStandardForms(f).slice(0, WRITTEN_PER_READING));
  // A present verb with the spoken habitual b ("byakol", "btinbot"): its written forms first,
  // since a reading kept with the b ("بيقل") is a stray match of another word of the notes.
  const spokenVerb = !article && SPOKEN_PRESENT.test(typed.toLowerCase());
  return [...new Set(spokenVerb ? [...written, ...forms] : [...forms, ...written])];
}

const SPOKEN_PRESENT = /^b(?:[ytn]|i[ytn])[a-z2-9]{2,}/u;
