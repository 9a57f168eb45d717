// The kind of measure a question asks ("how far" a length, "how hot" a temperature, "كم وزن" a
// mass) and whether a line gives a measure of that kind: a number with a unit of it, or the
// attribute's own word beside the number (docs/decisions/119). "How far is Venus from the Sun"
// is not answered by "Venus: the hottest planet, its surface is about 465 °C", nor "how thick is
// the skull" by "Skull: ... made of 22 bones": both state a number of the thing, of another kind.
// A question whose kind is not read here ("how much", "كم عدد") asks nothing more than before.

export type MeasureKind = 'length' | 'temperature' | 'mass' | 'age' | 'duration';

const ENGLISH_KINDS: readonly [RegExp, readonly MeasureKind[]][] = [
  [/\bhow\s+(long)\s+(?:is|are|was|were)\b/iu, ['length', 'duration']],
  [/\bhow\s+(far|tall|high|deep|wide|thick)\b/iu, ['length']],
  [/\bhow\s+(hot|cold|warm)\b/iu, ['temperature']],
  [/\bhow\s+(heavy)\b/iu, ['mass']],
  [/\bhow\s+(old)\b/iu, ['age']],
];
// "كم طول", "قديش ارتفاع", "كام وزن": the noun after the question word.
const ARABIC_ASKED =
  /(?:^|\s)(?:و|ف)?(?:كم|قديش|كام)\s+(?:(?:هو|هي)\s+)?(?:ال)?(طول|ارتفاع|عمق|عرض|سمك|سماكة|سماكه|مسافة|مسافه|قطر|وزن|كتلة|كتله|عمر|درجة\s+حرارة|درجه\s+حراره)(?:\s|$|[؟?])/u;
const ARABIC_KINDS: Record<string, MeasureKind> = {
  طول: 'length',
  ارتفاع: 'length',
  عمق: 'length',
  عرض: 'length',
  سمك: 'length',
  سماكة: 'length',
  سماكه: 'length',
  مسافة: 'length',
  مسافه: 'length',
  قطر: 'length',
  وزن: 'mass',
  كتلة: 'mass',
  كتله: 'mass',
  عمر: 'age',
};

/** The kinds of measure the question asks, or null when it asks none read here. */
export function askedMeasureKinds(question: string): readonly MeasureKind[] | null {
  for (const [asks, kinds] of ENGLISH_KINDS) if (asks.test(question)) return kinds;
  const noun = ARABIC_ASKED.exec(question)?.[1];
  if (!noun) return null;
  return noun.startsWith('درج') ? ['temperature'] : [ARABIC_KINDS[noun]!];
}

// A number's unit of each kind, or the attribute's own word (in any of its forms).
const NUMBER_THEN = String.raw`\p{Nd}[\p{Nd},.٫٬]*\s*`;
const END = String.raw`(?![\p{L}])`;
const UNITS: Record<MeasureKind, RegExp> = {
  length: new RegExp(
    `${NUMBER_THEN}(?:km|m|cm|mm|µm|μm|nm|kilomet(?:re|er)s?|met(?:re|er)s?|centimet(?:re|er)s?|millimet(?:re|er)s?|miles?|feet|foot|ft|inch(?:es)?|light[- ]years?|كم|كيلومتر\\p{L}*|متر\\p{L}*|أمتار|امتار|سم|سنتيمتر\\p{L}*|ملم|مم|مليمتر\\p{L}*|ميل|أميال|اميال)${END}|\\b(?:long|length|thick|thickness|tall|height|high|deep|depth|wide|width|across|diameter|far|away|distance)\\b|(?:^|\\s)(?:و|ب)?(?:ال)?(?:طول|ارتفاع|عمق|عرض|سمك|سماك|مساف|قطر)\\p{L}*`,
    'iu',
  ),
  temperature: new RegExp(
    `°|℃|℉|${NUMBER_THEN}(?:K|kelvin)${END}|\\bdegrees?\\b|\\b(?:hot|cold|temperature)\\b|(?:^|\\s)(?:ب|و)?(?:ال)?(?:درج|حرار|مئوي)\\p{L}*`,
    'iu',
  ),
  mass: new RegExp(
    `${NUMBER_THEN}(?:kg|g|mg|grams?|kilograms?|tonnes?|tons?|pounds?|lbs?|كغ|كجم|كيلوغرام\\p{L}*|كيلوجرام\\p{L}*|غرام\\p{L}*|جرام\\p{L}*|طن|أطنان|اطنان)${END}|\\b(?:heavy|weighs?|weight|mass)\\b|(?:^|\\s)(?:و|ب)?(?:ال)?(?:وزن|كتل)\\p{L}*`,
    'iu',
  ),
  // A year of building or birth tells an age too ("built in 1838").
  age: new RegExp(
    `\\b(?:1\\p{Nd}{3}|20\\p{Nd}{2})\\b|\\b(?:years?|yrs|million|billion|old|age)\\b|(?:^|\\s)(?:ال)?(?:سنة|سنه|سنوات|عام|عاما|أعوام|اعوام|مليون|مليار|عمر)\\p{L}*`,
    'iu',
  ),
  duration: new RegExp(
    `\\b(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|min|hrs?)\\b|(?:^|\\s)(?:ال)?(?:ثاني|ثوان|دقيق|دقائق|ساع|يوم|أيام|ايام|أسبوع|اسبوع|شهر|أشهر|اشهر|سنة|سنوات)\\p{L}*`,
    'iu',
  ),
};

/**
 * The question's word for the measure ("thick" of "how thick is the skull", "طول" of "كم طول
 * نهر دجلة"): it names what is measured, not the thing, so it is no anchor for the value; a line
 * of another thing "5 to 70 km thick" holds it too.
 */
export function measureWord(question: string): string | null {
  for (const [asks] of ENGLISH_KINDS) {
    const word = asks.exec(question)?.[1];
    if (word) return word;
  }
  return ARABIC_ASKED.exec(question)?.[1]?.split(/\s+/u)[0] ?? null;
}

/** The line gives a measure of one of the kinds: a unit of it, or its attribute word. */
export function statesMeasureKind(line: string, kinds: readonly MeasureKind[]): boolean {
  return kinds.some((kind) => UNITS[kind].test(line));
}
