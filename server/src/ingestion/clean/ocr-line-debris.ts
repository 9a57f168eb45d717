// Specks, bullets and paper grain that OCR reads as characters at the edges of a scanned line
// (docs/decisions/065): ": الهواء له وزن", "i Sound is produced", "٠ الارتفاع: يقل", "الحركة
// الدودية. ٍ ا", "الجراثيم. ١". A quoted answer that starts or ends with them reads as garbage,
// and a bullet read as "٠" or "©" is not seen as a bullet, so its item is joined to the next.
// Only what cannot be text is touched: words, numbers inside a sentence and list markers stay.

/** Direction marks Tesseract puts around digits in Arabic lines (the normalize stage drops them too). */
const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** A token of combining marks only (a tanween or shadda read from a speck): no letter carries it. */
const MARKS_ONLY = /^[\p{M}\u0640]+$/u;
/** A token with no letter and no digit: punctuation, quotes, bars, stray symbols. */
const NO_LETTER_OR_DIGIT = /^[^\p{L}\p{N}]+$/u;
/** List markers the later stages read as bullets (clean/line-kinds.ts): kept as they are. */
const BULLET = /^[•▪◦●■□➢►\-–*·]$/u;
/** Bullet dots that OCR reads as a letter or digit: an Arabic-Indic zero, a degree sign, a copyright sign. */
const BULLET_READ_AS = /^[٠۰°©®«»]$/u;
const ARABIC_WORD = /^\p{Script=Arabic}*\p{L}/u;
const SENTENCE_END = /[.!?؟؛]$/u;

function isArabicLine(tokens: readonly string[]): boolean {
  const letters = tokens.join('').match(/\p{L}/gu) ?? [];
  const arabic = letters.filter((l) => /\p{Script=Arabic}/u.test(l)).length;
  return letters.length > 0 && arabic / letters.length >= 0.5;
}

/** A word of the line's text (two letters or more), after which a speck cannot be a word. */
const WORD = /\p{L}.*\p{L}|\p{N}/u;

function leadingDebris(tokens: string[], arabicLine: boolean): number {
  let drop = 0;
  while (drop < tokens.length - 1) {
    const token = tokens[drop]!;
    const next = tokens[drop + 1]!;
    if (BULLET.test(token)) break;
    if (NO_LETTER_OR_DIGIT.test(token)) {
      drop++;
      continue;
    }
    // One lower-case Latin letter before an Arabic word or a capitalised word: a speck read as
    // "i" or "d" ("a" and "I" are words, and an upper-case letter may be a label).
    const lowerSpeck = /^[b-hj-z]$|^i$/u.test(token);
    if (
      lowerSpeck &&
      (ARABIC_WORD.test(next) || /^\p{Lu}\p{Ll}/u.test(next) || BULLET.test(next))
    ) {
      drop++;
      continue;
    }
    // One digit before a capitalised English word: no numbered item is written "5 Sound".
    if (/^\p{N}$/u.test(token) && !arabicLine && /^\p{Lu}\p{Ll}/u.test(next)) {
      drop++;
      continue;
    }
    break;
  }
  return drop;
}

/** A token too short to be a word of its own: one or two characters, one letter at most. */
function scrap(token: string): boolean {
  return [...token].length <= 2 && (token.match(/\p{L}/gu) ?? []).length <= 1;
}

function trailingDebris(tokens: string[], arabicLine: boolean): number {
  // After a line's last sentence end, nothing but scraps: specks after the full stop
  // ("الجراثيم. ١", "صغيرة. ا 0", "translocation. ا").
  const lastEnd = tokens.findLastIndex((t, i) => i < tokens.length - 1 && SENTENCE_END.test(t));
  if (lastEnd > 0 && tokens.slice(lastEnd + 1).every(scrap)) return lastEnd + 1;
  let end = tokens.length;
  while (end > 1) {
    const token = tokens[end - 1]!;
    const before = tokens[end - 2]!;
    if (NO_LETTER_OR_DIGIT.test(token) && !BULLET.test(token)) end--;
    // A lone letter at the end of an Arabic line: Arabic has no one-letter word standing last
    // (و, ب, ل are written on the next word), and a Latin one there is a speck.
    else if (arabicLine && /^\p{L}$/u.test(token) && (WORD.test(before) || scrap(before))) end--;
    // A lone zero after an Arabic word (a round speck reads as "0" or "٠"), and an Arabic letter
    // or digit alone at the end of an English line.
    else if (arabicLine && /^[0٠]$/u.test(token) && ARABIC_WORD.test(before)) end--;
    else if (!arabicLine && /^\p{Script=Arabic}$|^[٠-٩]$/u.test(token)) end--;
    else break;
  }
  return end;
}

/**
 * A table's rule line read inside an Arabic line: a lone bare alef, an alef with a hamza below or
 * a madda (marks aside), or a bar. Arabic writes none of them as a word of its own ("أ", a list's
 * first letter, is not among them); a cell's border read between two cells' words is one.
 */
const RULE_READ_AS_LETTER = /^[اإآ|][\p{M}\u0640]*$/u;

/** One OCR'd line without its edge debris; a bullet read as a letter or a zero becomes "•". */
export function cleanOcrLine(line: string): string {
  const tokens = line
    .replace(DIRECTION_MARKS, '')
    // A quote glued to a line's first Arabic word: a speck (Arabic quotes are « » and stand apart).
    .replace(/^\s*['"“”‘’`]+(?=\p{Script=Arabic})/u, '')
    .split(/\s+/u)
    .filter((t) => t && !MARKS_ONLY.test(t));
  if (tokens.length < 2) return tokens.join(' ');
  const arabicLine = isArabicLine(tokens);
  if (arabicLine) {
    const words = tokens.filter((t) => !RULE_READ_AS_LETTER.test(t));
    // A line of nothing else is left to the edge rules (a lone "ا" stays a line's only word).
    if (words.length > 0) tokens.splice(0, tokens.length, ...words);
    if (tokens.length < 2) return tokens.join(' ');
  }
  const start = leadingDebris(tokens, arabicLine);
  const kept = tokens.slice(start, Math.max(start + 1, trailingDebris(tokens, arabicLine)));
  if (kept.length >= 3 && BULLET_READ_AS.test(kept[0]!) && /^\p{L}/u.test(kept[1]!)) kept[0] = '•';
  return kept.join(' ');
}
