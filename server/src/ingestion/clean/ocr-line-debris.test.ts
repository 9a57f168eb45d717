import { describe, expect, it } from 'vitest';
import { cleanOcrLine } from './ocr-line-debris.js';

describe('OCR line debris', () => {
  it('drops specks at the edges of a line and keeps its words and numbers', () => {
    expect(cleanOcrLine('ٍ الهواء له وزن. ٍ ِ')).toBe('الهواء له وزن.');
    expect(cleanOcrLine('i Sound is produced when an object vibrates.')).toBe(
      'Sound is produced when an object vibrates.',
    );
    expect(cleanOcrLine('5 Sound travels faster in water')).toBe('Sound travels faster in water');
    expect(cleanOcrLine('تعمل على استحلاب الدهون. ا 0')).toBe('تعمل على استحلاب الدهون.');
    expect(cleanOcrLine('The movement is called translocation. ا')).toBe(
      'The movement is called translocation.',
    );
    // A number ending a wrapped line, a numbered item and an English "a" stay.
    expect(cleanOcrLine('Pepsin works best at pH 2')).toBe('Pepsin works best at pH 2');
    expect(cleanOcrLine('1. Xylem vessels carry water')).toBe('1. Xylem vessels carry water');
    expect(cleanOcrLine('the loss of a')).toBe('the loss of a');
  });

  it('reads a bullet read as an Arabic zero as a bullet and keeps real bullets', () => {
    expect(cleanOcrLine('\u200e٠\u200f الارتفاع: يقل الضغط الجوي')).toBe(
      '• الارتفاع: يقل الضغط الجوي',
    );
    expect(cleanOcrLine('* Pitch depends on the frequency')).toBe(
      '* Pitch depends on the frequency',
    );
  });
});

describe('table rules read as letters inside an Arabic line', () => {
  it('drops a lone alef, alef with hamza below or madda, and a bar between cells', () => {
    expect(cleanOcrLine('الغدد اللعابية آٍْ اللعاب ا النشويات')).toBe(
      'الغدد اللعابية اللعاب النشويات',
    );
    expect(cleanOcrLine('المعدة إ العصارة المعدية | البروتينات')).toBe(
      'المعدة العصارة المعدية البروتينات',
    );
  });

  it('keeps a list letter and words that hold an alef', () => {
    expect(cleanOcrLine('أ الفم يبدأ فيه الهضم')).toBe('أ الفم يبدأ فيه الهضم');
    expect(cleanOcrLine('إذا كانت الإجابة أ فانتقل إلى التالي')).toBe(
      'إذا كانت الإجابة أ فانتقل إلى التالي',
    );
    expect(cleanOcrLine('Choose a | b in English')).toBe('Choose a | b in English');
  });
});
