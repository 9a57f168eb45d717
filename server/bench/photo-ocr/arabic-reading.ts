// A second reading tried for bilingual bots' photos (docs/decisions/048), not in the server:
// Tesseract given Arabic and English together chooses a language per word and reads many short
// Arabic words as Latin letters ("الفم؟" as "Spall", "معظم" as "plano"). A photo whose text is
// mostly Arabic is read again in Arabic alone, and the reading Tesseract is surer of is kept,
// so an English term in an Arabic worksheet still wins when the mixed reading holds it better.
import type { OcrEngine, OcrResult } from '../../src/ingestion/stages/ocr.js';
import type { LanguageCode } from '../../src/search/language-codes.js';

/** Share of letters that makes a reading "mostly Arabic". */
const MOSTLY = 0.6;

function arabicShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((l) => /\p{Script=Arabic}/u.test(l)).length / letters.length;
}

export async function readAgainInArabic(
  ocr: OcrEngine,
  png: Uint8Array,
  languages: readonly LanguageCode[],
): Promise<OcrResult> {
  const mixed = await ocr.recognizeDetailed(png, languages);
  if (!languages.includes('ara') || languages.length < 2 || arabicShare(mixed.text) < MOSTLY)
    return mixed;
  const arabic = await ocr.recognizeDetailed(png, ['ara']);
  return arabic.confidence > mixed.confidence ? arabic : mixed;
}
