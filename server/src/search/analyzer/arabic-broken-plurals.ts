// Broken plurals of the nouns school notes count and measure: "ثوانٍ" and "ثانية", "أسنان" and
// "سن", "أيام" and "يوم". Neither stemmer reaches the singular of a broken plural, so a student
// who asks "كم سن" never met notes that say "32 سناً ... الأسنان". Only plurals that are no
// other common word are listed ("كتب" is also "wrote", "أشهر" also "most famous", "علماء" would
// meet "العالم", the world); spellings are folded (ة -> ه, ى -> ي, alef forms -> ا).

const SINGULAR_OF: ReadonlyMap<string, string> = new Map([
  // time
  ['ثوان', 'ثانيه'],
  ['ثواني', 'ثانيه'],
  ['دقائق', 'دقيقه'],
  ['ايام', 'يوم'],
  ['اسابيع', 'اسبوع'],
  ['شهور', 'شهر'],
  ['سنين', 'سنه'],
  ['اعوام', 'عام'],
  ['قرون', 'قرن'],
  ['عقود', 'عقد'],
  // measure and number
  ['امتار', 'متر'],
  ['اجزاء', 'جزء'],
  ['اضعاف', 'ضعف'],
  ['ارقام', 'رقم'],
  ['اعداد', 'عدد'],
  ['اوزان', 'وزن'],
  ['اطوال', 'طول'],
  ['اضلاع', 'ضلع'],
  ['زوايا', 'زاويه'],
  ['دوائر', 'دائره'],
  // body
  ['اسنان', 'سن'],
  ['اضراس', 'ضرس'],
  ['عظام', 'عظم'],
  ['اعضاء', 'عضو'],
  ['خلايا', 'خليه'],
  ['اجهزه', 'جهاز'],
  ['قلوب', 'قلب'],
  ['عيون', 'عين'],
  ['اعين', 'عين'],
  ['اصابع', 'اصبع'],
  ['اقدام', 'قدم'],
  ['اذرع', 'ذراع'],
  // living things and the earth
  ['اطفال', 'طفل'],
  ['اشخاص', 'شخص'],
  ['اطباء', 'طبيب'],
  ['اوراق', 'ورقه'],
  ['جذور', 'جذر'],
  ['بذور', 'بذره'],
  ['ازهار', 'زهره'],
  ['ثمار', 'ثمره'],
  ['اسماك', 'سمك'],
  ['طيور', 'طائر'],
  ['انواع', 'نوع'],
  ['اشكال', 'شكل'],
  ['بحار', 'بحر'],
  ['انهار', 'نهر'],
  ['جبال', 'جبل'],
  ['كواكب', 'كوكب'],
  ['نجوم', 'نجم'],
  ['اقمار', 'قمر'],
  ['مدن', 'مدينه'],
  ['قارات', 'قاره'],
  // school
  ['دروس', 'درس'],
  ['حروف', 'حرف'],
  ['فصول', 'فصل'],
  ['مراحل', 'مرحله'],
  ['مواد', 'ماده'],
  ['عناصر', 'عنصر'],
]);

// Article and glued particles a plural may carry, longest first.
const PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و', 'ب', 'ل', ''] as const;

/** The singular of a folded broken plural (with or without its article), or undefined. */
export function singularOfBrokenPlural(folded: string): string | undefined {
  for (const prefix of PREFIXES) {
    if (!folded.startsWith(prefix)) continue;
    const singular = SINGULAR_OF.get(folded.slice(prefix.length));
    if (singular) return singular;
  }
  return undefined;
}
