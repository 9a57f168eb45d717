// "Where is the biggest volcano in the world?", "ما أطول نهر في أفريقيا": the question asks which
// one is the most of something. Notes about volcanoes and rivers that never compare them answer
// another question ("Most of the world's active volcanoes are found around the Pacific"); a line
// answering this one says the superlative itself, or a word of the same measure ("the largest
// volcano", "the greatest"), as "the first / last one" is said by the line (ordinal-questions.ts).

// Each group: superlatives of one measure, English and Arabic (Arabic superlatives are also
// comparatives: "أكبر من" still speaks of the measure asked).
const GROUPS: readonly string[] = [
  'biggest|largest|greatest|أكبر|اكبر|أعظم|اعظم',
  'smallest|tiniest|أصغر|اصغر',
  'tallest|highest|أعلى|اعلى|اعلي|أطول|اطول|أرفع|ارفع',
  'longest|أطول|اطول',
  'deepest|أعمق|اعمق',
  'oldest|أقدم|اقدم',
  'fastest|quickest|أسرع|اسرع',
  'slowest|أبطأ|ابطأ',
  'hottest|أحر|أسخن|اسخن',
  'coldest|أبرد|ابرد',
  'heaviest|أثقل|اثقل',
  'lightest|أخف|اخف',
  'strongest|أقوى|اقوى|اقوي',
  'richest|أغنى|اغنى|اغني',
];
const ANY = GROUPS.join('|');
// "the biggest volcano", "which volcano is the biggest"; "أكبر بركان", "ما هو أكبر", "وين أكبر".
// An Arabic superlative opens its phrase: after a question word, a copula or at the start,
// not "أكبر من" (bigger than) nor after a noun ("قلب أكبر": a bigger heart).
const ENGLISH_ASKED = new RegExp(String.raw`\bthe\s+(${ANY})\b`, 'iu');
const ARABIC_ASKED = new RegExp(
  String.raw`(?:^|(?:^|\s)(?:ما|ماذا|شو|ايش|إيش|وين|أين|اين|فين|من|مين|هو|هي|كان|كانت|يعد|تعد|هل|في|عن)\s+)(${ANY})\s+(?!من(?:\s|$))[\p{Script=Arabic}]`,
  'u',
);

/** The group of superlatives the question asks by ("biggest" -> big, largest, أكبر), or null. */
export function askedSuperlative(question: string): RegExp | null {
  const word = ENGLISH_ASKED.exec(question)?.[1] ?? ARABIC_ASKED.exec(question)?.[1];
  if (!word) return null;
  const folded = word.toLowerCase();
  const groups = GROUPS.filter((g) => g.split('|').includes(folded));
  return new RegExp(
    String.raw`(?:^|[^\p{L}])(?:[وفبل]|ال)?(?:${groups.join('|')})(?:[^\p{L}]|$)`,
    'iu',
  );
}

/** The line says a superlative of the asked group. */
export function statesSuperlative(line: string, asked: RegExp): boolean {
  return asked.test(line);
}
