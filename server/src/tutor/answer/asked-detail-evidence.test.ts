// Uncovered questions that share the files' words but ask a detail the files never give: a count
// of a thing the notes never count, a measure the notes give only as a year, who made a thing
// the notes only describe, when an event happened that the notes never date
// (docs/decisions/080). Through the real tutor over a real SQLite FTS5 index, English and Arabic,
// each beside a covered question of the same shape that must still be answered.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  answeredOf,
  replyTo as replyToBot,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { statesMeasure, statesNumber } from './answer-type.js';
import { countedThing, countedWords } from './counted-things.js';
import { namesPerson } from './person-questions.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'planets.pdf': [
    'The planets\nEight planets go round the Sun.\nMercury is the planet closest to the Sun.\nJupiter is the largest planet.\nSaturn has bright rings made of ice and rock.\nNeptune was discovered in 1846.\nUranus is a cold planet that spins on its side.',
  ],
  'telescopes.pdf': [
    'Telescopes\nA telescope makes faraway objects look bigger.\nGalileo Galilei pointed a telescope at Jupiter in 1610 and saw four moons.\nThe reflecting telescope uses a curved mirror to collect light.\nThe mirror gathers more light than a lens.',
    'Telescopes in space\nThe Hubble Space Telescope was launched in 1990.\nIt carries cameras that see visible and ultraviolet light.',
  ],
  'webb.pdf': ['The James Webb telescope\nIts sunshield is 21 metres wide when it is open.'],
  'القمر.pdf': [
    'القمر\nالقمر هو التابع الطبيعي الوحيد للأرض.\nيدور القمر حول الأرض مرة كل 27 يوما تقريبا.\nمشى نيل آرمسترونغ على سطح القمر عام 1969م.\nيوجد على سطح القمر كثير من الفوهات بسبب اصطدام النيازك.',
  ],
};

const bot = tutorOverFilesForTests('edubot-asked-detail-', FILES, LANGUAGES);

const answered = (questions: readonly string[]) => answeredOf(bot, questions);

const replyTo = (question: string) => replyToBot(bot, question);

describe('a count stands with the thing counted', () => {
  it('declines a count when the number beside the subject counts something else', async () => {
    expect(await answered(['how many rings does saturn have'])).toEqual([]);
  });

  it('answers a count the notes give', async () => {
    expect(await replyTo('how many planets go round the sun')).toContain('Eight');
    expect(await replyTo('how many moons did galileo see')).toContain('four');
  });

  it('reads the thing counted, not a verb or a unit', () => {
    expect(countedThing('how many red blood cells are in a drop')).toBe('red blood cells');
    expect(countedThing('how many people died in the fire')).toBe('people');
    expect(countedThing('كم عدد مكتبات المدينة')).toBe('مكتبات');
    expect(countedThing('كم كوكب في المجموعة الشمسية')).toBe('كوكب');
    expect(countedThing('كم بلغ تعداد السكان')).toBe(null);
    expect(countedThing('كم مرة ينبض القلب')).toBe(null);
    expect(countedThing('كم يوجد من الكواكب')).toBe(null);
    expect(countedThing('كم قيمة التمويل')).toBe(null);
    expect(countedThing('how much water do plants need')).toBe(null);
  });

  it('meets the thing in its sentence, a broken plural with its singular', () => {
    const regions = countedWords('منطقة', LANGUAGES);
    expect(regions.counted('تقسم البلاد إلى ثماني مناطق.', statesNumber)).toBe(true);
    expect(regions.counted('تقع ضمن منطقة الشرق. وفيها 47 محافظة.', statesNumber)).toBe(false);
    const layers = countedWords('layers', LANGUAGES);
    expect(layers.counted('It is a thin, flexible layer around the cytoplasm.', statesNumber)).toBe(
      true,
    );
  });
});

describe('a measure is not the year something happened', () => {
  it('declines a size the notes give only as a year', async () => {
    expect(await answered(['how tall is the hubble space telescope'])).toEqual([]);
  });

  it('answers a size the notes give', async () => {
    expect(await replyTo('how wide is the james webb telescope')).toContain('21');
  });

  it('tells a year from a measure', () => {
    expect(statesMeasure('In AD 79 the volcano erupted.')).toBe(false);
    expect(statesMeasure('أسس الدولة عام 756م.')).toBe(false);
    expect(statesMeasure('Watt improved the engine in 1769.')).toBe(false);
    expect(statesMeasure('The railway ran from 1830 to 1840.')).toBe(true);
    expect(statesMeasure('It is 1281 m tall.')).toBe(true);
    expect(statesMeasure('It was built in 1000 days.')).toBe(true);
  });
});

describe('a person asked for is named with the thing', () => {
  it('declines when the only name is in another line or is the thing itself', async () => {
    expect(
      await answered([
        'who invented the reflecting telescope',
        'who built the Hubble Space Telescope',
      ]),
    ).toEqual([]);
  });

  it('answers the person the line names', async () => {
    expect(await replyTo('who pointed a telescope at jupiter in 1610')).toContain('Galileo');
  });

  it('does not take the question’s own capitalised words for a name', () => {
    const question = 'who built the Liverpool and Manchester Railway';
    expect(
      namesPerson('The Liverpool and Manchester Railway opened in 1830.', false, question),
    ).toBe(false);
    expect(namesPerson('The railway was built by George Stephenson.', false, question)).toBe(true);
  });
});

describe('a date beside the subject dates the subject', () => {
  it('declines a date of another event two lines on', async () => {
    expect(await answered(['when did saturn get its rings'])).toEqual([]);
  });

  it('answers a date the notes give', async () => {
    expect(await replyTo('when was neptune discovered')).toContain('1846');
    expect(await replyTo('متى مشى آرمسترونغ على القمر')).toContain('1969');
  });
});
