import { describe, expect, it } from 'vitest';
import { foldText, normalizeText } from './normalize.js';

describe('normalizeText', () => {
  it('removes tashkeel, tatweel, direction marks and zero-width characters', () => {
    expect(normalizeText('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeText('العـــربية')).toBe('العربيه');
    expect(normalizeText('\u200Fكتاب\u200E\u200B\u202Bعلم\u202C')).toBe('كتابعلم');
  });

  it('unifies alef forms, alef maqsura and ta marbuta', () => {
    expect(normalizeText('أحمد إبراهيم آمال ٱلله')).toBe('احمد ابراهيم امال الله');
    expect(normalizeText('مستشفى على')).toBe('مستشفي علي');
    expect(normalizeText('مدرسة')).toBe('مدرسه');
  });

  it('turns Arabic-Indic digits into ASCII and presentation forms into letters (NFKC)', () => {
    expect(normalizeText('عام ١٩٥٨ و۲۰۲۴')).toBe('عام 1958 و2024');
    expect(normalizeText('\uFEFB\uFE8E')).toBe('لاا');
  });

  it('keeps case for display while foldText lowercases', () => {
    expect(normalizeText('Photosynthesis')).toBe('Photosynthesis');
    expect(foldText('Photosynthesis ﬁ')).toBe('photosynthesis fi');
  });
});
