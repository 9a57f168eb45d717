// Uncovered questions about a thing the files never name, or a detail they never give of a thing
// they do name, whose other words match a page about its neighbours (docs/decisions/089): the
// atomic number of an element no page lists, where a river no page names flows, who discovered
// an element when the notes use "discovered" only of others, when it was discovered. Through the
// real tutor over a real SQLite FTS5 index, English and Arabic, each beside a covered question
// of the same shape that must still be answered.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import {
  answeredOf,
  replyTo as replyToBot,
  tutorOverFilesForTests,
} from '../../../test/helpers/tutor-over-files.js';
import { arabicWhenVerb } from './answer-type.js';
import { namesAKind } from './named-things.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'العناصر.pdf': [
    'الجدول الدوري\nرتب العالم الروسي مندليف العناصر المعروفة في جدول عام 1869م، وترك فيه فراغات لعناصر لم تكن قد اكتشفت بعد.\nترتب العناصر في الجدول الدوري الحديث حسب العدد الذري.',
    'بعض العناصر الشائعة\nالهيدروجين أخف العناصر، وعدده الذري 1، وهو غاز يحترق بسهولة.\nالأكسجين غاز عدده الذري 8، ويشكل نحو 21% من الهواء الجوي.\nاكتشف العالم همفري ديفي الصوديوم عام 1807م، وهو فلز لين عدده الذري 11.\nالحديد فلز عدده الذري 26، ويصدأ عندما يتعرض للماء والهواء معا.',
    'الغازات النبيلة\nالغازات النبيلة مثل الهيليوم والنيون لا تتفاعل تقريبا مع العناصر الأخرى، لأن غلافها الخارجي ممتلئ بالإلكترونات.',
    'استخدامات الغازات\nيملأ الهيليوم البالونات لأنه أخف من الهواء.',
  ],
  'rivers.pdf': [
    'The Nile\nThe Nile is the longest river in Africa. It flows north into the Mediterranean Sea.\nThe Aswan High Dam in Egypt was completed in 1970.',
    'The Amazon\nThe Amazon flows east across South America to the Atlantic Ocean.\nIt carries more water than any other river on Earth.',
  ],
};

const bot = tutorOverFilesForTests('edubot-never-named-', FILES, LANGUAGES);

const replyTo = (question: string) => replyToBot(bot, question);

describe('a thing the files never name, asked with the words of its neighbours', () => {
  it('declines the atomic number of an element no page lists ("of the" glued on)', async () => {
    expect(await answeredOf(bot, ['كم العدد الذري للكالسيوم', 'ما العدد الذري للنحاس'])).toEqual(
      [],
    );
  });

  it('answers the atomic number of an element the page lists', async () => {
    expect(await replyTo('كم العدد الذري للحديد')).toContain('26');
  });

  it('declines where a river no page names flows (a name of one word)', async () => {
    expect(await answeredOf(bot, ['where does the Mississippi river flow'])).toEqual([]);
  });

  it('answers where a river the notes name flows', async () => {
    expect(await replyTo('where does the Amazon river flow')).toContain('Atlantic');
  });

  it('reads "لل" after a definite word, and a capitalised word alone, as a name', () => {
    expect(namesAKind('للكالسيوم', 'كم العدد الذري للكالسيوم')).toBe(true);
    expect(namesAKind('mississippi', 'where does the Mississippi river flow')).toBe(true);
    // Part of a name of several words: a page often writes only one of them.
    expect(namesAKind('russell', 'When did Frank Russell Dancevic turn pro?')).toBe(false);
    // The question's first word, and "لل" after a verb (a circumstance), are no names.
    expect(namesAKind('rivers', 'Rivers flow where?')).toBe(false);
    expect(namesAKind('للباقي', 'لو خرب مصباح ايش بيصير للباقي')).toBe(false);
  });
});

describe('who did it, when the files use the verb of other things', () => {
  it('declines who discovered an element the notes only describe', async () => {
    expect(await answeredOf(bot, ['من اكتشف الأكسجين'])).toEqual([]);
  });

  it('answers who discovered an element the notes say', async () => {
    expect(await replyTo('من اكتشف الصوديوم')).toContain('ديفي');
  });
});

describe('when it happened, asked beside the thing and not only its verb', () => {
  // "الهيليوم" and "اكتشف" are as rare in the notes: the verb's line (Mendeleev's, dated) is no
  // answer for helium.
  it('declines when an element was discovered that the notes never date', async () => {
    expect(await answeredOf(bot, ['متى اكتشف الهيليوم'])).toEqual([]);
  });

  it('answers when an element was discovered that the notes date', async () => {
    expect(await replyTo('متى اكتشف الصوديوم')).toContain('1807');
  });

  it('reads the verb after "متى"', () => {
    expect(arabicWhenVerb('متى اكتشف الهيليوم')).toBe('اكتشف');
    expect(arabicWhenVerb('ومتى تم بناء السد')).toBe('بناء');
    expect(arabicWhenVerb('ما هو الهيليوم')).toBeNull();
  });
});
