import { describe, expect, it } from 'vitest';
import { detectQuestionLanguage } from './question-language.js';

describe('detectQuestionLanguage', () => {
  it('recognizes Arabic, also with a Latin term inside', () => {
    expect(detectQuestionLanguage('ما هو البناء الضوئي؟')).toBe('ar');
    expect(detectQuestionLanguage('ما معنى DNA في علم الأحياء؟')).toBe('ar');
  });

  it('decides a mixed Arabic/English question by its function words, not its longest terms', () => {
    expect(detectQuestionLanguage('ما هو ATP Synthase؟', ['ara', 'eng'])).toBe('ar');
    expect(
      detectQuestionLanguage('ما هي وظيفة the electron transport chain؟', ['ara', 'eng']),
    ).toBe('ar');
    expect(detectQuestionLanguage('What is الخلية النباتية?', ['ara', 'eng'])).toBe('en');
  });

  it('tells English, French and German apart by function words', () => {
    expect(detectQuestionLanguage('What is the water cycle?')).toBe('en');
    expect(
      detectQuestionLanguage("Qu'est-ce que la photosynthèse et comment est-elle faite ?", [
        'ara',
        'fra',
      ]),
    ).toBe('fr');
    expect(
      detectQuestionLanguage('Was ist die Photosynthese und wie funktioniert sie?', ['ara', 'deu']),
    ).toBe('de');
  });

  it("falls back to the bot's Latin language for a bare term, else English", () => {
    expect(detectQuestionLanguage('photosynthèse', ['ara', 'fra'])).toBe('fr');
    expect(detectQuestionLanguage('photosynthesis', ['ara'])).toBe('en');
  });
});

describe('a short English request naming a question (decision 106)', () => {
  it('is English, not Arabizi, though "q2" holds a digit', () => {
    for (const typed of ['solve q2', 'answer q3 pls', 'can u answer q1', 'help with q1'])
      expect(detectQuestionLanguage(typed, ['ara', 'eng'])).toBe('en');
    expect(detectQuestionLanguage('shu jawab q2', ['ara', 'eng'])).toBe('ar');
  });
});
