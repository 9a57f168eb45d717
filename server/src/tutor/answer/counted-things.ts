// "How many muscles are in the human body?", "كم عدد مكتبات قرطبة": a count question asks how many
// of one kind of thing there are. Notes that give some other number beside the question's rarest
// word ("Human enzymes work best at 37°C", "In AD 79 it erupted") hold the topic, not the count:
// the number that answers stands with the thing counted ("An adult human skeleton has 206
// bones", "يتكون قلب الإنسان من أربع حجرات").
import { analyze, type AnalyzedToken } from '../../search/analyzer/analyzer.js';
import type { LanguageCode } from '../../search/language-codes.js';

// "how many (red) blood cells", "how many people": up to three words after "how many", stopping
// at the verb or preposition that ends the noun phrase.
const ENGLISH_COUNT = /\bhow\s+many\s+((?:[a-z][a-z-]*\s*){1,3})/iu;
const ENGLISH_PHRASE_END =
  /^(?:are|is|was|were|do|does|did|can|could|will|would|should|have|has|had|there|in|on|of|at|for|from|to|make|made|live|lived|died|die)$/iu;
// "كم عدد X", "ما عدد الجنود", "وكم كان عدد X": the noun after "عدد" asked by a question word,
// not "العدد السكاني" inside a why-question.
const ARABIC_COUNT_OF =
  /(?:^|\s)[وف]?(?:كم|ما|شو|قديش)\s+(?:(?:هو|هي|كان|كانت)\s+)?(?:ال)?عدد\s+([\p{Script=Arabic}]{2,})/u;
// "كم عضلة", "كم كوكب": a bare noun after "كم", the counted thing in its singular. Not a verb:
// a present one opens with ي / ت / ن ("كم يوجد", "كم تحتاج"), a past one has three letters
// ("كم بلغ تعداد الشعوب") or opens with a plain alef ("كم استمر حكم"); not an amount ("كم قيمة
// التمويل": a value, not things); not a unit ("كم مرة", "كم سنة": measures, answer-type.ts); not
// a word with the article ("كم الساعة").
// An English word after "كم" is the thing too: a question is asked again as "كم rings saturn".
const ARABIC_COUNT =
  /(?:^|\s)[وف]?(?:كم|قديش|كام)\s+([\p{Script=Arabic}]{4,}|[\p{Script=Latin}]{3,})(?=\s|$|[؟?])/u;
const NOT_COUNTED =
  /^(?:[يتنا]\p{L}*|عدد|مرة|مره|مرات|طول|عمر|مدة|مده|سرعة|سرعه|ارتفاع|مسافة|مسافه|دقيقة|دقيقه|ساعة|ساعه|ثانية|ثانيه|سنة|سنه|سنوه|عاما|مترا|كيلو|درجة|درجه|جرام|غرام|غراما|جراما|نسبة|نسبه|قيمة|قيمه|كمية|كميه|مساحة|مساحه|حجم|وزن|سعر|ثمن|تكلفة|تكلفه|مبلغ|كانت|يكون|تكون)$/u;

/** The words naming the things a count question counts ("muscles", "مكتبات"), or null. */
export function countedThing(question: string): string | null {
  const english = ENGLISH_COUNT.exec(question)?.[1];
  if (english) {
    const words: string[] = [];
    for (const word of english.trim().split(/\s+/)) {
      if (ENGLISH_PHRASE_END.test(word)) break;
      words.push(word);
    }
    return words.length > 0 ? words.join(' ') : null;
  }
  const counted = ARABIC_COUNT_OF.exec(question)?.[1];
  if (counted) return counted;
  const bare = ARABIC_COUNT.exec(question)?.[1];
  return bare && !NOT_COUNTED.test(bare) ? bare : null;
}

// An Arabic word's letters without long vowels, ta marbuta and hamza seats: a broken plural meets
// its singular ("مناطق" / "منطقة" -> منطق, "جيوش" / "جيش" -> جش), which the stemmer keeps apart.
const WEAK_LETTERS = /[اويىةءأإآؤئ]/gu;
const ARABIC = /\p{Script=Arabic}/u;
const skeleton = (token: AnalyzedToken) =>
  token.arabic || ARABIC.test(token.light) ? token.light.replace(WEAK_LETTERS, '') : '';

export interface CountedWords {
  /** The question's term is a word of the thing counted. */
  names(term: { stem: string; light: string }): boolean;
  /** Some sentence of the text names the thing. */
  inText(text: string): boolean;
  /**
   * Some sentence of the text names the thing and counts it: `statesNumber`, or "a" / "one"
   * before it, or "the" before its singular ("a thin, flexible layer around the cytoplasm", "the
   * large vacuole"): a count in words, as docs/decisions/038 reads it. Sentences, not lines: a
   * line of short sentences ("Saturn has rings. Neptune was discovered in 1846.") is one.
   */
  counted(text: string, statesNumber: (sentence: string) => boolean): boolean;
}

/** Matches the words of the thing counted (`countedThing`) in questions' terms and in lines. */
export function countedWords(counted: string, languages: readonly LanguageCode[]): CountedWords {
  const tokens = analyze(counted, languages);
  const forms = new Set(tokens.flatMap((t) => [t.stem, t.light]));
  const skeletons = new Set(tokens.map(skeleton).filter((k) => k.length >= 2));
  const matches = (token: AnalyzedToken) =>
    forms.has(token.stem) || forms.has(token.light) || skeletons.has(skeleton(token));
  const namesWord = (word: string) => analyze(word, languages).some(matches);
  const sentences = (text: string) =>
    text
      .split(/(?<=[.!?؟;؛])\s+/u)
      .filter((sentence) => analyze(sentence, languages).some(matches));
  const saysOne = (sentence: string) => {
    const words = sentence.split(/[\s,]+/u);
    return words.some((word, i) => {
      const one = /^(?:a|an|one|single)$/iu.test(word);
      if (!one && !/^the$/iu.test(word)) return false;
      return words
        .slice(i + 1, i + 4)
        .some((next) => namesWord(next) && (one || !/s$/iu.test(next)));
    });
  };
  return {
    names: (term) => forms.has(term.stem) || forms.has(term.light),
    inText: (text) => sentences(text).length > 0,
    counted: (text, statesNumber) =>
      sentences(text).some((sentence) => statesNumber(sentence) || saysOne(sentence)),
  };
}
