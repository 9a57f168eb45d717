// Counts the operators of a PDF content stream without interpreting them: one pass over the
// bytes that skips strings, hex strings, dictionaries, names, numbers, comments and inline image
// data, and reports each operator with the name operand before it (for `Do`, the XObject drawn).
// Cheap (no graphics state, no fonts), so a page can be measured before pdf.js parses it.

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const KEYWORDS = new Set(['true', 'false', 'null']);

const isRegular = (b: number) => !WHITESPACE.has(b) && !DELIMITERS.has(b);
const isNumberStart = (b: number) =>
  (b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2d || b === 0x2e;

/** Calls `onOperator(op, lastName)` per operator; stops early when it returns false. */
export function scanContentOperators(
  bytes: Uint8Array,
  onOperator: (operator: string, lastName: string | null) => boolean,
): void {
  let i = 0;
  let lastName: string | null = null;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    if (WHITESPACE.has(b)) {
      i++;
    } else if (b === 0x25) {
      // % comment to end of line
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (b === 0x28) {
      // (literal string) with nesting and backslash escapes
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const c = bytes[i]!;
        if (c === 0x5c) i += 2;
        else {
          if (c === 0x28) depth++;
          else if (c === 0x29) depth--;
          i++;
        }
      }
    } else if (b === 0x3c && bytes[i + 1] !== 0x3c) {
      // <hex string>
      while (i < n && bytes[i] !== 0x3e) i++;
      i++;
    } else if (b === 0x2f) {
      const start = ++i;
      while (i < n && isRegular(bytes[i]!)) i++;
      lastName = Buffer.from(bytes.subarray(start, i)).toString('latin1');
    } else if (!isRegular(b)) {
      i++; // << >> [ ] { } and stray delimiters
    } else if (isNumberStart(b)) {
      while (i < n && isRegular(bytes[i]!)) i++;
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i]!)) i++;
      const word = Buffer.from(bytes.subarray(start, i)).toString('latin1');
      if (KEYWORDS.has(word)) continue;
      if (!onOperator(word, lastName)) return;
      if (word === 'ID') i = skipInlineImage(bytes, i);
      lastName = null;
    }
  }
}

/** Inline image data runs from after `ID` to the `EI` that stands alone between whitespace. */
function skipInlineImage(bytes: Uint8Array, from: number): number {
  for (let i = from + 1; i + 1 < bytes.length; i++) {
    if (
      bytes[i] === 0x45 &&
      bytes[i + 1] === 0x49 &&
      WHITESPACE.has(bytes[i - 1]!) &&
      (i + 2 >= bytes.length || WHITESPACE.has(bytes[i + 2]!))
    )
      return i;
  }
  return bytes.length;
}
