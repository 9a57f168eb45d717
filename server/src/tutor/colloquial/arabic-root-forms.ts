// The other words of one three-letter Arabic root that a student and the notes use for one
// idea: the verb, its verbal noun, its doer, its place and its adjective (nisba). The notes say
// "زراعة القمح" and the student asks "متى يزرع القمح" or "المزارعون"; the notes "مادة عازلة" and
// the student "هل الخشب يعزل"; the notes "التسخين" and the student "ساخن". The analyzers reach
// no root, so these never meet in the index. Only the Form I shapes and the few derived ones a
// school text uses; pure spelling over a folded word (ة -> ه), no index: the caller keeps a form
// only when the bot's files hold it, and only for a word the files lack (standardize-question.ts);
// the answer also matches a question word against its root family in the retrieved lines
// (arabicFamilyLights, providers/extractive.provider.ts, answer/table-lookup.ts), where only words a file holds can meet.
import { analyze } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';
import { TextMemo } from '../../search/text-memo.js';

const ARTICLE = /^ال(?=.{3,})/u;
// فاعل with no article or ending: "ساخن", "عازل", or a name ("ماكس").
const BARE_DOER = /^[^ا]ا[^ا][^اه]$/u;

/** The three root letters a word of a known shape is built on; none for other shapes. */
function rootsOf(word: string): string[] {
  const w = word.replace(ARTICLE, '');
  const c = [...w];
  const roots: string[] = [];
  const add = (...letters: string[]) => roots.push(letters.join(''));
  if (c.length === 3) add(...c);
  // يفعل، تفعل، نفعل، افعل: the present with its person prefix.
  if (c.length === 4 && /[يتنا]/u.test(c[0]!)) add(c[1]!, c[2]!, c[3]!);
  // فاعل (the doer, "عازل"), فعال، فعول, فعلي (the nisba of فعل).
  if (c.length === 4 && c[1] === 'ا') add(c[0]!, c[2]!, c[3]!);
  if (c.length === 4 && (c[2] === 'ا' || c[2] === 'و')) add(c[0]!, c[1]!, c[3]!);
  if (c.length === 4 && c[3] === 'ي') add(c[0]!, c[1]!, c[2]!);
  if (c.length === 5) {
    const [a, b, d, e, f] = c as [string, string, string, string, string];
    // فاعله ("عازله").
    if (b === 'ا' && f === 'ه') add(a, d, e);
    // فعاله ("زراعه") and فعالي ("زراعي"), the verbal noun and its adjective.
    if (d === 'ا' && (f === 'ه' || f === 'ي')) add(a, b, e);
    // مفعول ("مزروع"), مفاعل ("مزارع"), مفعله ("مزرعه").
    if (a === 'م' && e === 'و') add(b, d, f);
    if (a === 'م' && d === 'ا') add(b, e, f);
    if (a === 'م' && f === 'ه') add(b, d, e);
    // تفعيل ("تسخين"), the verbal noun of فعّل.
    if (a === 'ت' && e === 'ي') add(b, d, f);
  }
  // Sound roots only: a weak letter or a ة in the three ("مده" of "مدة") would make a noun
  // of another root ("ماده"), and those roots' shapes are not these patterns anyway.
  return [...new Set(roots)].filter((r) => !/[اويىهءئؤ]/u.test(r));
}

/** Words of the same root as a folded Arabic word, not the word itself. */
export function arabicRootForms(word: string): string[] {
  const out: string[] = [];
  // A bare فاعل is as often a name ("ماكس", "ثامر", decision 096): its nouns may be the notes'
  // word ("ساخن" / "تسخين"), but not the three-letter past, the shape names most often meet
  // ("ماكس" became "مكس").
  const name = BARE_DOER.test(word);
  for (const root of rootsOf(word)) {
    const [a, b, c] = [...root] as [string, string, string];
    for (const form of [
      ...(name ? [] : [root]),
      `ي${root}`,
      `ت${root}`,
      `${a}${b}ا${c}ه`,
      `${a}ا${b}${c}`,
      `${a}ا${b}${c}ه`,
      `${a}${b}ا${c}ي`,
      `${a}${b}${c}ي`,
      `ت${a}${b}ي${c}`,
      `م${a}${b}و${c}`,
      `م${a}ا${b}${c}`,
      `م${a}${b}${c}ه`,
      `${a}${b}و${c}`,
    ])
      if (form !== word && !out.includes(form)) out.push(form);
  }
  return out;
}

/** The nisba adjective of a noun and the noun of a nisba: "الماء" / "المائي", "حراره" / "حراري". */
export function nisbaForms(word: string): string[] {
  // Not a three-letter word: "اسم" / "اسمي" is "name" / "my name", and the analyzer already
  // gives "ماء" and "مائي" one stem.
  if (word.length < 4) return [];
  // The short nisba students say for the long one the notes write: "الكهربي" / "الكهربائي",
  // "الكهربية" / "الكهربائية" (folded, ة is ه).
  if (word.endsWith('ي') && word.length >= 4) {
    const noun = word.slice(0, -1);
    if (noun.endsWith('ئ')) return [`${noun.slice(0, -1)}ء`];
    return noun.endsWith('ا') ? [noun, `${noun}ه`] : [noun, `${noun}ه`, `${noun}ائي`];
  }
  if (word.endsWith('ء')) return [`${word.slice(0, -1)}ئي`];
  if (word.endsWith('يه') && !word.endsWith('ائيه') && word.length >= 5)
    return [`${word.slice(0, -1)}ي`, `${word.slice(0, -2)}ائيه`];
  if (word.endsWith('ه')) return [`${word.slice(0, -1)}ي`];
  return [`${word}ي`];
}

const ARABIC = /\p{Script=Arabic}/u;

/**
 * Light forms (the analyzer's light stemmer) of the other words of an Arabic word's root, not
 * its own; undefined for a word of no known shape or in another script. Light forms, not
 * Snowball stems: Snowball cuts "سالك" to "سال" (flowed), which a page about water holds.
 */
export function arabicFamilyLights(
  light: string,
  languages: readonly LanguageCode[],
): ReadonlySet<string> | undefined {
  if (!ARABIC.test(light)) return undefined;
  return families.get(light, languages) ?? undefined;
}

// The question's words recur from student to student; each one's family is read once (decision 102).
const families = new TextMemo(10_000, familyLights);

function familyLights(
  light: string,
  languages: readonly LanguageCode[],
): ReadonlySet<string> | null {
  const lights = new Set<string>();
  // Not the nisba here: this matches words the question's word is not missing from, and
  // "الأرضي" (the earth wire) is not "الأرض" (the ground) of another lesson.
  // Nor the same verb with another person prefix ("تنتج" / "ينتج"): that is the verb itself,
  // which the line may use of another subject; the family is its nouns and adjectives.
  const verb = /^[يتن]/u.test(light) && light.length === 4 ? light.slice(1) : undefined;
  const sameVerb = (form: string) =>
    verb !== undefined && (form === verb || (form.length === 4 && form.slice(1) === verb));
  for (const form of arabicRootForms(light)) {
    if (sameVerb(form)) continue;
    for (const token of analyze(form, languages))
      if (token.light !== light) lights.add(token.light);
  }
  return lights.size > 0 ? lights : null;
}

/**
 * Light forms of the verbal noun of a derived Arabic verb, or of the verb of such a noun
 * (derivedVerbAndNoun); undefined for none. Kept apart from the root's family: the answer asks
 * them only of a table's header, which names a column by the noun ("الاحتياج المائي"), not of
 * every line ("ينصهر" asked would otherwise weigh less for every line on "الانصهار").
 */
export function arabicDerivedLights(
  light: string,
  languages: readonly LanguageCode[],
): ReadonlySet<string> | undefined {
  if (!ARABIC.test(light)) return undefined;
  return derived.get(light, languages) ?? undefined;
}

const derived = new TextMemo(10_000, (light, languages) => {
  const lights = new Set<string>();
  for (const form of derivedVerbAndNoun(light))
    for (const token of analyze(form, languages))
      if (token.light !== light) lights.add(token.light);
  return lights.size > 0 ? (lights as ReadonlySet<string>) : null;
});

/**
 * The verbal noun of a present verb of the derived measures VII, VIII and X, and the present of
 * such a noun: "يحتاج" / "الاحتياج", "يختار" / "اختيار", "ينتقل" / "الانتقال", "يعتمد" /
 * "اعتماد", "يستخدم" / "استخدام", "يستفيد" / "الاستفادة"; also of the past ("اخترع" /
 * "الاختراع"). A table's header names its column by the noun ("الاحتياج المائي") where the
 * student asks with the verb ("كم يحتاج القطن من الماء"). Four letters after the person prefix
 * (or the past's ا), or five after "ست"; a root only in its VII or VIII shape (ن first, or ت /
 * ط second), so "يكتب" has no "اكتاب". Spelling only: a form counts where a line holds it.
 */
export function derivedVerbAndNoun(word: string): string[] {
  const present = /^[يتن](.)(.)(.)(.)$/u.exec(word);
  if (present) {
    const [, a, b, c, d] = present as unknown as [string, string, string, string, string];
    // A hollow verb keeps its long vowel in the present and turns it to ي in the noun.
    if (c === 'ا') return [`ا${a}${b}يا${d}`];
    if (a === 'ن' || b === 'ت' || b === 'ط') return [`ا${a}${b}${c}ا${d}`];
    return [];
  }
  const tenth = /^[يتن]ست(.)(.)(.)$/u.exec(word);
  // A hollow one: "يستفيد" / "الاستفادة".
  if (tenth && /[اوي]/u.test(tenth[2]!)) return [`است${tenth[1]}ا${tenth[3]}ه`];
  if (tenth) return [`است${tenth[1]}${tenth[2]}ا${tenth[3]}`];
  // The past: "اخترع" / "الاختراع", "احتاج" / "الاحتياج".
  const past = /^ا(.)(.)(.)(.)$/u.exec(word);
  if (past) {
    const [, a, b, c, d] = past as unknown as [string, string, string, string, string];
    if (c === 'ا' && (a === 'ن' || b === 'ت' || b === 'ط')) return [`ا${a}${b}يا${d}`];
    if (a === 'ن' || b === 'ت' || b === 'ط') return [`ا${a}${b}${c}ا${d}`];
  }
  const hollowNoun = /^ا(.)(.)يا(.)$/u.exec(word);
  if (hollowNoun) return [`ي${hollowNoun[1]}${hollowNoun[2]}ا${hollowNoun[3]}`];
  const tenthNoun = /^است(.)(.)ا(.)$/u.exec(word);
  if (tenthNoun) return [`يست${tenthNoun[1]}${tenthNoun[2]}${tenthNoun[3]}`];
  const noun = /^ا(.)(.)(.)ا(.)$/u.exec(word);
  if (noun && (noun[1] === 'ن' || noun[2] === 'ت' || noun[2] === 'ط'))
    return [`ي${noun[1]}${noun[2]}${noun[3]}${noun[4]}`];
  return [];
}
