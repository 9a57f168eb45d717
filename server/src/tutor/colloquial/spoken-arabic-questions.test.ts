// Spoken Arabic questions over MSA notes, through the real tutor and a real SQLite FTS5 index
// (decision 055): the notes write a word in another shape than the student ("بنقيس" / "يقاس",
// "قائد" / "بقيادة", "قوي" / "قوياً", "قوة" / "قوته", "عالسطح" / "على السطح", "بيعتبر" /
// "يعد"), and a spoken question about a person's attribute the notes never give is declined.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { askedAnswerType, statesAnswerType, statesNumber } from '../answer/answer-type.js';
import { askedAttribute } from '../answer/asked-attribute.js';
import { askedTerm } from '../answer/defining-sentences.js';
import { splitSentences } from '../sentences.js';
import { detectQuestionLanguage } from '../question-language.js';
import { arabiziForms } from './arabizi.js';
import { arabicWordShapes } from './arabic-word-shapes.js';
import { arabicStandardForms, spokenFunctionWord } from './standard-forms.js';

const LANGUAGES: readonly LanguageCode[] = ['ara'];

const FILES: Record<string, string[]> = {
  'الطقس.pdf': [
    'يقاس الضغط الجوي بجهاز البارومتر، ويقاس بوحدة المليبار.',
    'الإعصار الذي تزيد سرعة رياحه على ١٢٠ كيلومتراً في الساعة يعد إعصاراً قوياً.',
    'تطفو قطعة الجليد على سطح الماء لأن كثافتها أقل من كثافة الماء.',
    'تقاس قوته بمقياس خاص يعتمد على سرعة الرياح.',
  ],
  'التاريخ.pdf': [
    'انتصر المسلمون في معركة حطين سنة ٥٨٣ هـ بقيادة صلاح الدين الأيوبي.',
    'حرر صلاح الدين مدينة القدس بعد معركة حطين.',
    'كان عمر بن عبد العزيز من أعدل الخلفاء.',
  ],
};

const bot = tutorOverFilesForTests('edubot-spoken-arabic-', FILES, LANGUAGES);

const DECLINE = /لا تغطي المواد الدراسية/u;

describe('other shapes of a word the notes write', () => {
  it('gives the passive of a hollow verb, the noun of its doer and فعلاء plurals', () => {
    expect(arabicWordShapes('نقيس')).toContain('يقاس');
    expect(arabicWordShapes('قائد')).toContain('قياده');
    expect(arabicWordShapes('خليفه')).toContain('خلفاء');
    expect(arabicWordShapes('خلفاء')).toContain('خليفه');
  });

  it('gives the accusative alef after ي, not the ت of ة before a possessive', () => {
    expect(arabicWordShapes('قوي')).toContain('قويا');
    expect(arabicWordShapes('قوه')).not.toContain('قوته');
    expect(arabicWordShapes('كتاب')).not.toContain('كتابا');
  });

  it('reads ع / ه glued to the article and common spoken verbs', () => {
    expect(arabicStandardForms('عالسطح')[0]).toBe('السطح');
    expect(arabicStandardForms('هالمعركه')[0]).toBe('المعركه');
    expect(arabicStandardForms('بيعتبر')).toContain('يعد');
    expect(arabicStandardForms('تطلع')).toContain('تخرج');
  });

  it('writes the spoken "وقت" (when) as "عند", not as another word', () => {
    expect(spokenFunctionWord('وقت')).toBe('عند');
  });
});

describe('spoken questions answered from MSA notes', () => {
  it('answers a spoken hollow verb from its written passive', async () => {
    const reply = await bot.ask('بإيش بنقيس الضغط الجوي');
    expect(reply.text).toContain('البارومتر');
  });

  it('answers "امتى بيعتبر قوي" from "يعد قوياً"', async () => {
    const reply = await bot.ask('امتى الاعصار بيعتبر قوي');
    expect(reply.text).not.toMatch(DECLINE);
    expect(reply.text).toContain('١٢٠');
  });
});

describe('spoken questions the notes do not answer', () => {
  it('reads "كم A X" and "ما اسم A X" as asking for the attribute A', () => {
    expect(askedAttribute('كم عمر صلاح الدين')).toBe('عمر');
    expect(askedAttribute('ما اسم زوجة صلاح الدين')).toBe('زوجة');
  });

  it('declines an age or a wife the notes never give', async () => {
    expect((await bot.ask('قديش عمر صلاح الدين')).text).toMatch(DECLINE);
    expect((await bot.ask('شو اسم زوجة عمر بن عبد العزيز')).text).toMatch(DECLINE);
  });
});

describe('numbers and dates in Arabic', () => {
  it('reads a standardized spoken "امتى" (written "متي", folded) as asking when', () => {
    expect(askedAnswerType('متي قامت الدوله الفاطميه')).toBe('time');
    expect(askedAnswerType('ايمتى دخل جوهر الصقلي مصر')).toBe('time');
  });

  it('reads dual hundreds and thousands, alef without hamza, and frequencies as values', () => {
    expect(statesNumber('استمر حكمهم نحو مئتين وسبعين عاماً')).toBe(true);
    expect(statesNumber('يبلغ طوله الفين متر')).toBe(true);
    expect(statesAnswerType('يجب مراجعة المتطلبات سنويا', 'date')).toBe(true);
  });
});

describe('spoken definition questions', () => {
  it('reads "شو يعني X", "يعني ايش X" and "X شو يعني" as asking what X is', () => {
    expect(askedTerm('ما يعني الاعصار', LANGUAGES)).not.toBeNull();
    expect(askedTerm('يعني ما الضغط الجوي', LANGUAGES)).not.toBeNull();
    expect(askedTerm('الاعصار ما يعني', LANGUAGES)).not.toBeNull();
    expect(askedTerm('تعريف الضغط الجوي', LANGUAGES)).not.toBeNull();
    expect(askedTerm('كم طبقه في الارض ما هي', LANGUAGES)).toBeNull();
  });
});

describe('spoken Arabic typed in Latin letters (Arabizi)', () => {
  it('reads a content word into the Arabic spellings it may stand for', () => {
    expect(arabiziForms('burkan')).toContain('بركان');
    expect(arabiziForms('el7adid')).toContain('الحديد');
    expect(arabiziForms('2ard')[1]).toBe('ارض');
    // Egyptian and Levantine: "d" for ظ, a glottal stop (2) for ق, a final alef maqsura.
    expect(arabiziForms('3adam')).toContain('عظام');
    expect(arabiziForms('a2wa')).toContain('اقوى');
  });

  it('takes an Arabizi question as Arabic, an English one as English', () => {
    expect(detectQuestionLanguage('shu ya3ni burkan', ['ara'])).toBe('ar');
    expect(detectQuestionLanguage('lesh el 7adid bi sada', ['ara', 'eng'])).toBe('ar');
    expect(detectQuestionLanguage('what is h2o', ['ara', 'eng'])).toBe('en');
    expect(detectQuestionLanguage('photosynthesis 2nd stage', ['ara', 'eng'])).toBe('en');
  });

  it('answers an Arabizi question from the Arabic notes, in Arabic', async () => {
    const reply = await bot.ask('shu ya3ni i3sar');
    expect(reply.text).toContain('١٢٠');
    expect(reply.sources[0]?.filename).toBe('الطقس.pdf');
  });
});

describe('a stray OCR dot in an Arabic scan', () => {
  it('keeps one or two words after it with the sentence before', () => {
    const sentences = splitSentences(
      'تسخن الشمس مياه البحار. ويتسرب جزء إلى باطن الأرض فيكون. المياه الجوفية. نسبة الماء العذب قليلة.',
    ).map((s) => s.text);
    expect(sentences).toContain('ويتسرب جزء إلى باطن الأرض فيكون. المياه الجوفية.');
  });

  it('leaves a heading on its own line alone', () => {
    const sentences = splitSentences('الهطول.\nالمياه الجوفية.\nتسخن الشمس مياه البحار.').map(
      (s) => s.text,
    );
    expect(sentences).toEqual(['الهطول.', 'المياه الجوفية.', 'تسخن الشمس مياه البحار.']);
  });
});
