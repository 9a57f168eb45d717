// Numbers as printed on pages, in any of the digit sets teachers' files use.

const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6];

/** The value of a run of decimal digits (Latin, Arabic-Indic, Eastern Arabic-Indic...), or NaN. */
export function digitsValue(digits: string): number {
  let value = 0;
  for (const ch of digits) {
    const code = ch.codePointAt(0)!;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    if (zero === undefined) return NaN;
    value = value * 10 + (code - zero);
  }
  return digits.length > 0 ? value : NaN;
}

/** The numbers at the start and at the end of a line ("132 Chapter 12" -> [132, 12]). */
export function edgeNumbers(line: string): number[] {
  const text = line.trim();
  const out: number[] = [];
  const first = /^\P{L}*?(\p{Nd}+)/u.exec(text);
  const last = /(\p{Nd}+)\P{L}*$/u.exec(text);
  if (first) out.push(digitsValue(first[1]!));
  if (last && (!first || last.index > first.index)) out.push(digitsValue(last[1]!));
  return out.filter((n) => Number.isFinite(n));
}
