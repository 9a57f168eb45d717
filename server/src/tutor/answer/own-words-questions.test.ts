// Covered questions students ask in their own words (decision 069): the short form ("nucleus
// job?"), a number glued to its unit ("at 40cm"), an ordinal in digits ("3rd law"), a clipped or
// everyday word ("temp", "average", "tired"), a spoken Arabic verb of happening or finding
// ("شو بصير", "بيحصل", "نلاقي", "تقفل") and the short nisba ("الكهربي" of notes saying
// "الكهربائي"). Over a real SQLite FTS5 index: each is answered from the line that holds its
// answer, and a question about something the files do not name is still declined.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { CLASS_BOT, tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { nisbaForms } from '../colloquial/arabic-root-forms.js';
import { standardizeQuestion } from '../colloquial/standardize-question.js';
import { askedAttribute } from './asked-attribute.js';
import { asksWhatFor } from './function-questions.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'cell-slides.pdf': [
    [
      'Parts of an animal cell',
      '- Nucleus: contains the genetic material and controls the cell',
      '- Mitochondria: where aerobic respiration releases energy',
      '- Ribosomes: where proteins are made',
    ].join('\n'),
    [
      'Anaerobic respiration',
      '- Happens when there is not enough oxygen, for example in a sprint',
      '- Lactic acid builds up and causes muscle fatigue',
    ].join('\n'),
  ],
  'pondweed-practical.pdf': [
    [
      'Results of the pondweed experiment',
      'Distance from lamp (cm) | Trial 1 (bubbles/min) | Trial 2 (bubbles/min) | Mean (bubbles/min)',
      '10 | 62 | 58 | 60',
      '20 | 31 | 35 | 33',
      '40 | 9 | 11 | 10',
      'The closer the lamp, the more bubbles are produced per minute.',
    ].join('\n'),
  ],
  'forces.pdf': [
    [
      "Newton's laws",
      '- First law: an object stays at rest unless a resultant force acts on it',
      '- Second law: force = mass × acceleration',
      '- Third law: two objects exert equal and opposite forces on each other',
    ].join('\n'),
  ],
  'ملاحظات.pdf': [
    'تنغلق الثغور في الأيام الحارة الجافة لتقليل فقدان الماء من الورقة. عندما تنغلق الثغور يقل دخول ثاني أكسيد الكربون فيتباطأ البناء الضوئي.',
    'نضع قطرات من محلول اليود على الورقة، فإذا تحول لونه إلى الأزرق الداكن فهذا يدل على وجود النشا.',
    'التيار الكهربائي هو سريان الشحنات الكهربائية في موصل، ويقاس بوحدة الأمبير.',
    'يحتاج الجسم إلى الفيتامينات. فيتامين ج مصادره البرتقال والليمون، ونقصه يسبب الإسقربوط.',
  ],
};

const bot = tutorOverFilesForTests('edubot-own-words-', FILES, LANGUAGES);

const standardize = (question: string) =>
  standardizeQuestion(question, LANGUAGES, (text) =>
    bot.index.termStats(CLASS_BOT, text, LANGUAGES),
  );

async function answered(question: string, expected: string): Promise<void> {
  const reply = await bot.ask(question);
  expect(reply.sources.length, `${question} was declined`).toBeGreaterThan(0);
  expect(reply.text).toContain(expected);
}

describe('covered questions in the student’s own words', () => {
  it('reads "X function?" and "X job?" as asking what X does', async () => {
    expect(asksWhatFor('mitochondria function?')).toBe(true);
    expect(asksWhatFor('nucleus job')).toBe(true);
    expect(asksWhatFor('function of ribosomes?')).toBe(true);
    // "use" as a verb in a whole sentence is no such question.
    expect(asksWhatFor('how do plants use the glucose they make')).toBe(false);
    await answered('mitochondria function?', 'aerobic respiration releases energy');
    await answered('nucleus job?', 'controls the cell');
  });

  it('splits a number glued to its unit and reads an everyday word as the notes’ one', async () => {
    await answered('average bubbles at 40cm?', '10');
    await answered('why do ur muscles get tired when u sprint', 'fatigue');
  });

  it('reads an ordinal in digits as the notes’ word', async () => {
    expect(await standardize('newtons 3rd law')).toBe('newtons third law');
    await answered('newtons 3rd law', 'equal and opposite');
  });

  it('reads spoken Arabic verbs of happening, finding and closing', async () => {
    await answered('شو بصير لليود اذا في نشا بالورقة', 'الأزرق الداكن');
    await answered('ايه اللي بيحصل للبناء الضوئي لما الثغور تقفل', 'يتباطأ البناء الضوئي');
    await answered('وين نلاقي فيتامين ج', 'البرتقال والليمون');
    // An everyday verb is not an attribute the files would have to name.
    expect(askedAttribute('شو يحدث لليود')).toBeNull();
  });

  it('reads the short nisba as the long one the notes write', async () => {
    expect(nisbaForms('الكهربي')).toContain('الكهربائي');
    await answered('ما المقصود بالتيار الكهربي', 'سريان الشحنات');
  });

  it('reads a mistyped function word as the one it stands for', async () => {
    // ز typed for ذ, and the article's ل doubled: both stopwords again, not missing words.
    await answered('بمازا يقاس', 'الأمبير');
    expect(await standardize('ما المصادر اللتي فيها فيتامين ج')).toBe(
      'ما المصادر التي فيها فيتامين ج',
    );
  });

  it('still declines what the files do not name', async () => {
    for (const question of [
      'golgi apparatus function?',
      'average bubbles at 70cm with a blue filter?',
      'شو بصير للكبد اذا في سكر بالدم',
    ]) {
      const reply = await bot.ask(question);
      expect(reply.sources, question).toEqual([]);
    }
  });
});
