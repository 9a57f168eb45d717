// The OCR engine reads PNG and JPEG only; a WebP chat photo is decoded and re-encoded as PNG
// for it (the stored and served image stays the stripped WebP). @napi-rs/canvas stays here.
import { createCanvas, loadImage } from '@napi-rs/canvas';

export async function webpToPng(bytes: Buffer): Promise<Buffer> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('png');
}
