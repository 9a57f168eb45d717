// A scanned page made easier to read before OCR (docs/decisions/085). Tesseract reads lines along
// the image's rows: a page turned by a degree or more loses the first words of lines and whole
// short lines, so the page is turned back by its measured tilt. A speckled copy (grain and holes
// in the strokes) is smoothed with a 3 x 3 median. A clean, straight page is passed on as it came:
// resampling it costs accuracy (Arabic dots) for nothing. Runs with the OCR, in the file's job child.
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import {
  estimateSkew,
  greyFromRgba,
  histogram,
  median3,
  otsuThreshold,
  rgbaFromGrey,
  speckShare,
  type GreyImage,
} from './scan-pixels.js';
import {
  blockBackgrounds,
  filledShare,
  inkOnWhite,
  MIN_FILLED_SHARE,
} from './scan-filled-boxes.js';

/**
 * Tilts under a degree are left: Tesseract reads them, and turning the page resamples it (its
 * Arabic dots blur): a 0.4 degree page read .998 -> .978 of its characters, a 0.9 degree one
 * .977 -> .959 (a short heading lost); from a degree on it pays (1 degree .701 -> .822, 2.5
 * degrees .959 -> .988).
 */
export const MIN_SKEW_DEGREES = 1;
/** A page whose dark pixels a median turns light at this share or more is speckled (clean print: under 0.1). */
export const SPECKLED_SHARE = 0.15;

export interface ScanPreparation {
  image: Uint8Array;
  /** The tilt turned back, in degrees (0: none). */
  deskewed: number;
  despeckled: boolean;
  /** Printed in filled boxes, redrawn as dark ink on white (scan-filled-boxes.ts). */
  boxed: boolean;
}

function canvasOf(image: GreyImage): Canvas {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const data = context.createImageData(image.width, image.height);
  data.data.set(rgbaFromGrey(image));
  context.putImageData(data, 0, 0);
  return canvas;
}

/** The page turned by `degrees` about its centre, corners filled with its paper colour. */
function rotated(image: GreyImage, degrees: number, paper: number): GreyImage {
  const source = canvasOf(image);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${paper},${paper},${paper})`;
  context.fillRect(0, 0, image.width, image.height);
  context.translate(image.width / 2, image.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-image.width / 2, -image.height / 2);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  return greyFromRgba(pixels, image.width, image.height);
}

/** The brightest common grey: the paper. */
function paperLevel(counts: Uint32Array): number {
  let best = 255;
  for (let v = 128; v < 256; v++) if (counts[v]! > counts[best]!) best = v;
  return best;
}

/** An image file (PNG or JPEG bytes) as grey levels. */
export async function greyImageOf(bytes: Uint8Array): Promise<GreyImage> {
  const decoded = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const drawn = createCanvas(decoded.width, decoded.height);
  const context = drawn.getContext('2d');
  context.drawImage(decoded, 0, 0);
  const rgba = context.getImageData(0, 0, decoded.width, decoded.height).data;
  return greyFromRgba(rgba, decoded.width, decoded.height);
}

export async function prepareScanImage(bytes: Uint8Array): Promise<ScanPreparation> {
  let page = await greyImageOf(bytes);
  const counts = histogram(page);
  const threshold = otsuThreshold(counts);
  const skew = estimateSkew(page, threshold);
  const deskewed = Math.abs(skew) >= MIN_SKEW_DEGREES ? skew : 0;
  if (deskewed !== 0) page = rotated(page, -deskewed, paperLevel(counts));
  const smoothed = median3(page);
  const despeckled = speckShare(page, smoothed, threshold) >= SPECKLED_SHARE;
  if (despeckled) page = smoothed;
  const backgrounds = blockBackgrounds(page);
  const boxed = filledShare(backgrounds) >= MIN_FILLED_SHARE;
  if (boxed) page = inkOnWhite(page, backgrounds);
  if (deskewed === 0 && !despeckled && !boxed) return { image: bytes, deskewed, despeckled, boxed };
  const image = new Uint8Array(await canvasOf(page).encode('png'));
  return { image, deskewed, despeckled, boxed };
}
