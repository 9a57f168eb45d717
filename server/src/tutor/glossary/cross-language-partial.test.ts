// Cross-language questions with a word the school vocabulary lacks (docs/decisions/067), through
// the real tutor over a real SQLite FTS5 index on a bilingual bot: answered from the other
// language's notes when the question's other subject words carry it, introduced in the student's
// language; a question asking a place or a time is still declined when a word was left out
// ("in which city was X buried" beside where X was born).
import { describe, expect, it } from 'vitest';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';

const FILES: Record<string, string[]> = {
  'plants.pdf': [
    'Transpiration is the loss of water vapour from the leaves, mostly through the stomata.',
    'Each stoma is surrounded by two guard cells that open and close it.',
    'The Greek philosopher Aristotle was born in Stagira in the north of Greece.',
  ],
  'البيئة.pdf': [
    'تقوم المحللات مثل البكتيريا والفطريات بتحليل بقايا الكائنات الميتة.',
    'يسبب تسرب الأسمدة إلى البحيرات نمو الطحالب، فيقل الأكسجين الذائب في الماء وتموت الأسماك.',
    'ولد الفيلسوف ابن رشد في مدينة قرطبة سنة ١١٢٦م.',
  ],
};

const bot = tutorOverFilesForTests('edubot-cross-partial-', FILES, ['ara', 'eng']);

describe('cross-language questions with a word no entry knows', () => {
  it('answers an Arabic question on English notes, in Arabic first', async () => {
    const reply = await bot.ask('ما الخلايا التي تفتح الثغور وتحرسها؟');
    expect(reply.text).toContain('guard cells');
    expect(reply.text.split('\n')[0]).toMatch(/\p{Script=Arabic}/u);
    expect(reply.sources[0]?.filename).toBe('plants.pdf');
  });

  it('answers an English question on Arabic notes', async () => {
    const reply = await bot.ask('why do the fish suddenly die in the water?');
    expect(reply.text).toContain('تموت الأسماك');
    expect(reply.sources[0]?.filename).toBe('البيئة.pdf');
  });

  it('declines a place question when a word was left out, beside where he was born', async () => {
    expect((await bot.ask('in which city was the philosopher buried?')).sources).toEqual([]);
    expect((await bot.ask('أين دفن الفيلسوف اليوناني؟')).sources).toEqual([]);
  });
});
