// Image sizes come from the header alone, so a pixel flood is refused before any decoding:
// real PNG, JPEG and WebP files (encoded here by Skia) and a tiny PNG claiming 50000 x 50000.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pixelFloodPng } from '../../../test/fixtures/ingestion-fixtures.js';
import { checkChatImage } from '../../modules/chats/chat-image.js';
import { readWebpSize } from '../../modules/chats/image-metadata.js';
import { IngestionError, INGESTION_MESSAGES } from '../ingestion-error.js';
import { resolveLimits } from '../ingestion-limits.js';
import { assertImageWithinLimits } from './extract-image.js';
import { readImageSize } from './image-header.js';

const encoded = (
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
  quality?: number,
) => createCanvas(width, height).encodeSync(format as 'png', quality as never);

describe('image sizes from the header', () => {
  it('reads PNG, JPEG and WebP (lossy and lossless) dimensions', () => {
    expect(readImageSize('png', encoded('png', 321, 123))).toEqual({ width: 321, height: 123 });
    expect(readImageSize('jpeg', encoded('jpeg', 300, 200, 80))).toEqual({
      width: 300,
      height: 200,
    });
    expect(readWebpSize(encoded('webp', 640, 480, 50))).toEqual({ width: 640, height: 480 });
    expect(readWebpSize(encoded('webp', 64, 48, 100))).toEqual({ width: 64, height: 48 });
  });

  it('refuses a study image past the megapixel limit without decoding it', () => {
    const flood = pixelFloodPng(50_000, 50_000);
    expect(flood.byteLength).toBeLessThan(2_000);
    const check = () =>
      assertImageWithinLimits('png', flood, resolveLimits({ maxImagePixels: 40e6 }));
    expect(check).toThrow(IngestionError);
    expect(check).toThrow(INGESTION_MESSAGES.imageTooLarge(40));
  });

  it('refuses a chat photo past the megapixel limit with a 413 detail, before decoding', () => {
    const png = Buffer.from(pixelFloodPng(10_000, 10_000));
    expect(() => checkChatImage(png, 40e6)).toThrow(
      expect.objectContaining({ statusCode: 413 }) as unknown as Error,
    );
  });
});
