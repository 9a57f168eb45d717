// Right-to-left lines as office tools draw them (decision 072). LibreOffice draws a line twice
// over: first one run holding only its spaces and punctuation, then one run of its letters, each
// from the left end of the line to the right; read run after run, every full stop, colon and
// bracket of the line went to one end of it. And a table cell whose text fills its column leaves
// only the cell padding before the next cell, which read as a word space ("الدهون | مخزن للطاقة
// وعازل حراري الزبدة والزيوت").
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

/** A right-to-left table row: its cells (right to left), each at its column's right edge. */
function tableRow(cells: readonly string[], columnRights: readonly number[], y: number) {
  return cells.flatMap((cell, c) => {
    const visual = [...cell].reverse();
    const left = columnRights[c]! - visual.length * WIDTH;
    return visual.map((text, i) => ({ text, x: left + i * WIDTH, y, width: WIDTH, size: 12 }));
  });
}

describe('a right-to-left table whose cell text fills its column', () => {
  it('keeps the cells apart where the other rows have their column edge', () => {
    // Columns' text ends at x 400, 300 and 145. Row 2's middle cell (25 glyphs, 150 points)
    // fills its column: from 150, 5 points (0.42 font sizes) right of the third cell's text.
    const rows = [
      ['ا ب', 'ج د', 'ه و'],
      ['ز ح', 'ط ي ك ل م ن س ع ف ص ق ر ش', 'غ'],
      ['ب ب', 'ت ت', 'ث ث'],
    ];
    const glyphs = rows
      .flatMap((row, r) => tableRow(row, [400, 300, 145], 700 - 20 * r))
      .map((g, order) => ({ ...g, order, run: order }));
    expect(layoutGlyphLines(glyphs)).toEqual(rows.map((row) => row.join(' | ')));
  });
});

describe('a right-to-left table whose cells wrap', () => {
  it('joins each wrapped line to its cell, also when the row goes on after it', () => {
    // Columns' text ends at x 400, 300 and 200; lines are 14 points apart inside a cell, rows 20.
    const columns = [400, 300, 200];
    const pieces = [
      tableRow(['ا ب', 'ج د', 'ه و'], columns, 700),
      // Row 2 drawn cell by cell: its second cell wraps onto a line longer than its first, and
      // its third is drawn after the wrap.
      tableRow(['ز ح', 'ط ي'], columns, 680),
      tableRow(['', 'ك ل ف ق'], columns, 666).filter((g) => g.x < 300),
      tableRow(['', '', 'م ن'], columns, 680).filter((g) => g.x < 200),
      tableRow(['', '', 'س ع'], columns, 666).filter((g) => g.x < 200),
      tableRow(['ب ب', 'ت ت', 'ث ث'], columns, 646),
    ];
    const glyphs = pieces.flat().map((g, order) => ({ ...g, order, run: order }));
    expect(layoutGlyphLines(glyphs)).toEqual([
      'ا ب | ج د | ه و',
      'ز ح | ط ي ك ل ف ق | م ن س ع',
      'ب ب | ت ت | ث ث',
    ]);
  });
});

describe('a right-to-left table set in a font with tall lines', () => {
  it('joins wrapped lines that sit 1.7 font sizes apart, as LibreOffice sets Arabic text', () => {
    // Size 12: lines of a cell (and of the paragraph above) 20.4 points apart, rows 34.
    const columns = [400, 300, 200];
    const paragraph = [760, 739.6, 719.2].map((y) => tableRow(['ا ب ت ث ج ح خ د'], [400], y));
    const pieces = [
      ...paragraph,
      tableRow(['ا ب', 'ج د', 'ه و'], columns, 680),
      tableRow(['ز ح', 'ط ي'], columns, 646),
      tableRow(['', 'ك ل'], columns, 625.6).filter((g) => g.x < 300),
      tableRow(['', '', 'م ن'], columns, 646).filter((g) => g.x < 200),
      tableRow(['', '', 'س ع'], columns, 625.6).filter((g) => g.x < 200),
      tableRow(['ب ب', 'ت ت', 'ث ث'], columns, 591.6),
    ];
    const glyphs = pieces.flat().map((g, order) => ({ ...g, order, run: order }));
    expect(layoutGlyphLines(glyphs).filter((l) => l.includes('|'))).toEqual([
      'ا ب | ج د | ه و',
      'ز ح | ط ي ك ل | م ن س ع',
      'ب ب | ت ت | ث ث',
    ]);
  });
});

describe('a right-to-left table whose cells are centred vertically', () => {
  it('keeps a row whole when its two-line cells start half a line above its one-line cells', () => {
    // Lines 14 points apart; a two-line cell's lines at 707 and 693, the row's other cells at 700.
    const columns = [400, 300, 200];
    const pieces = [
      tableRow(['ا ب', 'ج د', 'ه و'], columns, 740),
      // The row's first cell is a lone number, drawn first; its words come after.
      tableRow(['٢'], columns, 700),
      tableRow(['', 'ط ي'], columns, 707).filter((g) => g.x < 300),
      tableRow(['', 'ك ل'], columns, 693).filter((g) => g.x < 300),
      tableRow(['', '', 'م ن'], columns, 700).filter((g) => g.x < 200),
      tableRow(['ب ب', 'ت ت', 'ث ث'], columns, 660),
    ];
    const glyphs = pieces.flat().map((g, order) => ({ ...g, order, run: order }));
    expect(layoutGlyphLines(glyphs).filter((line) => line !== '')).toEqual([
      'ا ب | ج د | ه و',
      '٢ | ط ي ك ل | م ن',
      'ب ب | ت ت | ث ث',
    ]);
  });
});

describe('right-to-left bullets drawn from a symbol font', () => {
  it('go with their text instead of making a cell of their own', () => {
    // Impress and Word draw "•" as U+F0B7 of the Symbol font, at the list's indent, its text
    // from the tab stop two font sizes further left: the same gap on every line of the list.
    const items = ['ا ب ت ث', 'ج ح خ', 'د ذ ر ز س'];
    const glyphs = items
      .flatMap((item, i) => [
        ...tableRow(['\uF0B7'], [400], 700 - 20 * i),
        ...tableRow([item], [370], 700 - 20 * i),
      ])
      .map((g, order) => ({ ...g, order, run: order }));
    const lines = layoutGlyphLines(glyphs).filter((line) => line !== '');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain('|');
  });
});

describe('a right-to-left table whose header titles are centred over right-aligned cells', () => {
  /** A cell's text (logical order) drawn right to left from `left`, one glyph per character. */
  const cellAt = (logical: string, left: number, y: number) =>
    [...logical]
      .reverse()
      .map((text, i) => ({ text, x: left + i * WIDTH, y, width: WIDTH, size: 12 }));

  it("cuts the header where its gaps straddle the body rows' column edges", () => {
    // Column edges near x 200 and 300. Body text ends at each column's right (196, 296, 396);
    // the header titles are centred, so their gaps (192-210 and 288-306, 1.5 font sizes) share
    // no text edge with the body's gaps (196-266 and 296-360) but overlap them.
    const header = [
      ...cellAt('ض ط ظ ع', 150, 740),
      ...cellAt('د ذ ر ز س ش ص', 210, 740),
      ...cellAt('ا ب ت ث ج ح خ', 306, 740),
    ];
    const body = [720, 700].flatMap((y) => [
      ...cellAt('و ي', 178, y),
      ...cellAt('م ن ه', 266, y),
      ...cellAt('ف ق كل', 360, y),
    ]);
    const glyphs = [...header, ...body].map((g, order) => ({ ...g, order, run: order }));
    expect(layoutGlyphLines(glyphs)[0]).toBe('ا ب ت ث ج ح خ | د ذ ر ز س ش ص | ض ط ظ ع');
  });
});

// Decision 088: Word and LibreOffice draw a table cell by cell, each cell's wrapped lines before
// the next cell, and centre a short cell vertically between a long cell's lines.
describe('a right-to-left table drawn cell by cell, its short cells centred', () => {
  // Size 12, lines of a cell 20.4 points apart (1.7 sizes, as LibreOffice sets Arabic).
  const columns = [400, 300, 200, 112];
  const only = (pieces: ReturnType<typeof tableRow>, right: number) =>
    pieces.filter((g) => g.x < right);
  const layout = (pieces: ReturnType<typeof tableRow>[]) =>
    layoutGlyphLines(pieces.flat().map((g, order) => ({ ...g, order, run: order }))).filter(
      (line) => line !== '',
    );

  it('joins wrapped cells drawn one after another and a one-line cell centred between', () => {
    expect(
      layout([
        tableRow(['ا ب', 'ج د', 'ه و', 'ز ح'], columns, 740),
        tableRow(['ط ي'], columns, 700),
        tableRow(['ك ل'], columns, 679.6),
        only(tableRow(['', 'م ن'], columns, 700), 300),
        only(tableRow(['', 'س ع'], columns, 679.6), 300),
        only(tableRow(['', '', 'ف ص'], columns, 689.8), 200),
        only(tableRow(['', '', '', 'ق ر'], columns, 700), 112),
        only(tableRow(['', '', '', 'ش ت'], columns, 679.6), 112),
        tableRow(['ب ب', 'ت ت', 'ث ث', 'خ خ'], columns, 640),
      ]),
    ).toEqual([
      'ا ب | ج د | ه و | ز ح',
      'ط ي ك ل | م ن س ع | ف ص | ق ر ش ت',
      'ب ب | ت ت | ث ث | خ خ',
    ]);
  });

  it('keeps a centred first cell with the two-line cells drawn after it', () => {
    expect(
      layout([
        tableRow(['ا ب', 'ج د', 'ه و', 'ز ح'], columns, 740),
        tableRow(['ط ي'], columns, 689.8),
        only(tableRow(['', 'م ن'], columns, 700), 300),
        only(tableRow(['', 'س ع'], columns, 679.6), 300),
        only(tableRow(['', '', 'ف ص'], columns, 700), 200),
        only(tableRow(['', '', 'ق ر'], columns, 679.6), 200),
        only(tableRow(['', '', '', 'ش ت'], columns, 700), 112),
        only(tableRow(['', '', '', 'ذ ض'], columns, 679.6), 112),
        tableRow(['ب ب', 'ت ت', 'ث ث', 'خ خ'], columns, 640),
      ]),
    ).toEqual([
      'ا ب | ج د | ه و | ز ح',
      'ط ي | م ن س ع | ف ص ق ر | ش ت ذ ض',
      'ب ب | ت ت | ث ث | خ خ',
    ]);
  });

  it('cuts two centred cells drawn on one line at the column edge of the rows around', () => {
    // The third cell fills its column: 10 points (0.83 sizes) from the fourth, an edge found
    // only in the header, five lines away in drawing order.
    expect(
      layout([
        tableRow(['ا ب', 'ج د', 'ه و', 'ز ح'], columns, 740),
        tableRow(['ط ي'], columns, 700),
        tableRow(['ك ل'], columns, 679.6),
        only(tableRow(['', 'م ن'], columns, 700), 300),
        only(tableRow(['', 'س ع'], columns, 679.6), 300),
        only(tableRow(['', '', 'ف ص ق ر ش ت غ'], columns, 689.8), 200),
        only(tableRow(['', '', '', 'ذ ض'], columns, 689.8), 112),
        // The next row is drawn cell by cell too: its column edges are further in drawing order.
        tableRow(['ب ب'], columns, 650),
        tableRow(['ت ت'], columns, 629.6),
        only(tableRow(['', 'ث ث'], columns, 650), 300),
        only(tableRow(['', 'خ خ'], columns, 629.6), 300),
        only(tableRow(['', '', 'د د'], columns, 639.8), 200),
        only(tableRow(['', '', '', 'ر ر'], columns, 639.8), 112),
      ])[1],
    ).toBe('ط ي ك ل | م ن س ع | ف ص ق ر ش ت غ | ذ ض');
  });
});

describe('a right-to-left table whose last cell is centred on its row over several lines', () => {
  // LibreOffice's default for an HTML table cell: every cell centred vertically. Size 12, lines
  // of a cell 14 points apart; the row's one-line cells stand at 700.
  const columns = [400, 300, 200];
  const only = (pieces: ReturnType<typeof tableRow>, right: number) =>
    pieces.filter((g) => g.x < right);
  const layout = (pieces: ReturnType<typeof tableRow>[]) =>
    layoutGlyphLines(pieces.flat().map((g, order) => ({ ...g, order, run: order }))).filter(
      (line) => line !== '',
    );

  it('keeps a four-line cell that starts a line and a half above the row in its row', () => {
    expect(
      layout([
        tableRow(['ا ب', 'ج د', 'ه و'], columns, 760),
        tableRow(['ط ي', 'م ن'], columns, 700),
        only(tableRow(['', '', 'ف ص'], columns, 721), 200),
        only(tableRow(['', '', 'ق ر'], columns, 707), 200),
        only(tableRow(['', '', 'ش ت'], columns, 693), 200),
        only(tableRow(['', '', 'ذ ض'], columns, 679), 200),
        tableRow(['ب ب', 'ت ت', 'ث ث'], columns, 640),
      ]),
    ).toEqual(['ا ب | ج د | ه و', 'ط ي | م ن | ف ص ق ر ش ت ذ ض', 'ب ب | ت ت | ث ث']);
  });

  it("joins a three-line cell's line drawn on the row's own baseline to that cell", () => {
    expect(
      layout([
        tableRow(['ا ب', 'ج د', 'ه و'], columns, 760),
        tableRow(['ط ي'], columns, 700),
        only(tableRow(['', 'م ن'], columns, 707), 300),
        only(tableRow(['', 'س ع'], columns, 693), 300),
        only(tableRow(['', '', 'ف ص'], columns, 714), 200),
        only(tableRow(['', '', 'ق ر'], columns, 700), 200),
        only(tableRow(['', '', 'ش ت'], columns, 686), 200),
        tableRow(['ب ب', 'ت ت', 'ث ث'], columns, 640),
      ]),
    ).toEqual(['ا ب | ج د | ه و', 'ط ي | م ن س ع | ف ص ق ر ش ت', 'ب ب | ت ت | ث ث']);
  });
});

describe('a right-to-left table whose rows sit one line pitch apart', () => {
  // LibreOffice sets an HTML table's rows with no padding: size 12, the paragraph's lines 23.5
  // points apart (1.96 sizes, Noto Naskh), the table's rows 23.2.
  const columns = [400, 300, 200];
  const paragraph = [780, 756.5, 733].map((y) => tableRow(['ا ب ت ث ج ح خ د ذ ر ز'], [400], y));
  const layout = (pieces: ReturnType<typeof tableRow>[]) =>
    layoutGlyphLines(pieces.flat().map((g, order) => ({ ...g, order, run: order }))).filter(
      (line) => line.includes('|'),
    );

  it('reads each row on a line of its own, not as wrapped lines of the first row', () => {
    const rows = [
      ['ا ب', 'ج د', 'ه و'],
      ['م ص ر', 'ق ا ه ر ة', 'ف ف'],
      ['م غ ر ب', 'ر ب ا ط', 'ق ق'],
      ['ا ر د ن', 'ع م ا ن', 'ك ك'],
    ];
    expect(
      layout([...paragraph, ...rows.map((row, r) => tableRow(row, columns, 700 - 23.2 * r))]),
    ).toEqual(rows.map((row) => row.join(' | ')));
  });

  it('still joins a row whose every cell wraps, drawn line by line closer than the rows', () => {
    // A row drawn line by line (the class builder): its two lines 16.2 points apart, rows 21.
    expect(
      layout([
        ...paragraph,
        tableRow(['ا ب', 'ج د', 'ه و'], columns, 700),
        tableRow(['ط ي', 'م ن', 'ف ص'], columns, 679),
        tableRow(['ك ل', 'س ع', 'ق ر'], columns, 662.8),
        tableRow(['ب ب', 'ت ت', 'ث ث'], columns, 641.8),
        tableRow(['خ خ', 'د د', 'ذ ذ'], columns, 620.8),
      ]),
    ).toEqual([
      'ا ب | ج د | ه و',
      'ط ي ك ل | م ن س ع | ف ص ق ر',
      'ب ب | ت ت | ث ث',
      'خ خ | د د | ذ ذ',
    ]);
  });
});

describe('two columns of right-to-left prose drawn line by line across the page', () => {
  it('reads each column as one text, not each line as a row of two cells', () => {
    // Every line fills its column: wrapped text, however evenly its lines are spaced. The
    // paragraph over both columns sets the page's line pitch (23.5 points, 1.96 sizes).
    const paragraph = [780, 756.5, 733].map((y) =>
      tableRow(['ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن'], [400], y),
    );
    const lines = [700, 676.5, 653, 629.5].map((y, i) =>
      tableRow([`ا ب ت ث ج ح ${i}`, `خ د ذ ر ز س ${i}`], [400, 200], y),
    );
    const glyphs = [...paragraph, ...lines].flat().map((g, order) => ({ ...g, order, run: order }));
    expect(layoutGlyphLines(glyphs).filter((line) => line.includes('|'))).toEqual([
      'ا ب ت ث ج ح 0 ا ب ت ث ج ح 1 ا ب ت ث ج ح 2 ا ب ت ث ج ح 3 | خ د ذ ر ز س 0 خ د ذ ر ز س 1 خ د ذ ر ز س 2 خ د ذ ر ز س 3',
    ]);
  });
});

describe('a right-to-left table whose cells are set at their left edge', () => {
  /** A row whose cells start at their column's left edge; each cell is given left to right. */
  function leftSetRow(visualCells: readonly string[], columnLefts: readonly number[], y: number) {
    return visualCells.flatMap((cell, c) =>
      [...cell].map((text, i) => ({
        text,
        x: columnLefts[c]! + i * WIDTH,
        y,
        width: WIDTH,
        size: 12,
      })),
    );
  }

  it('cuts a column of numbers from the next column at the padding every row leaves', () => {
    // The numbers (x 100 to 124) stand 7 points (0.58 font sizes, no space glyph) from the next
    // column's text on every row, so no row has a wide gap there.
    const rows = [
      ['ز ح', 'ا ب ت', '1876'],
      ['ط ي', 'ث ج ح', '1928'],
      ['ك ل', 'خ د ذ', '1752'],
    ];
    const glyphs = rows
      .flatMap((row, r) =>
        leftSetRow(
          row.map((cell, c) => (c < 2 ? visualOf(cell) : cell)),
          [300, 131, 100],
          700 - 20 * r,
        ),
      )
      .map((g, order) => ({ ...g, order, run: order }));
    expect(layoutGlyphLines(glyphs)).toEqual(rows.map((row) => row.join(' | ')));
  });
});

/**
 * A right-to-left line whose number LibreOffice draws in pieces: the letters and spaces as one
 * run, the number's digits as a second, and the "/" (or ":") between them as a third, one glyph
 * wide, in the gap it left in the digits.
 */
function lineWithNumberInPieces(visual: string, separator: string): PositionedGlyph[] {
  const runOf = (c: string) => (c === separator ? 3 : /\p{Nd}/u.test(c) ? 2 : 1);
  const placed = [...visual].map((text, i) => ({ text, x: 50 + i * WIDTH, run: runOf(text) }));
  return [1, 2, 3]
    .flatMap((run) => placed.filter((g) => g.run === run))
    .map((g, order) => ({ ...g, y: 700, width: WIDTH, size: 12, order }));
}

describe('a number drawn in pieces inside a right-to-left line', () => {
  it('keeps the separator between its digits', () => {
    // Logical "نحو ١٢٠/٨٠ ملم": drawn left to right as "ملم ١٢٠/٨٠ وحن".
    const logical = 'ضغط الدم نحو ١٢٠/٨٠ ملم زئبق';
    const visual = 'قبئز ملم ١٢٠/٨٠ وحن مدلا طغض';
    expect(layoutGlyphLines(lineWithNumberInPieces(visual, '/'))).toEqual([logical]);
    expect(layoutGlyphLines(lineWithNumberInPieces('ةعاسلا ١٠:٣٠ دنع', ':'))).toEqual([
      'عند ١٠:٣٠ الساعة',
    ]);
  });
});
