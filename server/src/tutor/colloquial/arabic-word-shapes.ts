// Other shapes of one Arabic word that a student and a teacher's notes write differently, by
// rule, most likely first: the notes say "التبخر" and the student asks "ليش الماء يتبخر", the
// notes "الاستيراد" and the student "نستورد", the notes "بقيادة هولاكو" and the student "مين
// قاد", the notes "الأمطار" or "مطر أو ثلج" and the student the other number. Neither analyzer
// (Snowball Arabic, the light stemmer) reaches a root, so these never meet in the index.
// Pure spelling rules over a folded word (ة -> ه, ى -> ي, alef forms -> ا), no index: the
// caller keeps a shape only when the bot's files hold it (standardize-question.ts), and only
// for a word the files lack, so a word the files hold is never re-read as another. Also the
// final hamza students leave out ("الهوا" for "الهواء").
import { ARABIC_STOPWORDS } from '../../search/analyzer/stopwords.js';
import { arabicRootForms, nisbaForms } from './arabic-root-forms.js';

// Proclitics a noun or verb carries: و ف (and, so), ب ل ك (with, for, like), and their pairs.
// Snowball strips ب and ك but not ل ("لمقاومه" keeps its ل), the light stemmer none alone.
const PROCLITICS = ['وب', 'ول', 'وك', 'فب', 'فل', 'و', 'ف', 'ب', 'ل', 'ك'] as const;
const MIN_WORD = 3;
const ONE_LETTER_PROCLITICS = ['و', 'ف', 'ب', 'ل', 'ك'] as const;
const PERSON = /^[يتن]/u;

// After ب ل ك at least four letters: "بحر", "لون", "كتير" are words, not a proclitic on one.
const MIN_AFTER_PREPOSITION = 4;

/** The word without one proclitic ("لمقاومه" -> "مقاومه", "فيتبخر" -> "يتبخر"). */
export function withoutProclitic(word: string): string[] {
  return PROCLITICS.filter((p) => {
    const rest = word.length - p.length;
    return word.startsWith(p) && rest >= (/[بلك]/u.test(p) ? MIN_AFTER_PREPOSITION : MIN_WORD);
  }).map((p) => word.slice(p.length));
}

/**
 * The function word behind one proclitic ("بأي" -> "اي", "وكيف" -> "كيف"): the analyzer keeps
 * the glued word whole, so "بأي" weighed as a rare word no file holds and the gate declined.
 */
export function stopwordBehindProclitic(word: string): string | undefined {
  for (const p of ONE_LETTER_PROCLITICS) {
    const rest = word.slice(1);
    if (word.startsWith(p) && ARABIC_STOPWORDS.has(rest)) return rest;
  }
  return undefined;
}

/**
 * Verbal nouns and past forms of a present verb, given without its person prefix: the measure
 * decides the noun ("تبخر" of "يتبخر", "استخدام" of "يستخدم", "استيراد" of "يستورد", "توصيل"
 * of "يوصل", "مقاومه" of "يقاوم", "قياس" of "يقيس", "وزن" of "يزن") and the past of the derived
 * measures opens with ا ("انطفا" for "انطفأ" of "ينطفي", "احتل" of "يحتل").
 */
function nounsOfPresent(stem: string): string[] {
  const out: string[] = [];
  // The spoken present of a verb whose first root letter is و keeps it ("نوزن"); the written
  // one drops it ("نزن", "يزن"), its noun keeps it ("وزن").
  if (stem.startsWith('و') && stem.length === 3)
    for (const p of 'ينت') out.push(`${p}${stem.slice(1)}`);
  out.push(stem, `ا${stem}`);
  const last = stem.at(-1)!;
  // A final weak letter stands for a hamza the student did not type: "ينطفي" / "انطفأ".
  if (last === 'ي' || last === 'ا') out.push(`ا${stem.slice(0, -1)}ا`);
  if (stem.startsWith('ست') && stem.length >= 5) {
    out.push(`ا${stem.slice(0, -1)}ا${last}`);
    if (stem[2] === 'و') out.push(`استي${stem.slice(3, -1)}ا${last}`);
  }
  if (stem.length === 3) {
    out.push(`ت${stem.slice(0, 2)}ي${last}`);
    if (stem[1] === 'و' || stem[1] === 'ي') {
      out.push(`${stem[0]}يا${last}`, `${stem[0]}ا${last}`);
      // The passive present of a hollow verb: "نقيس" asked, "يقاس" written ("يقول" / "يقال").
      out.push(`ي${stem[0]}ا${last}`, `ت${stem[0]}ا${last}`);
    }
  }
  if (stem.length === 4 && stem[1] === 'ا') out.push(`م${stem}ه`);
  if (stem.length === 2) out.push(`و${stem}`);
  return out.filter((w) => w.length >= MIN_WORD);
}

/** Present verbs of a verbal noun or a past verb ("تبخر" -> "يتبخر", "انغلق" -> "تنغلق"). */
function presentsOfNoun(word: string): string[] {
  const out: string[] = [];
  if (word.startsWith('ت') && word.length >= 4) out.push(`ي${word}`, `ت${word}`);
  if (word.startsWith('است') && word.at(-2) === 'ا' && word.length >= 6) {
    const past = word.slice(0, -2) + word.at(-1)!;
    out.push(past, `ي${past.slice(1)}`, `ت${past.slice(1)}`);
  }
  // A past verb of a derived measure ("انتقل", "احتل"); not a word with a long و or ي inside,
  // which no such past writes: a name or a borrowed word ("آيفون" became "تيفون").
  if (
    word.startsWith('ا') &&
    word.length >= 4 &&
    word.length <= 5 &&
    !/[وي]/u.test(word.slice(1, -1))
  )
    out.push(`ي${word.slice(1)}`, `ت${word.slice(1)}`);
  // The verbal noun فعاله of a hollow verb: "قاد" -> "قياده" (the notes say "بقيادة").
  if (word.length === 3 && word[1] === 'ا') out.push(`${word[0]}يا${word[2]}ه`);
  // The doer فائل of a hollow verb: "قائد" asked, "بقيادة" / "قاد" written ("سائق" / "سياقة").
  if (word.length === 4 && word[1] === 'ا' && word[2] === 'ئ')
    out.push(`${word[0]}يا${word[3]}ه`, `${word[0]}ا${word[3]}`, `${word[0]}يا${word[3]}`);
  return out;
}

/**
 * Singulars of a broken plural and the plain adjective of a comparative: "امطار" -> "مطر",
 * "ثلوج" -> "ثلج", "اجهزه" -> "جهاز", "مصابيح" -> "مصباح", "منازل" -> "منزل", "اطول" -> "طول".
 */
function singularsOfPlural(word: string): string[] {
  const w = word.startsWith('ال') && word.length >= 6 ? word.slice(2) : word;
  const out: string[] = [];
  const [a, b, c, d, e, f] = [...w];
  if (w.length === 5 && a === 'ا' && d === 'ا') out.push(b! + c! + e!);
  if (w.length === 5 && a === 'ا' && e === 'ه') out.push(`${b}${c}ا${d}`);
  if (w.length === 4 && c === 'و') out.push(a! + b! + d!);
  if (w.length === 4 && c === 'ا') out.push(a! + b! + d!);
  if (w.length === 4 && a === 'ا') out.push(w.slice(1));
  if (w.length === 5 && c === 'ا') out.push(a! + b! + d! + e!, `${a}${b}${d}${e}ه`);
  if (w.length === 6 && c === 'ا' && e === 'ي') out.push(`${a}${b}${d}ا${f}`);
  // فعلاء of فعيل / فعيله: "خلفاء" -> "خليفه", "علماء" -> "عليم", "امراء" -> "امير".
  if (w.length === 5 && d === 'ا' && e === 'ء') out.push(`${a}${b}ي${c}ه`, `${a}${b}ي${c}`);
  return out;
}

/**
 * Broken plurals of a singular, the reverse of singularsOfPlural: "مطر" -> "امطار", "ثلج" ->
 * "ثلوج", "جهاز" -> "اجهزه", "مصباح" -> "مصابيح", "منزل" -> "منازل", "مدرسه" -> "مدارس".
 */
function pluralsOfSingular(word: string): string[] {
  const w = word.startsWith('ال') && word.length >= 5 ? word.slice(2) : word;
  const out: string[] = [];
  const [a, b, c, d, e] = [...w];
  if (w.length === 3) out.push(`ا${a}${b}ا${c}`, `${a}${b}و${c}`, `${a}${b}ا${c}`);
  if (w.length === 4 && c === 'ا') out.push(`ا${a}${b}${d}ه`);
  if (w.length === 5 && d === 'ا') out.push(`${a}${b}ا${c}ي${e}`);
  // مفعل / مفعله: a noun of place or instrument opens with م.
  if (a === 'م' && w.length === 4 && c !== 'ا' && b !== 'ا') out.push(`${a}${b}ا${c}${d}`);
  if (a === 'م' && w.length === 5 && e === 'ه') out.push(`${a}${b}ا${c}${d}`);
  // فعيل / فعيله -> فعلاء: "خليفه" -> "خلفاء", "وزير" -> "وزراء".
  if (w.length === 4 && c === 'ي') out.push(`${a}${b}${d}اء`);
  if (w.length === 5 && c === 'ي' && e === 'ه') out.push(`${a}${b}${d}اء`);
  return out;
}

/**
 * Verbal nouns of a past verb: "سقطت" -> "سقوط" (the notes say "سقوط بغداد"), "انتقلوا" ->
 * "انتقل", "انتقال"; "استخدم" -> "استخدام".
 */
function nounsOfPast(word: string): string[] {
  let past = word;
  if (past.endsWith('وا') && past.length >= 5) past = past.slice(0, -2);
  else if (past.endsWith('ت') && past.length === 4) past = past.slice(0, -1);
  const out = past === word ? [] : [past];
  if (past.length === 3) out.push(`${past[0]}${past[1]}و${past[2]}`);
  if (past.startsWith('ا') && past.length >= 5) out.push(`${past.slice(0, -1)}ا${past.at(-1)}`);
  return out;
}

/**
 * Egyptian and Levantine passive with ات / ان before a past verb: "اتبنت" -> "بنت", "بني"
 * ("بنى"); "اتكتب" -> "كتب".
 */
function pastOfSpokenPassive(word: string): string[] {
  if (!/^ا[تن]/u.test(word) || word.length < 5) return [];
  const past = word.slice(2);
  const out = [past];
  if (past.endsWith('ت')) {
    const masculine = past.slice(0, -1);
    out.push(masculine.length === 2 ? `${masculine}ي` : masculine);
  }
  return out;
}

/**
 * The final hamza a student did not type: "الهوا" -> "الهواء", "شاطي" -> "شاطئ", "تنبو" ->
 * "تنبؤ". A medial one needs nothing: Snowball reads "سوال" and "سؤال" alike.
 */
function withFinalHamza(word: string): string[] {
  if (word.length < 3) return [];
  if (word.endsWith('ا')) return [`${word}ء`];
  if (word.length >= 4 && word.endsWith('ي')) return [`${word.slice(0, -1)}ئ`];
  if (word.length >= 4 && word.endsWith('و')) return [`${word.slice(0, -1)}ؤ`];
  return [];
}

/**
 * The alef of an accusative after ي that a student leaves off ("قوي" asked, "قوياً" written):
 * the analyzer keeps the alef, so the two never meet. Not the ت of ة before a possessive ("قوه"
 * asked, "قوته" written): the possessive points at another noun of the notes ("وظيفته" of the
 * blood answered "ما وظيفة المعدة").
 */
function withAccusativeAlef(word: string): string[] {
  if (word.length < 3) return [];
  // Only after ي, where Snowball takes the ي off the bare word ("قوي" -> "قو") but not before
  // the alef; other words' accusative alef the analyzer reads alike already.
  return word.endsWith('ي') ? [`${word}ا`] : [];
}

/**
 * Other shapes of a folded Arabic word, most likely first, not the word itself. `presents`:
 * the same word without a spoken prefix and with each person prefix (standard-forms.ts).
 */
export function arabicWordShapes(word: string, presents: readonly string[] = []): string[] {
  const out: string[] = [];
  const add = (forms: readonly string[]) => {
    for (const f of forms) if (f !== word && f.length >= 2 && !out.includes(f)) out.push(f);
  };
  const bases = [word, ...withoutProclitic(word)];
  add(bases.slice(1));
  for (const base of bases) {
    add(withFinalHamza(base));
    add(singularsOfPlural(base));
    add(pluralsOfSingular(base));
    add(nounsOfPast(base));
    add(presentsOfNoun(base));
    add(pastOfSpokenPassive(base));
  }
  add(withAccusativeAlef(word));
  for (const verb of [...presents, ...bases])
    if (PERSON.test(verb) && verb.length >= 3) add(nounsOfPresent(verb.slice(1)));
  // Last, the least likely: the noun of a nisba adjective and the reverse ("الماء" / "المائي"),
  // then the other words of a three-letter root ("يزرع" / "زراعه" / "المزارع").
  for (const base of bases) add(nisbaForms(base));
  // Not of a three-letter rest behind a proclitic: in "فتحت" the ف is the root's ("تحت").
  const rooted = [word, ...bases.slice(1).filter((b) => b.length >= 4), ...presents];
  for (const form of rooted) add(arabicRootForms(form));
  return out;
}
