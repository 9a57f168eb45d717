// LibreOffice draws a right-to-left line twice over: first one run holding only its spaces and
// punctuation, then one run of its letters, each from the left end of the line to the right.
// Read run after run, every full stop, colon and bracket of the line went to one end of it.
import { describe, expect, it } from 'vitest';
import { layoutGlyphLines } from './pdf-bidi-lines.js';
import type { PositionedGlyph } from './pdf-positioned-glyphs.js';

const WIDTH = 6;

/**
 * A line as LibreOffice draws it: `visual` is the line left to right (a right-to-left line's last
 * word first); its spaces and punctuation are drawn as run 1, its letters as run 2.
 */
function libreOfficeLine(visual: string): PositionedGlyph[] {
  const placed = [...visual].map((text, i) => ({ text, x: 50 + i * WIDTH }));
  const punctuation = placed.filter((g) => /[\s.:()]/u.test(g.text));
  const letters = placed.filter((g) => !/[\s.:()]/u.test(g.text));
  return [...punctuation, ...letters].map((g, order) => ({
    ...g,
    y: 700,
    width: WIDTH,
    size: 12,
    order,
    run: punctuation.some((p) => p === g) ? 1 : 2,
  }));
}

const visualOf = (logical: string) =>
  [...logical]
    .reverse()
    .map((c) => ({ '(': ')', ')': '(' })[c] ?? c)
    .join('');

describe('a right-to-left line drawn as a run of punctuation and a run of letters', () => {
  it('keeps each full stop, colon and bracket where it is drawn', () => {
    for (const logical of [
      'في الجسم. الغذاء المتوازن',
      'الوحدة الثالثة: الغذاء',
      'فقر الدم (الأنيميا) والتعب',
    ])
      expect(layoutGlyphLines(libreOfficeLine(visualOf(logical)))).toEqual([logical]);
  });
});
