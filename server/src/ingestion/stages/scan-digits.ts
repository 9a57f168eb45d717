// Arabic-Indic numbers read from a scanned word's pixels (docs/decisions/095). Tesseract's Arabic
// model reads them badly: "١٠٠" comes out reversed as "٠٠١", "١٩٥٢" as "1907", "٦٦٥٠" as
// "+110". Printed Arabic-Indic digits are easy shapes, though: each is one connected blob of ink
// (the zero a small dot), they do not touch, and a number is written left to right. So the ink
// in the word's box is parted into blobs, each blob is matched against digit shapes drawn from
// several fonts (scan-digit-shapes.json, made by bench/scan-digit-shapes.ts), and the digits are
// written in the order they stand, most significant first. A word whose every blob is not
// clearly a digit (or a zero, a decimal or thousands mark, a percent sign) is not a number: the
// caller keeps Tesseract's reading. Runs in the file's job child with the OCR.
import shapes from './scan-digit-shapes.json' with { type: 'json' };
import type { GreyImage } from './scan-pixels.js';

/** Cells across and down of a blob's shape (its box stretched to a square). */
export const GRID = 8;

/** A blob of touching dark pixels: its box and its pixels (1 dark) in that box. */
export interface Blob {
  left: number;
  top: number;
  right: number;
  bottom: number;
  area: number;
  mask: Uint8Array;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The blobs of dark pixels (8-connected) of a box of the page, left to right. */
export function blobsIn(page: GreyImage, box: Box, threshold: number): Blob[] {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(page.width, Math.ceil(box.right));
  const bottom = Math.min(page.height, Math.ceil(box.bottom));
  const w = right - left;
  const h = bottom - top;
  if (w <= 0 || h <= 0) return [];
  const label = new Int32Array(w * h);
  const dark = (x: number, y: number) =>
    page.pixels[(top + y) * page.width + left + x]! <= threshold;
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (label[start] !== 0 || !dark(start % w, Math.floor(start / w))) continue;
    const id = blobs.length + 1;
    const members: number[] = [];
    label[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      members.push(at);
      const x = at % w;
      const y = (at - x) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const next = ny * w + nx;
          if (label[next] === 0 && dark(nx, ny)) {
            label[next] = id;
            stack.push(next);
          }
        }
    }
    let [minX, minY, maxX, maxY] = [w, h, -1, -1];
    for (const at of members) {
      const x = at % w;
      const y = (at - x) / w;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const bw = maxX - minX + 1;
    const mask = new Uint8Array(bw * (maxY - minY + 1));
    for (const at of members) {
      const x = at % w;
      const y = (at - x) / w;
      mask[(y - minY) * bw + x - minX] = 1;
    }
    blobs.push({
      left: left + minX,
      top: top + minY,
      right: left + maxX + 1,
      bottom: top + maxY + 1,
      area: members.length,
      mask,
    });
  }
  return blobs.sort((a, b) => a.left - b.left);
}

/** Points sampled across and down each cell: a blob narrower than GRID pixels still fills its cells. */
const SAMPLES = 4;

/** A blob's shape: the share of dark points in each cell of its box cut GRID x GRID. */
export function shapeOf(blob: Blob): number[] {
  const w = blob.right - blob.left;
  const h = blob.bottom - blob.top;
  const cells = new Array<number>(GRID * GRID).fill(0);
  const steps = GRID * SAMPLES;
  for (let sy = 0; sy < steps; sy++) {
    const y = Math.floor(((sy + 0.5) / steps) * h);
    for (let sx = 0; sx < steps; sx++) {
      const x = Math.floor(((sx + 0.5) / steps) * w);
      const cell = Math.floor(sy / SAMPLES) * GRID + Math.floor(sx / SAMPLES);
      cells[cell]! += blob.mask[y * w + x]!;
    }
  }
  return cells.map((c) => c / (SAMPLES * SAMPLES));
}

export interface Shape {
  digit: string;
  aspect: number;
  cells: number[];
}

export type DigitShapes = readonly Shape[];
export const DIGIT_SHAPES: DigitShapes = (shapes as { shapes: Shape[] }).shapes;

/** How far two shapes are: mean squared cell difference, plus their widths-to-heights apart. */
function distance(cells: number[], aspect: number, shape: Shape): number {
  let sum = 0;
  for (let i = 0; i < cells.length; i++) sum += (cells[i]! - shape.cells[i]!) ** 2;
  return sum / cells.length + ASPECT_WEIGHT * Math.log(aspect / shape.aspect) ** 2;
}
const ASPECT_WEIGHT = 0.05;

/** A blob is taken for a digit when its nearest shape is this close... */
const NEAR_ENOUGH = 0.06;
/** ...and the nearest shape of any other digit is this many times farther. */
const CLEAR_MARGIN = 1.3;
/**
 * A blob a little farther than NEAR_ENOUGH is still taken when no other digit comes anywhere near
 * (ALONE_MARGIN times farther). At 150-200 dpi a thin slanted stroke (Noto Sans' "١", two pixels
 * wide in a box of four) shifts half of its cells with a pixel of slant, yet no other digit is a
 * lone stroke.
 */
const NEAR_IF_ALONE = 0.09;
const ALONE_MARGIN = 3;

/** The digit a full-height blob is, or undefined when no digit shape is clearly nearest. */
export function digitOf(blob: Blob, shapes: DigitShapes = DIGIT_SHAPES): string | undefined {
  const cells = shapeOf(blob);
  const aspect = (blob.right - blob.left) / (blob.bottom - blob.top);
  const best = new Map<string, number>();
  for (const shape of shapes) {
    const d = distance(cells, aspect, shape);
    if (d < (best.get(shape.digit) ?? Infinity)) best.set(shape.digit, d);
  }
  const ranked = [...best.entries()].sort((a, b) => a[1] - b[1]);
  const [first, second] = ranked;
  if (!first) return undefined;
  const margin = second ? second[1] / first[1] : Infinity;
  if (first[1] > NEAR_ENOUGH && !(first[1] <= NEAR_IF_ALONE && margin >= ALONE_MARGIN))
    return undefined;
  if (margin < CLEAR_MARGIN) return undefined;
  return first[0];
}

/** Blobs this small against the word's tallest are specks, not ink of a digit. */
const SPECK_OF_HEIGHT = 0.12;
/** A blob under this share of the tallest one's height is a zero or a mark, not a digit. */
const SMALL_OF_HEIGHT = 0.5;

/** Blobs standing over each other (sharing this much of the narrower one's width) make one sign. */
const SAME_SIGN = 0.5;

interface Sign {
  blobs: Blob[];
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The blobs grouped into signs: a percent sign's stroke and its two dots, a mark broken in two. */
function signsOf(blobs: readonly Blob[]): Sign[] {
  const signs: Sign[] = [];
  for (const blob of blobs) {
    const last = signs.at(-1);
    const shared = last ? Math.min(last.right, blob.right) - Math.max(last.left, blob.left) : 0;
    const narrower = last ? Math.min(last.right - last.left, blob.right - blob.left) : 0;
    if (last && shared >= narrower * SAME_SIGN) {
      last.blobs.push(blob);
      last.left = Math.min(last.left, blob.left);
      last.right = Math.max(last.right, blob.right);
      last.top = Math.min(last.top, blob.top);
      last.bottom = Math.max(last.bottom, blob.bottom);
    } else signs.push({ blobs: [blob], ...blob });
  }
  return signs;
}

/**
 * The number a word's box holds, in logical order (most significant digit first), or undefined
 * when its ink is not only digits and number marks. Digits are the signs of one blob of near full
 * height that match a digit's shape; they give the band the number stands in. Among the other
 * signs, a small one in the middle of the band is the Arabic-Indic zero, one in the lower half
 * that reaches the foot of the band (the Arabic decimal mark hangs below it) the decimal mark, and
 * a stroke with a dot above and a dot below the percent sign.
 */
export function readNumber(
  page: GreyImage,
  box: Box,
  threshold: number,
  shapes: DigitShapes = DIGIT_SHAPES,
  pad = 0,
): string | undefined {
  // Blobs are looked for in the box grown by `pad`, and kept when mostly inside it across and
  // centred inside it down (not a neighbouring line's descender).
  const grown = {
    left: box.left - pad,
    top: box.top - pad,
    right: box.right + pad,
    bottom: box.bottom + pad,
  };
  const blobs = blobsIn(page, grown, threshold).filter(
    (b) =>
      Math.min(b.right, box.right) - Math.max(b.left, box.left) >= (b.right - b.left) / 2 &&
      (b.top + b.bottom) / 2 >= box.top &&
      (b.top + b.bottom) / 2 <= box.bottom,
  );
  const tallest = Math.max(0, ...blobs.map((b) => b.bottom - b.top));
  if (tallest < 6) return undefined;
  const signs = signsOf(
    blobs.filter((b) => Math.max(b.bottom - b.top, b.right - b.left) > tallest * SPECK_OF_HEIGHT),
  );
  const digits = new Map<Sign, string>();
  for (const sign of signs) {
    if (sign.blobs.length > 1 || sign.bottom - sign.top < tallest * SMALL_OF_HEIGHT) continue;
    const digit = digitOf(sign.blobs[0]!, shapes);
    if (digit) digits.set(sign, digit);
  }
  if (digits.size === 0) return undefined;
  const bandTop = Math.min(...[...digits.keys()].map((b) => b.top));
  const band = Math.max(...[...digits.keys()].map((b) => b.bottom)) - bandTop;
  const at = (blob: { top: number; bottom: number }) => ({
    top: (blob.top - bandTop) / band,
    bottom: (blob.bottom - bandTop) / band,
    middle: (blob.top + blob.bottom) / 2 / band - bandTop / band,
  });
  let text = '';
  for (const sign of signs) {
    const digit = digits.get(sign);
    if (digit) {
      text += digit;
      continue;
    }
    const { top, bottom, middle } = at(sign);
    if (bottom - top < SMALL_OF_HEIGHT && middle > 0.3 && middle < 0.75) text += '٠';
    else if (top > 0.45 && bottom > 0.85 && bottom < 1.5) text += '٫';
    else if (isPercent(sign, at)) text += '٪';
    else return undefined;
  }
  return wellFormed(text);
}

/**
 * Lighter thresholds a word is read at when the page's own reads no number in it, as shares of
 * the way from that threshold to the paper around the word. At 150-200 dpi a digit's strokes are
 * two or three pixels wide and their edges grey: the page's threshold (set between ink and
 * paper over the whole page) breaks a "٢"'s stem or a "٥"'s side, and the broken blob matches no
 * digit clearly. Read lighter, the strokes are whole again.
 */
const LIGHTER = [0.25, 0.5];

/**
 * `readNumber` at the page's threshold, or, when that reads nothing, at the lighter thresholds,
 * taken only when every one of them reads the same number: a reading that changes with the
 * threshold is ink the reader is unsure of, and no number is better than a wrong one.
 */
export function readNumberAtLevels(
  page: GreyImage,
  box: Box,
  threshold: number,
  shapes: DigitShapes = DIGIT_SHAPES,
  pad = 0,
): string | undefined {
  const atPage = readNumber(page, box, threshold, shapes, pad);
  if (atPage !== undefined) return atPage;
  const paper = paperAround(page, box, threshold);
  if (paper <= threshold) return undefined;
  const readings = LIGHTER.map((share) =>
    readNumber(page, box, Math.round(threshold + (paper - threshold) * share), shapes, pad),
  );
  return readings.every((r) => r !== undefined && r === readings[0]) ? readings[0] : undefined;
}

/** The paper's grey around a box: the median of its pixels lighter than the threshold. */
function paperAround(page: GreyImage, box: Box, threshold: number): number {
  const counts = new Array<number>(256).fill(0);
  let total = 0;
  const [top, bottom] = [
    Math.max(0, Math.floor(box.top)),
    Math.min(page.height, Math.ceil(box.bottom)),
  ];
  const [left, right] = [
    Math.max(0, Math.floor(box.left)),
    Math.min(page.width, Math.ceil(box.right)),
  ];
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++) {
      const v = page.pixels[y * page.width + x]!;
      if (v > threshold) {
        counts[v]!++;
        total++;
      }
    }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (seen * 2 >= total && total > 0) return v;
  }
  return threshold;
}

/** A stroke across the band with a small blob in its upper part and one in its lower part. */
function isPercent(
  sign: Sign,
  at: (blob: Blob) => { top: number; bottom: number; middle: number },
): boolean {
  if (sign.blobs.length !== 3) return false;
  const [stroke, ...dots] = [...sign.blobs].sort((a, b) => b.bottom - b.top - (a.bottom - a.top));
  const { top, bottom } = at(stroke!);
  if (bottom - top < 0.6) return false;
  const middles = dots.map((d) => at(d).middle).sort((a, b) => a - b);
  return middles[0]! < 0.4 && middles[1]! > 0.6;
}

/**
 * The number as read, when it is one: digits of one script (an Arabic-Indic zero among European
 * digits is a European one's dot misplaced: not a number read well), at most one decimal mark,
 * inside. European digits keep a full stop as their decimal mark.
 */
function wellFormed(text: string): string | undefined {
  const european = /[0-9]/u.test(text);
  if (european && /[٠-٩]/u.test(text)) return undefined;
  const number = european ? text.replace('٫', '.') : text;
  // In an Arabic line the percent sign stands left of the number (it follows it in reading order)
  // after Arabic-Indic digits, right of it after European ones.
  const percent = /^٪|٪$/u.test(number);
  const bare = number.replace(/^٪|٪$/u, '');
  if (!/^[0-9٠-٩]+([.٫][0-9٠-٩]+)?$/u.test(bare)) return undefined;
  return bare + (percent ? (european ? '%' : '٪') : '');
}
