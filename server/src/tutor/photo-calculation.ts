// A calculation asked on a photographed worksheet ("A girl walks 600 m in 200 s. Find her average
// speed.", "احسب كثافته") whose answer is nowhere in the notes, though the notes give the formula
// ("speed = distance ÷ time"): the search finds the passage, and the gate rightly declines it as
// an answer (docs/decisions/106). Here the formula for the asked quantity is found in the passage
// and quoted, cited; when every term of it is matched to one of the given values (by its unit, or
// by the words written beside the value), the substitution and its result are shown too.
import { foldText } from '@edubot/common';
import { analyze } from '../search/analyzer/analyzer.js';

export interface CalculationQuestion {
  /** The words naming the quantity asked for ("average speed", "سرعتها"). */
  asked: string;
  values: GivenValue[];
}

export interface GivenValue {
  value: number;
  /** As written ("600"), for the worked line. */
  written: string;
  /** The unit after it, in canonical form ("m", "s", "ohm"), or "". */
  unit: string;
  /** The unit as the question wrote it ("م", "ohm"; "s" for an "s" read as "5"). */
  unitWritten: string;
  /** The question's words around the value (folded stems), to match terms with no unit. */
  near: string[];
}

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
/** The verbs of a calculation and what follows them: the quantity asked for. */
const ASK = new RegExp(
  String.raw`(?:\b(?:find|calculate|work\s+out|determine|what\s+is|what's)\b|(?:^|\s)(?:احسب|احسبي|أوجد|اوجد|جد|ما|كم))\s+([^.?؟!\n]+)`,
  'giu',
);

/** Unit spellings, read as one canonical unit; OCR reads "s" after a number as "5". */
const UNIT_ALIASES: Record<string, string> = {
  m: 'm',
  metre: 'm',
  metres: 'm',
  meter: 'm',
  meters: 'm',
  م: 'm',
  متر: 'm',
  s: 's',
  sec: 's',
  second: 's',
  seconds: 's',
  ث: 's',
  ثانية: 's',
  ثوان: 's',
  'm/s': 'm/s',
  'م/ث': 'm/s',
  a: 'A',
  amp: 'A',
  amps: 'A',
  ampere: 'A',
  amperes: 'A',
  v: 'V',
  volt: 'V',
  volts: 'V',
  ohm: 'ohm',
  ohms: 'ohm',
  ω: 'ohm',
  g: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  كغ: 'kg',
  كجم: 'kg',
  cm3: 'cm3',
  'cm³': 'cm3',
  m3: 'm3',
  'm³': 'm3',
  م3: 'm3',
  'م³': 'm3',
  '%': '%',
};
/** How a result's unit is written after its number. */
const UNIT_SHOWN: Record<string, { en: string; ar: string }> = {
  'm/s': { en: 'm/s', ar: 'م/ث' },
  'g/cm3': { en: 'g/cm3', ar: 'غ/سم³' },
  'kg/m3': { en: 'kg/m3', ar: 'كغ/م³' },
  V: { en: 'V', ar: 'فولت' },
  A: { en: 'A', ar: 'أمبير' },
  ohm: { en: 'ohms', ar: 'أوم' },
  '%': { en: '%', ar: '%' },
};
/** The unit of a quotient or product of two units ("m ÷ s" is "m/s", "A × ohm" is "V"). */
function combined(left: string, op: string, right: string): string {
  if (op === '÷') {
    if (left === 'V' && right === 'ohm') return 'A';
    if (left === 'V' && right === 'A') return 'ohm';
    return left && right ? `${left}/${right}` : '';
  }
  if ((left === 'A' && right === 'ohm') || (left === 'ohm' && right === 'A')) return 'V';
  return '';
}

function canonicalUnit(token: string): string {
  return UNIT_ALIASES[token.toLowerCase()] ?? '';
}

/** Stems to compare words across forms ("سرعتها" and "السرعة" both "سرع"). */
function stems(text: string): string[] {
  return analyze(foldText(text), ['ara', 'eng']).map((t) =>
    (t.stem ?? t.light).replace(/(?<=\p{Script=Arabic}{2})ت$/u, ''),
  );
}

function parseNumber(written: string): number {
  return Number(written.replace(/,(?=\d{3}\b)/gu, '').replace(',', '.'));
}

/**
 * A question asking for a quantity computed from given values: two numbers or more and a verb of
 * calculating ("find", "calculate", "what is", "احسب", "أوجد"). Null for any other question.
 */
export function calculationQuestion(text: string): CalculationQuestion | null {
  const flat = foldText(text).replace(/\s+/gu, ' ');
  const asks = [...flat.matchAll(ASK)];
  const asked = asks.at(-1)?.[1]?.trim();
  if (!asked) return null;
  const values: GivenValue[] = [];
  const tokens = flat.split(' ');
  for (let i = 0; i < tokens.length; i++) {
    const m = new RegExp(`^(${NUMBER})([\\p{L}%³/]*)[.,;:]?$`, 'u').exec(tokens[i]!);
    if (!m) continue;
    const glued = canonicalUnit(m[2]!);
    const next = (tokens[i + 1] ?? '').replace(/[.,;:?؟]+$/u, '');
    // "200 5": OCR read the "s" of a unit as the digit it looks like.
    const unit = glued || canonicalUnit(next) || (next === '5' ? 's' : '');
    const asWritten = glued ? m[2]! : next;
    const unitWritten = unit && /\p{Script=Arabic}/u.test(asWritten) ? asWritten : unit;
    if (m[2] && !glued) continue; // "2nd", "3x": not a given value
    // Numbers before the question's first word are its label ("1.", "Q 1"), not values.
    if (!tokens.slice(0, i).some((t) => /\p{L}/u.test(t) && !/^(?:q|س|no)\.?$/u.test(t))) continue;
    if (tokens[i - 1] && /^\d/u.test(tokens[i - 1]!) && m[1] === '5' && !m[2]) continue;
    const near = stems(tokens.slice(Math.max(0, i - 3), i + 5).join(' '));
    values.push({ value: parseNumber(m[1]!), written: m[1]!, unit, unitWritten, near });
  }
  if (values.length < 2) return null;
  return { asked, values };
}

export interface FoundFormula {
  /** The formula's line as the notes write it. */
  line: string;
  /** The passage quoted: the sentence before the formula, the formula, a "where ..." after it. */
  passage: string;
  /** The worked substitution and result, when every term was matched; else null. */
  worked: string | null;
}

const FORMULA = /^\s*([^=\n]{1,40}?)\s*=\s*([^=\n]{1,80}?)\s*$/u;
const OPERATOR = /\s*([÷×*/])\s*/u;

/** "where V is the voltage in volts, I is the current in amperes": symbol -> name and unit. */
function symbolNames(text: string): Map<string, { name: string; unit: string }> {
  const names = new Map<string, { name: string; unit: string }>();
  const re = /\b(\p{Lu})\s+is\s+the\s+([\p{L} ]+?)\s+in\s+(\p{L}+)/gu;
  for (const m of text.matchAll(re)) names.set(m[1]!, { name: m[2]!, unit: canonicalUnit(m[3]!) });
  return names;
}

/** "Distance is measured in metres (m) and time in seconds (s)", "تقاس المسافة بالمتر (م)". */
function unitsOfNames(text: string): Map<string, string> {
  const units = new Map<string, string>();
  const sentences = text.split(/(?<=[.!?؟])\s+|\n/u);
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(
      /([\p{L}]+(?:\s+[\p{L}]+)?)\s+(?:is\s+measured\s+)?(?:in|ب\S*)\s*[\p{L}\s]*?\(([^)]{1,6})\)/gu,
    )) {
      const unit = canonicalUnit(m[2]!.trim());
      if (!unit) continue;
      for (const stem of stems(m[1]!)) if (!units.has(stem)) units.set(stem, unit);
    }
  }
  return units;
}

/**
 * Whether a formula's name and the asked quantity name the same thing: one's words hold the
 * other's ("speed" and "average speed"), so a shared word alone ("wave speed" for "average
 * speed") does not make a walker's speed a wave's.
 */
function sameQuantity(name: string[], asked: string[]): boolean {
  if (name.length === 0 || asked.length === 0) return false;
  return name.every((s) => asked.includes(s)) || asked.every((s) => name.includes(s));
}

function formatted(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(4)));
}

/**
 * The formula for the asked quantity in a passage: a line "quantity = terms" whose left side
 * names it (or a symbol the passage names so), with its worked result when every term on the
 * right is a given value or a number. Null when the passage holds no such formula. `context`:
 * the text its symbols and units are read from (the passage and the passages found with it).
 */
export function formulaFor(
  question: CalculationQuestion,
  passage: string,
  language: 'ar' | 'en',
  context: string = passage,
): FoundFormula | null {
  const lines = passage.split('\n');
  const asked = stems(question.asked);
  // Symbols and units may be named in the passage's neighbours (a chunk cut after the formula).
  const symbols = symbolNames(context);
  const units = unitsOfNames(context);
  for (let i = 0; i < lines.length; i++) {
    const m = FORMULA.exec(lines[i]!);
    if (!m || !OPERATOR.test(m[2]!)) continue;
    const left = m[1]!.trim();
    const leftName = symbols.get(left)?.name ?? left;
    if (!sameQuantity(stems(leftName), asked)) continue;
    return {
      line: lines[i]!.trim(),
      passage: quotedAround(lines, i),
      worked: worked(m[2]!, left, question, symbols, units, language),
    };
  }
  // The asked quantity is another term of a formula ("the current" of V = I × R): the formula
  // is quoted, not worked (no rearranging).
  for (let i = 0; i < lines.length; i++) {
    const m = FORMULA.exec(lines[i]!);
    if (!m || !OPERATOR.test(m[2]!)) continue;
    const terms = m[2]!.split(OPERATOR).filter((_, k) => k % 2 === 0);
    if (terms.some((t) => sameQuantity(stems(symbols.get(t.trim())?.name ?? t), asked)))
      return { line: lines[i]!.trim(), passage: quotedAround(lines, i), worked: null };
  }
  return null;
}

/** The formula's line with the sentence before it and a "where ..." line after it. */
function quotedAround(lines: readonly string[], i: number): string {
  const after = lines[i + 1]?.trim() ?? '';
  return [
    lines[i - 1]?.trim() ?? '',
    lines[i]!.trim(),
    /^(?:where|حيث)\b/iu.test(after) ? after : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** "speed = 600 m ÷ 200 s = 3 m/s": each term a distinct given value, else null. */
function worked(
  right: string,
  left: string,
  question: CalculationQuestion,
  symbols: Map<string, { name: string; unit: string }>,
  units: Map<string, string>,
  language: 'ar' | 'en',
): string | null {
  const parts = right.split(OPERATOR);
  const used = new Set<GivenValue>();
  const shown: string[] = [];
  let result = 0;
  let unit = '';
  let unitShown = '';
  for (let k = 0; k < parts.length; k += 2) {
    const term = parts[k]!.trim();
    const op = k === 0 ? '' : parts[k - 1]!.replace('*', '×').replace('/', '÷');
    let value: number;
    let valueUnit = '';
    let written = '';
    if (/^\d+(?:[.,]\d+)?$/u.test(term)) {
      value = parseNumber(term);
      shown.push(term);
      if (term === '100' && op === '×' && k === parts.length - 1) valueUnit = '%';
    } else {
      const named = symbols.get(term);
      const termStems = stems(named?.name ?? term);
      const termUnit = named?.unit || termStems.map((s) => units.get(s)).find(Boolean) || '';
      const candidates = question.values.filter((v) => !used.has(v));
      const match =
        (termUnit ? candidates.filter((v) => v.unit === termUnit) : []).at(0) ??
        (termStems.length > 0
          ? candidates.filter((v) => termStems.every((s) => v.near.includes(s))).at(0)
          : undefined);
      // A value written with another unit than the term's is not that term's.
      if (!match || (termUnit && match.unit && match.unit !== termUnit)) return null;
      used.add(match);
      value = match.value;
      valueUnit = match.unit;
      written = match.unitWritten;
      shown.push(written ? `${match.written} ${written}` : match.written);
    }
    if (k === 0) {
      result = value;
      unit = valueUnit;
      unitShown = written;
    } else {
      // A quotient of two written units is shown as written ("م/ث"); others by their name.
      unitShown = op === '÷' && unitShown && written ? `${unitShown}/${written}` : '';
      if (op === '÷') {
        if (value === 0) return null;
        result /= value;
      } else if (op === '×') result *= value;
      else return null;
      unit = valueUnit === '%' ? '%' : combined(unit, op, valueUnit);
    }
  }
  // Every given value is used: a value left over means the formula is not this question's.
  if (used.size !== question.values.length) return null;
  const ops = right
    .match(new RegExp(OPERATOR.source, 'gu'))!
    .map((o) => ` ${o.trim().replace('*', '×').replace('/', '÷')} `);
  const substitution = shown.map((s, k) => (k === 0 ? s : `${ops[k - 1]}${s}`)).join('');
  const unitText =
    unit === '%' ? '%' : unitShown || (unit ? (UNIT_SHOWN[unit]?.[language] ?? unit) : '');
  const resultText =
    unitText === '%'
      ? `${formatted(result)}%`
      : `${formatted(result)}${unitText ? ` ${unitText}` : ''}`;
  return `${left} = ${substitution} = ${resultText}`;
}
