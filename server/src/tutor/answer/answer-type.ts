// What kind of answer a question asks for, and whether a line of the notes can give it (issue 7
// §3, honest declines). "What is the boiling point of octane?" asks for a quantity; a chapter
// that names octane but gives no boiling point holds every word of the question and was answered
// with a cited, unrelated line. A question asking for a quantity or a date is answered only by a
// line that states one: a number (in any digit set, or a number word), or for a date also a
// month, weekday, century or era word. "When" also asks for a condition in science ("when do
// stomata close" - "at night", "when it is hot"), so a "when" question accepts a time or
// condition connective too. Open questions ("why", "explain", "what is X") have no such type.

import { analyze } from '../../search/analyzer/analyzer.js';

export type AnswerType = 'quantity' | 'date' | 'time';

// "How many / much / long / old ...", a measured attribute of something ("the boiling point of",
// "the pH of", "درجة غليان", "العدد الذري لـ"), "what percentage", "كم", "ما عدد", "ما نسبة".
// "how speed" is "how fast" written with the notes' word (colloquial/school-synonyms.ts).
const QUANTITY =
  /\bhow\s+(?:many|much|long|old|far|fast|speed|big|large|tall|high|heavy|deep|hot|cold|wide|thick)\b|\b(?:what|which)\s+(?:percentage|percent|proportion|fraction|temperature)\b|\bat\s+what\s+temperature\b|\b(?:boiling|melting|freezing)\s+points?\s+(?!(?:mean|means|is|are)\b)\p{L}|\b(?:atomic|mass)\s+(?:number|mass)\s+(?:of|for)\b|\bph\s+(?:of|value\s+of)\b|(?:^|[\s,،])(?:كم|بكم|وكم|فكم)(?:\s|$|[؟?])|(?:^|\s)(?:ما|وما)\s+(?:عدد|نسبة|نسبه|مقدار|كمية|كميه)(?:\s|$)|(?:^|\s)درج(?:ة|ه)\s+(?:ال)?(?:حرارة|حراره|غليان|انصهار|تجمد)|(?:^|\s)(?:ال)?عدد\s+(?:ال)?(?:ذري|كتلي)|(?:^|\s)عدد\s+سكان/iu;

// A date: "what year", "in which century", "when was / were / did", "في أي عام", "ما تاريخ".
const DATE =
  /\b(?:what|which)\s+(?:year|date|century|decade)\b|\bwhen\s+(?:was|were|did)\b|(?:^|\s)(?:في\s+)?(?:أي|اي|أيّ)\s+(?:عام|سنة|سنه|قرن|تاريخ)(?:\s|$|[؟?])|(?:^|\s)(?:ما|وما)\s+تاريخ(?:\s|$)/iu;

// Any other "when" / "متى" asking the question: a time, a date or a condition; also as a
// standardized spoken question writes it, folded ("امتى" -> "متي": ى is folded to ي). Not "what gas
// comes off when zinc is put in acid" (a clause), nor "when testing validity, what counts as ...".
const WHEN =
  /^\s*(?:(?:and|so|but|ok|okay|then)\s+)?when\b(?!\s+\w+ing\b)|(?:^|\s)(?:و|ف)?(?:متى|متي|امتى|امتي|إمتى|ايمتى|ايمتي|إيمتى)(?:\s|$|[؟?])/iu;

// "متى اكتشف الهيليوم", "امتى سقطت غرناطة": the word after "متى" is the event's verb. The date
// asked is that of the thing named after it (helium), not of whatever else the files say was
// discovered: the verb is no anchor for the date (docs/decisions/089), as it is none for "who".
const ARABIC_WHEN_VERB =
  /(?:^|\s)(?:و|ف)?(?:متى|متي|امتى|امتي|إمتى|ايمتى|ايمتي|إيمتى)\s+(?:(?:كان|كانت|تم|قد)\s+)?([\p{Script=Arabic}]{2,})/u;

/** The verb right after an Arabic "متى" ("اكتشف" in "متى اكتشف الهيليوم"), or null. */
export function arabicWhenVerb(question: string): string | null {
  return ARABIC_WHEN_VERB.exec(question)?.[1] ?? null;
}

// "how do scientists measure how much it rained", "how can you tell how many ...": a question
// opening with "how" and a helping verb asks a way; a "how much" further on is its object, and
// the answer ("in a rain gauge") states no number (docs/decisions/100).
const ASKS_WAY =
  /^\s*(?:(?:and|so|but|ok|okay|then)\s+)?how\s+(?:do|does|did|can|could|would|should|will|is|are|was|were)\b/iu;
const HOW_QUANTITY = /\bhow\s+(?:many|much)\b/giu;

/** The kind of answer the question asks for, or null when it is open (why, explain, what is). */
export function askedAnswerType(question: string): AnswerType | null {
  if (DATE.test(question)) return 'date';
  const asked = ASKS_WAY.test(question) ? question.replace(HOW_QUANTITY, ' ') : question;
  if (QUANTITY.test(asked)) return 'quantity';
  if (WHEN.test(question)) return 'time';
  return null;
}

// A number standing as a number: not a formula's index ("C8H18", "CO2") or a label ("Q1").
const NUMBER = /(?<![\p{L}\p{N}])\p{Nd}/u;
/** List markers: "(1) save you time and (2) ...", "1. Heat the acid": numbering, not quantities. */
const ENUMERATOR = /\(\s*(?:\d{1,2}|[a-z]|[ivx]{1,4})\s*\)|(?:^|\s)\d{1,2}[.)](?=\s|\p{L})/giu;
/**
 * A quantity written in words: "left for five minutes", "ثلاث مرات", "بثلاثين مرة" (an Arabic
 * number word may carry a glued و / ف / ب / ل / ك). Not "one" / "واحد": "one of the alkanes"
 * states no quantity. (The provider's own list, which ranks lines, is left as it was.) "Zero" and
 * "صفر" do: "ينصهر الجليد عند درجة صفر" answers "على كم درجة بيذوب التلج" (decision 100).
 */
const NUMBER_WORD =
  /(?:^|[^\p{L}])(?:[وفبلك])?(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|half|twice|dozen|صفر|اثنان|اثنين|ثلاث|ثلاثة|أربع|أربعة|خمس|خمسة|ست|ستة|سبع|سبعة|ثماني|ثمانية|تسع|تسعة|عشر|عشرة|عشرون|عشرين|ثلاثون|ثلاثين|أربعون|أربعين|اربعين|خمسون|خمسين|ستون|ستين|سبعون|سبعين|ثمانون|ثمانين|تسعون|تسعين|مئة|مائة|مئتان|مئتين|مائتان|مائتين|مئات|ألف|الف|آلاف|الاف|ألفان|ألفين|الفين|مليون|ملايين|مليار|نصف|ربع|ثلث|اربع|اربعة|ثمان|عشرات)(?:[^\p{L}]|$)/iu;
// The Arabic dual of a unit is a quantity written in one word: "أسبوعين" (two weeks), "لترين",
// "ساعتين", "مرتين". "قديش بيعيش الجمل بلا مي" is answered by "يعيش أسبوعين"; without it no
// line stated a number and the quantity question was declined.
const DUAL_UNIT =
  /(?:^|[^\p{L}])(?:[وفبلك])?(?:أسبوع|اسبوع|يوم|شهر|عام|لتر|متر|كيلومتر|سنتيمتر|مليمتر|غرام|جرام|كيلوغرام|ساعت|دقيقت|ثانيت|سنت|مرت|درجت)(?:ين|ان)(?:[^\p{L}]|$)/u;
const PERCENT = /[%٪‰]/u;
/** A section's number opening its heading ("3.1 How plants make food", "٥.٢ الأحماض"): numbering. */
const SECTION_NUMBER = /^\s*\p{Nd}+(?:\.\p{Nd}+)+\s+(?=\p{L})/u;
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/gu;

/** The line states a number: digits of any script standing alone, a number word, a percentage. */
export function statesNumber(raw: string): boolean {
  // Vowel marks would split "ثلاثينَ" from the word list.
  const text = raw.replace(ARABIC_MARKS, '');
  const counted = text.replace(ENUMERATOR, ' ').replace(SECTION_NUMBER, ' ');
  return (
    NUMBER.test(counted) || NUMBER_WORD.test(text) || DUAL_UNIT.test(text) || PERCENT.test(text)
  );
}

// Months (Gregorian, Levantine and Hijri), weekdays, centuries and eras, parts of the day.
const DATE_WORD =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|century|centuries|bc|bce|ad|ce|today|tomorrow|yesterday|morning|afternoon|evening|night|week|weekly|month|monthly|annually|spring|summer|autumn|fall|winter)\b|(?:^|[^\p{L}])(?:[وفبلك])?(?:ال)?(?:يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين|محرم|صفر|ربيع|جمادى|رجب|شعبان|رمضان|شوال|القعدة|الحجة|السبت|الأحد|الاحد|الاثنين|الإثنين|الثلاثاء|الأربعاء|الاربعاء|الخميس|الجمعة|قرن|القرن|هـ|ق\.م|صباح|صباحا|مساء|مساءً|ليل|ليلا|نهار|أسبوع|اسبوع|شهر|الشتاء|الصيف|الربيع|الخريف|يوميا|يومياً|أسبوعيا|أسبوعياً|اسبوعيا|شهريا|شهرياً|سنويا|سنوياً|دوريا|دورياً|هجري|هجرية|ميلادي|ميلادية)(?:[^\p{L}]|$)/iu;

// A condition or a moment in a process: "when it is hot", "after the reaction", "عندما".
const TIME_CONNECTIVE =
  /\b(?:when|whenever|if|once|after|before|during|until|while|since|then)\b|(?:^|[^\p{L}])(?:[وف])?(?:عندما|عند|حين|حينما|إذا|اذا|لما|بعد|قبل|أثناء|اثناء|خلال|حتى|منذ|ثم)(?:[^\p{L}]|$)/iu;

/** The line can answer a question of this type. */
export function statesAnswerType(raw: string, type: AnswerType): boolean {
  if (statesNumber(raw)) return true;
  const text = raw.replace(ARABIC_MARKS, '');
  if (type === 'quantity') return false;
  if (DATE_WORD.test(text)) return true;
  return type === 'time' && TIME_CONNECTIVE.test(text);
}

// The words that name the type itself ("what TEMPERATURE", "in which CENTURY", "ما نسبة"): the
// line that gives the value need not repeat them ("Water boils at 100 °C").
const TYPE_WORDS = analyze(
  `temperature percentage percent proportion fraction date century decade year
   درجة حرارة نسبة تاريخ عام سنة قرن عدد مقدار كمية`,
  ['ara', 'eng'],
);
const TYPE_STEMS = new Set(TYPE_WORDS.map((t) => t.stem));
const TYPE_LIGHTS = new Set(TYPE_WORDS.map((t) => t.light));

/** The question word names the answer's type, not its subject. */
export function isTypeWord(term: { stem: string; light: string }): boolean {
  return TYPE_STEMS.has(term.stem) || TYPE_LIGHTS.has(term.light);
}

// The measured attribute a quantity question names ("the PH of vinegar", "the BOILING POINT of
// potassium", "العدد الذري"): a line repeating it without a value ("the strong acid has the
// lower pH") does not give the quantity in words.
const ATTRIBUTE_WORDS = analyze(
  `ph boiling melting freezing point atomic غليان انصهار تجمد الذري`,
  ['ara', 'eng'],
);
const ATTRIBUTE_STEMS = new Set(ATTRIBUTE_WORDS.map((t) => t.stem));

/** The question word names the quantity measured, not the thing it is measured of. */
export function isMeasuredAttribute(term: { stem: string }): boolean {
  return ATTRIBUTE_STEMS.has(term.stem);
}

// A measure with a unit ("how long does it take", "how thick", "كم دقيقة", "كم طول"): unlike a count ("how many layers" - "a thin layer") or an amount ("how much ATP" -
// "about their own body mass"), it is never given by naming the things the question names; the
// line must write a number. Not "how fast / hot / high": "how fast do liquids evaporate when it
// is windy" asks faster or slower, which a line says in words.
const MEASURE =
  /\bhow\s+(?:long|old|far|tall|heavy|deep|wide|thick)\b|(?:^|\s)(?:كم|بكم|قديش|كام)\s+(?:(?:هو|هي)\s+)?(?:ال)?(?:طول|عمر|مدة|مده|سرعة|سرعه|وزن|ارتفاع|عمق|عرض|سمك|مسافة|مسافه|قطر|دقيقة|دقيقه|ساعة|ساعه|ثانية|ثانيه|يوم|يوما|سنة|سنه|عام|عاما|متر|مترا|كيلو|درجة|درجه|فولت|أمبير|امبير|أوم|اوم|واط|جرام|غرام|غراما|جراما|لتر|مل)(?:\s|$|[؟?])/iu;

/** The question asks a measure with a unit (MEASURE), which only a number states. */
export function asksMeasure(question: string): boolean {
  return MEASURE.test(question);
}

// A calendar year: "in 1769", "AD 79", "79 BC", "عام 711م", "سنة 1492", "1492م", "٧١١ هـ".
const CALENDAR_YEAR =
  /\b(?:AD|BC|BCE|CE)\s*\p{Nd}{1,4}\b|\b\p{Nd}{1,4}\s*(?:AD|BC|BCE|CE)\b|\b(?:in|since|from|until|till|by|of|year)\s+1\p{Nd}{3}\b(?!\s*(?:%|°|[a-zµ]{1,2}\b|(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|metres?|meters?|miles?|people|tonnes?|tons?|litres?|liters?|grams?)\b))|(?:عام|سنة|سنه|العام|السنة)\s+\p{Nd}{1,4}\s*(?:م|هـ|ه)?(?![\p{L}\p{Nd}])|\p{Nd}{1,4}\s*(?:م|هـ)(?![\p{L}\p{Nd}])/giu;

/**
 * The line states a measure (asksMeasure): a number that is not only the year something happened.
 * "How tall is Mount Vesuvius" is not answered by "In AD 79 it erupted", nor "كم سنة حكم" by
 * "أسس الدولة عام 756م". Two years are a span ("from 1830 to 1840"), which gives a duration.
 */
export function statesMeasure(raw: string): boolean {
  const years = raw.match(CALENDAR_YEAR) ?? [];
  if (years.length >= 2) return statesNumber(raw);
  return statesNumber(raw.replace(CALENDAR_YEAR, ' '));
}
