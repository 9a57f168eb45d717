// Spoken Arabic and loosely spelled English questions over a real SQLite FTS5 index: the words
// the files lack are written as the files write them, the words they hold stay, and through the
// real tutor a dialect question is answered from the passage an MSA question gets (decision 044).
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { arabicStandardForms, latinSpellingForms } from './standard-forms.js';
import { weightedTerms } from '../answer/question-terms.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'الكهرباء.pdf': [
    'التيار الكهربائي هو سريان الشحنات الكهربائية في موصل، ويقاس بوحدة الأمبير.',
    'يستخدم جهاز الأميتر لقياس شدة التيار، ويوصل في الدائرة على التوالي.',
    'المنصهر سلك رفيع يذوب عندما يزيد التيار عن حد معين فيقطع الدائرة. وظيفة المنصهر حماية الأجهزة من التلف.',
  ],
  'الخلية.pdf': [
    'تخزن الخلية الطاقة في جزيئات ATP التي يصنعها إنزيم خاص.',
    'يظل الماء في الفجوة العصارية حتى تحتاج إليه الخلية.',
    'ازدهر بيت الحكمة في بغداد في عهد الخليفة المأمون.',
  ],
  'plants.pdf': [
    'Chlorophyll absorbs red and blue light and reflects green light, the colour of leaves.',
    'A beaker of water acts as a heat shield between the lamp and the pondweed.',
    'Farmers burn paraffin heaters in greenhouses to release carbon dioxide.',
  ],
};

const bot = tutorOverFilesForTests('edubot-colloquial-', FILES, LANGUAGES);

const ask = (text: string) => bot.ask(text);

const standardize = (question: string) => bot.standardize(question);

describe('written forms of a spoken or loosely spelled word', () => {
  it('reads spoken verb prefixes, the spoken passive, possessives and spoken sounds', () => {
    expect(arabicStandardForms('بيتقاس')).toContain('يقاس');
    expect(arabicStandardForms('بتنخزن')).toContain('تخزن');
    expect(arabicStandardForms('هيصير')).toContain('يحدث');
    expect(arabicStandardForms('وظيفته')).toContain('وظيفه');
    expect(arabicStandardForms('يضل')[0]).toBe('يظل');
    expect(arabicStandardForms('كتير')[0]).toBe('كثير');
  });

  it('gives British and American spellings', () => {
    expect(latinSpellingForms('color')).toEqual(['colour']);
    expect(latinSpellingForms('colourless')).toEqual(['colorless']);
    expect(latinSpellingForms('vaporization')).toContain('vaporisation');
    expect(latinSpellingForms('meters')).toContain('metres');
    expect(latinSpellingForms('sulfur')).toContain('sulphur');
  });
});

describe('a question in the files own spelling', () => {
  it('writes spoken Arabic as the notes do', async () => {
    expect(await standardize('التيار الكهربائي بيتقاس بإيه؟')).toBe('التيار الكهربائي يقاس ما؟');
    expect(await standardize('الطاقة وين بتنخزن في الخلية')).toBe('الطاقة اين تخزن في الخلية');
    expect(await standardize('الماء بيضل فين؟')).toBe('الماء يظل اين؟');
    expect(await standardize('المنصهر شو وظيفته')).toBe('المنصهر ما وظيفه');
  });

  it('keeps a word the files hold, and a word whose forms they all lack', async () => {
    // "بيت" is held ("بيت الحكمة"): not read as the prefix ب + "يت".
    expect(await standardize('مين ازدهر بيت الحكمة في عهده')).toBe('من ازدهر بيت الحكمة في عهده');
    // Nothing held stands for "بيتكلم": it stays, and the gate sees it missing.
    expect(await standardize('الأميتر بيتكلم عن ايه')).toBe('الأميتر بيتكلم عن ما');
  });

  it('writes English compounds and spellings as the notes do', async () => {
    expect(await standardize('what color light does chlorophyll reflect')).toBe(
      'what colour light does chlorophyll reflect',
    );
    expect(await standardize('what is the heatshield for')).toBe('what is the heat shield for');
    expect(await standardize('what do green house farmers burn')).toBe(
      'what do greenhouse farmers burn',
    );
    expect(await standardize('what does the lamp do')).toBe('what does the lamp do');
    // A capitalized word is a name, never split into words the files hold.
    expect(await standardize('what is the Heatshield for')).toBe('what is the Heatshield for');
  });
});

describe('the tutor answers a spoken question from the passage the written one gets', () => {
  it.each([
    ['التيار الكهربائي بيتقاس بإيه؟', 'بوحدة الأمبير'],
    ['ازاي بنوصل الأميتر في الدائرة', 'على التوالي'],
    ['what color does chlorophyll reflect', 'green light'],
    ['الماء بيضل فين؟', 'الفجوة العصارية'],
    ['what is the heatshield for', 'beaker of water'],
  ])('%s', async (question, answer) => {
    expectAnsweredWith(await ask(question), answer);
  });

  it('still declines a spoken question the files do not cover', async () => {
    expect((await ask('ازاي بنحسب القدرة الكهربائية')).sources).toEqual([]);
    expect((await ask('مين اخترع المصباح الكهربائي')).sources).toEqual([]);
  });
});

describe('spoken question words are phrasing, not missing vocabulary', () => {
  it('leaves out spoken question and function words no file holds, keeps held ones', () => {
    const term = (surface: string, df: number) => ({ surface, stem: surface, light: surface, df });
    const stats = {
      documents: 10,
      terms: [
        term('ازاي', 0),
        term('كام', 0),
        term('عشان', 0),
        term('الفولتميتر', 2),
        term('عم', 3),
      ],
    };
    expect(weightedTerms(stats).map((t) => t.surface)).toEqual(['الفولتميتر', 'عم']);
  });
});

// Decision 088: "wat is a producer" was declined while "what is a producer" was answered.
describe('an English question word mistyped', () => {
  it('is written as the question word when no file holds the typo', async () => {
    expect(await bot.standardize('wat colour does chlorophyll reflect')).toBe(
      'what colour does chlorophyll reflect',
    );
    expect(await bot.standardize('hw does a heat shield work')).toBe('how does a heat shield work');
    expectAnsweredWith(await bot.ask('wht colour does chlorophyll reflect'), 'reflects green');
  });
});
