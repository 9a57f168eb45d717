// Arabic script blocks: Arabic, Supplement, Extended-A/B, Presentation Forms A and B.
const ARABIC_CHAR = /[\u0600-\u06FF\u0750-\u077F\u0870-\u089F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** True when the text holds at least one Arabic-script letter (docs/product.md: such text is shown right-to-left). */
export function containsArabic(text: string): boolean {
  return ARABIC_CHAR.test(text);
}
