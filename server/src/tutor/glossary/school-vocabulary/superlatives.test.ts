// Superlatives across languages (docs/decisions/090): the regular English -est and Arabic أفعل
// forms, and a translated question that keeps its superlative instead of leaving it out.
import { describe, expect, it } from 'vitest';
import { filesHolding } from '../../../../test/helpers/passages.js';
import {
  arabicElativeBases,
  arabicElatives,
  englishSuperlativeBases,
  englishSuperlatives,
} from './superlatives.js';
import { createVocabularyTranslator } from './vocabulary-translator.js';

const translate = (question: string, to: 'ar' | 'en', files: string) =>
  createVocabularyTranslator(filesHolding(files), undefined, { partial: true }).translateWithTerms(
    question,
    to,
    [],
  );

describe('superlative forms', () => {
  it('writes English superlatives by the regular spelling rules', () => {
    expect(englishSuperlatives('long')).toEqual(['longest']);
    expect(englishSuperlatives('longer')).toEqual(['longest']);
    expect(englishSuperlatives('large')).toEqual(['largest']);
    expect(englishSuperlatives('big')).toEqual(['biggest']);
    expect(englishSuperlatives('heavy')).toEqual(['heaviest']);
    expect(englishSuperlatives('hard disk')).toEqual([]);
    expect(englishSuperlativeBases('biggest')).toContain('big');
    expect(englishSuperlativeBases('largest')).toContain('large');
    expect(englishSuperlativeBases('heaviest')).toEqual(['heavy']);
    expect(englishSuperlativeBases('forest')).toEqual(['for', 'fore']);
  });

  it('writes the Arabic elative of فعيل, فعل and فاعل adjectives, and reads it back', () => {
    expect(arabicElatives('كبير')).toEqual(['أكبر']);
    expect(arabicElatives('طويل')).toEqual(['أطول']);
    expect(arabicElatives('صلب')).toEqual(['أصلب']);
    expect(arabicElatives('عالي')).toEqual(['أعلى']);
    expect(arabicElatives('صلبة')).toEqual([]);
    expect(arabicElativeBases('أصغر')).toEqual(['صغير', 'صغر']);
    expect(arabicElativeBases('اطول')).toEqual(['طويل', 'طول']);
    expect(arabicElativeBases('أعلى')).toEqual(['عالي']);
    expect(arabicElativeBases('أمطار')).toEqual([]);
  });
});

describe('superlatives in a cross-language question', () => {
  const SKELETON = 'The femur in the thigh is the longest bone in the body.';
  const MINERALS = 'تقاس صلابة المعادن بمقياس موس، وأصلب المعادن الماس وأقلها صلابة التلك.';

  it('carries a superlative the notes hold across, both ways', async () => {
    expect((await translate('ما أطول عظمة في الجسم؟', 'en', SKELETON))?.query).toContain('longest');
    expect((await translate('What is the hardest mineral?', 'ar', MINERALS))?.query).toContain(
      'أصلب',
    );
  });

  it('never leaves a superlative out: the smallest bone is not asked as "bone body"', async () => {
    expect(await translate('ما أصغر عظمة في الجسم؟', 'en', SKELETON)).toBeNull();
    expect(await translate('What is the heaviest mineral?', 'ar', MINERALS)).toBeNull();
  });
});
