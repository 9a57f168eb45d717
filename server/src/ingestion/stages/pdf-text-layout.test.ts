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

describe('layoutLines: slide bullets', () => {
  it('never reads an Impress bullet set above its text as a table cell', () => {
    // A LibreOffice Impress slide as pdf.js gives it: each bullet is a private-use glyph (U+F095)
    // of a 7.7-point symbol font, 4 points above the baseline of its 17-point text.
    const at = (str: string, x: number, y: number, width: number, height: number) => ({
      str,
      x,
      y,
      width,
      height,
    });
    const bullet = (y: number) => [at('\uf095', 41.1, y, 2.7, 7.7), at(' ', 43.8, y, 14.3, 7.7)];
    const lines = layoutLines([
      at('What is a network?', 41.1, 444.6, 255, 28),
      ...bullet(384.8),
      at(
        'A network is two or more computers connected so they can share data',
        58.1,
        380.7,
        560,
        17,
      ),
      ...bullet(360.1),
      at('Benefits: share files, printers and one internet connection', 58.1, 356, 470, 17),
      ...bullet(335.3),
      at('Drawbacks: viruses can spread quickly', 58.1, 331.2, 300, 17),
    ]);
    expect(lines.filter((l) => l.includes('|'))).toEqual([]);
    // The private-use bullet itself is dropped later, by the page cleaning.
    const texts = lines.map((l) => l.replace(/[\uE000-\uF8FF]/gu, '').trim());
    expect(texts).toContain('Benefits: share files, printers and one internet connection');
  });
});
