import { describe, expect, it } from 'vitest';
import { analyze } from './analyzer.js';
import { arabicLightStem } from './arabic-light-stem.js';

const AR_EN = ['ara', 'eng'] as const;
const stems = (text: string, languages: readonly ('ara' | 'eng' | 'fra' | 'deu')[] = AR_EN) =>
  analyze(text, languages).map((t) => t.stem);

describe('analyze (Arabic)', () => {
  it('gives the same stem to a word with and without article, conjunction and preposition', () => {
    const [base] = stems('مدرسة');
    expect(base).toBeDefined();
    for (const variant of ['المدرسة', 'والمدرسة', 'بالمدرسة', 'للمدرسة', 'المدرسه', 'المَدْرَسَة']) {
      expect(stems(variant)).toEqual([base]);
    }
  });

  it('conflates sound plurals and the dual with the singular', () => {
    expect(stems('المعلمون')).toEqual(stems('معلم'));
    expect(stems('المعلمين')).toEqual(stems('معلم'));
    expect(stems('الطالبات')).toEqual(stems('طالب'));
  });

  it('drops Arabic stopwords, including question words, in either spelling', () => {
    expect(stems('ما هي عاصمة مصر؟')).toEqual(stems('عاصمة مصر'));
    expect(stems('من هو مؤسس الدولة')).toEqual(stems('مؤسس الدولة'));
    expect(analyze('في على إلى الى متى أين', AR_EN)).toEqual([]);
  });

  it('splits a conjunction glued to a number and normalizes its digits', () => {
    expect(analyze('في ١٩٩٤ و٢٠٠٢', AR_EN).map((t) => t.surface)).toEqual(['1994', '2002']);
  });

  it('keeps a light stem next to the Snowball stem', () => {
    expect(arabicLightStem('والكتاب')).toBe('كتاب');
    expect(arabicLightStem('بالمدارس')).toBe('مدارس');
    expect(arabicLightStem('المعلمات')).toBe('معلم');
    const [token] = analyze('فالمكتبات', AR_EN);
    expect(token?.light).toBe('مكتب');
  });
});

describe('analyze (Latin)', () => {
  it('stems English plurals and verb forms', () => {
    expect(stems('plants')).toEqual(stems('plant'));
    expect(stems('studies studying studied')).toEqual(['studi', 'studi', 'studi']);
    expect(stems('The Cells are dividing')).toEqual(stems('cell divide'));
  });

  it('uses French or German stemming and stopwords by the bot languages', () => {
    expect(stems('les élèves et les étudiants', ['ara', 'fra'])).toEqual(
      stems('eleve etudiant', ['ara', 'fra']),
    );
    expect(stems('die Häuser der Städte', ['ara', 'deu'])).toEqual(
      stems('Haus Stadt', ['ara', 'deu']),
    );
    // "die" is a German article but an English verb: stopwords follow the bot's languages.
    expect(stems('die', ['ara', 'deu'])).toEqual([]);
    expect(stems('die', ['ara', 'eng'])).toEqual(['die']);
  });

  it('handles mixed Arabic and English text in one pass', () => {
    const tokens = analyze('تفاعل photosynthesis في النبات', AR_EN);
    expect(tokens.map((t) => t.arabic)).toEqual([true, false, true]);
    expect(tokens[1]?.stem).toBe('photosynthesi');
  });
});
