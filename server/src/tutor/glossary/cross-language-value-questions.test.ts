// A question asking a value ("وين مات X", "how long is X") that the notes of its own
// language do not answer is not answered through its translation when the translation loses
// what it asks: a word the files hold in neither language ("die" beside a line on where X was
// born), or its frame. Through the real tutor over a real SQLite FTS5 index on a bilingual bot.
import { describe, expect, it } from 'vitest';
import { tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';

const FILES: Record<string, string[]> = {
  'scholars.pdf': [
    'Ibn Sina was born in 980 near Bukhara. He wrote The Canon of Medicine, used in schools for centuries.',
    'Al-Khwarizmi worked in the House of Wisdom in Baghdad.',
  ],
  'الأنهار.pdf': [
    'يمر نهر النيل في ١١ دولة، ويصب في البحر المتوسط.',
    'يبلغ طول نهر الأمازون نحو ٦٤٠٠ كم، وهو أغزر أنهار العالم.',
  ],
};

const bot = tutorOverFilesForTests('edubot-cross-value-', FILES, ['ara', 'eng']);

describe('value questions carried across languages', () => {
  it('declines "وين مات ابن سينا" when the English notes only say where he was born', async () => {
    const reply = await bot.ask('وين مات ابن سينا');
    expect(reply.sources).toEqual([]);
  });

  it('declines "how long" asked in English of Arabic notes that give another river a length', async () => {
    const reply = await bot.ask('how long is the river Nile');
    expect(reply.sources).toEqual([]);
  });
});
