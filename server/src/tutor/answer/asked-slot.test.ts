// Slot questions ("how many", "how long", "who built", "where") that the files do not answer
// although a line holds a value of the asked type beside the question's words: the value is of
// another thing ("47 prefectures" of Japan for China), or of another measure (a count of countries
// for "how long is the Nile") (docs/decisions/054). Through the
// real tutor over a real SQLite FTS5 index, English and Arabic (spoken too), each with a covered
// question of the same shape that must still be answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { tutorOverFiles, type TutorOverFiles } from '../../../test/helpers/tutor-over-files.js';
import {
  arabicVerbAfterQuestionWord,
  askedKeyTerms,
  asksPlace,
  namesAThing,
  specificInBot,
} from './asked-slot.js';
import { askedMeasure, statesMeasure } from './measure-units.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'scholars.pdf': [
    'Ibn Sina was born in 980 near Bukhara. He wrote The Canon of Medicine, used in schools for centuries.',
    'Al-Khwarizmi worked in the House of Wisdom in Baghdad. He died in 850.',
    'The astrolabe measured the height of the sun and stars above the horizon.',
  ],
  'countries.pdf': [
    'Japan is made up of 47 prefectures.',
    'China is the most populous country in Asia, and its capital is Beijing.',
  ],
  'الدول.pdf': [
    'تتألف أستراليا من ست ولايات وإقليمين.',
    'الهند أكبر دول جنوب آسيا سكانا، وعاصمتها نيودلهي.',
  ],
  'rivers.pdf': [
    'The Nile flows north through 11 countries and ends in a delta on the Mediterranean Sea.',
    'The Amazon is about 6,400 km long and carries more water than any other river.',
    'Rivers carry sediment to the sea, where it settles to form a delta.',
  ],
  'العلماء.pdf': [
    'ولد ابن سينا عام ٩٨٠ م قرب بخارى، وألف كتاب القانون في الطب.',
    'عمل الخوارزمي في بيت الحكمة ببغداد، وتوفي الخوارزمي عام ٨٥٠ م.',
    'بنى الخليفة أبو جعفر المنصور مدينة بغداد عام ٧٦٢ م.',
  ],
  'الأنهار.pdf': [
    'يمر نهر النيل في ١١ دولة، ويصب في البحر المتوسط.',
    'يبلغ طول نهر الأمازون نحو ٦٤٠٠ كم، وهو أغزر أنهار العالم.',
    'تحمل الأنهار الرواسب إلى البحر فتتكون الدلتا.',
  ],
};

let bot: TutorOverFiles;

beforeAll(async () => {
  bot = await tutorOverFiles('edubot-asked-slot-', FILES, LANGUAGES);
});

afterAll(() => bot.close());

async function answered(questions: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const question of questions) {
    const reply = await bot.ask(question);
    if (reply.sources.length > 0) out.push(`${question} -> ${reply.text}`);
  }
  return out;
}

async function expectAnswer(question: string, answer: string): Promise<void> {
  const reply = await bot.ask(question);
  expect({ question, holds: reply.text.includes(answer) }).toEqual({ question, holds: true });
}

describe('slot questions the files do not answer', () => {
  it('declines a count of one thing answered by the count of another', async () => {
    expect(await answered(['how many prefectures does China have', 'كم ولاية في الهند'])).toEqual(
      [],
    );
  });

  it('answers the count of the thing the files count', async () => {
    await expectAnswer('how many prefectures does Japan have', '47 prefectures');
    await expectAnswer('قديش ولاية في أستراليا', 'ست ولايات');
  });

  it('declines "how long" when the number beside the subject is not a length', async () => {
    expect(await answered(['how long is the Nile', 'كم طول نهر النيل'])).toEqual([]);
  });

  it('answers "how long" from a line giving a length', async () => {
    await expectAnswer('how long is the Amazon', '6,400 km');
    await expectAnswer('قديش طول نهر الأمازون', '٦٤٠٠');
  });

  it('declines "who built X" in Arabic when the line with the verb is about something else', async () => {
    expect(await answered(['من بنى بيت الحكمة'])).toEqual([]);
    await expectAnswer('مين اللي بنى بغداد', 'المنصور');
  });

  it('declines "where" when no line holds what the question says of its subject', async () => {
    expect(await answered(['where did Ibn Sina die'])).toEqual([]);
    await expectAnswer('where was Ibn Sina born', 'Bukhara');
  });
});

describe('reading the slot', () => {
  it('reads the measure a question asks for, in both languages', () => {
    expect(askedMeasure('how long is the Nile')).toBe('length-or-duration');
    expect(askedMeasure('how fast does sound travel')).toBe('speed');
    expect(askedMeasure('كم يبلغ طول نهر النيل')).toBe('length');
    expect(askedMeasure('كم عمر الشجرة')).toBe('duration');
    expect(askedMeasure('how many legs does a spider have')).toBeNull();
    expect(askedMeasure('كم عدد الكواكب')).toBeNull();
  });

  it('finds the unit of the measure in a line', () => {
    expect(statesMeasure('The Amazon is about 6,400 km long', 'length')).toBe(true);
    expect(statesMeasure('The Nile flows through 11 countries', 'length-or-duration')).toBe(false);
    expect(statesMeasure('A car that travels 100 m in 5 s', 'speed')).toBe(true);
    expect(statesMeasure('عاش ٨٠ سنة', 'duration')).toBe(true);
    expect(statesMeasure('يزن ٥ كغ', 'mass')).toBe(true);
    expect(statesMeasure('يبلغ وزن الاوز حتى 16 كلغم', 'mass')).toBe(true);
    expect(statesMeasure('David Sharp (15 February 1972 – 15 May 2006)', 'duration')).toBe(true);
  });

  it('judges a word specific against the bot, not an absolute count', () => {
    expect(specificInBot(3, 10)).toBe(false);
    expect(specificInBot(3, 100)).toBe(true);
    expect(specificInBot(2, 4)).toBe(true);
    expect(specificInBot(0, 100)).toBe(false);
  });

  it('reads where-questions and leaves spoken verb forms out of "never named"', () => {
    expect(asksPlace('where does respiration take place')).toBe(true);
    expect(asksPlace('أين تقع بغداد')).toBe(true);
    expect(asksPlace('what is a place value')).toBe(false);
    expect(namesAThing('سامراء')).toBe(true);
    expect(namesAThing('بيروح')).toBe(false);
    expect(namesAThing('احتلوا')).toBe(false);
    expect(namesAThing('ال')).toBe(false);
    expect(namesAThing('established')).toBe(false);
  });

  it('takes the rarest words in the bot as the key, and the Arabic verb out of it', () => {
    const df = [1, 1, 4, 0];
    expect(askedKeyTerms([0, 1, 2, 3], (t) => df[t]!, 50)).toEqual([0, 1]);
    expect(arabicVerbAfterQuestionWord('متى حصلت الإمارات على استقلالها')).toBe('حصلت');
    expect(arabicVerbAfterQuestionWord('كم ولاية في الهند')).toBeNull();
    expect(arabicVerbAfterQuestionWord('أين الخلية')).toBeNull();
  });
});
