// Everyday words students use for the terms school notes use: "how fast" of a table headed
// "Speed", "the exam" of a timetable saying "Examination", "the benefits of" of a list titled
// "Uses of", "متى الامتحان" of notes saying "الاختبار", "ما فوائد" of "من استخدامات". Each line
// is one meaning; a question word the bot's files lack is written as the first word of its line
// that a file holds (standardize-question.ts), so a synonym never replaces a word the files hold
// and never brings in a word no file names. Matched by the analyzer's stem, so every inflection
// of a listed word ("benefits", "فائدة", "الفوائد") is covered. Only words whose school sense is
// one meaning: not "weight" / "mass" or "heat" / "temperature", which the notes keep apart, nor
// "دور" (role), which the analyzer reads like "دورة" (cycle).
import { foldText } from '@edubot/common';
import { analyze } from '../../search/analyzer/analyzer.js';

const LINES = `
  speed fast faster fastest quick quickly rapid rapidly velocity
  examination exam exams test tests
  uses use benefits benefit advantages advantage usefulness applications
  job function role
  cause causes reason reasons
  begin begins start starts
  finish finishes end ends
  built build construct constructed construction erected
  harm harms damage dangers danger
  mean average avg
  temperature temp temps
  concentration conc
  information info
  fatigue tired tiredness
  absorb absorbs absorbed absorbing soak soaks soaked soaking
  سرعه سريع سريعا اسرع
  الاختبار اختبار الامتحان امتحان اختبارات امتحانات
  استخدامات استخدام فوائد فائده منافع منفعه مزايا ميزه
  سبب اسباب
  اضرار ضرر مخاطر خطر
  طعام الطعام اطعمه الاطعمه اكل الاكل اكلات
  طبيب الطبيب اطباء دكتور الدكتور
  معظم اغلب غالبيه
`;

const GROUPS: readonly (readonly string[])[] = LINES.split('\n')
  .map((line) =>
    line
      .trim()
      .split(/\s+/u)
      .filter(Boolean)
      .map((w) => foldText(w)),
  )
  .filter((group) => group.length > 1);

const stemOf = (word: string): string | undefined => analyze(word, ['eng', 'ara'])[0]?.stem;

/** Stem of a listed word -> the words of its line, in line order. */
const BY_STEM: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  for (const group of GROUPS)
    for (const word of group) {
      const stem = stemOf(word);
      if (stem && !map.has(stem)) map.set(stem, group);
    }
  return map;
})();

/** The school synonyms of a folded word, most usual first, not the word itself. */
export function schoolSynonyms(folded: string): string[] {
  const stem = stemOf(folded);
  const group = stem === undefined ? undefined : BY_STEM.get(stem);
  return group ? group.filter((w) => w !== folded && stemOf(w) !== stem) : [];
}
