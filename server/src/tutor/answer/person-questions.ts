// "Who discovered the lock and key model?", "من اخترع موقد بنزن؟": a question asking who did
// something asks for a person. Notes that name the thing but never say who discovered, built or
// invented it hold every other word of the question, and the coverage gate answered them with
// the line that names the thing (docs/decisions/046). Such a question is answered only by a line
// that can name a person: in English a capitalised word inside the sentence ("built by
// Al-Mansur", "9A Chemistry, Ms Salma"); in Arabic, where names have no capitals, the question's
// own verb ("بنى الخليفة ..."), a word that stands before a name ("أبو", "ابن", "عبد"), a title
// or role ("الخليفة", "العالم", "الكاتب") or an agent phrase ("على يد", "بقيادة").
// "Who is X" / "من هو X" asks what X is, not who did something: no type. In Arabic the rule is
// asked only when no file holds the question's verb at all (the caller checks): a name written
// without a title or "ابن" ("من صاحب رواية كبرياء وتحامل" - "جين أوستن") shows nothing here, so
// a verb the files do use may well stand beside a bare name.
import { analyze } from '../../search/analyzer/analyzer.js';

// "who discovered", "who was it that built" is too rare to read; "who is / are / was / were"
// asks about the person named.
const ENGLISH_WHO =
  /^\s*(?:(?:and|so|but|ok|okay)\s+)?who\s+(?!(?:is|are|was|were|am|s|'s|’s|else)\b)([a-z][a-z-]+)/iu;
// "من اخترع", "مين اللي بنى", "ومن الذي أسس": "من" opening the question, then a verb. Not
// "من هو / هي" (who is), nor "من" as "from" ("من أين", "من أي", "من خلال ...").
const ARABIC_WHO =
  /^\s*(?:و|ف)?(?:من|مين)\s+(?:(?:الذي|الذى|اللي|اللى|الي|إللي)\s+)?(?!(?:ما|هو|هي|هى|هم|هما|أين|اين|وين|فين|أي|اي|أيّ|ماذا|ايش|إيش|شو|وش|ايه|إيه|شنو|كم|متى|كيف|خلال|حيث|بين|قبل|بعد|فضلك|هنا|هذا|هذه|ذلك|تلك|الممكن)(?:\s|$|[؟?]))([\p{Script=Arabic}]{2,})/u;

export interface PersonQuestion {
  verb: string;
  /** Asked in Arabic: names have no capitals there, so only words around a name show one. */
  arabic: boolean;
}

/** The verb of a "who did it" question ("discovered", "اخترع"), or null for any other question. */
export function personQuestion(question: string): PersonQuestion | null {
  const english = ENGLISH_WHO.exec(question)?.[1];
  if (english) return { verb: english, arabic: false };
  const arabic = ARABIC_WHO.exec(question)?.[1];
  return arabic ? { verb: arabic, arabic: true } : null;
}

// Words that stand before or for a person in Arabic: name parts, titles and roles, agent phrases.
// Matched by the analyzer's stem or light form, so "للخليفة", "العلماء", "والكاتب" count too.
const ARABIC_PERSON_WORDS = analyze(
  `أبو أبي ابن بن بنت عبد
   الخليفة الملك السلطان الأمير القائد الإمام الشيخ النبي الرسول الصحابي الرئيس الوزير الحاكم
   العالم العلماء المخترع المكتشف الكاتب المؤلف الشاعر الفيلسوف الطبيب المهندس المؤرخ الرحالة
   المعلم المعلمة الأستاذ الأستاذة الدكتور السيد السيدة
   يد بقيادة بواسطة`,
  ['ara'],
);
const PERSON_STEMS = new Set(ARABIC_PERSON_WORDS.map((t) => t.stem));
const PERSON_LIGHTS = new Set(ARABIC_PERSON_WORDS.map((t) => t.light));
const ARABIC_LETTER = /\p{Script=Arabic}/u;
// A capitalised word inside the sentence: after a lower-case word, a comma or "by"/"of", not the
// sentence's or a cell's first word ("Potassium | reacts ...", "- Nucleus: contains ...").
const INNER_CAPITAL = /[\p{Ll},]\s+(\p{Lu}\p{Ll}+|\p{Lu}\.)/gu;
const LATIN_WORD = /\p{L}+/gu;

/**
 * The line can name who did something. `held` tells whether the line holds the question's verb
 * (the caller matches it as the analyzer reads it). A capitalised word of the question itself is
 * the thing asked about, not who made it: "who built the Liverpool and Manchester Railway" is not
 * answered by "The Liverpool and Manchester Railway opened in 1830".
 */
export function namesPerson(line: string, held: boolean, question = ''): boolean {
  if (held) return true;
  if (ARABIC_LETTER.test(line)) {
    return analyze(line, ['ara']).some(
      (t) => PERSON_STEMS.has(t.stem) || PERSON_LIGHTS.has(t.light),
    );
  }
  const asked = new Set((question.match(LATIN_WORD) ?? []).map((w) => w.toLowerCase()));
  return [...line.matchAll(INNER_CAPITAL)].some((m) => !asked.has(m[1]!.toLowerCase()));
}
