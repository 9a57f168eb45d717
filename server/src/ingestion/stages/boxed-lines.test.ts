// A row of boxes read one box at a time (decision 116): Tesseract runs each line across the row.
import { describe, expect, it } from 'vitest';
import { boxedLinesAsParagraphs } from './boxed-lines.js';
import type { OcrLine, OcrWord } from './ocr.js';

/** A line of words laid left to right from `x`, each word 12 px a letter, 8 px apart (or `gaps`). */
function line(top: number, words: string[], x: number, gaps: number[] = []): OcrLine {
  let left = x;
  const boxes: OcrWord[] = words.map((text, i) => {
    const word = { text, left, top, right: left + text.length * 12, bottom: top + 24 };
    left = word.right + (gaps[i] ?? 8);
    return word;
  });
  return { text: words.join(' '), confidence: 90, top, bottom: top + 24, words: boxes };
}

/** Two lines across three boxes 300 px apart: box texts "a1 a2 / a3", "b1 / b2 b3", "c1 / c2". */
function rowOfBoxes(): OcrLine[] {
  const first = line(
    100,
    ['Improve', 'public', 'Train', 'skilled', 'Support', 'digital'],
    40,
    [8, 200, 8, 190, 8],
  );
  const second = line(
    130,
    ['finance', 'reports', 'national', 'staff', 'transformation'],
    40,
    [8, 190, 8, 150],
  );
  return [line(20, ['Strategic', 'goals'], 300), first, second];
}

const paragraphs = (text: string) => text.split(/\n\s*\n/u).map((p) => p.replace(/\n/gu, ' '));

describe('a row of boxes read one box at a time', () => {
  it('reads each box of a row as its own paragraph, left to right for English', () => {
    expect(paragraphs(boxedLinesAsParagraphs(rowOfBoxes()))).toEqual([
      'Strategic goals',
      'Improve public finance reports',
      'Train skilled national staff',
      'Support digital transformation',
    ]);
  });

  it('reads the boxes right to left on an Arabic page', () => {
    const lines: OcrLine[] = [
      line(100, ['الرقمي', 'التحول', 'الكوادر', 'تأهيل', 'جودة', 'تحسين'], 40, [8, 200, 8, 200, 8]),
      line(130, ['للوزارة', 'البشرية', 'الحسابات'], 40, [230, 230]),
    ];
    // Tesseract gives an Arabic line's words right to left.
    for (const l of lines) l.words!.reverse();
    expect(paragraphs(boxedLinesAsParagraphs(lines))).toEqual([
      'تحسين جودة الحسابات',
      'تأهيل الكوادر البشرية',
      'التحول الرقمي للوزارة',
    ]);
  });

  it('drops the traces of box edges read as signs between the boxes', () => {
    const lines = rowOfBoxes();
    const first = lines[1]!;
    // A box's edge between the first and second box, read as "|" and as a tall "1".
    first.words!.splice(2, 0, { text: '|', left: 250, top: 90, right: 253, bottom: 134 });
    first.words!.splice(3, 0, { text: '1', left: 262, top: 88, right: 266, bottom: 136 });
    expect(paragraphs(boxedLinesAsParagraphs(lines))[1]).toBe('Improve public finance reports');
  });

  it('parts two boxes stacked in a column, and keeps a two-line box whole', () => {
    // Column one: a box of two lines, then 40 px lower a box of one; column two: one box.
    const lines = [
      line(100, ['Improve', 'public', 'Train', 'skilled'], 40, [8, 200, 8]),
      line(128, ['finance', 'reports', 'national', 'staff'], 40, [8, 190, 8]),
      line(192, ['Support', 'digital', 'Plan', 'budgets'], 40, [8, 200, 8]),
    ];
    expect(paragraphs(boxedLinesAsParagraphs(lines))).toEqual([
      'Improve public finance reports',
      'Support digital',
      'Train skilled national staff',
      'Plan budgets',
    ]);
  });

  it('leaves lines of ordinary word spacing as they are', () => {
    const lines = [
      line(20, ['Plants', 'make', 'food', 'by', 'photosynthesis.'], 40),
      line(50, ['Leaves', 'hold', 'chlorophyll.'], 40),
    ];
    expect(boxedLinesAsParagraphs(lines)).toBe(
      'Plants make food by photosynthesis.\nLeaves hold chlorophyll.',
    );
  });
});
