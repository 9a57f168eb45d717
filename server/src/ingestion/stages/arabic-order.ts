// Repairs for Arabic text coming out of PDFs: presentation-form glyphs (U+FB50-FDFF, U+FE70-FEFF)
// folded back to letters, and lines that a producer stored in visual order detected and reversed.

const PRESENTATION_OR_LIGATURE = /[\uFB00-\uFB06\uFB50-\uFDFF\uFE70-\uFEFF]+/gu;

/** Arabic letters, presentation forms included (not digits, marks or punctuation). */
function isArabicLetter(c: number): boolean {
  return (
    (c >= 0x0620 && c <= 0x064a) ||
    (c >= 0x066e && c <= 0x06d3) ||
    (c >= 0x06fa && c <= 0x06fc) ||
    (c >= 0xfb50 && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfefc)
  );
}

/** Latin letters: ASCII, Latin-1 and Extended A/B, Extended Additional (accented French/German included). */
function isLatinLetter(c: number): boolean {
  return (
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x1e00 && c <= 0x1eff)
  );
}

/**
 * NFKC only for compatibility glyph forms (Arabic presentation forms, Latin ligatures such as "ﬁ"):
 * a full NFKC would also flatten x² to x2 in the readable chunk text. The index normalizes fully.
 */
export function foldPresentationForms(text: string): string {
  return text.replace(PRESENTATION_OR_LIGATURE, (run) => run.normalize('NFKC'));
}

// Called for every text item of every PDF page: plain code-unit checks, no regex per character.
export function countScripts(text: string): { arabic: number; latin: number } {
  let arabic = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x41) continue;
    if (isArabicLetter(c)) arabic++;
    else if (isLatinLetter(c)) latin++;
  }
  return { arabic, latin };
}

export function isArabicDominant(text: string): boolean {
  const { arabic, latin } = countScripts(text);
  return arabic > 0 && arabic >= latin;
}

// Presentation forms tell a letter's position in its word. Ranges of FE70-FEFC come in
// groups (isolated, final, initial, medial); lengths differ per letter, so the table is explicit.
const FINAL_FORMS = new Set<number>();
const INITIAL_FORMS = new Set<number>();
(() => {
  // [first code point, number of forms] for each letter block in U+FE80-FEF4.
  const blocks: [number, number][] = [
    [0xfe80, 1],
    [0xfe81, 2],
    [0xfe83, 2],
    [0xfe85, 2],
    [0xfe87, 2],
    [0xfe89, 4],
    [0xfe8d, 2],
    [0xfe8f, 4],
    [0xfe93, 2],
    [0xfe95, 4],
    [0xfe99, 4],
    [0xfe9d, 4],
    [0xfea1, 4],
    [0xfea5, 4],
    [0xfea9, 2],
    [0xfeab, 2],
    [0xfead, 2],
    [0xfeaf, 2],
    [0xfeb1, 4],
    [0xfeb5, 4],
    [0xfeb9, 4],
    [0xfebd, 4],
    [0xfec1, 4],
    [0xfec5, 4],
    [0xfec9, 4],
    [0xfecd, 4],
    [0xfed1, 4],
    [0xfed5, 4],
    [0xfed9, 4],
    [0xfedd, 4],
    [0xfee1, 4],
    [0xfee5, 4],
    [0xfee9, 4],
    [0xfeed, 2],
    [0xfeef, 2],
    [0xfef1, 4],
    [0xfef5, 2],
    [0xfef7, 2],
    [0xfef9, 2],
    [0xfefb, 2],
  ];
  for (const [start, count] of blocks) {
    if (count >= 2) FINAL_FORMS.add(start + 1);
    if (count === 4) INITIAL_FORMS.add(start + 2);
  }
})();

/**
 * Evidence that Arabic words read backwards (+) or forwards (-) in some text.
 * Presentation forms are decisive (a word cannot start with a final form); for plain letters
 * the article "ال" at the start and ta marbuta "ة" at the end are the common tells.
 */
export function reversalEvidence(text: string): { forward: number; reversed: number } {
  let forward = 0;
  let reversed = 0;
  for (const word of text.split(/[^\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFC]+/u)) {
    if (word.length < 2) continue;
    const first = word.codePointAt(0)!;
    const last = word.codePointAt(word.length - 1)!;
    if (FINAL_FORMS.has(first) || INITIAL_FORMS.has(last)) reversed += 2;
    if (INITIAL_FORMS.has(first) || FINAL_FORMS.has(last)) forward += 2;
    if (word.length >= 4 && word.startsWith('ال')) forward++;
    if (word.length >= 4 && word.endsWith('لا')) reversed++;
    if (last === 0x0629) forward++;
    if (first === 0x0629) reversed++;
  }
  return { forward, reversed };
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};
// Left-to-right islands inside a right-to-left line: Latin words and numbers keep their order.
const LTR_RUN =
  /[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}.,:/%+-]*(?:\s+[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}.,:/%+-]*)*/gu;

/** Turns one line stored in visual (left-to-right) order into logical order, as a right-to-left paragraph. */
export function visualToLogicalLine(line: string): string {
  const segments: { text: string; ltr: boolean }[] = [];
  let last = 0;
  for (const match of line.matchAll(LTR_RUN)) {
    if (match.index > last) segments.push({ text: line.slice(last, match.index), ltr: false });
    segments.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) segments.push({ text: line.slice(last), ltr: false });
  return segments
    .reverse()
    .map((s) =>
      s.ltr
        ? s.text
        : [...s.text]
            .reverse()
            .map((ch) => MIRRORED[ch] ?? ch)
            .join(''),
    )
    .join('');
}

/**
 * Some producers (fontkit-based ones, e.g. pdf-lib) map the lam-alef ligature glyph to its letters
 * in visual order, so after bidi the article before a hamza alef reads "األ" instead of "الأ".
 * Two alefs in a row followed by lam cannot start a correct Arabic word, so this fix is safe.
 */
export function fixSplitLamAlef(text: string): string {
  return text.replace(/(^|[^\u0621-\u064A])([وفبك]?)ا([اأإآ])ل/gu, '$1$2ال$3');
}

/**
 * Fixes a page whose Arabic lines read backwards, then folds presentation forms.
 * The decision is taken for the whole page: producers are consistent, single lines are too short to judge.
 */
export function repairArabicPage(lines: readonly string[]): string[] {
  let forward = 0;
  let reversed = 0;
  for (const line of lines) {
    const e = reversalEvidence(line);
    forward += e.forward;
    reversed += e.reversed;
  }
  const flip = reversed >= 2 && reversed > forward * 2;
  return lines.map((line) =>
    fixSplitLamAlef(
      foldPresentationForms(flip && isArabicDominant(line) ? visualToLogicalLine(line) : line),
    ),
  );
}
