import { describe, expect, it } from 'vitest';
import { highlightBoxes, type TextItem } from './highlight-boxes.js';

// A 600 x 800 pt page at scale 1: PDF y grows upwards, the viewport flips it.
const page = { width: 600, height: 800, transform: [1, 0, 0, -1, 0, 800] };
const item = (str: string, x: number, y: number, width: number): TextItem => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width,
  height: 10,
});

describe('highlightBoxes', () => {
  it('covers an excerpt that runs over two lines, and only the matched part of each', () => {
    const items = [
      item('Plants make food. Water moves', 100, 700, 300),
      item('through the xylem to the leaves.', 100, 685, 320),
    ];
    const boxes = highlightBoxes(items, page, 'water moves through the xylem');
    expect(boxes).toHaveLength(2);
    // the first line from "Water" (char 18 of 29) to its end
    expect(boxes[0]!.x).toBeCloseTo((100 + (300 * 18) / 29) / 600, 3);
    expect(boxes[0]!.x + boxes[0]!.w).toBeCloseTo(400 / 600, 3);
    expect(boxes[0]!.y).toBeCloseTo((800 - 700 - 10) / 800, 3);
    // the second line from its start, up to "xylem"
    expect(boxes[1]!.x).toBeCloseTo(100 / 600, 3);
    expect(boxes[1]!.w).toBeLessThan(320 / 600);
  });

  it('matches Arabic whatever the alef form and vowel marks', () => {
    const items = [item('تتبخر المياه إلى الأعلى', 100, 700, 200)];
    expect(highlightBoxes(items, page, 'الى الاعلى')).toHaveLength(1);
  });

  it('finds nothing for text the page does not have, or a chance match of a few letters', () => {
    const items = [item('Photosynthesis happens in the chloroplasts.', 50, 700, 300)];
    expect(highlightBoxes(items, page, 'Mitochondria release energy')).toEqual([]);
    expect(highlightBoxes([], page, 'anything at all here')).toEqual([]);
  });
});
