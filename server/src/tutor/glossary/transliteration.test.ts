import { describe, expect, it } from 'vitest';
import { LatinVocabulary } from './transliteration.js';

const vocabulary = (text: string) => {
  const v = new LatinVocabulary();
  for (const word of text.split(/[^A-Za-z]+/u)) v.add(word);
  return v;
};

describe('English terms written in Arabic letters', () => {
  const notes = vocabulary(
    'A qubit can be 0 or 1. MATLAB is a language. Chlorophyll absorbs light. Photosynthesis needs light; the plant photosynthesises. Proteins are made of amino acids. The matrix and the metrics.',
  );

  it('finds the English word an Arabic spelling stands for', () => {
    expect(notes.match('الكيوبت')).toBe('qubit');
    expect(notes.match('ماتلاب')).toBe('MATLAB');
    expect(notes.match('الكلوروفيل')).toBe('Chlorophyll');
    expect(notes.match('الفوتوسينثيسيس')).toBe('Photosynthesis');
    expect(notes.match('البروتينات')).toBe('Protein');
  });

  it('matches nothing for Arabic words, short keys or words two English words could be', () => {
    expect(notes.match('الخلية')).toBeNull();
    expect(notes.match('كتاب')).toBeNull();
    expect(notes.match('ماتريكس')).toBeNull();
    // "three" has the consonants of "tilt"; an Arabic word with the feminine ending is Arabic.
    expect(vocabulary('tilt your head').match('الثلاثة')).toBeNull();
  });
});
