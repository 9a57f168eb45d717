// The adapter for bidi-js (an implementation of the Unicode Bidirectional Algorithm, UAX #9):
// the only file that loads it. Used to put a line read from a PDF in visual order (left to right
// on the page) back into logical order: the algorithm's reordering, applied to the visual
// sequence, gives the logical one for the lines documents hold (runs of one direction with
// numbers, brackets and islands of the other), and paired brackets drawn mirrored in a
// right-to-left run are turned back.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Right-to-left letters and Arabic digits (bidi types R, AL, AN). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
/** Digits of any script (numbers keep their order inside right-to-left text) and left-to-right letters. */
const LEFT_TO_RIGHT = /\p{Nd}|\p{L}(?<![\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF])/u;

/**
 * A unit symbol written in Latin letters ("km", "kg", "N", "m/s", "°C"), drawn on the left of a
 * number in a right-to-left line. Read back from the page, the algorithm sees the unit first and
 * takes the number for part of its left-to-right run ("نحو km 143000"), though a line typed
 * "نحو 143000 km" is drawn exactly so: a number set after right-to-left text stays a run of its
 * own. A measurement is written number first, so such a pair is read that way.
 */
const UNIT_BEFORE_NUMBER =
  /(?<![\p{L}\p{Nd}])((?:[kcmµn]?(?:m|g|s|l|L|N|J|W|V|A|Pa|Hz|mol)|K|°[CF]|m\/s²?|km\/h)\s+)(\d[\d.,]*)(?![\p{L}\p{Nd}])/gu;

/** `text` with a number after a unit symbol in Arabic-Indic digits: a run apart from the unit. */
function numbersApartFromUnits(text: string): string {
  return text.replace(
    UNIT_BEFORE_NUMBER,
    (_, unit: string, number: string) =>
      unit + number.replace(/\d/gu, (d) => String.fromCharCode(0x0660 + Number(d))),
  );
}

/** Units in logical order, each with whether it sits at a right-to-left level. */
export interface LogicalUnits {
  units: string[];
  rightToLeft: boolean[];
}

/**
 * Logical order of units drawn left to right. A unit is one glyph's text: a ligature glyph ("لا")
 * or a letter with its combining marks stays whole and is never split by the reordering.
 */
export function reorderVisualUnits(
  units: readonly string[],
  direction: 'rtl' | 'ltr',
): LogicalUnits {
  const text = units.join('');
  // One direction only (most lines): every unit sits at the paragraph's level.
  if (direction === 'rtl' && !LEFT_TO_RIGHT.test(text))
    return { units: [...units].reverse(), rightToLeft: units.map(() => true) };
  if (direction === 'ltr' && !RIGHT_TO_LEFT.test(text))
    return { units: [...units], rightToLeft: units.map(() => false) };
  const { levels } = bidi.getEmbeddingLevels(
    direction === 'rtl' ? numbersApartFromUnits(text) : text,
    direction,
  );
  const unitLevels: number[] = [];
  let offset = 0;
  for (const unit of units) {
    unitLevels.push(levels[offset] ?? 0);
    offset += unit.length;
  }
  const order = units.map((_, i) => i);
  const highest = Math.max(...unitLevels);
  const lowestOdd = Math.min(...unitLevels.filter((l) => l % 2 === 1), highest + 1);
  // UAX #9 L2: from the highest level down to the lowest odd one, reverse every run at that level or higher.
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length;) {
      if (unitLevels[order[i]!]! < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && unitLevels[order[end]!]! >= level) end++;
      const run = order.slice(i, end).reverse();
      order.splice(i, run.length, ...run);
      i = end;
    }
  }
  return {
    units: order.map((i) => units[i]!),
    rightToLeft: order.map((i) => unitLevels[i]! % 2 === 1),
  };
}

/**
 * The text of reordered units. `mirror`: the units name the shapes drawn (a right-to-left "("
 * is drawn as ")"), as most engines map them; false when they already name the logical character.
 */
export function logicalText({ units, rightToLeft }: LogicalUnits, mirror: boolean): string {
  if (!mirror) return units.join('');
  return units
    .map((unit, i) =>
      rightToLeft[i] && unit.length === 1 ? (bidi.getMirroredCharacter(unit) ?? unit) : unit,
    )
    .join('');
}
