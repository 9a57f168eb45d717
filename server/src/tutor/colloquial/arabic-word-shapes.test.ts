// Arabic questions whose words the notes write in another shape (a verbal noun for a verb, a
// singular for a broken plural, a proclitic, a spoken passive), over a real SQLite FTS5 index
// and through the real tutor: answered from the passage that holds them (decision 047), while a
// word no file holds in any shape stays missing for the decline gate.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { arabicWordShapes, stopwordBehindProclitic } from './arabic-word-shapes.js';
import { arabicStandardForms } from './standard-forms.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

// Written for this test in the style of school notes; each page says one thing.
const FILES: Record<string, string[]> = {
  'الاقتصاد.pdf': [
    'يعتمد البلد على الاستيراد لتأمين القمح لأن إنتاجه المحلي لا يكفي السكان.',
    'تساهم الصناعة في زيادة الدخل القومي وتوفير فرص العمل للشباب.',
  ],
  'الطقس.pdf': [
    'التبخر يحدث عندما تسخن أشعة الشمس سطح البحر فيتحول الماء إلى بخار.',
    'يعود الماء إلى الأرض على شكل مطر أو ثلج، وهذا هو الهطول.',
    'ثارت العاصفة بقيادة رياح شمالية قوية فأغلقت الموانئ ثلاثة أيام.',
  ],
  'المختبر.pdf': [
    'نزن عشرة غرامات من الملح بالميزان الحساس ثم نذيبها في الماء.',
    'تزداد مقاومة السلك بزيادة طوله وتقل بزيادة مساحة مقطعه.',
    'إذا فتح المفتاح انقطع مسار التيار وانطفأ المصباح.',
  ],
  'الكهرباء.pdf': [
    'في التوصيل على التوازي يبقى فرق الجهد متساويا على جميع الفروع، وإذا تلف مصباح بقيت المصابيح الأخرى مضيئة. لهذا السبب توصل الأجهزة في المنازل على التوازي.',
    'يقاس فرق الجهد بوحدة الفولت.',
    'المولد جهاز ينتج الكهرباء من حركة ملف داخل مجال مغناطيسي.',
  ],
  'التاريخ.pdf': ['كان سقوط الإمبراطورية بعد ثلاثمئة عام من قيامها.'],
};

const bot = tutorOverFilesForTests('edubot-word-shapes-', FILES, LANGUAGES);

const standardize = (question: string) => bot.standardize(question);

describe('other shapes of an Arabic word', () => {
  it('gives the verbal noun and past of a present verb', () => {
    expect(arabicWordShapes('يتبخر')).toContain('تبخر');
    expect(arabicWordShapes('نستورد')).toContain('استيراد');
    expect(arabicWordShapes('يستخدم')).toContain('استخدام');
    expect(arabicWordShapes('يوصل')).toContain('توصيل');
    expect(arabicWordShapes('يقاوم')).toContain('مقاومه');
    expect(arabicStandardForms('بينطفي')).toContain('انطفا');
    expect(arabicStandardForms('نوزن')).toContain('نزن');
  });

  it('gives the verbal noun of a hollow verb and the present of a verbal noun', () => {
    expect(arabicWordShapes('قاد')).toContain('قياده');
    expect(arabicWordShapes('تبخر')).toContain('يتبخر');
    expect(arabicWordShapes('استخدام')).toContain('يستخدم');
  });

  it('gives the singular of a broken plural and of a comparative', () => {
    expect(arabicWordShapes('الامطار')).toContain('مطر');
    expect(arabicWordShapes('الثلوج')).toContain('ثلج');
    expect(arabicWordShapes('اجهزه')).toContain('جهاز');
    expect(arabicWordShapes('مصابيح')).toContain('مصباح');
    expect(arabicWordShapes('اطول')).toContain('طول');
  });

  it('gives the broken plural of a singular and the verbal noun of a past verb', () => {
    expect(arabicWordShapes('جهاز')).toContain('اجهزه');
    expect(arabicWordShapes('المصباح')).toContain('مصابيح');
    expect(arabicWordShapes('منزل')).toContain('منازل');
    expect(arabicWordShapes('سقطت')).toContain('سقوط');
    expect(arabicWordShapes('انتقلوا')).toContain('انتقال');
  });

  it('takes off proclitics and the spoken passive', () => {
    expect(arabicWordShapes('لمقاومه')[0]).toBe('مقاومه');
    expect(arabicWordShapes('اتبنت')).toContain('بني');
    expect(stopwordBehindProclitic('باي')).toBe('اي');
    expect(stopwordBehindProclitic('بغداد')).toBeUndefined();
  });

  it('restores a final hamza the student left out', () => {
    expect(arabicWordShapes('الهوا')).toContain('الهواء');
    expect(arabicWordShapes('شاطي')).toContain('شاطئ');
  });

  it('reads the Egyptian hard g as the written غ of a loanword', () => {
    expect(arabicStandardForms('جرام')).toContain('غرام');
  });
});

describe('a question in other shapes of the notes words', () => {
  it('writes a word the files lack in the shape they hold, and keeps a held word', async () => {
    expect(await standardize('ليش الماء يتبخر')).toBe('لماذا الماء تبخر');
    expect(await standardize('ليش بنستورد القمح')).toContain('استيراد');
    expect(await standardize('مين قاد العاصفه')).toContain('قياده');
    expect(await standardize('وين بيروح الما')).toContain('الماء');
    expect(await standardize('لمقاومه السلك لما يكون اطول')).toBe('مقاومه السلك عندما يكون طول');
    // "الماء" is held: it stays as typed.
    expect(await standardize('الماء')).toBe('الماء');
  });

  it('keeps a name no file holds in any shape, so the gate still sees it missing', async () => {
    expect(await standardize('مين بنى مدينه سامراء')).toContain('سامراء');
  });

  it.each([
    ['ليش بنستورد القمح', 'لا يكفي السكان'],
    ['الامطار والثلوج ايش اسمها', 'الهطول'],
    ['مين قاد العاصفه', 'رياح شمالية'],
    ['ليش المصباح بينطفي لما نفتح المفتاح', 'انقطع مسار التيار'],
    ['كم جرام ملح لازم نوزن', 'عشرة غرامات'],
    ['بأي وحده نقيس فرق الجهد', 'الفولت'],
    ['امتى سقطت الامبراطوريه', 'ثلاثمئة'],
    ['ايش فايده الاجهزه اللي بتنتج الكهربا', 'مولد'],
  ])('answers "%s" from the notes', async (question, answer) => {
    expectAnsweredWith(await bot.ask(question), answer);
  });

  it('quotes the sentence a "that is why" sentence points back to', async () => {
    const reply = await bot.ask('ليش الاجهزه في البيت بتتوصل توازي');
    expect(reply.text).toContain('بقيت المصابيح الأخرى مضيئة');
  });
});
