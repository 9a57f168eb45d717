// Questions that ask what something is for ("ما وظيفة ...", "ما فائدة ...", "what is X for",
// "why is X important"), asked of notes that state it without the frame word or in another form
// of it, over a real SQLite FTS5 index through the real tutor (decision 044, addendum).
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import { asksWhatFor, isFrameWord } from './function-questions.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'الدوران.pdf': [
    'جهاز الدوران: يتكون من القلب والأوعية الدموية والدم. وظيفته الأساسية نقل الغذاء والأكسجين إلى خلايا الجسم.',
    'يتكون القلب من أربع حجرات. الصمامات في القلب تمنع رجوع الدم إلى الخلف.',
    'الشريان الأورطي أكبر شريان في الجسم ويخرج من البطين الأيسر.',
    'أسئلة المراجعة: ارسم جهاز الدوران. عدد أجزاء القلب. أين توجد الصمامات؟',
    'الدورة الدموية الصغرى بين القلب والرئتين. جهاز الدوران في الإنسان مغلق. شكل الصمامات في القلب.',
  ],
  'الهضم.pdf': [
    'الخملات: بروزات إصبعية دقيقة في جدار الأمعاء الدقيقة تزيد مساحة سطح الامتصاص.',
    'المعدة عضو عضلي يقع في الجزء العلوي من البطن.',
    'أسئلة المراجعة: ارسم الخملات. أين توجد الخملات؟ صف شكل الخملات.',
  ],
  // As ingestion leaves a real PDF of the table (its vowel marks kept).
  'أدوات المختبر.pdf': [
    [
      'أدوات المختبر واستخداماتها',
      'جدول أدوات المختبر',
      'الأداة | استخدامُها | مثالٌ',
      'الميزان الحساس | قياسُ الكتلةِ بدقةٍ عاليةٍ | وزنُ عينةٍ من الملحِ',
      'المخبار المدرج | قياسُ حجمِ السوائلِ | قياسُ حجمِ الماءِ',
      'موقد بنزن | تسخينُ الموادِ تسخيناً مباشراً | تسخينُ أنبوبِ اختبارٍ',
      'الترمومتر | قياسُ درجةِ الحرارةِ | قياسُ حرارةِ الماءِ المغلي',
      'ورقة تباع الشمس | الكشفُ عن الأحماضِ والقواعدِ | تحمر في الحمضِ',
    ].join('\n'),
  ],
  'circuits.pdf': [
    'A fuse is a thin wire that melts when the current is too large, breaking the circuit and protecting the appliance.',
    'An ammeter measures the current in a circuit and is connected in series.',
    'A resistor is a component found in most circuits. Resistors are made of carbon or metal wire.',
    'Review: draw a fuse. Where is the fuse in a plug? Label the fuse and the ammeter.',
  ],
  'cells.pdf': [
    'The nucleus contains the genetic material and controls the activities of the cell.',
    'Mitochondria are found in the cytoplasm of plant and animal cells.',
    'Chloroplasts absorb light energy so that the plant can make glucose by photosynthesis.',
    'Review: label the nucleus, the chloroplasts and the cell wall in the plant cell diagram.',
    'Animal cells have a nucleus but no chloroplasts. Chloroplasts are green.',
  ],
};

const bot = tutorOverFilesForTests('edubot-function-', FILES, LANGUAGES);

const ask = (text: string) => bot.ask(text);

describe('a question asking what something is for', () => {
  it.each([
    ['ما وظيفة جهاز الدوران', 'نقل الغذاء'],
    ['ما وظيفة الصمامات في القلب', 'تمنع رجوع الدم'],
    ['ما فائدة الخملات', 'تزيد مساحة سطح الامتصاص'],
    ['ما دور الصمامات في القلب؟', 'تمنع رجوع الدم'],
    ['ما أهمية الخملات', 'تزيد مساحة سطح الامتصاص'],
    // A table's row under a column of uses says what the tool is for.
    ['ما فائدة ورقة تباع الشمس', 'الكشفُ عن الأحماضِ والقواعدِ'],
    ['what is the fuse for', 'melts'],
    ["what's the use of a fuse", 'melts'],
    ['what is the function of the nucleus', 'controls the activities'],
    ['what does the ammeter do', 'measures the current'],
    ['why are chloroplasts important', 'absorb light'],
    ['what is the purpose of a fuse?', 'protecting'],
    ['what is the role of chloroplasts', 'absorb light'],
  ])('%s', async (question, answer) => {
    const reply = await ask(question);
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.text).toContain(answer);
  });
});

describe('the files name it but say nothing of what it does', () => {
  it.each([
    'what is the function of mitochondria',
    'what is the function of the ribosome',
    'what is the use of a resistor',
    'ما وظيفة المعدة',
    'ما أهمية الشريان الأورطي',
  ])('%s', async (question) => {
    const reply = await ask(question);
    if (reply.sources.length > 0) console.log(question, '=>', reply.text);
    expect(reply.sources).toEqual([]);
  });
});

describe('which questions ask what something is for', () => {
  it('reads the frame word with its article, pronoun or plural, not a word that starts alike', () => {
    expect(asksWhatFor('ما وظيفة الصمامات')).toBe(true);
    expect(asksWhatFor('ما فوائد الصيام؟')).toBe(true);
    expect(asksWhatFor('المنصهر ما وظيفته')).toBe(true);
    expect(asksWhatFor('why is the ozone layer important?')).toBe(true);
    expect(asksWhatFor('what is the purpose of a fuse?')).toBe(true);
    // "الدوري" (the league) and "الدورة" (the cycle) are no "دور" (role).
    expect(asksWhatFor('في اي عام انتقل اللاعب الى الدوري الاسباني؟')).toBe(false);
    expect(asksWhatFor('ما هي الدورة الدموية')).toBe(false);
    expect(asksWhatFor('how do we use a voltmeter')).toBe(false);
    // A role in a film is no function.
    expect(asksWhatFor('من الممثل الذي قام بدور مهند')).toBe(false);
    expect(asksWhatFor('who played the role of Batman')).toBe(false);
    const frame = (text: string) => analyze(text, LANGUAGES).map((t) => isFrameWord(t));
    expect(frame('الدورة الدوري دوره وظيفته')).toEqual([false, false, true, true]);
  });
});
