import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readWebpSize, stripJpeg, stripPng, stripWebp } from './image-metadata.js';

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function webpWithMetadata(): { original: Buffer; withMeta: Buffer } {
  const canvas = createCanvas(40, 30);
  const g = canvas.getContext('2d');
  g.fillStyle = '#c33';
  g.fillRect(0, 0, 40, 30);
  const original = canvas.toBuffer('image/webp');
  const body = Buffer.concat([
    original.subarray(12),
    riffChunk('EXIF', Buffer.from('Exif\0\0GPS 30.04N camera-serial-99')),
    riffChunk('XMP ', Buffer.from('<x:xmpmeta>author Secret</x:xmpmeta>')),
  ]);
  const header = Buffer.from('RIFF0000WEBP', 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  return { original, withMeta: Buffer.concat([header, body]) };
}

describe('image metadata stripping', () => {
  it('removes EXIF and XMP chunks from a WebP and keeps it decodable', async () => {
    const { withMeta } = webpWithMetadata();
    const clean = stripWebp(withMeta);
    expect(clean.includes(Buffer.from('camera-serial'))).toBe(false);
    expect(clean.includes(Buffer.from('xmpmeta'))).toBe(false);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    const image = await loadImage(clean);
    expect([image.width, image.height]).toEqual([40, 30]);
    expect(readWebpSize(clean)).toEqual({ width: 40, height: 30 });
  });

  it('refuses truncated containers instead of passing them through', () => {
    const png = createCanvas(10, 10).toBuffer('image/png');
    expect(() => stripPng(png.subarray(0, png.length - 20))).toThrow();
    const jpeg = createCanvas(10, 10).toBuffer('image/jpeg');
    expect(() =>
      stripJpeg(Buffer.concat([jpeg.subarray(0, 4), Buffer.from([0x40, 0x00])])),
    ).toThrow();
    expect(() => stripWebp(Buffer.from('RIFF\x04\x00\x00\x00WEBP', 'latin1'))).toThrow();
  });

  it('keeps JPEG pixels byte for byte while dropping comments', async () => {
    const jpeg = createCanvas(16, 16).toBuffer('image/jpeg');
    const comment = Buffer.concat([
      Buffer.from([0xff, 0xfe, 0x00, 0x0d]),
      Buffer.from('secret note'),
    ]);
    const withComment = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
    const clean = stripJpeg(withComment);
    expect(clean.includes(Buffer.from('secret note'))).toBe(false);
    expect(clean.equals(stripJpeg(jpeg))).toBe(true);
    expect((await loadImage(clean)).width).toBe(16);
  });
});
