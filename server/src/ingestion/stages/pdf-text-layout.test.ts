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

describe('layoutLines: narrow cell edges (pdf-bare-gaps.ts)', () => {
  const bare = (str: string, x: number, y: number): PositionedText => ({
    ...item(str, x, y),
    afterBareGap: true,
  });

  it('starts a cell at a bare gap where the rows around have a column edge', () => {
    const lines = layoutLines([
      item('Sodium', 50, 700),
      bare('Na', 134, 700),
      bare('11', 190, 700),
      // "Magnesium" fills its column: 4 points of cell padding before "Mg".
      { ...item('Magnesium', 50, 680), width: 80 },
      bare('Mg', 134, 680),
      bare('12', 190, 680),
      item('Chlorine', 50, 660),
      bare('Cl', 134, 660),
      bare('17', 190, 660),
    ]);
    expect(lines).toEqual(['Sodium | Na | 11', 'Magnesium | Mg | 12', 'Chlorine | Cl | 17']);
  });

  it('starts a header cell centred over its column (the column edge is in its gap)', () => {
    const lines = layoutLines([
      // "Colour" is set in the middle of its column, 10 points after "Halogen".
      item('Halogen', 50, 720),
      bare('Colour', 102, 720),
      { ...item('Fluorine', 50, 700), width: 44 },
      bare('yellow', 98, 700),
      { ...item('Chlorine', 50, 680), width: 44 },
      bare('green', 98, 680),
    ]);
    expect(lines[0]).toBe('Halogen | Colour');
  });

  it('leaves a bare gap that no line around has a column edge at', () => {
    const lines = layoutLines([
      item('Elements in the same', 50, 700),
      bare('group', 174, 700),
      item('have similar properties because', 50, 680),
    ]);
    expect(lines).toEqual(['Elements in the same group', 'have similar properties because']);
  });

  it('keeps a bullet with its text, however the bullets line up', () => {
    const lines = layoutLines([
      item('•', 50, 700),
      bare('A new way of processing information', 63, 700),
      item('•', 50, 680),
      bare('Based on the laws of quantum mechanics', 63, 680),
    ]);
    expect(lines).toEqual([
      '• A new way of processing information',
      '• Based on the laws of quantum mechanics',
    ]);
  });

  it('never cuts a formula drawn piece by piece at its operators', () => {
    // "α = 1" over "β = 2": the pieces line up, the gaps hold no drawn space.
    const lines = layoutLines([
      item('α', 50, 700),
      bare('=', 60, 700),
      bare('1', 70, 700),
      item('β', 50, 680),
      bare('=', 60, 680),
      bare('2', 70, 680),
    ]);
    expect(lines).toEqual(['α = 1', 'β = 2']);
  });
});

describe('layoutLines: header cells that wrap (decision 092)', () => {
  it('never takes the rows of a matrix under a label for a wrapped cell', () => {
    // A lecture slide (shared class files, المحاضرة الاولى.pdf): "For a 3 x 3 Matrix" beside the
    // matrix's first row, its other rows under that row. A wrapped header cell's next line is
    // followed by the header's next cell on the header's line; a matrix's next row is not.
    const lines = layoutLines([
      item('For a 3 x 3 Matrix', 50, 700),
      item('a b c', 250, 700),
      item('d e f', 250, 686),
      item('g h i', 250, 672),
    ]);
    expect(lines.slice(1)).toEqual(['d e f', 'g h i']);
    expect(lines[0]).toMatch(/a b c$/u);
  });
});
