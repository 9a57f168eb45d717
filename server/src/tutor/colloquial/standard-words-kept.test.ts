// Decision 115: a correctly written word of standard Arabic, or a name, that no file holds is kept
// as the student typed it; only spoken forms and slips are written as the files write them.
// "بحلول أي عام تريد الوزارة ..." had become "تحليل أي عام ريد الوزارة ..." over notes holding
// "تحليل" and "البريد", and a TyDi question's "آيفون" became "تيفون", "ماكس" became "مكس".
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { arabicRootForms } from './arabic-root-forms.js';
import { arabicWordShapes } from './arabic-word-shapes.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'الرؤية.pdf': [
    'تهدف رؤية المملكة 2030 إلى أن يكون اقتصاد المملكة ضمن أكبر 15 اقتصادا في العالم.',
    'تعمل الوزارة على تحليل البيانات المالية كل ربع سنة.',
  ],
  'الأمن.pdf': [
    'يجب حماية البريد الإلكتروني للجهة من الرسائل الضارة.',
    'تفرض الجمارك المكس على البضائع المستوردة، ويتيفون التجار من ذلك.',
    'يحدث التبخر عندما تكتسب جزيئات الماء طاقة كافية.',
    'يستخدم جهاز الأميتر لقياس شدة التيار.',
  ],
};

const bot = tutorOverFilesForTests('edubot-standard-kept-', FILES, LANGUAGES);

describe('a standard word or a name the files lack is kept as typed', () => {
  it('keeps everyday written words the gate weighs as phrasing', async () => {
    // "بحلول" was read as ب + "حلول" and its root's "تحليل", "تريد" as the stem "ريد" that
    // "بريد" shares.
    const question = 'بحلول أي عام تريد الوزارة أن تكون المملكة ضمن أكبر 15 اقتصاد في العالم؟';
    expect(await bot.standardize(question)).toBe(question);
  });

  it('reads no name as a verb or a root', () => {
    expect(arabicWordShapes('ايفون')).not.toContain('تيفون');
    expect(arabicRootForms('ماكس')).not.toContain('مكس');
  });

  it('still writes a spoken verb and another shape of a word as the notes do', async () => {
    expect(await bot.standardize('ليش الماء بيتبخر')).toBe('لماذا الماء تبخر');
    expect(arabicRootForms('ساخن')).toContain('تسخين');
    expect(arabicWordShapes('انتقل')).toContain('ينتقل');
  });

  it('answers the covered question with the year', async () => {
    expectAnsweredWith(
      await bot.ask('بحلول أي عام تريد الوزارة أن تكون المملكة ضمن أكبر 15 اقتصاد في العالم؟'),
      '2030',
    );
  });
});
