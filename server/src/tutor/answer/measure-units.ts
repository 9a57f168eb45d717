// "How long is the Nile?", "كم عمر الشجرة؟": a question asking how long, far, old, heavy, fast or
// hot something is asks for a measure, and the line that gives it writes a number with a unit of
// that measure ("6,650 km", "٢٠٠ سنة", "20 m/s"). Notes that name the Nile and say it "flows
// through 11 countries" state a number beside the subject, which the quantity rule
// (answer-type.ts) took for an answer; a length the line never gives is not an answer.
// "How many" and "how much" name no measure (a count, or any unit), and stay with that rule.

export type Measure =
  'length' | 'duration' | 'length-or-duration' | 'mass' | 'speed' | 'temperature';

// English "how <adjective>" and Arabic "كم / ما <measure noun>" (spoken "قديش" reaches here as
// "كم": colloquial/). The Arabic measure noun may carry "ال" and be preceded by "يبلغ / هو".
const ENGLISH_MEASURE = /\bhow\s+(long|far|tall|high|deep|wide|old|heavy|fast|hot|cold)\b/iu;
const ARABIC_MEASURE =
  /(?:^|\s)(?:و|ف)?(?:كم|ما|ماهو|ماهي)\s+(?:(?:هو|هي|يبلغ|تبلغ|يكون|تكون|كان|كانت)\s+)?(?:ال)?(طول|ارتفاع|عمق|عرض|مسافة|مسافه|بعد|عمر|مدة|مده|وزن|كتلة|كتله|سرعة|سرعه)(?:\s|$|[؟?])/u;

const ENGLISH_KIND: Record<string, Measure> = {
  long: 'length-or-duration',
  far: 'length',
  tall: 'length',
  high: 'length',
  deep: 'length',
  wide: 'length',
  old: 'duration',
  heavy: 'mass',
  fast: 'speed',
  hot: 'temperature',
  cold: 'temperature',
};

const ARABIC_KIND: Record<string, Measure> = {
  طول: 'length',
  ارتفاع: 'length',
  عمق: 'length',
  عرض: 'length',
  مسافة: 'length',
  مسافه: 'length',
  بعد: 'length',
  عمر: 'duration',
  مدة: 'duration',
  مده: 'duration',
  وزن: 'mass',
  كتلة: 'mass',
  كتله: 'mass',
  سرعة: 'speed',
  سرعه: 'speed',
};

/** The measure a "how long / كم طول" question asks for, or null. */
export function askedMeasure(question: string): Measure | null {
  const english = ENGLISH_MEASURE.exec(question)?.[1];
  if (english) return ENGLISH_KIND[english.toLowerCase()] ?? null;
  const arabic = ARABIC_MEASURE.exec(question)?.[1];
  return arabic ? (ARABIC_KIND[arabic] ?? null) : null;
}

// Unit words and symbols, English and Arabic (an Arabic unit may carry و / ب / ال).
const A = '(?:^|[^\\p{L}])(?:[وب])?(?:ال)?';
const E = '(?<![\\p{L}])';
const END = '(?![\\p{L}])';
const unit = (english: string, arabic: string) =>
  new RegExp(`${E}(?:${english})${END}|${A}(?:${arabic})${END}`, 'iu');

const UNITS: Record<Exclude<Measure, 'length-or-duration'>, RegExp> = {
  length: unit(
    'mm|cm|m|km|nm|µm|μm|metres?|meters?|(?:kilo|centi|milli|micro|nano)met(?:re|er)s?|miles?|feet|foot|ft|inch(?:es)?|yards?|light[- ]years?',
    'متر|مترا|أمتار|امتار|كيلومتر|كيلومترات|كيلومترا|كم|كلم|سم|مم|ملم|سنتيمتر|سنتيمترات|مليمتر|ميكرومتر|نانومتر|ميل|أميال|اميال|قدم|أقدام|بوصة',
  ),
  duration: unit(
    's|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|yrs?|decades?|century|centuries|millennia',
    'ثانية|ثوان|ثواني|ثوانٍ|دقيقة|دقائق|ساعة|ساعات|يوم|يوما|يومًا|أيام|ايام|أسبوع|اسبوع|أسابيع|اسابيع|شهر|أشهر|اشهر|شهور|سنة|سنه|سنوات|سنين|عام|عاما|عامًا|أعوام|اعوام|قرن|قرون',
  ),
  mass: unit(
    'mg|g|kg|tonnes?|tons?|grams?|grammes?|kilograms?|milligrams?|pounds?|lbs?|ounces?|oz',
    'غرام|غرامات|غراما|جرام|جرامات|جم|كغ|كغم|كلغ|كلغم|كيلو|كيلوغراما|كجم|كيلوغرام|كيلوغرامات|كيلوجرام|طن|أطنان|اطنان|ملغ|مغ',
  ),
  speed: unit(
    'm/s|km/h|km/s|mph|kph|knots?|per\\s+(?:second|hour|minute)',
    'كم/س|م/ث|كم/ساعة|في\\s+الساعة|في\\s+الثانية|بالساعة|بالثانية',
  ),
  temperature: unit('°|degrees?|kelvin|K|°C|°F', 'درجة|درجات|°'),
};

// Two years in one line ("(15 February 1972 – 15 May 2006)", "حكم من ٨١٣ إلى ٨٣٣") give a span of
// time: "how long did he live / rule" is answered by them without a unit.
const YEAR = /(?<!\p{Nd})\p{Nd}{3,4}(?!\p{Nd})/gu;
const spansYears = (line: string) => (line.match(YEAR) ?? []).length >= 2;

/** The line writes a unit of the measure asked (its number is checked by the quantity rule). */
export function statesMeasure(line: string, measure: Measure): boolean {
  switch (measure) {
    case 'length-or-duration':
      return UNITS.length.test(line) || UNITS.duration.test(line) || spansYears(line);
    case 'duration':
      return UNITS.duration.test(line) || spansYears(line);
    case 'speed':
      // "travels 100 m in 5 s": a distance over a time is a speed.
      return UNITS.speed.test(line) || (UNITS.length.test(line) && UNITS.duration.test(line));
    case 'temperature':
      return UNITS.temperature.test(line) || line.includes('°');
    default:
      return UNITS[measure].test(line);
  }
}
