// pdf.js glues a table cell onto the one before when only the cell padding parts them, and
// writes a space of its own in the gap ("Magnesium Mg"); the glyphs show no space was drawn.
import { describe, expect, it } from 'vitest';
import { cutAtBareGaps } from './pdf-bare-gaps.js';
import type { PositionedGlyph } from './pdf-positioned-glyphs.js';

const SIZE = 10;
const WIDTH = 5;

/** Glyphs of `parts` on baseline `y`, each part at its x, letter after letter, spaces drawn. */
function glyphs(y: number, parts: [string, number][]): PositionedGlyph[] {
  return parts.flatMap(([text, x]) =>
    [...text].map((c, i) => ({
      text: c,
      x: x + i * WIDTH,
      y,
      width: WIDTH,
      size: SIZE,
      order: 0,
      run: 0,
    })),
  );
}

const item = (str: string, x: number, y: number) => ({
  str,
  x,
  y,
  width: str.length * WIDTH,
  height: SIZE,
});

const prose = 'the same group have similar properties';

describe('cutAtBareGaps', () => {
  it('cuts an item where a gap holds no drawn space, on a page that draws its word spaces', () => {
    // "Magnesium" ends at 95; "Mg" starts 4 points (0.4 font sizes) later.
    const page = [
      ...glyphs(700, [[prose, 50]]),
      ...glyphs(680, [
        ['Magnesium', 50],
        ['Mg', 99],
      ]),
    ];
    const items = [item(prose, 50, 700), { ...item('Magnesium Mg', 50, 680), width: 59 }];
    const cut = cutAtBareGaps(items, page).items;
    expect(cut.map((i) => [i.str, i.x, i.afterBareGap ?? false])).toEqual([
      [prose, 50, false],
      ['Magnesium', 50, false],
      ['Mg', 99, true],
    ]);
  });

  it('keeps items whole on a page that draws no word spaces (every word gap is bare)', () => {
    const words = prose.split(' ');
    let x = 50;
    const parts: [string, number][] = words.map((w) => {
      const at = x;
      x += w.length * WIDTH + 3.5;
      return [w, at];
    });
    const page = [
      ...glyphs(700, parts),
      ...glyphs(680, [
        ['Magnesium', 50],
        ['Mg', 99],
      ]),
    ];
    const items = [
      { ...item(prose, 50, 700), width: x - 53.5 },
      { ...item('Magnesium Mg', 50, 680), width: 59 },
    ];
    expect(cutAtBareGaps(items, page).items.map((i) => i.str)).toEqual([prose, 'Magnesium Mg']);
  });

  it('tells a page that draws no word spaces, so the document is not read twice again', () => {
    const lines = [700, 688, 676].flatMap((y) => {
      let x = 50;
      return glyphs(
        y,
        prose.split(' ').map((w): [string, number] => {
          const at = x;
          x += w.length * WIDTH + 3.5;
          return [w, at];
        }),
      );
    });
    expect(cutAtBareGaps([], lines).wordSpaces).toBe('bare');
    expect(cutAtBareGaps([], glyphs(700, [[prose, 50]])).wordSpaces).toBe('drawn');
  });
});
