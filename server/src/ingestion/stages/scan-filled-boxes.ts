// Text printed in coloured boxes (posters, infographics, slides printed to PDF) made dark on white
// before OCR (docs/decisions/116). Tesseract binarizes a page with one threshold: white text on a
// light grey box falls on the paper's side of it and vanishes (a sentence with its year lost
// whole), white text on a dark box reads as holes in a black slab. Here each small block's own
// background is its commonest grey; a pixel is ink by how far it stands from every background
// around it, lighter or darker, so all text comes out dark on white. A page printed on plain
// paper is passed on as it came.
import type { GreyImage } from './scan-pixels.js';

/** Grey levels are binned this wide to find a block's commonest one (JPEG noise spreads a fill). */
const BIN = 8;
/** Differences from the background under this are noise; over this plus RAMP, full ink. */
const NOISE = 14;
const RAMP = 36;
/** Blocks whose background is this much darker than the paper are filled (a box, a band). */
const FILLED_BELOW_PAPER = 28;
/**
 * A page is treated when this share of its blocks is filled: a scan on white paper with a photo
 * or a shaded table header stays as it is.
 */
export const MIN_FILLED_SHARE = 0.08;

/** The share of a block its commonest grey must cover to be the block's background. */
const MIN_BACKGROUND_SHARE = 0.5;
const UNKNOWN = 0;

export interface Backgrounds {
  block: number;
  cols: number;
  rows: number;
  /** The commonest grey of each block (row by row), the middle of its bin. */
  levels: Uint8Array;
}

/** Blocks about a third of a text line high at 150 dpi, growing with the raster. */
export function blockSize(image: GreyImage): number {
  return Math.max(8, Math.round(Math.max(image.width, image.height) / 140));
}

export function blockBackgrounds(image: GreyImage, block = blockSize(image)): Backgrounds {
  const cols = Math.ceil(image.width / block);
  const rows = Math.ceil(image.height / block);
  // 0 marks a block with no background of its own (bins are centred, so no level is 0).
  const levels = new Uint8Array(cols * rows);
  const counts = new Uint32Array(256 / BIN);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < cols; bx++) {
      counts.fill(0);
      const yEnd = Math.min(image.height, (by + 1) * block);
      const xEnd = Math.min(image.width, (bx + 1) * block);
      for (let y = by * block; y < yEnd; y++)
        for (let x = bx * block, p = y * image.width + x; x < xEnd; x++, p++)
          counts[image.pixels[p]! >> 3]!++;
      let best = 0;
      for (let b = 1; b < counts.length; b++) if (counts[b]! > counts[best]!) best = b;
      const size = (yEnd - by * block) * (xEnd - bx * block);
      // A block mostly of one grey has it as background; one inside dense or bold print may have
      // the ink's grey as its commonest and gives no background of its own (UNKNOWN).
      levels[by * cols + bx] =
        counts[best]! >= size * MIN_BACKGROUND_SHARE ? best * BIN + BIN / 2 : UNKNOWN;
    }
  return { block, cols, rows, levels };
}

/** The paper: the brightest background common to many blocks. */
function paperLevel(backgrounds: Backgrounds): number {
  const counts = new Uint32Array(256);
  for (const level of backgrounds.levels) if (level !== UNKNOWN) counts[level]!++;
  let best = 255;
  for (let v = 255; v >= 0; v--) if (counts[v]! > counts[best]!) best = v;
  return best;
}

/** Whether the page has coloured boxes or bands to read through (the share of filled blocks). */
export function filledShare(backgrounds: Backgrounds): number {
  const paper = paperLevel(backgrounds);
  let filled = 0;
  for (const level of backgrounds.levels)
    if (level !== UNKNOWN && level < paper - FILLED_BELOW_PAPER) filled++;
  return filled / backgrounds.levels.length;
}

/**
 * The page as dark ink on white: each pixel by its distance from the nearest of the backgrounds
 * around it (so the other side of a box's edge is background, not ink).
 */
export function inkOnWhite(image: GreyImage, backgrounds: Backgrounds): GreyImage {
  const { width, height } = image;
  const { block, cols, rows } = backgrounds;
  const out = new Uint8Array(width * height);
  const half = block / 2;
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < cols; bx++) {
      // A pixel's backgrounds: its block's and those of the three blocks on its quarter's side
      // (so a box's edge within half a block is background, and text further in is not lost to
      // the paper beyond the box); a block with none looks further out.
      const quarters = [0, 1, 2, 3].map((q) =>
        backgroundsNear(backgrounds, bx, by, q & 1 ? 1 : -1, q & 2 ? 1 : -1),
      );
      const yEnd = Math.min(height, (by + 1) * block);
      const xEnd = Math.min(width, (bx + 1) * block);
      for (let y = by * block; y < yEnd; y++)
        for (let x = bx * block, p = y * width + x; x < xEnd; x++, p++) {
          const candidates =
            quarters[(x - bx * block >= half ? 1 : 0) + (y - by * block >= half ? 2 : 0)]!;
          const v = image.pixels[p]!;
          let nearest = candidates[0]!;
          for (const c of candidates) if (Math.abs(v - c) < Math.abs(v - nearest)) nearest = c;
          // Between two backgrounds is where one fades into the other (a box's rounded,
          // smoothed edge), not ink.
          const between = candidates.some((c) => c < v) && candidates.some((c) => c > v);
          const distance = between ? 0 : Math.abs(v - nearest);
          const ink = Math.min(1, Math.max(0, (distance - NOISE) / RAMP));
          out[p] = Math.round(255 * (1 - ink));
        }
    }
  return { width, height, pixels: out };
}

/** How many blocks away a block with no background looks for one (dense print, a photo). */
const MAX_REACH = 3;

/** The backgrounds of block (bx, by) and its neighbours toward (sx, sy), or the nearest known ones. */
function backgroundsNear(
  { cols, rows, levels }: Backgrounds,
  bx: number,
  by: number,
  sx: number,
  sy: number,
): number[] {
  const found: number[] = [];
  const add = (cx: number, cy: number) => {
    if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) return;
    const level = levels[cy * cols + cx]!;
    if (level !== UNKNOWN && !found.includes(level)) found.push(level);
  };
  add(bx, by);
  add(bx + sx, by);
  add(bx, by + sy);
  add(bx + sx, by + sy);
  for (let reach = 1; found.length === 0 && reach <= MAX_REACH; reach++)
    for (let dy = -reach; dy <= reach; dy++)
      for (let dx = -reach; dx <= reach; dx++) add(bx + dx, by + dy);
  if (found.length === 0) found.push(255);
  return found;
}
