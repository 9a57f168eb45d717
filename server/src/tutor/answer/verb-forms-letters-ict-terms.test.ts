// Decision 121: covered questions that were declined. A student's verb is the notes' adjective
// ("metamorphosed" / "metamorphic"), "capital A" asks about the letter the notes list, a slide's
// labelled line says what a part does with a verb no list holds ("لسان المزمار: يغلق ..."), and
// an English question about an ICT-security page in Arabic needs the subject's vocabulary
// ("two factor authentication" / "المصادقة الثنائية") and no preposition carried across.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  expectAnsweredWith,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { englishFamilyForms } from '../colloquial/english-word-families.js';
import { passageSaysWhatFor } from './function-questions.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import { letterAsked, writesLetter } from './letter-case.js';
import { filesHolding } from '../../../test/helpers/passages.js';
import { createVocabularyTranslator } from '../glossary/school-vocabulary/vocabulary-translator.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'rocks-unit.pdf': [
    'Heat and pressure deep underground change rocks without melting them.',
    'Metamorphic rocks: mudstone changes to slate, and sandstone changes to quartzite.',
    'Granite cools slowly underground, so its crystals grow large.',
  ],
  'characters-slides.pdf': [
    'Every character is stored as a binary number called its character code.',
    "Example codes: 'B' = 66, 'z' = 122, '0' = 48",
    'Unicode uses up to 32 bits per character and includes Arabic letters.',
  ],
  'أمن الأجهزة.pdf': [
    'المصادقة الثنائية تطلب رمزا يصل في رسالة نصية إلى الهاتف بعد إدخال كلمة المرور.',
    'النسخ الاحتياطي على قرص خارجي أفضل حماية من برامج الفدية لأنه يعيد الملفات المقفلة.',
    'جدار الحماية يفحص الاتصالات القادمة من الإنترنت ويحجب المشبوه منها.',
  ],
  'أعضاء الجسم - عرض.pdf': [
    '• المثانة: تجمع البول حتى يخرج من الجسم • القرنية: طبقة شفافة في مقدمة العين',
    '• الجفن: يغطي العين ويحميها من الغبار',
  ],
};

const bot = tutorOverFilesForTests('edubot-covered121-', FILES, LANGUAGES);

describe('the parts of each rule', () => {
  it('reads a learned ending as another member of the family', () => {
    expect(englishFamilyForms('metamorphosed')).toContain('metamorphic');
    expect(englishFamilyForms('photosynthesise')).toContain('photosynthesis');
    expect(englishFamilyForms('magnetised')).toContain('magnetic');
    // A short base would join unrelated words.
    expect(englishFamilyForms('organism')).not.toContain('organic');
  });

  it('finds the letter a case word asks about, as the notes list it', () => {
    expect(letterAsked('ascii code for capital A', 'capital')).toBe('A');
    expect(letterAsked('code of lowercase Z?', 'lowercase')).toBe('z');
    expect(letterAsked('what is the capital of Egypt', 'capital')).toBeNull();
    expect(writesLetter("'A' = 65, 'a' = 97", 'A')).toBe(true);
    expect(writesLetter('A rock is made of minerals', 'A')).toBe(false);
  });

  it('reads a labelled line opening with a present-tense verb as saying what the part does', () => {
    const line = (text: string) => {
      const tokens = analyze(text, ['ara']);
      return { text, stems: tokens.map((t) => t.stem), lights: tokens.map((t) => t.light) };
    };
    const subject = analyze('لسان المزمار', ['ara']);
    expect(passageSaysWhatFor([line('• لسان المزمار: يغلق الحنجرة عند البلع')], subject)).toBe(
      true,
    );
    // A noun after the label says what it is made of, not what it does.
    expect(passageSaysWhatFor([line('• لسان المزمار: قطعة غضروفية')], subject)).toBe(false);
  });
});

describe('an English question carried into the Arabic notes', () => {
  const translate = (question: string) =>
    createVocabularyTranslator(filesHolding(FILES['أمن الأجهزة.pdf']!.join(' ')), undefined, {
      partial: true,
    }).translateWithTerms(question, 'ar', []);

  it('writes the security terms as the Arabic notes do', async () => {
    expect((await translate('what is two factor authentication'))?.query).toContain(
      'المصادقة الثنائية',
    );
    expect((await translate('whats the best protection against ransomware'))?.query).toContain(
      'برامج الفدية',
    );
  });

  it('leaves an English preposition to the Arabic one, not as a word the notes lack', async () => {
    const t = await translate('whats the best protection against ransomware');
    expect(t?.dropped).toEqual([]);
    expect(t?.unknown).toEqual([]);
    expect(t?.query).not.toContain('against');
  });
});

describe('covered questions asked as students ask them are answered', () => {
  it.each([
    ['what does sandstone turn into when its metamorphosed', 'quartzite'],
    ['ascii code for capital B', '66'],
    ['whats the code of lowercase z', '122'],
    ['شو وظيفة المثانة', 'تجمع البول'],
    ['ما وظيفة الجفن', 'يغطي العين'],
    ['what is two factor authentication', 'الهاتف'],
    ['whats the best protection against ransomware', 'النسخ الاحتياطي'],
  ])('%s', async (question, answer) => {
    expectAnsweredWith(await bot.ask(question), answer);
  });

  it('still declines what the files do not say', async () => {
    // The slides list no "Q"; the cornea's line says what it is, not what it does.
    expect((await bot.ask('ascii code for capital Q')).sources).toEqual([]);
    expect((await bot.ask('ما وظيفة القرنية')).sources).toEqual([]);
    expect((await bot.ask('what does limestone turn into when its metamorphosed')).sources).toEqual(
      [],
    );
    expect((await bot.ask('what is a botnet')).sources).toEqual([]);
  });
});
