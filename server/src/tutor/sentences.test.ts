import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits English at . ! ? and line breaks, but not inside numbers or initials', () => {
    const out = splitSentences('Pi is about 3.14 here. Dr. A. Smith said so! Is it?\nA new line');
    expect(out.map((s) => s.text)).toEqual([
      'Pi is about 3.14 here.',
      'Dr. A. Smith said so!',
      'Is it?',
      'A new line',
    ]);
    expect(out.map((s) => s.index)).toEqual([0, 1, 2, 3]);
  });

  it('keeps a table row whole when a cell ends with a stop', () => {
    expect(
      splitSentences('المرحلة | ماذا يحدث للماء؟ | مثال من حياتنا اليومية\nTemp. | 20').map(
        (s) => s.text,
      ),
    ).toEqual(['المرحلة | ماذا يحدث للماء؟ | مثال من حياتنا اليومية', 'Temp. | 20']);
  });

  it('splits Arabic at ؟ ؛ . ! and cuts overlong comma-chained sentences at ،', () => {
    expect(
      splitSentences('ما هي الخلية؟ الخلية وحدة الحياة. وهذا مثال!').map((s) => s.text),
    ).toEqual(['ما هي الخلية؟', 'الخلية وحدة الحياة.', 'وهذا مثال!']);
    const clause = 'تحدث هذه العملية في أوراق النباتات الخضراء بوجود ضوء الشمس والماء';
    const long = Array.from({ length: 8 }, () => clause).join('، ') + '.';
    const parts = splitSentences(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.text.length < long.length)).toBe(true);
    expect(parts.map((p) => p.text).join(' ')).toBe(long);
  });

  it('cuts a run of OCR text without punctuation between words into short pieces', () => {
    const words =
      'وصح عن رسول الله انه قال لا يدخل الجنة نمام والنمام هو الذي ينقل الحديث بين الناس';
    const run = Array.from({ length: 12 }, () => words).join(' ');
    const parts = splitSentences(run).map((p) => p.text);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((p) => p.length <= 260)).toBe(true);
    expect(parts.join(' ')).toBe(run);
  });

  it('drops pieces without letters', () => {
    expect(splitSentences('... 12. Water boils.').map((s) => s.text)).toEqual(['Water boils.']);
  });

  it('keeps a one-letter name given a number, a worked answer ("X=1", "y=-2")', () => {
    expect(
      splitSentences('Use matrices A*X=B to Prove z=-1\ny=-2\nX=1').map((s) => s.text),
    ).toEqual(['Use matrices A*X=B to Prove z=-1', 'y=-2', 'X=1']);
  });
});
