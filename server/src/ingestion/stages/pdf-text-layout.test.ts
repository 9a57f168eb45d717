import { describe, expect, it } from 'vitest';
import { layoutLines, type PositionedText } from './pdf-text-layout.js';

const item = (str: string, x: number, y: number): PositionedText => ({
  str,
  x,
  y,
  width: str.length * 6,
  height: 11,
});

describe('layoutLines: table cells', () => {
  it('separates cells set wide apart, and keeps word spaces as spaces', () => {
    const lines = layoutLines([
      item('Gas', 50, 700),
      item(' ', 68, 700),
      item('Formula', 200, 700),
      item('Carbon', 50, 680),
      item(' ', 86, 680),
      item('dioxide', 90, 680),
      item('CO2', 200, 680),
    ]);
    expect(lines).toEqual(['Gas | Formula', 'Carbon dioxide | CO2']);
  });

  it('does not take a Latin term inside an Arabic line for a cell', () => {
    // Visual order, left to right: من, ECC-1:2018, Trojan, الضوابط. Read right to left, the Latin
    // island comes between the two Arabic words, which are far from its ends on the page.
    const lines = layoutLines([
      item('الضوابط', 220, 700),
      item('ECC-1:2018', 116, 700),
      item('Trojan', 180, 700),
      item('من', 100, 700),
    ]);
    expect(lines).toEqual(['الضوابط ECC-1:2018 Trojan من']);
  });
});
