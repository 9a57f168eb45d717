// Office exports of Arabic (PowerPoint, Word) draw a word-final yeh after seen, sheen, sad or dad
// ("الرئيسي", "توصي", "أساسي") as its own glyph with a space glyph before it, so every text
// layer reads "الرئيس ي", "توص ي" (pdftotext does too): the word is lost to search and reads
// broken in a citation. A yeh standing alone is no Arabic word, so after a word that ends in one
// of those letters it goes back onto it.

/** A word of two letters or more ending in seen/sheen/sad/dad, a space, a lone yeh or alef maqsura. */
const DETACHED_YEH =
  /(\p{Script=Arabic}[\u0633\u0634\u0635\u0636])[ \u00A0]([\u064A\u0649])(?=$|[\s.,،؛:؟!)\]»"”])/gu;

export function joinDetachedFinalYeh(text: string): string {
  return text.replace(DETACHED_YEH, '$1$2');
}
