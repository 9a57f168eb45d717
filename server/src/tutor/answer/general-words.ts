// Everyday words that name no subject: "how MANY", "a BIG example", "what command GIVES",
// "the value GIVEN", "the ARABIC TERM for", "اذكر مثالا", "بحلول أي عام". A question word no file
// holds weighs 1 and, as the rarest word, becomes the question's key word (question-terms.ts):
// then the coverage gate asks for 40% of the question, and a question the notes do answer
// ("how many Ts and Fs would the table have needed") was declined because no page says "many".
// The specific vocabulary of a question (ribosome, quicksort, FAO) is rare in the language as
// well as in the bot; these words are common in the language, so when no file holds them they
// weigh like a word many chunks hold. Matched by the analyzer's stem or light form, so every
// inflection of a listed word ("gives", "given", "مثالا", "أمثلة") is covered.
// Not stopwords: the search still uses them, and a file that does hold one counts it as usual.
// A negation's stub ("don" of "don't", "doesn", "isnt") is phrasing too: the analyzer keeps it
// as a word no file holds, and "why doesn't weather make transpiration faster" was declined.
// "ما مدى" (how far, how much) and "كم مدة" (how long) ask for the value as "how long" does.
// A loose name of the answer's kind ("which DEVICE tells the air pressure", "the green STUFF in
// leaves") and "how do SCIENTISTS measure" are phrasing too, as "thing" and "kind" are (100).
import { analyze } from '../../search/analyzer/analyzer.js';

const ENGLISH = `
  many much lot lots big bigger biggest small smaller smallest large larger largest little long short high low new old good bad best worst
  better worse first last next previous main whole real actual actually really basically exactly
  usually often always never sometimes still already even ever again instead maybe probably
  give gave given get got make made take took taken use used using show shown find found mean
  meant call called name named happen come came go goes going went gone put say said see saw seen look know
  change changes changed vs versus plus
  don dont doesn doesnt didn didnt isn isnt aren arent wasn wasnt weren werent hasn hasnt haven
  havent cant wont shouldn shouldnt couldn couldnt wouldn wouldnt
  known think want need work way thing kind type part number something anything everything
  someone somebody people person add become keep let try able possible important different
  similar difference example instance mention write wrote written read wrote tell ask
  term terms word arabic english translation translate meaning equivalent definition define
  according
  u ur ya im ive id ill confused confusing idk dunno stuck lost understand understood explain
  everywhere anywhere somewhere nowhere everyone everybody anyone anybody pretty quite
  year years date day days time times one two three four five six seven eight nine ten
  stuff device devices tool tools instrument instruments apparatus equipment gadget scientist scientists
`;

const ARABIC = `
  مثال مثالا أمثلة امثله اعطني أعطني يعطي اعط كبير صغير كثير قليل أكثر اكثر أقل اقل أكبر اكبر أصغر
  اصغر أفضل افضل أهم اهم مهم شيء أشياء نوع أنواع طريقة جزء أجزاء مختلف الفرق فرق يوجد توجد يمكن
  نستطيع يستطيع يسمى تسمى اسم معنى يعني مصطلح المصطلح العربي عربي العربية الإنجليزي الانجليزي
  الإنجليزية الانجليزية بالعربي بالإنجليزي ترجمة المقابل سنة سنوات يوم أيام وقت بحلول تريد يريد
  ذكر المذكور نذكر قال يقول أول آخر اخر الأول الأخير واحد اثنان ثلاثة أربعة خمسة
  فاهم فاهمه فهمت افهم مش مو بس كتير كثيرا دائما أبدا ابدا مكان
  يحدث حدث يصبح يعمل يفعل فعل يستخدم نستخدم يستعمل نستعمل استخدام يجد نجد تجد وجد
  تعريف عرف مفهوم المقصود
  مدى مدة
`;

function keys(words: string): { stems: Set<string>; lights: Set<string> } {
  const stems = new Set<string>();
  const lights = new Set<string>();
  for (const token of analyze(words, ['ara', 'eng'])) {
    stems.add(token.stem);
    lights.add(token.light);
  }
  return { stems, lights };
}

const GENERAL = keys(`${ENGLISH}\n${ARABIC}`);

/** The word (by its analyzed stem or light form) is everyday language, not subject vocabulary. */
export function isGeneralWord(term: { stem: string; light: string }): boolean {
  return GENERAL.stems.has(term.stem) || GENERAL.lights.has(term.light);
}
