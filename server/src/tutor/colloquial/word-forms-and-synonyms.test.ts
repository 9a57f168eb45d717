// A student asks in another word form or an everyday synonym of the notes' term ("conductive"
// of notes saying "conductor", "exam" of "Examination", "يزرع" of "زراعة", "فوائد" of
// "استخدامات"): over a real SQLite FTS5 index, the question is written with the word the files
// hold and answered; a question about something the files do not name stays declined
// (decision 064).
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { arabicDerivedLights, arabicRootForms, nisbaForms } from './arabic-root-forms.js';
import { englishFamilyForms } from './english-word-families.js';
import { schoolSynonyms } from './school-synonyms.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'heat.pdf': [
    'Copper is the best conductor of heat among the common metals.',
    'The absorption of infrared radiation is greatest for dark, matt surfaces.',
    'Uses of microwaves include mobile phone signals and heating food.',
  ],
  'school-year.pdf': [
    'The Examination for Unit 3 is on 12 June and lasts one hour.',
    'The speed of sound in water is about 1480 m/s.',
  ],
  'الزراعة.pdf': [
    'تبدأ زراعة الشعير في شهر ديسمبر، ويتم حصاده في شهر مايو.',
    'من استخدامات الأسمدة العضوية تحسين تهوية التربة.',
    'الخشب مادة عازلة للحرارة.',
    'يزرع الفلاحون الأرز في الأراضي المغمورة بالماء.',
    'الاختبار النهائي للعلوم يوم 3 يونيو ومدته ساعة واحدة.',
  ],
};

const bot = tutorOverFilesForTests('edubot-wordforms-', FILES, LANGUAGES);

const standardize = (question: string) => bot.standardize(question);

describe('other members of a word family, and school synonyms', () => {
  it('gives an English word its verb, noun, adjective and doer', () => {
    expect(englishFamilyForms('conductive')).toContain('conductor');
    expect(englishFamilyForms('evaporate')).toContain('evaporation');
    expect(englishFamilyForms('absorb')).toContain('absorption');
    expect(englishFamilyForms('expand')).toContain('expansion');
    // A short base joins unrelated words ("port" / "portion"): none.
    expect(englishFamilyForms('port')).toEqual([]);
  });

  it('gives an Arabic word the other words of its root and its nisba', () => {
    expect(arabicRootForms('يزرع')).toContain('زراعه');
    expect(arabicRootForms('المزارعون'.replace('ون', ''))).toContain('زراعه');
    expect(arabicRootForms('يعزل')).toContain('عازله');
    expect(arabicRootForms('ساخن')).toContain('تسخين');
    expect(nisbaForms('الحراره')).toContain('الحراري');
    expect(nisbaForms('المائي')).toContain('الماء');
    expect(nisbaForms('اسم')).toEqual([]);
  });

  it('meets a derived verb and its verbal noun (measures VII, VIII, X), both ways', () => {
    const family = (word: string) => [...(arabicDerivedLights(word, LANGUAGES) ?? [])];
    expect(family('يحتاج')).toContain('احتياج');
    expect(family('احتياج')).toContain('يحتاج');
    expect(family('ينتقل')).toContain('انتقال');
    expect(family('يستهلك')).toContain('استهلاك');
    expect(family('يستفيد')).toContain('استفاد');
    expect(family('اخترع')).toContain('اختراع');
    // A Form I verb has no such noun: "يكتب" is no "اكتاب".
    expect(family('يكتب')).not.toContain('اكتاب');
  });

  it('knows everyday words for school terms in both languages', () => {
    expect(schoolSynonyms('fast')).toContain('speed');
    expect(schoolSynonyms('exam')).toContain('examination');
    expect(schoolSynonyms('benefits')).toContain('uses');
    expect(schoolSynonyms('فوائد')).toContain('استخدامات');
    expect(schoolSynonyms('الامتحان')).toContain('الاختبار');
    // Everyday "الأكل" for the notes' "الطعام" (decision 077: else read as a kind the files lack).
    expect(schoolSynonyms('الأكل')).toContain('الطعام');
    // "اغلب المياه العذبة" of notes saying "ومعظمها متجمد".
    expect(schoolSynonyms('اغلب')).toContain('معظم');
  });
});

describe('a question in another word form is written with the word the files hold', () => {
  it('replaces only words no file holds, with a form a file holds', async () => {
    expect(await standardize('why is copper so conductive')).toBe('why is copper so conductor');
    expect(await standardize('when is the exam for unit 3')).toBe(
      'when is the examination for unit 3',
    );
    expect(await standardize('how fast is sound in water')).toBe('how speed is sound in water');
    // "يزرع" is held (the rice line): it stays as written; the answer matches it by its root.
    expect(await standardize('متى يزرع الشعير')).toBe('متى يزرع الشعير');
    // "الأسمدة" and "العضوية" are held: they stay as written.
    expect(await standardize('ما فوائد الأسمدة العضوية')).toBe('ما استخدامات الأسمدة العضوية');
  });
});

describe('the tutor answers a covered question asked in another word form', () => {
  it.each([
    ['why is copper so conductive', 'best conductor of heat'],
    ['which surfaces absorb infrared radiation best', 'dark, matt surfaces'],
    ['when is the exam for unit 3', '12 June'],
    ['how fast does sound travel in water', '1480'],
    ['what are the benefits of microwaves', 'mobile phone signals'],
    // "يزرع" is held (the rice line), so it stays; the answer still finds "زراعة الشعير".
    ['متى يزرع الشعير', 'ديسمبر'],
    ['ما فوائد الأسمدة العضوية', 'تحسين تهوية التربة'],
    ['هل الخشب يعزل الحرارة', 'عازلة'],
    // "الامتحان" for "الاختبار"; "مدة" (how long) is phrasing, not a word the files lack.
    ['كم مدة الامتحان النهائي للعلوم', 'ساعة واحدة'],
  ])('%s', async (question, answer) => {
    expectAnsweredWith(await bot.ask(question), answer);
  });

  it('still declines a question about something the files do not name', async () => {
    expect((await bot.ask('who invented the microwave oven')).sources).toEqual([]);
    expect((await bot.ask('متى يزرع الأرز')).sources).toEqual([]);
    expect((await bot.ask('ما فوائد الطاقة النووية')).sources).toEqual([]);
  });
});
