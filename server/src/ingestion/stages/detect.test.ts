import { describe, expect, it } from 'vitest';
import {
  fakeExe,
  makeZip,
  pixelFloodPng,
  svgWithText,
  textImage,
  textPdf,
} from '../../../test/fixtures/ingestion-fixtures.js';
import { detectKind } from './detect.js';
import { readImageSize } from './image-header.js';

const text = (s: string) => new TextEncoder().encode(s);

describe('detectKind (type from the bytes, never the name)', () => {
  it('recognizes the five study file types', async () => {
    expect(detectKind(await textPdf([{ lines: ['Hello'] }]))).toBe('pdf');
    expect(detectKind(textImage(['Hi']))).toBe('png');
    expect(detectKind(textImage(['Hi'], { format: 'jpeg' }))).toBe('jpeg');
    expect(detectKind(svgWithText('t', ['a']))).toBe('svg');
    expect(detectKind(makeZip([{ name: 'a.txt', data: text('x') }]))).toBe('zip');
  });

  it('refuses an executable renamed to .pdf and other non-study files', () => {
    expect(detectKind(fakeExe())).toBe('unsupported');
    expect(detectKind(text('plain text notes'))).toBe('unsupported');
    expect(detectKind(new Uint8Array())).toBe('unsupported');
    expect(detectKind(text('<!DOCTYPE html><html><body><svg></svg></body></html>'))).toBe(
      'unsupported',
    );
    expect(detectKind(text('<?xml version="1.0"?><note><svg/></note>'))).toBe('unsupported');
  });

  it('accepts an SVG after a BOM, XML declaration, comment and doctype', () => {
    const svg =
      '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(detectKind(text(svg))).toBe('svg');
  });

  it('finds a PDF header preceded by junk bytes, as PDF readers do', () => {
    expect(detectKind(text('\n\n  %PDF-1.4\n...'))).toBe('pdf');
  });
});

describe('readImageSize (header only)', () => {
  it('reads PNG and JPEG dimensions', () => {
    expect(readImageSize('png', textImage(['x'], { width: 640 }))).toMatchObject({ width: 640 });
    expect(readImageSize('jpeg', textImage(['x'], { width: 320, format: 'jpeg' }))).toMatchObject({
      width: 320,
    });
  });

  it('reports what a pixel flood claims without decoding it', () => {
    const flood = pixelFloodPng(50_000, 50_000);
    expect(flood.byteLength).toBeLessThan(2_000);
    expect(readImageSize('png', flood)).toEqual({ width: 50_000, height: 50_000 });
  });

  it('returns null for truncated headers', () => {
    expect(readImageSize('png', new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(readImageSize('jpeg', new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
