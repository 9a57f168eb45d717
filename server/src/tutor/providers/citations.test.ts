import { describe, expect, it } from 'vitest';
import { parseCitations } from './citations.js';

describe('parseCitations', () => {
  it('maps [n] to passages in order of first use and renumbers them', () => {
    const out = parseCitations('Water evaporates [3]. Clouds form [1, 3]. Rain falls [1].', 4);
    expect(out.citedPassages).toEqual([2, 0]);
    expect(out.text).toBe('Water evaporates [1]. Clouds form [2][1]. Rain falls [2].');
  });

  it('drops numbers outside the passage list', () => {
    const out = parseCitations('A fact [7]. Another [2].', 2);
    expect(out.citedPassages).toEqual([1]);
    expect(out.text).toBe('A fact. Another [1].');
  });

  it('reads Arabic comma lists', () => {
    expect(parseCitations('جملة [2، 1]', 2).citedPassages).toEqual([1, 0]);
  });
});
