// "مين كان آخر خليفة عباسي", "ما أول كتاب ترجم في بيت الحكمة", "who was the first caliph":
// the question asks which one came first or last. Notes that name caliphs and books beside the
// subject answer another question; a line answering this one says "first" / "أول" (or "last" /
// "آخر") itself: "أول خلفائها أبو العباس السفاح". An everyday word for the coverage gate
// (general-words.ts), the ordinal is here what is asked.

const FIRST = String.raw`first|earliest`;
const LAST = String.raw`last|final|latest`;
const ARABIC_FIRST = String.raw`أول|اول|أولى|اولى|الأول|الاول|الأولى|الاولى`;
const ARABIC_LAST = String.raw`آخر|اخر|الآخر|الاخر|آخرة|الأخير|الاخير|الأخيرة|الاخيرة|أخير|اخير`;

// The ordinal as an adjective of what is asked: "the first / last X", "أول / آخر X", not an
// adverb ("when was ATP first discovered", "why do we boil the leaf first") nor "at last".
const ENGLISH_ASKED = new RegExp(String.raw`\bthe\s+(${FIRST}|${LAST})\s+\p{L}`, 'iu');
// "آخر" after a noun is "another" ("يوجد تعريف آخر"): as "the last" it opens the question or
// follows a question word or a copula ("مين كان آخر خليفة", "من هو آخر ملوك").
const ARABIC_ASKED = new RegExp(
  String.raw`(?:^|\s)(?:[وف])?(${ARABIC_FIRST})\s+[\p{Script=Arabic}]|(?:^|(?:^|\s)(?:من|مين|ما|ماذا|شو|ايش|إيش|هو|هي|كان|كانت|يكون|تكون|يعد|تعد|هل)\s+)(${ARABIC_LAST})\s+[\p{Script=Arabic}]`,
  'u',
);
// The first one is also told by its beginning: "was founded in 1906 ... The president chosen
// was", "released ... from 1928", "قامت الدولة ... أول", "تأسست", "منذ".
const FIRST_WORD = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:[وفبل])?(?:${FIRST}|1st|${ARABIC_FIRST}|أولا|اولا|founded|founding|established|began|begun|beginning|opened|introduced|original|originally|from|since|تأسس|تأسست|تاسس|تاسست|أسس|اسس|أسست|اسست|تأسيس|تاسيس|قامت|قام|بدأ|بدأت|بدا|بدات|بداية|بدايه|منذ|أنشئ|انشئ|أنشئت|انشئت|إنشاء|انشاء|نشأة|نشاة)(?:[^\p{L}]|$)`,
  'iu',
);
const LAST_WORD = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:[وفبل])?(?:${LAST}|${ARABIC_LAST})(?:[^\p{L}]|$)`,
  'iu',
);

export type Ordinal = 'first' | 'last';

/** "the first X" / "أول X" asks for the first; "the last X" / "آخر X" for the last; else null. */
export function askedOrdinal(question: string): Ordinal | null {
  const arabic = ARABIC_ASKED.exec(question);
  const word = ENGLISH_ASKED.exec(question)?.[1] ?? arabic?.[1] ?? arabic?.[2];
  if (!word) return null;
  return new RegExp(String.raw`^(?:${FIRST}|${ARABIC_FIRST})$`, 'iu').test(word) ? 'first' : 'last';
}

/** The line says first (or last), in English or Arabic. */
export function statesOrdinal(line: string, ordinal: Ordinal): boolean {
  return (ordinal === 'first' ? FIRST_WORD : LAST_WORD).test(line);
}
