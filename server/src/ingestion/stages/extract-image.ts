// PNG / JPEG -> OCR text. The size is checked from the header first: a pixel flood is refused
// before any decoding (Tesseract would otherwise allocate width x height x 4 bytes).
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { IngestionError, INGESTION_MESSAGES } from '../ingestion-error.js';
import type { IngestionLimits } from '../ingestion-limits.js';
import type { IngestContext, PageText } from '../ingestion-types.js';
import { readImageSize, type ImageSize } from './image-header.js';
import type { OcrEngine } from './ocr.js';
import { spellOcrPagesAsDocument } from '../clean/ocr-dot-spelling.js';
import { prepareScanImage } from './scan-image-prep.js';
import { firstReading, finishReading } from './scan-reading.js';
import { cleanOcrText } from './text-quality.js';

/**
 * Screenshots and small photos carry text a few pixels high, which Tesseract misreads (small
 * Arabic especially); drawn at twice the size it reads them reliably, at little extra cost.
 */
const UPSCALE_BELOW_LONG_SIDE = 1600;

export interface ImageDeps {
  ocr: OcrEngine;
  limits: IngestionLimits;
}

export function assertImageWithinLimits(
  kind: 'png' | 'jpeg',
  bytes: Uint8Array,
  limits: IngestionLimits,
): ImageSize {
  const size = readImageSize(kind, bytes);
  if (!size || size.width === 0 || size.height === 0)
    throw new IngestionError(INGESTION_MESSAGES.badImage);
  if (size.width * size.height > limits.maxImagePixels) {
    throw new IngestionError(
      INGESTION_MESSAGES.imageTooLarge(Math.round(limits.maxImagePixels / 1_000_000)),
    );
  }
  return size;
}

async function upscaleIfSmall(bytes: Uint8Array, size: ImageSize): Promise<Uint8Array> {
  if (Math.max(size.width, size.height) >= UPSCALE_BELOW_LONG_SIDE) return bytes;
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const canvas = createCanvas(image.width * 2, image.height * 2);
  const context = canvas.getContext('2d');
  // Transparent PNGs: text on white, as Tesseract expects, not on black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Uint8Array(await canvas.encode('png'));
}

export async function extractImage(
  kind: 'png' | 'jpeg',
  bytes: Uint8Array,
  ctx: IngestContext,
  deps: ImageDeps,
): Promise<PageText[]> {
  const size = assertImageWithinLimits(kind, bytes, deps.limits);
  let text: string;
  try {
    const { image, boxed } = await prepareScanImage(await upscaleIfSmall(bytes, size));
    const first = await firstReading(deps.ocr, image, ctx.languages, ctx.signal);
    const read = cleanOcrText(
      await finishReading(deps.ocr, image, first, ctx.languages, ctx.signal, { ...ctx, boxed }),
    );
    [text] = spellOcrPagesAsDocument([read], [0]) as [string];
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    throw new IngestionError(INGESTION_MESSAGES.badImage);
  }
  return text ? [{ page: 1, text }] : [];
}
