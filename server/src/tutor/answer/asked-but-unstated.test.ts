// Questions the files do not answer although they hold nearly every word of them: the files name
// the thing asked about but never state what the question asks of it (who did it, when, which
// value, which attribute), or hold the asked column and the asked row in different tables
// (docs/decisions/046). Through the real tutor over a real SQLite FTS5 index, English and Arabic,
// each with a covered question of the same shape that must still be answered.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { answeredOf, tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { askedAttribute } from './asked-attribute.js';
import { namesPerson, personQuestion } from './person-questions.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'enzymes.pdf': [
    'Enzymes are biological catalysts. Each enzyme has an active site with a shape that fits only one substrate. This is called the lock and key model.',
    'Amylase breaks down starch into maltose. Human enzymes work best at about 37 degrees Celsius.',
  ],
  'physics slides.pdf': [
    "Forces and Motion\nPhysics, Grade 9\nSpeed, forces and Newton's laws",
    "Newton's laws\nFirst law: an object stays at rest unless a resultant force acts on it.\nSecond law: force = mass × acceleration.",
  ],
  'history.pdf': ['The canal was designed by Ferdinand de Lesseps and opened to ships in 1869.'],
  'plant terms.pdf': [
    'Germination: the start of growth of a seed into a seedling when it has water, oxygen and warmth.',
    'Dormancy: a resting period in which a seed does not grow until conditions are right.',
  ],
  'chemistry data.pdf': [
    'Properties of some elements\nElement | Symbol | Atomic number | Boiling point (°C)\nHydrogen | H | 1 | -253\nSodium | Na | 11 | 883\nMagnesium | Mg | 12 | 1090',
    'Reactivity of metals with water\nMetal | Reaction with cold water | Products\nPotassium | reacts violently, lilac flame | potassium hydroxide and hydrogen\nSodium | fizzes quickly | sodium hydroxide and hydrogen',
  ],
  'الدولة العباسية.pdf': [
    'بناء بغداد\nبنى الخليفة أبو جعفر المنصور مدينة بغداد عام ٧٦٢ م، وسميت مدينة السلام.',
    'أدوات المختبر\nالمخبار المدرج أداة زجاجية تستخدم لقياس حجم السوائل.\nموقد بنزن يستخدم لتسخين المواد تسخينا مباشرا.',
    'بيت الحكمة\nأرسل الخليفة المأمون وفدا إلى ملك الروم يطلب كتب الفلاسفة، فوافق الملك وأهداه صناديق من الكتب.',
    'السلامة الكهربائية\nالسلك الأرضي يحمي المستخدم من الصعقة الكهربائية إذا لمس السلك الحي الغلاف المعدني للجهاز.',
  ],
};

const bot = tutorOverFilesForTests('edubot-asked-unstated-', FILES, LANGUAGES);

const answered = (questions: readonly string[]) => answeredOf(bot, questions);

async function expectAnswer(question: string, answer: string): Promise<void> {
  const reply = await bot.ask(question);
  expect({ question, holds: reply.text.includes(answer) }).toEqual({ question, holds: true });
}

describe('who did it: a line that can name a person', () => {
  it('declines when the files name the thing but no one who made or found it', async () => {
    expect(
      await answered([
        'who discovered the lock and key model',
        'من اخترع موقد بنزن',
        'مين اكتشف المخبار المدرج',
      ]),
    ).toEqual([]);
  });

  it('answers when the line names the person', async () => {
    await expectAnswer('who built baghdad', 'أبو جعفر المنصور');
    await expectAnswer('مين اللي بنى بغداد', 'أبو جعفر المنصور');
    await expectAnswer('who designed the suez canal', 'Ferdinand de Lesseps');
  });
});

describe('a quantity given in words needs more than the thing named', () => {
  it('declines "how long" when the only line about the thing gives no duration', async () => {
    expect(await answered(['how long does germination take'])).toEqual([]);
  });
});

describe('an attribute no file names', () => {
  it('declines "what is the A of X" when no file holds A', async () => {
    expect(
      await answered(['ما سعة المخبار المدرج', 'what is the diameter of the active site']),
    ).toEqual([]);
  });

  it('answers when the files hold the attribute', async () => {
    await expectAnswer('ما استخدام المخبار المدرج', 'لقياس حجم السوائل');
    await expectAnswer('what is the shape of the active site', 'fits only one substrate');
  });

  it('takes a verb the files write with clitics ("وأهداه") for the word asked ("شو اهدى")', async () => {
    await expectAnswer('شو اهدى ملك الروم للمأمون', 'صناديق من الكتب');
  });

  it('declines a colour question when no line names a colour', async () => {
    expect(await answered(['ما لون السلك الأرضي'])).toEqual([]);
  });
});

describe('the parts one by one', () => {
  it('reads "who did it" questions, not "who is"', () => {
    expect(personQuestion('who discovered penicillin')?.verb).toBe('discovered');
    expect(personQuestion('مين اللي بنى بغداد')).toEqual({ verb: 'بنى', arabic: true });
    expect(personQuestion('who is the teacher')).toBeNull();
    expect(personQuestion('من هو النمام')).toBeNull();
    expect(personQuestion('من أين يأتي الماء')).toBeNull();
    expect(personQuestion('من ايش بتتكون الدائرة')).toBeNull();
    expect(personQuestion('من ما تتكون الدائرة')).toBeNull();
  });

  it('finds a person in a line', () => {
    expect(namesPerson('The theory was put forward by Emil Fischer.', false)).toBe(true);
    expect(namesPerson('This is called the lock and key model.', false)).toBe(false);
    expect(namesPerson('بنى الخليفة أبو جعفر المنصور مدينة بغداد', false)).toBe(true);
    expect(namesPerson('موقد بنزن يستخدم لتسخين المواد', false)).toBe(false);
  });

  it('reads the attribute asked, not the kind of question', () => {
    expect(askedAttribute('what is the diameter of a chloroplast')).toBe('diameter');
    expect(askedAttribute('ما سعة المخبار المدرج')).toBe('سعة');
    expect(askedAttribute('what is the definition of osmosis')).toBeNull();
    expect(askedAttribute('ما تعريف الخلية')).toBeNull();
    expect(askedAttribute('what is osmosis')).toBeNull();
  });
});
