// Photo preparation as OCR pipelines do it, tried for chat photos (docs/decisions/048) and kept
// here, out of the server, because it did not read our rendered photos better: gray, paper made
// white and ink black (a linear stretch), and small text scaled up to a target letter height
// (text-height.ts) within the pixel limit. `steps` switch each part on for the photo OCR
// benchmark (../photo-ocr.ts); none of them is the server's own reading (image-transcode.ts).
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { OCR_MAX_PIXELS } from '../../src/modules/chats/image-transcode.js';
import { histogram } from '../../src/ingestion/stages/scan-pixels.js';
import { textHeight, type GrayImage } from './text-height.js';

/** Letter height (text-height.ts: about 0.7 of the font size) scaled to by default. */
const TARGET_TEXT_PX = 20;
/** Text a little smaller than the target reads as well: scaling it up only costs time. */
const MIN_USEFUL_UPSCALE = 1.25;
const MAX_UPSCALE = 4;
/** Text size is measured on at most this many pixels (a copy scaled down). */
const MEASURE_PIXELS = 3_000_000;

export interface OcrPhotoSteps {
  /** Letter height to scale small text up to (default TARGET_TEXT_PX). */
  targetTextPx?: number;
  /** Gray, with the paper's level made white and the ink's black. */
  contrast?: boolean;
  /** Small text scaled up to TARGET_TEXT_PX (within the pixel limit). */
  upscale?: boolean;
}

export interface OcrPhoto {
  png: Buffer;
  /** How much the photo was scaled up for its text (1: not). */
  upscale: number;
}

function drawn(image: Image, width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent images: text on white, as Tesseract expects, not on black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return { canvas, context };
}

function toGray(rgba: Uint8ClampedArray, width: number, height: number): GrayImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i++, j += 4)
    pixels[i] = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
  return { width, height, pixels };
}

/** The value below which `share` of the pixels lie. */
function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= total * share) return v;
  }
  return 255;
}

/**
 * Paper to white, ink to black, linearly (the letters' soft edges stay soft: a hard threshold
 * here read worse, docs/decisions/037). Paper is the median: text covers far less than half a
 * page. Ink is the darkest half percent. A photo with no contrast at all is left as it is.
 */
function stretchLevels(gray: GrayImage): void {
  const counts = histogram(gray);
  const ink = percentile(counts, gray.pixels.length, 0.005);
  const paper = percentile(counts, gray.pixels.length, 0.5);
  if (paper - ink < 24) return;
  const map = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    map[v] = Math.max(0, Math.min(255, Math.round(((v - ink) * 255) / (paper - ink))));
  const { pixels } = gray;
  for (let i = 0; i < pixels.length; i++) pixels[i] = map[pixels[i]!]!;
}

/** A copy of at most `maxPixels` for measuring, and the factor it was scaled by. */
function forMeasuring(gray: GrayImage, maxPixels: number): { image: GrayImage; factor: number } {
  const step = Math.ceil(Math.sqrt((gray.width * gray.height) / maxPixels));
  if (step <= 1) return { image: gray, factor: 1 };
  const width = Math.floor(gray.width / step);
  const height = Math.floor(gray.height / step);
  const pixels = new Uint8Array(width * height);
  // The darkest pixel of each block: thin strokes survive the reduction.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let darkest = 255;
      for (let dy = 0; dy < step; dy++) {
        const row = (y * step + dy) * gray.width + x * step;
        for (let dx = 0; dx < step; dx++) darkest = Math.min(darkest, gray.pixels[row + dx]!);
      }
      pixels[y * width + x] = darkest;
    }
  return { image: { width, height, pixels }, factor: 1 / step };
}

/** How much to scale the photo up so its letters reach TARGET_TEXT_PX (1: leave it). */
function upscaleFor(gray: GrayImage, maxPixels: number, target: number): number {
  const room = Math.min(MAX_UPSCALE, Math.sqrt(maxPixels / (gray.width * gray.height)));
  if (room < MIN_USEFUL_UPSCALE) return 1;
  const { image, factor } = forMeasuring(gray, MEASURE_PIXELS);
  const letters = textHeight(image);
  if (letters === null) return 1;
  const wanted = target / (letters / factor);
  return wanted < MIN_USEFUL_UPSCALE ? 1 : Math.min(room, wanted);
}

/** The photo prepared by `steps` (none: decoded and fitted as the server does), within `maxPixels`. */
export async function toOcrPhoto(
  bytes: Uint8Array,
  maxPixels = OCR_MAX_PIXELS,
  steps: OcrPhotoSteps = {},
): Promise<OcrPhoto> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const fit = Math.min(1, Math.sqrt(maxPixels / (image.width * image.height)));
  const width = Math.max(1, Math.round(image.width * fit));
  const height = Math.max(1, Math.round(image.height * fit));
  const { canvas, context } = drawn(image, width, height);
  if (!steps.contrast && !steps.upscale) return { png: await canvas.encode('png'), upscale: 1 };

  const data = context.getImageData(0, 0, width, height);
  const gray = toGray(data.data, width, height);
  if (steps.contrast) stretchLevels(gray);
  const upscale = steps.upscale
    ? upscaleFor(gray, maxPixels, steps.targetTextPx ?? TARGET_TEXT_PX)
    : 1;
  for (let i = 0, j = 0; i < gray.pixels.length; i++, j += 4) {
    const v = gray.pixels[i]!;
    data.data[j] = v;
    data.data[j + 1] = v;
    data.data[j + 2] = v;
    data.data[j + 3] = 255;
  }
  context.putImageData(data, 0, 0);
  if (upscale === 1) return { png: await canvas.encode('png'), upscale };
  const larger = createCanvas(Math.round(width * upscale), Math.round(height * upscale));
  const largerContext = larger.getContext('2d');
  largerContext.imageSmoothingQuality = 'high';
  largerContext.drawImage(canvas, 0, 0, larger.width, larger.height);
  return { png: await larger.encode('png'), upscale };
}
