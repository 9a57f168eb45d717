// Uncovered questions about a sibling of a thing the files name (docs/decisions/099): "what is
// structural unemployment" over notes on cyclical unemployment, "the natural rate of
// unemployment" over "the unemployment rate", "the atomic mass of carbon" over atomic numbers,
// "من هو المعتمد بن عباد" over "يوسف بن تاشفين", "من بنى مدينة بغداد" over "بنى عبد الرحمن الثالث مدينة الزهراء".
// Through the real tutor over a real SQLite FTS5 index, English and Arabic, each beside a covered
// question of the same shape that must still be answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  answeredOf,
  replyTo as replyToBot,
  tutorOverFiles,
  type TutorOverFiles,
} from '../../../test/helpers/tutor-over-files.js';
import { namesASiblingKind, writesSibling } from './sibling-kinds.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'unemployment.pdf': [
    'What is unemployment?\nUnemployment is the situation in which people who are able and willing to work cannot find a job.\nThe unemployment rate is the number of unemployed people divided by the labour force, multiplied by 100.',
    'Types of unemployment\nCyclical unemployment is unemployment caused by a fall in total demand during a recession.\nFrictional unemployment is the short-term unemployment of people who are moving between jobs.',
  ],
  'elements.pdf': [
    'Atomic number\nThe atomic number of an element is the number of protons in the nucleus of each of its atoms.\nThe atomic number of carbon is 6, and the atomic number of oxygen is 8.',
  ],
  'التاريخ.pdf': [
    'المرابطون\nيوسف بن تاشفين هو قائد دولة المرابطين في المغرب، عبر إلى الأندلس وانتصر في معركة الزلاقة عام 1086م.\nابن رشد فيلسوف وطبيب أندلسي من قرطبة.',
    'مدن عباسية\nبنيت مدينة سامراء عام 836م في عهد الخليفة المعتصم.\nبنى الخليفة عبد الرحمن الثالث مدينة الزهراء قرب قرطبة.\nأما مدينة القاهرة فقد بناها القائد جوهر الصقلي عام 969م.\nسقطت بغداد بيد المغول عام 1258م.',
  ],
};

let bot: TutorOverFiles;

beforeAll(async () => {
  bot = await tutorOverFiles('edubot-sibling-kinds-', FILES, LANGUAGES);
});

afterAll(() => bot.close());

const replyTo = (question: string) => replyToBot(bot, question);

describe('a sibling of a kind the files name', () => {
  it('declines a kind of a term only its siblings are defined of', async () => {
    expect(
      await answeredOf(bot, [
        'what is the natural rate of unemployment',
        'what is the atomic mass of carbon',
      ]),
    ).toEqual([]);
  });

  it('answers the kinds the notes define', async () => {
    expect(await replyTo('what is cyclical unemployment')).toContain('fall in total demand');
    expect(await replyTo('what is the atomic number of carbon')).toContain('6');
  });

  it('declines who a person is when the notes name another of the same name', async () => {
    expect(await answeredOf(bot, ['من هو المعتمد بن عباد'])).toEqual([]);
  });

  it('answers who a person the notes describe is', async () => {
    expect(await replyTo('من هو يوسف بن تاشفين')).toContain('قائد دولة المرابطين');
  });

  it('declines who built a city from the line of another city', async () => {
    expect(await answeredOf(bot, ['من بنى مدينة بغداد'])).toEqual([]);
  });

  it('answers who built the city the notes name, and when', async () => {
    expect(await replyTo('من بنى مدينة القاهرة')).toContain('جوهر الصقلي');
    expect(await replyTo('متى بنيت مدينة سامراء')).toContain('836');
    expect(await replyTo('متى بنيت مدينة القاهرة')).toContain('969');
  });
});

describe('namesASiblingKind and writesSibling', () => {
  const passages = ['Cyclical unemployment is caused by a fall in total demand.'];
  it('reads the word in the place of a sibling the passage writes', () => {
    expect(
      namesASiblingKind('structural', 'what is structural unemployment', passages, LANGUAGES),
    ).toBe(true);
    expect(
      namesASiblingKind(
        'الهيكلية',
        'ما هي البطالة الهيكلية',
        ['البطالة الدورية هي بطالة'],
        LANGUAGES,
      ),
    ).toBe(true);
  });

  it('not an English word after its neighbour, nor a misspelling of the passage word', () => {
    expect(
      namesASiblingKind(
        'holes',
        'what are the tiny holes in a leaf called',
        ['tiny pores called stomata'],
        LANGUAGES,
      ),
    ).toBe(false);
    expect(namesASiblingKind('عباد', 'من هو المعتمد بن عباد', ['بني العباس'], LANGUAGES)).toBe(
      false,
    );
  });

  it('a line writing another thing in the place of the one asked', () => {
    expect(writesSibling('متى بنيت مدينة بغداد', 'بنيت مدينة سامراء عام 836م', LANGUAGES)).toBe(
      true,
    );
    expect(
      writesSibling('متى سقطت مدينة بغداد', 'سقطت بغداد بيد المغول عام 1258م', LANGUAGES, ['سقطت']),
    ).toBe(false);
    expect(writesSibling('متى بنيت مدينة سامراء', 'بنيت مدينة سامراء عام 836م', LANGUAGES)).toBe(
      false,
    );
    expect(
      writesSibling(
        'when did structural unemployment rise',
        'Cyclical unemployment rose in 2009',
        LANGUAGES,
      ),
    ).toBe(true);
  });
});
