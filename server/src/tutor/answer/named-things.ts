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
import { foldText } from '@edubot/common';
import { analyze } from '../../search/analyzer/analyzer.js';
import { tokenize } from '../../search/analyzer/tokenize.js';

// The article, alone or after "and" ("ال", "وال", "فال"). Not after a glued preposition ("بال",
// "لل", "كال"): "ايش بيصير للباقي" asks "what happens to the rest", a circumstance as "بعد".
const ARABIC_ARTICLE = /^[وف]?ال/u;

// English prepositions that bind a noun to the noun before it ("X of Y", "X on Y", "X in Y").
const BINDING_PREPOSITIONS = new Set(['of', 'on', 'in', 'inside', 'within', 'from']);
const ARTICLES = new Set(['the', 'a', 'an']);

/** A word of its own: the analyzer keeps it (not a particle, preposition or question word). */
const contentWord = (word: string) => analyze(word, ['ara', 'eng']).length > 0;

/** The word `surface` (folded, as the analyzer saw it) is bound into a name in `question`. */
export function namesAKind(surface: string, question: string): boolean {
  const word = foldText(surface);
  const tokens = tokenize(foldText(question)).map((t) => t.text);
  return tokens.some((t, i) => {
    if (t !== word || i === 0) return false;
    if (/^\p{Script=Arabic}/u.test(word)) {
      // The article on a word of at least three letters of its own, after a word of its own.
      const article = word.match(ARABIC_ARTICLE)?.[0];
      return (
        article !== undefined && word.length - article.length >= 3 && contentWord(tokens[i - 1]!)
      );
    }
    const p = ARTICLES.has(tokens[i - 1]!) ? i - 2 : i - 1;
    return p >= 1 && BINDING_PREPOSITIONS.has(tokens[p]!) && contentWord(tokens[p - 1]!);
  });
}
