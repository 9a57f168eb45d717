// Questions that ask a detail the files never give about a topic they do cover: a duration, the
// value of a thing the data sheet has no row for, the first or last one
// (docs/decisions/068). The files share every word of the question, so the coverage gate lets
// them through; the evidence is whether a line states what is asked beside the subject. Through
// the real tutor over a real SQLite FTS5 index, English and Arabic, each beside a covered
// question of the same shape that must still be answered.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  answeredOf,
  replyTo as replyToBot,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { asksMeasure, statesNumber } from './answer-type.js';
import { askedOrdinal, statesOrdinal } from './ordinal-questions.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'enzymes.pdf': [
    'Enzymes\nAmylase breaks down starch into maltose. It is made in the salivary glands.',
    'Temperature and enzymes\nHuman enzymes work best at about 37 degrees Celsius. At high temperatures the active site changes shape.',
  ],
  'elements sheet.pdf': [
    'Data sheet: some elements\nElement | Symbol | Atomic number | Boiling point (°C)\nLithium | Li | 3 | 1342\nSodium | Na | 11 | 883\nChlorine | Cl | 17 | -34',
    'Metals in cold water\nMetal | What you see | What forms\nPotassium | burns with a lilac flame | potassium hydroxide and hydrogen\nCalcium | bubbles steadily | calcium hydroxide and hydrogen',
  ],
  'suez.pdf': [
    'The Suez Canal\nThe canal was designed by Ferdinand de Lesseps and opened to ships in 1869. The first ship to pass through it was the French yacht Aigle.',
  ],
  'الدولة العباسية.pdf': [
    'قيام الدولة العباسية\nقامت الدولة العباسية عام ٧٥٠ م بعد سقوط الدولة الأموية.\nكان أبو العباس السفاح أول خليفة عباسي.\nنقل العباسيون العاصمة من دمشق إلى العراق.',
    'بيت الحكمة\nازدهر بيت الحكمة في عهد الخليفة المأمون.\nترجمت فيه كتب اليونان والفرس إلى العربية.',
  ],
};

const bot = tutorOverFilesForTests('edubot-stated-detail-', FILES, LANGUAGES);

const answered = (questions: readonly string[]) => answeredOf(bot, questions);

const replyTo = (question: string) => replyToBot(bot, question);

describe('the value of the thing asked about, not of the measure', () => {
  it('declines a value of a thing the data sheet has no row for', async () => {
    expect(
      await answered([
        'what is the boiling point of potassium',
        'what is the atomic number of calcium',
      ]),
    ).toEqual([]);
  });

  it('answers the value of a row the sheet has', async () => {
    expect(await replyTo('what is the boiling point of sodium')).toContain('883');
  });
});

describe('a measure is stated by a number, never in words', () => {
  it('declines "how long" when the line naming the things gives no number', async () => {
    expect(await answered(['how long does it take amylase to break down starch'])).toEqual([]);
  });

  it('takes no section number for a value', () => {
    expect(statesNumber('3.1 How plants make food')).toBe(false);
    expect(statesNumber('٥.٢ الأحماض القوية والضعيفة')).toBe(false);
    expect(statesNumber('Pepsin works best at pH 2.')).toBe(true);
  });

  it('answers a measure the line gives', async () => {
    expect(await replyTo('how hot do human enzymes work best')).toContain('37');
  });

  it('reads measure questions, not counts or amounts', () => {
    expect(asksMeasure('how long does germination take')).toBe(true);
    expect(asksMeasure('كم دقيقة نغلي الورقة')).toBe(true);
    expect(asksMeasure('كم طول السلك')).toBe(true);
    expect(asksMeasure('how many layers are around the cytoplasm')).toBe(false);
    expect(asksMeasure('how much ATP does a person use')).toBe(false);
    expect(asksMeasure('كم عدد الثغور')).toBe(false);
    expect(asksMeasure('how fast do liquids evaporate when it is windy')).toBe(false);
  });
});

describe('the first or the last one asked needs a line saying so', () => {
  it('declines when no line beside the subject says first or last', async () => {
    expect(
      await answered(['مين كان آخر خليفة عباسي', 'what was the last ship through the suez canal']),
    ).toEqual([]);
  });

  it('answers when the line says it', async () => {
    expect(await replyTo('مين أول خليفة عباسي')).toContain('أبو العباس السفاح');
    expect(await replyTo('what was the first ship through the suez canal')).toContain('Aigle');
  });

  it('reads the ordinal asked as an adjective, not as an adverb', () => {
    expect(askedOrdinal('who was the first caliph')).toBe('first');
    expect(askedOrdinal('مين كان آخر خليفة عباسي')).toBe('last');
    expect(askedOrdinal('ما أول كتاب ترجم')).toBe('first');
    expect(askedOrdinal('when was ATP first discovered')).toBe(null);
    expect(askedOrdinal('يوجد تعريف آخر لتعداد السكان، ما هو')).toBe(null);
    expect(statesOrdinal('The school was founded in 1906.', 'first')).toBe(true);
    expect(statesOrdinal('أول خلفائها أبو العباس السفاح', 'first')).toBe(true);
    expect(statesOrdinal('The final test', 'first')).toBe(false);
  });
});
