// The OCR engine reads PNG and JPEG only, and slowly on huge images: a chat photo (PNG, JPEG or
// WebP) is decoded and re-encoded as a PNG of at most OCR_MAX_PIXELS for it (the stored and
// served image stays the stripped original). Runs in a job child (isolation/heavy-jobs.ts),
// never on the request thread. @napi-rs/canvas stays here.
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Enough for a phone photo of a worksheet; beyond it OCR only gets slower, not better. */
export const OCR_MAX_PIXELS = 12_000_000;

export async function toOcrPng(bytes: Uint8Array, maxPixels = OCR_MAX_PIXELS): Promise<Buffer> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = Math.min(1, Math.sqrt(maxPixels / (image.width * image.height)));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent images: text on white, as Tesseract expects, not on black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
}
