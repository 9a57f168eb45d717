import { describe, expect, it } from 'vitest';
import { analyze } from '../../search/analyzer/analyzer.js';
import { classQuestion, hit } from '../../../test/helpers/passages.js';
import { extractiveAnswer } from '../providers/extractive.provider.js';
import { isGeneralWord } from './general-words.js';

const general = (word: string) => isGeneralWord(analyze(word, ['ara', 'eng'])[0]!);

describe('everyday words', () => {
  it('knows the words students wrap a question in, in every inflection', () => {
    for (const w of ['many', 'gives', 'given', 'actually', 'bigger', 'examples', 'Arabic'])
      expect({ w, general: general(w) }).toEqual({ w, general: true });
    for (const w of ['مثالا', 'أمثلة', 'المصطلح', 'بالعربي', 'أكبر', 'according'])
      expect({ w, general: general(w) }).toEqual({ w, general: true });
  });

  it('knows how students say they are stuck, and words for everywhere', () => {
    for (const w of ['im', 'confused', 'idk', 'everywhere', 'anyone', 'فاهم', 'فهمت', 'مش'])
      expect({ w, general: general(w) }).toEqual({ w, general: true });
  });

  it('never takes subject vocabulary for an everyday word', () => {
    for (const w of [
      'ribosome',
      'photosynthesis',
      'quicksort',
      'polarizer',
      'الثغور',
      'الميتوكوندريا',
      'التحريش',
    ])
      expect({ w, general: general(w) }).toEqual({ w, general: false });
  });
});

describe('a question wrapped in how the student feels', () => {
  const notes = [
    hit(
      'Photosynthesis\nPlants make glucose from carbon dioxide and water using light energy. Oxygen is released.',
      'biology.pdf',
      1,
    ),
    hit(
      'Fuels\nHydrogen releases the most energy per gram, but it is difficult to store because it must be kept under high pressure.',
      'fuels.pdf',
      1,
    ),
  ];
  const ask = (query: string) => extractiveAnswer(classQuestion(query, notes, true)).text;

  it.each([
    ['im confused, what do plants make glucose from', 'carbon dioxide and water'],
    ['idk why we dont use hydrogen everywhere', 'difficult to store'],
  ])('answers "%s"', (question, answer) => {
    expect(ask(question)).toContain(answer);
  });
});
