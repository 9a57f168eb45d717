// Superscripts and subscripts ("|β|²", "CO₂", "m/s²", "10⁻³") are drawn in a smaller font with
// their baseline raised or lowered, often by more than the same-line tolerance of the line
// grouping, which then made them a line of their own ("|β|" then "2"). A small glyph that sits
// inside the box of a bigger glyph's line, right beside that glyph, belongs to it; small text on
// a line of its own (footnotes, captions) starts far from the end of any glyph above it.

/** Position of drawn text in page space (points, y up; y is the baseline, size the font size). */
export interface BaselineBox {
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Scripts are set at about 0.6-0.7 of their base's size; body text next to a heading is larger. */
export const MAX_SCRIPT_SIZE_RATIO = 0.8;
/** How far (in the script's own size) a script may start from its base's edge: no word space. */
const MAX_SCRIPT_GAP_SIZES = 0.3;

/**
 * Whether `small` is a superscript or subscript of `base`: clearly smaller, vertically inside
 * the base's line box (baseline to one font size above it), and touching it on the left or the
 * right (a script follows its base; in a right-to-left run it is drawn on the base's left).
 */
export function isScriptOf(small: BaselineBox, base: BaselineBox): boolean {
  if (!(small.size > 0 && base.size > 0)) return false;
  if (small.size > MAX_SCRIPT_SIZE_RATIO * base.size) return false;
  const overlaps = small.y < base.y + base.size && small.y + small.size > base.y;
  if (!overlaps) return false;
  const reach = MAX_SCRIPT_GAP_SIZES * small.size;
  const after = small.x - (base.x + base.width);
  const before = base.x - (small.x + small.width);
  return (after >= -reach && after <= reach) || (before >= -reach && before <= reach);
}

/**
 * Whether `next` carries on a script drawn in pieces ("3" "/" "2" of a raised "3/2"): on the
 * script's baseline, no bigger than it, and starting where it ends.
 */
export function continuesScript(next: BaselineBox, script: BaselineBox): boolean {
  if (!(next.size > 0) || next.size > script.size / MAX_SCRIPT_SIZE_RATIO) return false;
  if (Math.abs(next.y - script.y) > 0.5 * Math.min(next.size, script.size)) return false;
  const gap = next.x - (script.x + script.width);
  const reach = MAX_SCRIPT_GAP_SIZES * script.size;
  return gap >= -reach && gap <= reach;
}
