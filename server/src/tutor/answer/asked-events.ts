// The event a when / who / where question asks about (docs/decisions/108). "متى بنيت مدينة
// سامراء" over notes saying "نقل المعتصم العاصمة إلى مدينة سامراء عام 836م", "When was the
// Pantheon built?" over "In 609 it was turned into a church", "متى توفي ابن رشد" over "ولد ابن رشد
// في قرطبة عام 1126م": the line names the thing and gives a date, but of another event, and the
// date, person and neighbour checks (038, 046, 080, 089) all pass. When the question asks the
// date, person or place of an event that books state with its own few words (building, birth,
// death), the line that answers must say that event in some form: "بنى / بنيت / بناها / بناء /
// شيد / أسس", "built / constructed / completed", "ولد / مولد", "died / death", or a life's span in
// brackets. Other verbs ("تولى فرانكو الحكم", "published") ask nothing here: a paraphrase of them
// cannot be told from another event without a lexicon. So do two the public sets showed to be
// told in other words (bench:retrieval, decision 108): English "founded / established / formed"
// (a state "became independent", "existed between 1920 and 1939", "adopted its current identity";
// still a form of building in the line), inventing ("devised", "created"), and discovering but as
// "من / مين اكتشف" (decision 119: "مين اكتشف الحويصلات الهوائية" over facts on the alveoli).
// The forms are spelt out, not stemmed: the Arabic analyzer writes "بنى" as "بن" (the "بن" of
// "يوسف بن تاشفين") and "ولادة" as "لاد", and no root family joins weak roots
// (colloquial/arabic-root-forms.ts keeps to sound ones). Building and founding are one event
// in the line (a city is "built" or "founded" in the same sentence of two books).
import { foldText } from '@edubot/common';
import { askedAnswerType } from './answer-type.js';
import { personQuestion } from './person-questions.js';

export type EventDetail = 'date' | 'person' | 'place';

export interface AskedEvent {
  /** Which of the events below: its forms must be in the answering line. */
  event: number;
  detail: EventDetail;
  /** The question's own word for it ("بنيت", "born"): what is asked, not the thing. */
  word: string;
}

/** The events, as indexes into the lists of their forms below. */
export const EVENTS = { building: 0, birth: 1, death: 2, discovery: 3 } as const;
const BUILDING = EVENTS.building;
const DISCOVERY = EVENTS.discovery;
/** A life in brackets gives a birth and a death, nothing else. */
const LIFE = new Set<number>([EVENTS.birth, EVENTS.death]);

// English forms (lower case). Not "found" alone (the past of "find": "found in Africa").
const ENGLISH_EVENTS: readonly RegExp[] = [
  /^(?:build|builds|built|building|rebuilt|construct|constructed|construction|erected|founded|founding|founders?|establish|established|establishment|formed|completed|completion|finished|opened|inaugurated)$/u,
  /^(?:born|birth|birthplace)$/u,
  /^(?:die|died|dies|dying|death|dead|killed|assassinated|executed|extinct|extinction)$/u,
  /^(?:discover|discovers|discovered|discovering|discovery|discoveries|discoverer|discoverers)$/u,
];
// Said in the line, never asked: "when was X founded / established / formed" (above), and the
// events' nouns ("the birth of", "who designed the building"), which name a thing, not the verb.
const ENGLISH_NOT_ASKED =
  /^(?:building|birth|birthplace|death|construction|completion|establishment|founded|founding|founders?|establish|established|formed|opened|inaugurated|discover|discovers|discovered|discovering|discovery|discoveries|discoverers?)$/iu;
// "When did the dinosaurs die out": a kind ends, told as "lived until", "became extinct".
const DIE_OUT = /\bd(?:ie|ied|ying)\s+out\b/iu;

// Arabic forms, folded (ى -> ي, ة -> ه, أ -> ا), after a glued conjunction, preposition or
// article is taken off: "بنى / بني / بنيت / بناها / بنوا / بناء / ببناء / بنائها", "شيد / تشييد",
// "أنشأ / أنشئت / إنشاء", "أسس / تأسست / تأسيس / مؤسس"; "ولد / ولدت / مولد / ولادة / ميلاد /
// مواليد"; "توفي / وفاة / مات / موت / قتل / استشهد / اغتيل".
const ARABIC_EVENTS: readonly RegExp[] = [
  /^(?:بني|بنيت|بنت|بنوا|بناه|بناها|بناهم|بناء|بنائ\p{L}*|يبني|تبني|شيد\p{L}*|تشييد\p{L}*|انشا\p{L}*|انشئ\p{L}*|انشاء\p{L}*|اسس|اسست|اسسه|اسسها|اسسوا|تاسس\p{L}*|تاسيس\p{L}*|يؤسس|مؤسس\p{L}*|موسس\p{L}*)$/u,
  /^(?:ولد|ولدت|يولد|مولد\p{L}*|ولاد\p{L}*|ميلاد\p{L}*|مواليد)$/u,
  /^(?:توفي|توفيت|يتوفي|وفاه|وفاته|وفاتها|مات|ماتت|موت\p{L}*|قتل|قتلت|مقتل\p{L}*|استشهد\p{L}*|اغتيل\p{L}*)$/u,
  /^(?:اكتشف\p{L}*|اكتشاف\p{L}*|يكتشف\p{L}*|تكتشف\p{L}*|مكتشف\p{L}*)$/u,
];

// Glued and, then a preposition or the article: "وبنى", "ببناء", "والتأسيس", "لوفاته".
const ARABIC_CLITICS = /^(?:[وف])?(?:(?:ب|ل|ك)?ال|لل|ب|ل|ك)?/u;
const WORD = /[\p{L}\p{M}]+/gu;
const ARABIC = /\p{Script=Arabic}/u;

/** The event (BUILDING, BIRTH, DEATH) a word says, or -1. */
export function eventOfWord(raw: string): number {
  const word = foldText(raw);
  if (!ARABIC.test(word)) return ENGLISH_EVENTS.findIndex((e) => e.test(word));
  // With the clitics and without: "بنى" opens with a letter that is also "ب" (with).
  const bare = word.replace(ARABIC_CLITICS, '');
  return ARABIC_EVENTS.findIndex((e) => e.test(word) || (bare.length >= 3 && e.test(bare)));
}

// A life in brackets after a name, as encyclopedias write it: "Li Bai (701–762)", "توني بلير (6
// مايو 1953 -)", "(19 نوفمبر 1954)": a year there is the birth's (and the death's, after a dash),
// without either word. Also the bracket's end alone, where a ";" inside it ended the sentence
// before: "2 April 742 – 28 January 814), numbered Charles I, ...".
const LIFE_IN_BRACKETS =
  /\([^()]*\p{Nd}{3,4}[^()]*\)|^[^()]*\p{Nd}{3,4}[^()]{0,40}[-–—][^()]{0,40}\p{Nd}{2,4}\s*\)/u;
// "Dates back to", "يعود تاريخ المسرح اليديشي إلى سنة 1876": a beginning told without the verb.
const DATES_BACK =
  /\bdates?\s+(?:back\s+)?(?:to|from)\b|(?:^|\s)(?:و|ف)?(?:يعود|تعود|يرجع|ترجع)\s+(?:\S+\s+)?(?:تاريخ|اصل|أصل|نشأة|نشاة|بداية|بدايه)/iu;

/** The line says the event in one of its forms and gives a date (for a when-question). */
export function datesEvent(line: string, event: number): boolean {
  if (LIFE.has(event) && LIFE_IN_BRACKETS.test(line)) return true;
  if (event === BUILDING && DATES_BACK.test(line) && statesEventDate(line)) return true;
  return saysEvent(line, event) && statesEventDate(line);
}

/**
 * The line says the event in one of its forms. A life in brackets says a birth and a death: an
 * encyclopedia writes the place there too ("(13 أكتوبر 1958، المدينة المنورة - 2 أكتوبر 2018)").
 */
export function saysEvent(line: string, event: number): boolean {
  if (LIFE.has(event) && LIFE_IN_BRACKETS.test(line)) return true;
  return (line.match(WORD) ?? []).some((w) => eventOfWord(w) === event);
}

// The Arabic question word, then the verb asked (after "تم / كان / قد / الذي"): "متى بنيت",
// "متى تم بناء", "أين ولد", "في أي عام توفي", "من الذي أسس". An event word further on is a
// thing's name or a clause of its own ("أين يعيش مكتشف ...").
const ARABIC_ASKED_VERB =
  /(?:^|\s)(?:و|ف)?(?:متى|متي|امتى|امتي|إمتى|ايمتى|ايمتي|أين|اين|وين|فين|من|مين|(?:في|ب)\s+(?:أي|اي|أيّ)\s+\S+)\s+(?:(?:تم|كان|كانت|قد|الذي|الذى|اللي|اللى|التي|هو|هي|هى)\s+)?([\p{Script=Arabic}]{2,})/u;
// "من هو مكتشف البنسلين", and an English question put into Arabic word by word for an Arabic
// file ("who discovered the mid atlantic ridge" -> "من هو يكتشف mid atlantic ridge"): "who is"
// before the event's word asks the person of the event, as "من اكتشف" does.
const ARABIC_WHO_IS = /^\s*(?:و|ف)?(?:من|مين)\s+(?:هو|هي|هى)\s+([\p{Script=Arabic}]{2,})/u;
const ASKS_PLACE =
  /^\s*(?:(?:and|so|but|ok|okay|then)\s+)?where\b|\b(?:in|at)\s+(?:what|which)\s+(?:city|town|country|place|village)\b|(?:^|\s)(?:و|ف)?(?:أين|اين|وين|فين)(?:\s|$|[؟?])|(?:^|\s)(?:في|ب)\s*(?:أي|اي|أيّ)\s+(?:مدينة|مدينه|بلد|دولة|دوله|مكان|قرية|قريه)(?:\s|$|[؟?])/iu;

/**
 * The event and the detail a question asks ("متى بنيت مدينة سامراء": building, a date), or null
 * when it asks none of these of an event the lists know. Who is asked as person-questions.ts
 * reads it (a verb after "who" / "من"), when as answer-type.ts does, where here. The event word
 * is the verb asked: in Arabic the word after the question word, in English a verb form.
 */
export function askedEvent(question: string): AskedEvent | null {
  const type = askedAnswerType(question);
  const whoIs = ARABIC_WHO_IS.exec(question)?.[1];
  const detail: EventDetail | null =
    personQuestion(question) || (whoIs !== undefined && eventOfWord(whoIs) >= 0)
      ? 'person'
      : ASKS_PLACE.test(question)
        ? 'place'
        : type === 'date' || type === 'time'
          ? 'date'
          : null;
  if (!detail) return null;
  if (DIE_OUT.test(question)) return null;
  const arabicVerb = ARABIC_ASKED_VERB.exec(question)?.[1];
  const words = arabicVerb
    ? [arabicVerb]
    : (question.match(WORD) ?? []).filter((w) => !ARABIC.test(w) && !ENGLISH_NOT_ASKED.test(w));
  for (const word of words) {
    const event = eventOfWord(word);
    if (event === DISCOVERY && !(detail === 'person' && DISCOVERED.test(foldText(word))))
      return null;
    if (event >= 0) return { event, detail, word };
  }
  return null;
}

// A discovery is asked only as "من / مين اكتشف X" (who, with the verb): bench:retrieval showed
// the others told in other words (decision 119): "متى اكتشف الإنسان الزراعة" by when farming
// began, "من مكتشف الطائرة الشراعية" by who invented it, and in English "When were the Maluku
// Islands discovered?", "Who discovered the NEDD9 gene?" by "first described", "reached".
const DISCOVERED = /^(?:[وف])?(?:اكتشف|اكتشفت|اكتشفه|اكتشفها|اكتشفوا|يكتشف|تكتشف)$/u;

// A date: a year of four digits ("in 1066"), or of three after "in" / "عام" ("in 609"), a year
// with its era ("AD 80", "762م"), a century or a month. Not any number: "built on more than 100 small islands", "330 metres".
const YEAR =
  /(?<![\p{L}\p{N}.,])(?:1\p{Nd}{3}|20\p{Nd}{2})(?![\p{N}]|\s*(?:%|°|metres|meters|km|m\b|مترا|متر|كم))|(?:\b(?:in|since|by|year)|(?:^|\s)(?:عام|سنة|سنه|العام))\s+\p{Nd}{3}(?!\p{N})/u;
const ERA =
  /\b(?:AD|BC|BCE|CE)\s*\p{Nd}{1,4}\b|\b\p{Nd}{1,4}\s*(?:AD|BC|BCE|CE)\b|\p{Nd}{1,4}\s*(?:م|هـ)(?![\p{L}\p{Nd}])/u;
const CENTURY_OR_MONTH =
  /\b(?:century|centuries|\d{4}s|january|february|march|april|may|june|july|august|september|october|november|december)\b|(?:^|[^\p{L}])(?:[وفبل])?(?:ال)?(?:قرن|يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين)(?:[^\p{L}]|$)/iu;

/** The line gives a date an event can have: a year, an era's year, a century or a month. */
export function statesEventDate(line: string): boolean {
  const text = line.replace(/[\u064B-\u065F\u0670\u0640]/gu, '');
  return YEAR.test(text) || ERA.test(text) || CENTURY_OR_MONTH.test(text);
}
