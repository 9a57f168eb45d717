// The SVG checks refuse what is too costly to rasterize with a reason, and let ordinary drawings
// (shapes, a few reuses, a modest blur or shadow) through.
import { describe, expect, it } from 'vitest';
import {
  blurMorphologySvg,
  turbulenceSvg,
  useBombSvg,
} from '../../../test/fixtures/hostile-fixtures.js';
import { INGESTION_MESSAGES } from '../ingestion-error.js';
import { assertSvgRenderable } from './svg-limits.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const MAX_PIXELS = 40_000_000;
const svg = (body: string, size = 'width="800" height="600"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`;
const check = (source: string) => () => assertSvgRenderable(source, MAX_PIXELS);

describe('assertSvgRenderable', () => {
  it('accepts an ordinary diagram with reuses and a soft shadow', () => {
    const body =
      '<defs><filter id="s"><feGaussianBlur stdDeviation="3"/><feOffset dx="2" dy="2"/></filter>' +
      '<g id="arrow"><path d="M0 0 L10 5 L0 10 z"/></g></defs>' +
      Array.from({ length: 40 }, (_, i) => `<use href="#arrow" x="${i * 12}"/>`).join('') +
      '<rect width="100" height="50" filter="url(#s)"/>' +
      '<filter id="n"><feTurbulence baseFrequency="0.05" numOctaves="4"/></filter>';
    expect(check(svg(body))).not.toThrow();
  });

  it('refuses feTurbulence with 200 octaves', () => {
    expect(check(text(turbulenceSvg()))).toThrow(INGESTION_MESSAGES.svgFiltersTooHeavy);
  });

  it('refuses a huge blur or morphology radius, and too many filter primitives', () => {
    expect(check(text(blurMorphologySvg()))).toThrow(INGESTION_MESSAGES.svgFiltersTooHeavy);
    const many = '<filter id="f">' + '<feOffset dx="1"/>'.repeat(60) + '</filter>';
    expect(check(svg(many))).toThrow(INGESTION_MESSAGES.svgFiltersTooHeavy);
  });

  it('refuses a <use> bomb by what its references expand to, not by its size', () => {
    const bomb = text(useBombSvg());
    expect(bomb.length).toBeLessThan(2000);
    expect(check(bomb)).toThrow(INGESTION_MESSAGES.svgTooComplex);
    // Three levels (1,000 rects) is an ordinary pattern.
    expect(check(text(useBombSvg(3)))).not.toThrow();
  });

  it('refuses references that loop, and too many elements or <use> elements', () => {
    const loop = '<g id="a"><use href="#b"/></g><g id="b"><use xlink:href="#a"/></g>';
    expect(check(svg(loop))).toThrow(INGESTION_MESSAGES.svgTooComplex);
    expect(check(svg('<rect/>'.repeat(50_001)))).toThrow(INGESTION_MESSAGES.svgTooComplex);
    expect(check(svg('<rect id="r"/>' + '<use href="#r"/>'.repeat(5_001)))).toThrow(
      INGESTION_MESSAGES.svgTooComplex,
    );
  });

  it('refuses a declared canvas past the megapixel limit (size or viewBox)', () => {
    const reason = INGESTION_MESSAGES.svgCanvasTooLarge(40);
    expect(check(svg('<rect/>', 'width="100000" height="100000"'))).toThrow(reason);
    expect(check(svg('<rect/>', 'viewBox="0 0 9000 9000"'))).toThrow(reason);
    expect(check(svg('<rect/>', 'width="100%" height="100%" viewBox="0 0 800 600"'))).not.toThrow();
  });
});
