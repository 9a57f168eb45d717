// Choosing between a photo's bilingual and Arabic-only readings, line by line (the readings
// themselves, from real photos, are in test/photo-worksheet-answers.test.ts).
import { describe, expect, it } from 'vitest';
import { mergeReadings, wantsArabicReading } from './arabic-reading.js';

const line = (text: string, top: number, confidence = 80) => ({
  text,
  confidence,
  top,
  bottom: top + 30,
});

describe('photo readings', () => {
  it('reads again in Arabic only a bilingual bot photo that holds Arabic', () => {
    expect(wantsArabicReading(['ara', 'eng'], 'السؤال الأول: Lo وظيفة اللعاب')).toBe(true);
    expect(wantsArabicReading(['ara', 'eng'], 'Q1. Name the gas given off')).toBe(false);
    expect(wantsArabicReading(['ara'], 'السؤال الأول')).toBe(false);
    expect(wantsArabicReading(['eng'], 'السؤال الأول')).toBe(false);
  });

  it('keeps Arabic lines from the Arabic reading and English lines from the bilingual one', () => {
    const bilingual = [
      line('Worksheet 2', 10, 92),
      line('السؤال الأول: Lo وظيفة اللعاب في الفم؟', 50, 70),
      line('Spall', 90, 40),
    ];
    const arabic = [
      line('لاحلاعقل ٢', 12, 30),
      line('السؤال الأول: ما وظيفة اللعاب في الفم؟', 52, 85),
      line('الفم؟', 88, 75),
    ];
    expect(mergeReadings(bilingual, arabic)).toBe(
      'Worksheet 2\nالسؤال الأول: ما وظيفة اللعاب في الفم؟\nالفم؟',
    );
  });
});
