// Spoken questions of decision 096 over MSA notes, through the real tutor and a real SQLite FTS5
// index: Levantine present verbs and participles, spoken words behind the article, everyday
// words for the notes' words, "كم نسبة" with no "نسبة" in the notes, a what-for question with
// its frame word first, and Arabizi spoken verbs and frame words.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { statesNumber } from '../answer/answer-type.js';
import { asksWhatFor, statesWhatFor } from '../answer/function-questions.js';
import { arabiziForms, arabiziFunctionWord, arabiziWrittenForms } from './arabizi.js';
import { arabicStandardForms } from './standard-forms.js';

const LANGUAGES: readonly LanguageCode[] = ['ara'];

const FILES: Record<string, string[]> = {
  'الساحل.pdf': [
    'يسكن نحو 70% من سكان البلاد في المدن الساحلية.',
    'تثبت الأوتاد الخيمة في الأرض وتمنع الريح من اقتلاعها.',
  ],
  'الجسم.pdf': [
    'تهضم المعدة الطعام بالعصارات الهاضمة.',
    'يتغذى الجمل على الأعشاب الشوكية في الصحراء.',
    'يقل الماء في الصحراء في فصل الصيف.',
    'تعيش الفراشة البالغة أسبوعين تقريباً بعد خروجها من الشرنقة.',
  ],
};

const bot = tutorOverFilesForTests('edubot-spoken-096-', FILES, LANGUAGES);

const DECLINE = /لا تغطي المواد الدراسية/u;

describe('written forms of spoken words', () => {
  it('reads a spoken participle as the present verb', () => {
    expect(arabicStandardForms('عايشين')).toContain('يعيش');
    expect(arabicStandardForms('ساكنين')).toContain('يسكن');
    expect(arabicStandardForms('نايم')).toContain('ينام');
    // A bare فاعل is as often a name ("ثامر").
    expect(arabicStandardForms('ثامر')[0]).not.toBe('يثمر');
  });

  it('reads the habitual ب straight before the stem, the verb itself before a synonym', () => {
    expect(arabicStandardForms('بصير')).toContain('يصير');
    expect(arabicStandardForms('بشتغل')[0]).toBe('يشتغل');
    expect(arabicStandardForms('بيحطو')).toContain('يحط');
  });

  it('reads a spoken word behind the article or a preposition', () => {
    expect(arabicStandardForms('المي')).toContain('الماء');
    expect(arabicStandardForms('بالمي')).toContain('الماء');
  });

  it('gives the notes’ word for everyday words', () => {
    expect(arabicStandardForms('بيصرف')).toContain('يستهلك');
    expect(arabicStandardForms('الحنفيه')).toContain('الصنبور');
    expect(arabicStandardForms('بياكل')).toContain('يتغذي');
    expect(arabicStandardForms('بتنزل')).toContain('تنخفض');
  });
});

describe('Arabizi', () => {
  it('reads a construct t as ة and a frame word as the notes write it', () => {
    expect(arabiziForms('bizret')).toContain('بذره');
    expect(arabiziFunctionWord('wazifet')).toBe('وظيفة');
  });

  it('reads a spoken verb with its b prefix as the written verb first', () => {
    const forms = arabiziWrittenForms('byakol');
    expect(forms).toContain('يتغذي');
    expect(forms.indexOf('ياكل')).toBeLessThan(forms.indexOf('بيقل'));
  });
});

describe('what-for questions', () => {
  it('reads the frame word opening the question as a what-for question', () => {
    expect(asksWhatFor('وظيفة الساق ما هي')).toBe(true);
    expect(asksWhatFor('الساق طويلة')).toBe(false);
  });

  it('takes "makes" and "fixes" as saying what a thing does', () => {
    const says = (text: string) => statesWhatFor({ text, stems: [], lights: [] });
    expect(says('تصنع الورقة الغذاء')).toBe(true);
    expect(says('يثبت الجذر النبات')).toBe(true);
  });
});

describe('a quantity in one word', () => {
  it('reads the Arabic dual of a unit as a stated quantity', () => {
    expect(statesNumber('يعيش الجمل أسبوعين دون ماء')).toBe(true);
    expect(statesNumber('يحتاج الإنسان إلى شرب لترين من الماء')).toBe(true);
    expect(statesNumber('يعيش الجمل في الصحراء')).toBe(false);
  });
});

describe('words naming the answer type', () => {
  it('reads "نسبة" no file holds as "how much", not as a spoken verb ("تثبت")', async () => {
    expect(await bot.standardize('كم نسبة الأوتاد')).toBe('كم  الأوتاد');
    expect(await bot.standardize('ما نسبة الأوتاد')).toBe('ما كم الأوتاد');
  });
});

describe('spoken questions answered from MSA notes', () => {
  it('answers "قديش بتعيش X" from a line giving the time as a dual', async () => {
    expect((await bot.ask('قديش بتعيش الفراشة')).text).toContain('أسبوعين');
  });

  it('answers "قديش نسبة" from a line giving the percentage without "نسبة"', async () => {
    expect((await bot.ask('كم نسبة سكان المدن')).text).toContain('70%');
    expect((await bot.ask('قديش نسبة اللي ساكنين بالمدن')).text).toContain('70%');
  });

  it('answers "وظيفة X شو هي" from what X does', async () => {
    const reply = await bot.ask('وظيفة الأوتاد شو هي');
    expect(reply.text).toContain('تثبت الأوتاد');
  });

  it('answers Arabizi spoken verbs and frame words', async () => {
    const food = await bot.ask('shu byakol el jamal');
    expect(food.text).toContain('الأعشاب الشوكية');
    const stomach = await bot.ask('shu wazifet el ma3ida');
    expect(stomach.text).not.toMatch(DECLINE);
    expect(stomach.text).toContain('تهضم');
  });
});
