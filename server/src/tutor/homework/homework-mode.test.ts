import { describe, expect, it } from 'vitest';
import type { SourceDto } from '@edubot/common';
import { homeworkReply, looksLikeExercise } from './homework-mode.js';

const source = (excerpt: string): SourceDto => ({
  file_id: 'f',
  filename: 'notes.pdf',
  page: 2,
  excerpt,
});

describe('homework mode', () => {
  it.each([
    'Solve 2x + 3 = 11',
    'Calculate the speed of a car that travels 100 m in 20 s',
    'What is the answer to question 4?',
    'exercise 3 page 12',
    '12 × 4 = ?',
    'حل المعادلة س + ٣ = ٧',
    'احسب مساحة المثلث',
    'أوجد قيمة س',
    'ما ناتج ٥ × ٦؟',
  ])('sees an exercise in %s', (q) => expect(looksLikeExercise(q)).toBe(true));

  it.each([
    'What is photosynthesis?',
    'Explain the water cycle',
    'ما هي الخلية؟',
    'اشرح البناء الضوئي',
    'Who discovered penicillin in 1928?',
  ])('answers %s as a question', (q) => expect(looksLikeExercise(q)).toBe(false));

  it('gives the passage and hints, not a worked answer, in the question’s language', () => {
    const en = homeworkReply('Calculate the speed', [source('Speed is distance divided by time.')]);
    expect(en!.text).toMatch(/won't give you the final answer/);
    expect(en!.text).toContain('> Speed is distance divided by time.');
    expect(en!.sources).toHaveLength(1);
    const ar = homeworkReply('احسب السرعة', [source('السرعة هي المسافة مقسومة على الزمن.')]);
    expect(ar!.text).toMatch(/لن أعطيك الإجابة النهائية/);
    expect(homeworkReply('Calculate the speed', [])).toBeNull();
  });

  it('leaves out a sentence that works this very exercise (it holds every number of the question)', () => {
    const reply = homeworkReply('Calculate the speed of a car that travels 100 m in 20 s', [
      source(
        'Speed is distance divided by time. A car that travels 100 m in 20 s has a speed of 5 m/s.',
      ),
    ]);
    expect(reply!.text).toContain('> Speed is distance divided by time.');
    expect(reply!.text).not.toContain('5 m/s');
    const only = homeworkReply('احسب ناتج 12 × 4', [source('ناتج 12 × 4 هو 48.')]);
    expect(only!.text).toMatch(/لن أعطيك الإجابة النهائية/);
    expect(only!.text).not.toContain('48');
    expect(only!.sources).toEqual([]);
  });
});
