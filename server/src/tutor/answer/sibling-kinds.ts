// Whether a question word no file holds names a sibling of a kind the files do name
// (docs/decisions/099). "what is cross elasticity of demand" over slides on price and income
// elasticity of demand, "the natural rate of unemployment" over "the unemployment rate", "the
// atomic mass of carbon" over a table of atomic numbers, "متى بنيت مدينة فاس" over "بنيت مدينة
// سامراء" and "مدينة القاهرة", "من هو المعتمد بن عباد" over "يوسف بن تاشفين": the unknown word
// stands right beside a word of the question (elasticity, rate, atomic, مدينة, بن) which the
// retrieved passages write, in that very place, beside another word of their own (price, income,
// number, سامراء, يوسف). The question asks about another kind of the same thing, and the passage
// about its sibling holds all the rest. Like a word bound into a name (named-things.ts), such a
// word asks the passage to hold more of the question before it answers (coverage-gate.ts).
// Not a neighbour the analyzer drops (a particle, a preposition, a question word), nor an
// everyday word (general-words.ts: "the main cause", "a big difference").
import { foldText, normalizeText } from '@edubot/common';
import { analyze } from '../../search/analyzer/analyzer.js';
import { tokenize } from '../../search/analyzer/tokenize.js';
import { isGeneralWord } from './general-words.js';
import { similarWord } from './similar-word.js';

type Languages = Parameters<typeof analyze>[1];

const ARABIC = /^\p{Script=Arabic}/u;

/** The analyzed stem of one written word, or null when the analyzer drops it. */
function stemOf(word: string, languages: Languages): string | null {
  return analyze(word, languages)[0]?.stem ?? null;
}

/** Everyday words (general-words.ts) are the question's phrasing, never a kind's word. */
function subjectStems(question: string, languages: Languages): (string | null)[] {
  const general = new Set(
    analyze(question, languages)
      .filter((t) => isGeneralWord(t))
      .map((t) => t.stem),
  );
  return stemsOf(question, languages).map((s) => (s !== null && general.has(s) ? null : s));
}

/** The stems of a text's words in order (null for a word the analyzer drops), cached per text. */
const stemCache = new Map<string, (string | null)[]>();
const STEM_CACHE_LIMIT = 2000;
function stemsOf(text: string, languages: Languages): (string | null)[] {
  const key = `${languages.join(',')}\u0000${text}`;
  let stems = stemCache.get(key);
  if (!stems) {
    stems = tokenize(normalizeText(text)).map((t) => stemOf(t.text.toLowerCase(), languages));
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(key, stems);
  }
  return stems;
}

/**
 * The word `surface` (as the analyzer saw it) stands in `question` right beside a word which
 * one of `passages` writes, on the same side, beside another word of its own.
 */
export function namesASiblingKind(
  surface: string,
  question: string,
  passages: readonly string[],
  languages: Languages,
): boolean {
  const word = foldText(surface);
  const written = tokenize(normalizeText(question)).map((t) => t.text.toLowerCase());
  const stems = subjectStems(question, languages);
  const own = stemOf(word, languages);
  if (own === null) return false;
  const texts = passages.map((p) => stemsOf(p, languages));
  return written.some((t, i) => {
    if (foldText(t) !== word) return false;
    // Either side in Arabic ("البطالة الهيكلية": the passage's "البطالة الدورية"; "المعتمد بن":
    // "يوسف بن"); in English the kind's word comes last ("cross elasticity": "price
    // elasticity"), or before "of" ("the atomic mass of carbon": "atomic number"). Not an
    // English word after its neighbour otherwise: "the tiny holes in a leaf" is the page's "tiny
    // pores" in the student's words.
    const sides = ARABIC.test(word) || written[i + 1] === 'of' ? [-1, 1] : [1];
    return sides.some((side) => {
      const neighbour = stems[i + side];
      if (neighbour === null || neighbour === undefined) return false;
      // Where the passage writes the neighbour, the word on the same side as ours.
      return texts.some((text) =>
        text.some((stem, k) => {
          if (stem !== neighbour) return false;
          const sibling = text[k - side];
          // Not the word itself misspelt ("بن عباد" over "بني العباس" is no sibling of "عباد").
          return (
            sibling !== null &&
            sibling !== undefined &&
            sibling !== own &&
            !similarWord(own, sibling)
          );
        }),
      );
    });
  });
}

/** The same word, one of them with "و" / "ف" (and) glued on ("وأسس" / "أسس"). */
function same(a: string, b: string): boolean {
  return a === b || a === `و${b}` || a === `ف${b}` || b === `و${a}` || b === `ف${a}`;
}

/**
 * The line writes a sibling of what the question names (docs/decisions/099): two words side by
 * side in the question ("مدينة بغداد", "انصهار الحديد", "structural unemployment") of which the
 * line holds one, beside another word of its own in the other's place, and not the other
 * anywhere ("بنيت مدينة سامراء عام 836م", "درجة انصهار النحاس 1085", "العدد الذري للحديد 26",
 * "Cyclical unemployment is ..."). Its date, person or value is its sibling's: "متى بنيت مدينة
 * بغداد" is not answered by when Samarra was built. Only words side by side, with nothing the
 * analyzer drops between: "the nucleus" and "the atomic nucleus" are the same thing. Not the
 * verb asked about (`verbs`: "من أسس بيت الحكمة" - "وأسس ابنه المأمون بيت الحكمة", where the
 * person stands between the verb and its object). Only words some file holds (`known`): a word
 * no file writes ("كم مل ماء نحتاج") is the student's, not a thing the line could have named.
 */
export function writesSibling(
  question: string,
  line: string,
  languages: Languages,
  verbs: readonly (string | null | undefined)[] = [],
  known: (stem: string) => boolean = () => true,
): boolean {
  const skipped = new Set(
    verbs.flatMap((v) => (v ? analyze(v, languages).map((t) => t.stem) : [])),
  );
  const asked = subjectStems(question, languages).map((s) =>
    s !== null && skipped.has(s) ? null : s,
  );
  const text = stemsOf(line, languages);
  const holds = (stem: string) => text.some((t) => t !== null && same(t, stem));
  const word = (s: string | null | undefined): s is string => s !== null && s !== undefined;
  for (let i = 0; i + 1 < asked.length; i++) {
    const a = asked[i];
    const b = asked[i + 1];
    if (!word(a) || !word(b) || a === b || !known(a) || !known(b)) continue;
    if (holds(a) && holds(b)) continue;
    // The word that names the kind comes first in Arabic ("مدينة بغداد", "انصهار الحديد"), last
    // in English ("structural unemployment"): the sibling stands in the other's place.
    const arabic = ARABIC.test(a);
    for (let k = 0; k < text.length; k++) {
      const t = text[k];
      if (!word(t)) continue;
      if (arabic ? same(t, a) && word(text[k + 1]) : same(t, b) && word(text[k - 1])) return true;
    }
  }
  return false;
}
