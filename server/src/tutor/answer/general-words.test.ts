import { describe, expect, it } from 'vitest';
import { analyze } from '../../search/analyzer/analyzer.js';
import { isGeneralWord } from './general-words.js';

const general = (word: string) => isGeneralWord(analyze(word, ['ara', 'eng'])[0]!);

describe('everyday words', () => {
  it('knows the words students wrap a question in, in every inflection', () => {
    for (const w of ['many', 'gives', 'given', 'actually', 'bigger', 'examples', 'Arabic'])
      expect({ w, general: general(w) }).toEqual({ w, general: true });
    for (const w of ['مثالا', 'أمثلة', 'المصطلح', 'بالعربي', 'أكبر', 'according'])
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
