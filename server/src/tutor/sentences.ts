// Sentence splitting for extractive answers. Hard boundaries: . ! ? and the Arabic question
// mark and semicolon (؟ ؛), each only when followed by space or the end (so 3.14, e.g. "v2.0",
// or URLs stay whole) and not by a table's cell separator, plus line breaks. Arabic prose often
// chains clauses with the Arabic comma (،) for a whole paragraph, so an overlong piece is cut
// again at ، or ; to keep answers short.
export interface Sentence {
  text: string;
  /** Position of the sentence within its passage (0-based). */
  index: number;
}

// A stop before a table's cell separator ends a cell, not the row ("ماذا يحدث للماء؟ | مثال").
const HARD = /(?:[^\n.!?؟؛]|[.!?؟؛](?!\s(?![ \t]*\|)|$))*(?:[.!?؟؛]+(?=\s(?![ \t]*\|)|$)|\n|$)/gu;
const SOFT_SPLIT_CHARS = 280;
const SOFT = /(?:[^،;]|[،;](?!\s|$))*(?:[،;]+(?=\s|$)|$)/gu;
// Initials and common titles end in a period without ending the sentence.
const ABBREVIATION = /(?:^|\s)(?:\p{Lu}|Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|vs|e\.g|i\.e|Fig|No|approx)\.$/u;
const MIN_LETTERS = /\p{L}.*\p{L}/su;
/** A table row of numbers ("20 | 31 | 35 | 33"): a record the answer may quote. */
const NUMBER_ROW = /\p{N}\s*\|\s*\p{N}/u;
/** A one-letter name given a number ("X=1", "y = -2"): a worked answer, not OCR debris. */
const GIVEN_VALUE = /^\p{L}\s*=\s*[-−]?\p{N}/u;

function pieces(text: string, pattern: RegExp): string[] {
  const out: string[] = [];
  let carry = '';
  for (const match of text.matchAll(pattern)) {
    const piece = match[0];
    if (piece === '') continue;
    // A boundary inside an abbreviation-like token (single letter + ".") is glued back on.
    const joined = carry + piece;
    if (ABBREVIATION.test(joined.trimEnd()) && !piece.includes('\n')) {
      carry = joined;
      continue;
    }
    out.push(joined);
    carry = '';
  }
  if (carry) out.push(carry);
  return out;
}

function softSplit(sentence: string): string[] {
  if (sentence.length <= SOFT_SPLIT_CHARS) return [sentence];
  const parts = pieces(sentence, SOFT);
  // Re-merge tiny clauses so no piece is a lone word.
  const merged: string[] = [];
  for (const part of parts) {
    const last = merged.length - 1;
    if (last >= 0 && (merged[last]!.length < 80 || part.trim().length < 40)) merged[last] += part;
    else merged.push(part);
  }
  return merged.flatMap(wordWindows);
}

// OCR of a scan, or a slide's text run together, can give a whole page without one punctuation
// mark: quoted as one "sentence" it was a 1,400-character wall. Such a run is cut between words
// into pieces of about WINDOW_CHARS, so an answer quotes the part that holds the question's words.
const MAX_PIECE_CHARS = 480;
const WINDOW_CHARS = 240;

/** Words that open a clause ("والنمام هو ...", "and so ..."): a window ends before one. */
const CLAUSE_START =
  /^(?:و|ف)\p{Script=Arabic}{2,}|^(?:and|but|so|then|because|which|when|while)$/iu;

function wordWindows(piece: string): string[] {
  if (piece.length <= MAX_PIECE_CHARS) return [piece];
  const words = piece.split(/(?<=\s)/u);
  const out: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const word of words) {
    if (length + word.length > WINDOW_CHARS && current.length > 1) {
      // Cut before the last clause opener in the window's second half, else here.
      let cut = current.length;
      let before = length;
      for (let i = current.length - 1; i > 0 && before > WINDOW_CHARS / 2; i--) {
        before -= current[i]!.length;
        if (CLAUSE_START.test(current[i]!.trim())) {
          cut = i;
          break;
        }
      }
      out.push(current.slice(0, cut).join(''));
      current = current.slice(cut);
      length = current.reduce((n, w) => n + w.length, 0);
    }
    current.push(word);
    length += word.length;
  }
  if (current.join('').trim()) out.push(current.join(''));
  return out;
}

// OCR of an Arabic scan reads a stray dot after a word as a full stop: "ويتسرب جزء آخر إلى
// باطن الأرض فيكون. المياه الجوفية." A piece of one or two Arabic words after such a dot on the
// same line is the rest of the sentence before it, not a sentence (quoted alone, "المياه
// الجوفية." answered how ground water forms). Headings stand on their own line: the piece
// before them ends in a line break.
const ARABIC_FRAGMENT = /^\s*\p{Script=Arabic}+(?:\s+\p{Script=Arabic}+)?\s*[.]\s*$/u;
const ENDS_ARABIC_WORD_AND_DOT = /\p{Script=Arabic}\s*\.\s*$/u;

function withArabicFragmentsJoined(hardPieces: readonly string[]): string[] {
  const out: string[] = [];
  for (const piece of hardPieces) {
    const last = out.length - 1;
    if (
      last >= 0 &&
      ARABIC_FRAGMENT.test(piece) &&
      !piece.includes('\n') &&
      ENDS_ARABIC_WORD_AND_DOT.test(out[last]!)
    )
      out[last] += piece;
    else out.push(piece);
  }
  return out;
}

export function splitSentences(passage: string): Sentence[] {
  const out: Sentence[] = [];
  for (const hard of withArabicFragmentsJoined(pieces(passage, HARD))) {
    for (const piece of softSplit(hard)) {
      const text = piece.replace(/\s+/gu, ' ').trim();
      if (text && (MIN_LETTERS.test(text) || NUMBER_ROW.test(text) || GIVEN_VALUE.test(text)))
        out.push({ text, index: out.length });
    }
  }
  return out;
}
