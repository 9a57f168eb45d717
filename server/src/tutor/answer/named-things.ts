// Whether a question word names a kind of a thing the question also names (docs/decisions/077).
// When no file of the bot holds the question's key word, two cases look alike to the coverage
// gate: the student's own word for what the page says in other words ("at what temp are plant
// enzymes destroyed", "ليش بتتعب العضلات بعد الركض"), and a thing the files never name while the
// rest of the question matches a page about its neighbour: "the field strength on Mars" over
// notes on the Earth and the Moon, "من بنى مدينة القاهرة" over notes on Baghdad, "الدولة الفاطمية"
// over the Abbasid state. In the second, the unknown word is bound to another word of the
// question into one name: after it in Arabic (a noun with the article right after a noun,
// adjective or verb: "مدينة القاهرة", "صبغة الكاروتين", "تصنع الفطريات"), or through a
// preposition in English ("strength on mars", "the second law of thermodynamics"). The page
// holds the first word for another kind, and does not answer. Not a word after a particle or a
// preposition alone ("بعد الركض", "للباقي", "at room temperature": circumstances, often paraphrased),
// nor an English word before its noun ("the leftover copper oxide"), where paraphrase is common.
// Two more binds (docs/decisions/089): a word glued to "لل" (of the) after a definite word ("العدد
// الذري للكالسيوم", the atomic number of calcium: the page of other elements' numbers holds the
// rest); and in English a word the student wrote with a capital inside the question ("where does
// the Mississippi river flow"): a proper name of one word, not a paraphrase (of a name of
// several words, "Frank Russell Dancevic", a page often writes only one).
// Not "لل" after a verb or a word without the article ("ايش بيصير للباقي": a circumstance).
// One more (docs/decisions/103): an Arabic name has no article ("دمشق", "خلدون", "بيشاور"), so
// the article bind above misses it; a word written after a word that heads names (city, river,
// son of, father of, king, sultan: "مدينة دمشق", "ابن خلدون", "نهر ليمبوبو", "السلطان سليم") is
// that thing's name, and a page about another city or another "ابن" holds the rest.
import { foldText, normalizeText } from '@edubot/common';
import { analyze } from '../../search/analyzer/analyzer.js';
import { tokenize } from '../../search/analyzer/tokenize.js';

// The article, alone or after "and" ("ال", "وال", "فال"). Not after a glued preposition ("بال",
// "كال"): "ايش بيصير للباقي" asks "what happens to the rest", a circumstance as "بعد"; "لل" only
// after a definite word (below).
const ARABIC_ARTICLE = /^[وف]?ال/u;
// "of the" glued on: "للكالسيوم" (لـ + الكالسيوم), bound to the definite word before it.
const ARABIC_OF_THE = /^لل/u;
// A capitalised Latin word as the student wrote it (not the question's first word).
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

// English prepositions that bind a noun to the noun before it ("X of Y", "X on Y", "X in Y").
const BINDING_PREPOSITIONS = new Set(['of', 'on', 'in', 'inside', 'within', 'from']);
const ARTICLES = new Set(['the', 'a', 'an']);

// Words that head a name written after them (folded as foldText writes them): a place, a
// person's kinship name or title. Not words that head common nouns as often ("عدد سكان").
const NAME_HEADS = new Set(
  `مدينه عاصمه قريه نهر جبل بحر بحيره جزيره خليج مضيق وادي صحراء ولايه محافظه اقليم
   دوله مملكه جمهوريه سلطنه اماره امبراطوريه جامعه مسجد جامع قصر قلعه نادي شركه
   ابن بن بنت ابو ابي الملك الملكه السلطان الخليفه الامام الشيخ الامير الاميره الرئيس القائد`
    .split(/\s+/u)
    .filter(Boolean)
    .map((w) => foldText(w)),
);

/** "Which" before a head word: the kind is asked, not named ("في أي مدينة ولد"). */
const WHICH = new Set(['اي', 'ايه', 'باي', 'لاي', 'فاي', 'واي', 'اية'].map((w) => foldText(w)));

/** A word of its own: the analyzer keeps it (not a particle, preposition or question word). */
const contentWord = (word: string) => analyze(word, ['ara', 'eng']).length > 0;

/** The word `surface` (folded, as the analyzer saw it) is bound into a name in `question`. */
export function namesAKind(surface: string, question: string): boolean {
  const word = foldText(surface);
  const written = tokenize(normalizeText(question)).map((t) => t.text);
  const tokens = written.map((t) => t.toLowerCase());
  return tokens.some((t, i) => {
    if (t !== word || i === 0) return false;
    if (/^\p{Script=Arabic}/u.test(word)) {
      const before = tokens[i - 1]!;
      // "العدد الذري للكالسيوم": "of the" glued on, after a definite word of its own.
      if (ARABIC_OF_THE.test(word))
        return word.length >= 5 && ARABIC_ARTICLE.test(before) && contentWord(before);
      // A name without the article after a word that heads names: "مدينة دمشق", "ابن خلدون".
      // Not after "أي": "في أي نهر رمى المغول الكتب" asks which river, and a verb follows.
      if (
        !ARABIC_ARTICLE.test(word) &&
        word.length >= 3 &&
        NAME_HEADS.has(foldText(before)) &&
        !WHICH.has(foldText(tokens[i - 2] ?? ''))
      )
        return true;
      // The article on a word of at least three letters of its own, after a word of its own.
      const article = word.match(ARABIC_ARTICLE)?.[0];
      return article !== undefined && word.length - article.length >= 3 && contentWord(before);
    }
    // A name of one word: in "Frank Russell Dancevic" the page may write only "Dancevic".
    const capital = (k: number) => k > 0 && k < written.length && CAPITALISED.test(written[k]!);
    if (capital(i) && !capital(i - 1) && !capital(i + 1)) return true;
    const p = ARTICLES.has(tokens[i - 1]!) ? i - 2 : i - 1;
    return p >= 1 && BINDING_PREPOSITIONS.has(tokens[p]!) && contentWord(tokens[p - 1]!);
  });
}
