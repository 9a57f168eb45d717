// Table rows whose cells sit at different heights (issue 7 §1). Item positions are pdf.js's
// text items of a LibreOffice export of our fuels data sheet (server/bench/tutor-tables/):
// header cells centred vertically over two and three lines, wrapped cells, columns closer
// together than the two line heights that alone separate cells.
import { describe, expect, it } from 'vitest';
import { layoutLines, type PositionedText } from './pdf-text-layout.js';

const at = (str: string, x: number, y: number, width: number, height = 11): PositionedText => ({
  str,
  x,
  y,
  width,
  height,
});

const FRACTIONS_TABLE = [
  at('Table 1: Fractions of crude oil', 56.8, 705.1, 232.2, 18),
  at('Fraction', 71.4, 670.9, 43.4),
  at('Carbon', 138.5, 683.5, 38.5),
  at('atoms per', 131.5, 670.9, 52.6),
  at('molecule', 133.9, 658.2, 47.6),
  at('Boiling', 196.0, 677.2, 37.2),
  at('range (°C)', 188.2, 664.6, 52.6),
  at(' ', 240.8, 664.6, 41.9, 0),
  at('Main use', 282.7, 670.9, 47.0),
  at('Refinery gas', 58.2, 636.5, 61.7),
  at(' ', 119.9, 636.5, 10.9, 0),
  at('1–4', 130.8, 636.5, 18.3),
  at(' ', 149.1, 636.5, 38.5, 0),
  at('below 25', 187.6, 636.5, 44.0),
  at(' ', 231.6, 636.5, 12.8, 0),
  at('bottled gas for heating', 244.4, 642.8, 108.8),
  at('and cooking', 244.4, 630.1, 59.3),
  at('Kerosene', 58.2, 614.7, 47.0),
  at(' ', 105.2, 614.7, 25.6, 0),
  at('10–16', 130.8, 614.7, 30.5),
  at(' ', 161.3, 614.7, 26.3, 0),
  at('150–250', 187.6, 614.7, 42.8),
  at(' ', 230.4, 614.7, 14.0, 0),
  at('jet fuel for aircraft', 244.4, 614.7, 84.9),
  at('Bitumen', 58.2, 578.8, 40.3),
  at(' ', 98.5, 578.8, 32.3, 0),
  at('more than', 130.8, 585.1, 49.5),
  at('40', 130.8, 572.5, 12.2),
  at(' ', 143.0, 572.5, 44.6, 0),
  at('above 500 ', 187.6, 578.8, 56.8),
  at('surfacing roads and', 244.4, 585.1, 96.6),
  at('roofs', 244.4, 572.5, 24.4),
  at('Fractions with short molecules are runny, ignite easily and burn.', 56.8, 544.3, 401.5),
];

describe('layoutLines: table rows', () => {
  it('puts a header cell centred over several lines back into its header row', () => {
    const lines = layoutLines(FRACTIONS_TABLE);
    expect(lines).toContain('Fraction | Carbon atoms per molecule | Boiling range (°C) | Main use');
  });

  it('keeps a row together when one of its cells wraps, and separates close columns', () => {
    const lines = layoutLines(FRACTIONS_TABLE);
    expect(lines).toContain('Refinery gas | 1–4 | below 25 | bottled gas for heating and cooking');
    expect(lines).toContain('Kerosene | 10–16 | 150–250 | jet fuel for aircraft');
    expect(lines).toContain('Bitumen | more than 40 | above 500 | surfacing roads and roofs');
  });

  it('leaves the caption and the text around the table as they were', () => {
    const lines = layoutLines(FRACTIONS_TABLE);
    expect(lines[0]).toBe('Table 1: Fractions of crude oil');
    expect(lines.at(-1)).toBe('Fractions with short molecules are runny, ignite easily and burn.');
  });

  it('puts a centred unit under its header cell ("Temperature" over "(°C)")', () => {
    const lines = layoutLines([
      at('Temperature', 59.9, 464.6, 66.6),
      at('(°C)', 83.4, 452.0, 19.6),
      at('Time for', 143.8, 470.9, 43.4),
      at('cross to', 144.1, 458.3, 42.8),
      at('disappear (s)', 131.3, 445.6, 68.4),
      at('Rate (1/time)', 205.4, 458.3, 65.9),
      at('20', 58.2, 430.2, 12.2),
      at(' ', 70.4, 430.2, 60.6, 0),
      at('130', 131.0, 430.2, 18.3),
      at(' ', 149.3, 430.2, 53.5, 0),
      at('0.0077', 202.8, 430.2, 33.6),
    ]);
    expect(lines).toEqual([
      'Temperature (°C) | Time for cross to disappear (s) | Rate (1/time)',
      '20 | 130 | 0.0077',
    ]);
  });

  it('keeps a bullet with its text, and words of a slide drawn one by one, as they were', () => {
    // Two columns of bullets on a slide exported from HTML: each word its own item.
    const words = (y: number, ...list: [string, number][]) =>
      list.map(([str, x]) => at(str, x, y, str.length * 5.5));
    const lines = layoutLines([
      ...words(
        700,
        ['•', 50],
        ['Uses', 62],
        ['bits', 90],
        ['•', 300],
        ['Uses', 312],
        ['qubits', 340],
      ),
      ...words(
        685,
        ['•', 50],
        ['Independent', 62],
        ['bits', 131],
        ['•', 300],
        ['Entangled', 312],
        ['qubits', 368],
      ),
      ...words(
        670,
        ['•', 50],
        ['Like', 62],
        ['reading', 90],
        ['•', 300],
        ['Like', 312],
        ['VR', 340],
      ),
    ]);
    expect(lines).toEqual([
      '• Uses bits | • Uses qubits',
      '• Independent bits | • Entangled qubits',
      '• Like reading | • Like VR',
    ]);
  });

  it('does not glue a text box beside a paragraph to it: nothing lines up with it', () => {
    const lines = layoutLines([
      at('Plants make glucose in their leaves.', 56.8, 700, 180),
      at('Key word: glucose', 300, 706, 90),
      at('a simple sugar', 300, 693.4, 70),
      at('The glucose is used for respiration.', 56.8, 680, 170),
    ]);
    expect(lines).toEqual([
      'Plants make glucose in their leaves.',
      'Key word: glucose',
      'a simple sugar',
      'The glucose is used for respiration.',
    ]);
  });

  // A LibreOffice export of our own lakes table: header cells centred over their columns, and
  // first cells wrapped at their left edge ("Lake" over "Superior"), drawn before the row's others.
  const LAKES_TABLE = [
    at('Lake', 75.5, 690.5, 29.2),
    at(' ', 104.7, 690.5, 65.7, 0),
    at('Country or region', 170.4, 690.5, 109.6),
    at('Area', 340.5, 696.9, 28.8),
    at('(km²)', 338.1, 684.1, 33.6),
    at('Greatest', 399.5, 696.9, 53.8),
    at('depth (m)', 395.6, 684.1, 61.6),
    at('Outflow', 494.5, 690.5, 48.2),
    at('Lake', 58.2, 668.5, 26.0),
    at('Superior', 58.2, 655.7, 46.5),
    at('Canada and United States', 124.8, 662.1, 143.8),
    at('82100', 328.5, 662.1, 35.0),
    at('406', 384.1, 662.1, 21.0),
    at('St. Marys River', 471.6, 662.1, 83.2),
    at('Lake', 58.2, 633.7, 26.0),
    at('Victoria', 58.2, 620.9, 41.9),
    at('Uganda, Kenya and Tanzania,', 124.8, 640.1, 164.4),
    at('shared by three countries of East', 124.8, 627.3, 183.3),
    at('Africa', 124.8, 614.5, 31.7),
    at('59947', 328.5, 627.3, 35.0),
    at('84', 384.1, 627.3, 14.0),
    at('White Nile', 471.6, 627.3, 56.5),
    at('Lake Baikal is the oldest and deepest lake on Earth.', 56.8, 580.0, 280.0),
  ];

  it('takes a first cell wrapped at its left edge back into its row', () => {
    const lines = layoutLines(LAKES_TABLE);
    const victoria = lines.find((l) => l.startsWith('Lake Victoria | Uganda, Kenya and Tanzania,'));
    expect(victoria).toContain('shared by three countries of East Africa | 59947');
    expect(victoria).toContain('White Nile');
    expect(lines).toContain('Lake Baikal is the oldest and deepest lake on Earth.');
  });

  it('keeps a header whose cells are centred over their columns as one row', () => {
    const lines = layoutLines(LAKES_TABLE);
    expect(lines).toContain('Lake | Country or region | Area (km²) | Greatest depth (m) | Outflow');
  });

  it('keeps a header of centred two-line cells ("Period 1" over "8:00–8:45") as one row', () => {
    // A LibreOffice export of a timetable (server/bench/tables-class-2/timetable.pdf): each
    // header cell centred on its own width, the rows below read as lines of item groups.
    const items = [
      at('Day', 76.2, 717.989, 18.35, 10),
      at(' ', 94.55, 717.989, 30.35, 0),
      at('Period 1', 124.9, 723.689, 39.42, 10),
      at('8:00–8:45', 121.9, 712.189, 45.52, 10),
      at('Period 2', 186.5, 723.689, 39.42, 10),
      at('8:45–9:30', 183.4, 712.189, 45.52, 10),
      at('Period 3', 252.8, 723.689, 39.42, 10),
      at('9:35–10:20', 246.9, 712.189, 51.11, 10),
      at('Period 4', 330, 723.689, 39.42, 10),
      at('10:40–11:25', 321.3, 712.189, 56.61, 10),
      at('Monday', 58.2, 697.889, 35.48, 10),
      at(' ', 93.68, 697.889, 21.62, 0),
      at('Mathematics English', 115.3, 697.889, 94.24, 10),
      at(' ', 209.54, 697.889, 28.86, 0),
      at('Physics', 238.4, 697.889, 34.39, 10),
      at(' ', 272.79, 697.889, 36.61, 0),
      at('History', 309.4, 697.889, 31.08, 10),
      at('Tuesday', 58.2, 683.589, 38.28, 10),
      at(' ', 96.48, 683.589, 18.82, 0),
      at('Chemistry', 115.3, 683.589, 44.97, 10),
      at(' ', 160.27, 683.589, 16.53, 0),
      at('Mathematics Geography', 176.8, 683.589, 110.96, 10),
      at(' ', 287.76, 683.589, 21.64, 0),
      at('English', 309.4, 683.589, 32.74, 10),
    ];
    const lines = layoutLines(items);
    expect(lines[0]).toBe(
      'Day | Period 1 8:00–8:45 | Period 2 8:45–9:30 | Period 3 9:35–10:20 | Period 4 10:40–11:25',
    );
    // The rows below stay rows of their own.
    expect(lines.filter((l) => /^(?:Monday|Tuesday)/u.test(l))).toHaveLength(2);
  });
});
