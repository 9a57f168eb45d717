import { describe, expect, it } from 'vitest';
import { cleanExtractedText } from './normalize.js';

describe('cleanExtractedText', () => {
  it('shows a bullet drawn from a symbol font as a bullet', () => {
    expect(
      cleanExtractedText('أهمية دورة الماء\n\uF0B7 تجدد المياه العذبة\n \uF095 توزع الحرارة'),
    ).toBe('أهمية دورة الماء\n• تجدد المياه العذبة\n• توزع الحرارة');
  });

  it('leaves a private-use character inside a word alone (a garbled layer is judged elsewhere)', () => {
    expect(cleanExtractedText('a\uF0B7b')).toBe('a\uF0B7b');
  });
});
