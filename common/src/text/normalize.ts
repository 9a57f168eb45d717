// Text normalization shared by ingestion, search and the web (docs/architecture.md "Retrieval").
// Arabic is written with optional short vowels, several alef shapes, decorative elongation and
// invisible direction marks; the same word must compare equal however a teacher's file or a
// student's keyboard spelled it. Lowercasing is left to callers (display text keeps its case).

// Short vowels and other marks (harakat, tanwin, shadda, sukun, superscript alef, Quranic marks).
const ARABIC_MARKS =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u08D3-\u08FF]/g;
const TATWEEL = /\u0640/g;
// Direction marks, embeddings/isolates, zero-width (non-)joiners and the BOM carry no letters.
const INVISIBLES = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const ALEF_MAQSURA = /\u0649/g;
const TA_MARBUTA = /\u0629/g;
// Persian yeh and keheh appear in Arabic web text typed on Persian keyboards.
const FARSI_YEH = /\u06CC/g;
const KEHEH = /\u06A9/g;
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function indicDigitToAscii(digit: string): string {
  const code = digit.charCodeAt(0);
  const zero = code >= 0x06f0 ? 0x06f0 : 0x0660;
  return String.fromCharCode(0x30 + code - zero);
}

/**
 * NFKC, then Arabic folding: marks, tatweel and invisible characters removed; alef forms -> ا,
 * alef maqsura ى -> ي, ta marbuta ة -> ه; Arabic-Indic digits -> ASCII. Case is kept.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLES, '')
    .replace(ARABIC_MARKS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(ALEF_MAQSURA, '\u064A')
    .replace(TA_MARBUTA, '\u0647')
    .replace(FARSI_YEH, '\u064A')
    .replace(KEHEH, '\u0643')
    .replace(INDIC_DIGITS, indicDigitToAscii);
}

/** normalizeText plus lowercasing: the form used to compare words (search, dedup). */
export function foldText(text: string): string {
  return normalizeText(text).toLowerCase();
}
