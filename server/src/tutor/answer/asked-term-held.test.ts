// "What is X Y?" is answered only from a passage naming the whole term (docs/decisions/103): a
// page on one of its words and a page on the other are both declined, as bench:retrieval's
// negatives "ما هي الذاكرة العرضية" or "what is the population of Dubai" were answered from a
// page on another thing sharing one word. Through the real tutor over a real SQLite FTS5 index,
// English and Arabic, beside a term the notes do define.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  answeredOf,
  replyTo as replyToBot,
  tutorOverFiles,
  type TutorOverFiles,
} from '../../../test/helpers/tutor-over-files.js';
import { analyze } from '../../search/analyzer/analyzer.js';
import { holdsAskedTerm } from './asked-term-held.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'economics.pdf': [
    'Unemployment\nUnemployment is when people who want to work cannot find a job.\nCyclical unemployment rises in a recession, when demand for goods falls.',
    'Shops and seasons\nSeasonal goods such as ice cream and coats sell more at some times of the year.\nShops order them months ahead.',
  ],
  'العلوم.pdf': [
    'أشكال الطاقة\nالطاقة الحركية هي الطاقة التي يمتلكها الجسم بسبب حركته.\nتزداد كلما زادت سرعة الجسم.',
    'محطات الكهرباء\nتنتج المحطات النووية الكهرباء من اليورانيوم، وتحتاج إلى كميات كبيرة من ماء التبريد.',
  ],
};

let bot: TutorOverFiles;

beforeAll(async () => {
  bot = await tutorOverFiles('edubot-asked-term-', FILES, LANGUAGES);
});

afterAll(() => bot.close());

describe('a term of two words, each word on another page', () => {
  it('declines it when no passage names the whole term', async () => {
    expect(
      await answeredOf(bot, ['what is seasonal unemployment', 'ما هي الطاقة النووية']),
    ).toEqual([]);
  });

  it('answers the term a page names whole', async () => {
    expect(await replyToBot(bot, 'what is cyclical unemployment')).toContain('recession');
    expect(await replyToBot(bot, 'ما هي الطاقة الحركية')).toContain('حركته');
  });

  it('holds a word in the file name or as a spelling slip', () => {
    const words = analyze('cyclical unemployment', LANGUAGES);
    const bag = (text: string) => {
      const tokens = analyze(text, LANGUAGES);
      return {
        stems: new Set(tokens.map((t) => t.stem)),
        lights: new Set(tokens.map((t) => t.light)),
      };
    };
    expect(holdsAskedTerm(words, bag('Cyclical unemployment rises'), bag(''))).toBe(true);
    expect(
      holdsAskedTerm(words, bag('It rises in a recession'), bag('Cyclical unemployment')),
    ).toBe(true);
    expect(holdsAskedTerm(words, bag('Cyclicel unemployment rises'), bag(''))).toBe(true);
    expect(holdsAskedTerm(words, bag('Unemployment rises'), bag('economics'))).toBe(false);
  });
});
