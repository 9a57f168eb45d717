// "What is the diameter of a chloroplast?", "ما سعة المخبار المدرج؟": a question of the form
// "what is the A of X" / "ما A X" asks for one attribute A of X. When no file of the bot holds the
// word A in any form, the files never state that attribute: the lines naming X answer another
// question (docs/decisions/046). Elsewhere a word no file holds may be a paraphrase the notes
// word otherwise ("what makes your muscles tired" - "causes muscle fatigue"), which is why the
// coverage gate only asks more of the passage then (docs/decisions/012, 028); here the word is
// what the question asks for, and a paraphrase of it would be answered as asked.
// Not for the words that name the kind of question rather than an attribute ("the definition
// of", "ما تعريف", "the formula for", "ما سبب", "ما حكم" a ruling): definitions, equations,
// reasons and rulings are written without those words.

import { foldText } from '@edubot/common';
import { analyze } from '../../search/analyzer/analyzer.js';
import { isGeneralWord } from './general-words.js';

// The attribute: the first word after "what is the" / "ما" / "شو", with X after it.
const ENGLISH_ATTRIBUTE =
  /^\s*(?:what|what's|whats|which)\s+(?:(?:is|are|was|were|s)\s+)?(?:the|a|an)\s+([a-z][a-z-]+)\s+(?:of|for|in|on|at)\s+\S/iu;
// Also "كم A X" ("كم عمر", "قديش طول", "كام وزن": a measure of X), and "ما اسم A X" / "كم عدد
// A X", where the attribute is the word after "اسم" / "عدد" ("شو اسم زوجة ..." asks for a wife).
const ARABIC_ATTRIBUTE =
  /^\s*(?:و|ف)?(?:ما|ماهي|ماهو|ماهى|شو|ايش|إيش|وش|كم|قديش|كام)\s+(?:(?:هي|هو|هى)\s+)?(?:(?:اسم|عدد)\s+)?([\p{Script=Arabic}]{2,})\s+[\p{Script=Arabic}]/u;

/** Compared folded, hamza seats included: students write "فايده" for "فائدة". */
const folded = (word: string): string =>
  foldText(word)
    .replace(/ئ/gu, 'ي')
    .replace(/ؤ/gu, 'و')
    .replace(/^(?:ال|وال)/u, '');

// Words naming the kind of answer, not an attribute the files would write.
const QUESTION_KIND = new Set(
  `definition meaning explanation summary example examples difference differences formula
   formulas equation equations reason reasons cause causes purpose function role use job
   importance idea concept point main steps stages types kinds parts
   تعريف مفهوم المقصود معنى حكم شرح ملخص خلاصة مثال أمثلة الفرق فرق سبب أسباب اسباب سر علة قانون
   معادلة صيغة فكرة خطوات مراحل أنواع انواع أقسام اقسام أجزاء اجزاء مكونات وظيفة فائدة دور أهمية`
    .split(/\s+/u)
    .filter(Boolean)
    .map(folded),
);

/** The attribute word a "what is the A of X" / "ما A X" question asks for, or null. */
export function askedAttribute(question: string): string | null {
  const word = (ENGLISH_ATTRIBUTE.exec(question) ?? ARABIC_ATTRIBUTE.exec(question))?.[1];
  if (!word) return null;
  if (QUESTION_KIND.has(folded(word))) return null;
  // An everyday verb is the question's phrasing, not an attribute: "شو يحدث لليود" (the
  // written form of a spoken "شو بصير") asks what happens, and the notes seldom say "يحدث".
  const token = analyze(word, ['ara', 'eng'])[0];
  if (token && isGeneralWord(token)) return null;
  return word;
}
