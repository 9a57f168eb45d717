import { describe, expect, it } from 'vitest';
import { reattachArabicMarks } from './arabic-marks.js';

describe('reattachArabicMarks', () => {
  it('puts a detached shadda back on the letter it was drawn over', () => {
    expect(reattachArabicMarks('لتك ّون الغذاء')).toBe('لتكوّن الغذاء');
  });

  it('puts a mark left at the end of a word back on its letter', () => {
    expect(reattachArabicMarks('علم ً نافعا')).toBe('علمً نافعا');
  });

  it('leaves attached marks and plain spaces alone', () => {
    expect(reattachArabicMarks('مُعلّم الصفّ')).toBe('مُعلّم الصفّ');
    expect(reattachArabicMarks('x - y')).toBe('x - y');
  });
});
