// A number a student types in digits that the notes write in words ("في عمر ١٣" / "في عمر
// الثالثة عشرة", "stage 3" / "the third stage"): the words the notes may use for it, cardinal and
// ordinal, in English and Arabic (both genders), for 1 to 20 and the tens to 100. Used by
// standardize-question.ts, which keeps the digits when the files hold them.

const EN_CARDINAL = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
/** English ordinals, index = the number ("" at 0). */
export const EN_ORDINAL = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const EN_TENS: Record<number, [string, string]> = {
  30: ['thirty', 'thirtieth'],
  40: ['forty', 'fortieth'],
  50: ['fifty', 'fiftieth'],
  60: ['sixty', 'sixtieth'],
  70: ['seventy', 'seventieth'],
  80: ['eighty', 'eightieth'],
  90: ['ninety', 'ninetieth'],
  100: ['hundred', 'hundredth'],
};

/** 1-10: cardinal with taa marbuta, without it, ordinal, ordinal feminine. */
const AR_UNITS: [string, string, string, string][] = [
  ['', '', '', ''],
  ['واحد', 'واحدة', 'أول', 'أولى'],
  ['اثنان', 'اثنتان', 'ثاني', 'ثانية'],
  ['ثلاثة', 'ثلاث', 'ثالث', 'ثالثة'],
  ['أربعة', 'أربع', 'رابع', 'رابعة'],
  ['خمسة', 'خمس', 'خامس', 'خامسة'],
  ['ستة', 'ست', 'سادس', 'سادسة'],
  ['سبعة', 'سبع', 'سابع', 'سابعة'],
  ['ثمانية', 'ثماني', 'ثامن', 'ثامنة'],
  ['تسعة', 'تسع', 'تاسع', 'تاسعة'],
  ['عشرة', 'عشر', 'عاشر', 'عاشرة'],
];
const AR_TENS: Record<number, string[]> = {
  20: ['عشرون', 'عشرين'],
  30: ['ثلاثون', 'ثلاثين'],
  40: ['أربعون', 'أربعين'],
  50: ['خمسون', 'خمسين'],
  60: ['ستون', 'ستين'],
  70: ['سبعون', 'سبعين'],
  80: ['ثمانون', 'ثمانين'],
  90: ['تسعون', 'تسعين'],
  100: ['مئة', 'مائة'],
};

function arabicForms(n: number): string[] {
  if (n >= 1 && n <= 10) return AR_UNITS[n]!;
  if (n === 11) return ['أحد عشر', 'إحدى عشرة', 'حادي عشر', 'حادية عشرة'];
  if (n === 12) return ['اثنا عشر', 'اثنتا عشرة', 'ثاني عشر', 'ثانية عشرة'];
  if (n >= 13 && n <= 19) {
    const [masculine, feminine, ordinal, ordinalFeminine] = AR_UNITS[n - 10]!;
    return [`${masculine} عشر`, `${feminine} عشرة`, `${ordinal} عشر`, `${ordinalFeminine} عشرة`];
  }
  return AR_TENS[n] ?? [];
}

function englishForms(n: number): string[] {
  if (n >= 1 && n <= 20) return [EN_CARDINAL[n]!, EN_ORDINAL[n]!];
  return EN_TENS[n] ?? [];
}

/** Words for the number `digits` (Western digits), the question's language's first; [] past 100. */
export function numberWordForms(digits: string, arabicFirst: boolean): string[] {
  if (!/^\d{1,3}$/u.test(digits)) return [];
  const n = Number(digits);
  return arabicFirst
    ? [...arabicForms(n), ...englishForms(n)]
    : [...englishForms(n), ...arabicForms(n)];
}
